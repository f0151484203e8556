import { describe, expect, it } from 'vitest';
import type { Criterion, Interpretation } from '@/server/search';
import { scoreCase } from './score';
import type { ReadingCase } from './labels';

const role = (label: string, titleTerms: string[] = []): Criterion =>
  ({ kind: 'role', name: `Role: ${label}`, source: '', label, roleKeys: [], titleTerms, generic: false, exclude: false });
const place = (countryCodes: string[], exclude = false, label = ''): Criterion =>
  ({ kind: 'location', name: `Location: ${label || countryCodes.join('/')}`, source: '', label, cityIds: [], regionCodes: [], countryCodes, exclude });
const skill = (skills: string[]): Criterion => ({ kind: 'skill', name: `Skill: ${skills.join('/')}`, source: '', skills });
const read = (criteria: Criterion[], extra: Partial<Interpretation> = {}): Interpretation =>
  ({ kind: 'criteria', brief: '', criteria, target: null, preferences: [], unrecognised: [], ...extra }) as Interpretation;
const asked = (criteria: Criterion[]): Interpretation =>
  ({ kind: 'clarify', brief: '', question: '?', reason: 'too_broad', criteria, target: null, preferences: [], unrecognised: [] });

const cto: ReadingCase = { id: 'cto', lang: 'en', brief: 'the CTO of Shopify', must: ['role:cto', 'company:Shopify'], not: ['skill:Shopify'] };

describe('scoreCase', () => {
  it('calls a reading faithful only when every constraint is a criterion, and counts a named misreading', () => {
    const score = scoreCase(cto, read([role('CTO'), skill(['Shopify'])]));
    expect(score).toMatchObject({ dropped: ['company:Shopify'], honest: false, faithful: false });
    expect(score.misread).toEqual(['Skill: Shopify (skill:Shopify)']);
  });

  it('takes a company by the short name the label gives it, never a different company', () => {
    const mbb: ReadingCase = { id: 'mbb', lang: 'en', brief: 'PMs at McKinsey or Bain', must: ['role:product manager', 'company:McKinsey|Bain'] };
    const company = (names: string[]): Criterion => ({ kind: 'company', name: `Company: ${names.join(' or ')}`, source: '', names, when: 'current', exclude: false } as Criterion);
    expect(scoreCase(mbb, read([role('Product Manager'), company(['McKinsey & Company', 'Bain & Company'])]))).toMatchObject({ faithful: true, misread: [] });
    expect(scoreCase(mbb, read([role('Product Manager'), company(['McKinseyville Ltd', 'Bain & Company'])]))).toMatchObject({ faithful: false });
  });

  it('takes a question as honest but not faithful, and a question where one is needed as both', () => {
    expect(scoreCase(cto, asked([role('CTO')]))).toMatchObject({ honest: true, faithful: false, misread: [] });
    const age: ReadingCase = { id: 'age', lang: 'en', brief: 'PMs under 45', must: ['role:product manager'], ask: true };
    expect(scoreCase(age, asked([]))).toMatchObject({ honest: true, faithful: true });
    expect(scoreCase(age, read([role('Product Manager')]))).toMatchObject({ honest: false, faithful: false });
  });

  it('counts a widened role and an inverted place as misread', () => {
    const pd: ReadingCase = { id: 'pd', lang: 'pt', brief: 'designers de produto no Brasil', must: ['role:product designer', 'place:BR'] };
    const score = scoreCase(pd, read([role('Product Designer or Designer'), place(['BR'], true)]));
    expect(score.misread).toHaveLength(2);
    expect(score.dropped).toEqual(['role:product designer', 'place:BR']);
    expect(scoreCase(pd, read([role('Product Designer'), place(['BR'])]))).toMatchObject({ faithful: true, misread: [], dropped: [] });
  });

  it('takes an alternative title as stated when the role criterion verifies it, under another name', () => {
    const cs: ReadingCase = { id: 'cs', lang: 'en', brief: 'VP or Head of CS', must: ['role:vp of customer success|head of customer success'] };
    const head = { ...role('Head of Customer Success'), roleKeys: ['head_of_customer_success'] } as Criterion;
    expect(scoreCase(cs, read([head]))).toMatchObject({ faithful: true, misread: [] });
    expect(scoreCase(cs, read([role('Head of Customer Success', ['head of customer success'])])).dropped).toEqual(['role:vp of customer success|head of customer success']);
  });

  it('takes the one taxonomy role a label\'s title reads as for that title, and no wider group', () => {
    const embedded: ReadingCase = { id: 'emb', lang: 'fr', brief: 'ingénieurs systèmes embarqués', must: ['role:embedded systems engineer'] };
    const exact = { ...role('Embedded Software Engineer'), roleKeys: ['embedded_engineer'] } as Criterion;
    expect(scoreCase(embedded, read([exact]))).toMatchObject({ faithful: true, misread: [] });
    const wider = { ...role('Engineer'), roleKeys: ['embedded_engineer', 'backend_engineer'] } as Criterion;
    expect(scoreCase(embedded, read([wider])).faithful).toBe(false);
  });

  it('takes one taxonomy role for each alternative a label lists, and not one role short or over', () => {
    const hr: ReadingCase = { id: 'hr', lang: 'en', brief: 'HR Directors or CHROs', must: ['role:hr director/head of hr|chro/chief human resources officer'] };
    const both = { ...role('Head of People or Chief People Officer'), roleKeys: ['head_of_people', 'chief_people_officer'] } as Criterion;
    expect(scoreCase(hr, read([both]))).toMatchObject({ faithful: true, misread: [] });
    const short = { ...role('Head of People'), roleKeys: ['head_of_people'] } as Criterion;
    expect(scoreCase(hr, read([short])).faithful).toBe(false);
    const over = { ...role('Head of People, Chief People Officer or Recruiter'), roleKeys: ['head_of_people', 'chief_people_officer', 'recruiter'] } as Criterion;
    expect(scoreCase(hr, read([over])).faithful).toBe(false);
  });

  it('reads open titles by their words and a count nobody asked for as a misreading', () => {
    const devrel: ReadingCase = { id: 'devrel', lang: 'en', brief: 'developer advocates', must: ['role:developer advocate/devrel'] };
    expect(scoreCase(devrel, read([role('Developer Advocate', ['developer advocate'])])).faithful).toBe(true);
    expect(scoreCase(devrel, read([role('Developer Advocate', ['developer advocate'])], { target: 10 })).misread).toEqual(['count 10']);
  });

  it('takes an area by the name its criterion gives it, not only by its country codes', () => {
    const latam: ReadingCase = { id: 'latam', lang: 'es', brief: 'TAMs desde LATAM', must: ['role:tam', 'place:Latin America/LATAM'] };
    expect(scoreCase(latam, read([role('TAM'), place(['AR', 'BR', 'MX'], false, 'Latin America')]))).toMatchObject({ faithful: true, misread: [] });
    expect(scoreCase(latam, read([role('TAM'), place(['AR', 'BR', 'MX'], false, 'Brazil')])).dropped).toEqual(['place:Latin America/LATAM']);
  });

  it('takes a city\'s metro area as the city, and an area as no city inside it', () => {
    const metro = (label: string, cityIds: number[]): Criterion =>
      ({ kind: 'location', name: `Location: ${label}`, source: '', label, cityIds, regionCodes: [], countryCodes: [], exclude: false });
    const boston: ReadingCase = { id: 'boston', lang: 'en', brief: 'GCs in the Boston area', must: ['role:general counsel', 'place:Boston'] };
    expect(scoreCase(boston, read([role('General Counsel'), metro('Greater Boston', [4930956, 4931972])]))).toMatchObject({ faithful: true, misread: [] });
    const randstad: ReadingCase = { id: 'randstad', lang: 'nl', brief: 'uit Utrecht, woont in de Randstad', must: ['place:Randstad'], not: ['place:Utrecht'] };
    expect(scoreCase(randstad, read([metro('the Randstad', [2759794, 2745912])])).misread).toEqual([]);
    expect(scoreCase(randstad, read([metro('Utrecht', [2745912])])).misread).toEqual(['Location: Utrecht (place:Utrecht)']);
  });
});

describe('scoreCase on what a brief rules out', () => {
  const company = (names: string[], exclude: boolean): Criterion =>
    ({ kind: 'company', name: `Company: ${exclude ? 'not ' : ''}${names.join(' or ')}`, source: '', names, when: 'current', exclude } as Criterion);
  const gong: ReadingCase = { id: 'gong', lang: 'en', brief: 'CFOs, excluding Gong and Outreach', must: ['role:cfo', 'notcompany:Gong', 'notcompany:Outreach'] };

  it('takes one criterion that rules out two companies as both constraints', () => {
    expect(scoreCase(gong, read([role('CFO'), company(['Gong', 'Outreach'], true)]))).toMatchObject({ faithful: true, misread: [], dropped: [] });
    expect(scoreCase(gong, read([role('CFO'), company(['Gong'], true), company(['Outreach'], true)]))).toMatchObject({ faithful: true, misread: [] });
  });

  it('still counts a company ruled out that the brief never named, and one the brief names but the reading leaves', () => {
    expect(scoreCase(gong, read([role('CFO'), company(['Gong', 'Outreach', 'Salesloft'], true)])).misread).toEqual(['Company: not Gong or Outreach or Salesloft']);
    expect(scoreCase(gong, read([role('CFO'), company(['Gong'], true)])).dropped).toEqual(['notcompany:Outreach']);
    // Wanting the companies is no ruling them out.
    expect(scoreCase(gong, read([role('CFO'), company(['Gong', 'Outreach'], false)])).dropped).toEqual(['notcompany:Gong', 'notcompany:Outreach']);
  });
});

describe('scoreCase on what a criterion verifies', () => {
  it('judges a role misreading by whom the criterion verifies: "Architect" does not verify a "Software Architect"', () => {
    const architects: ReadingCase = { id: 'arq', lang: 'pt', brief: 'arquitetos em Lisboa', must: ['role:architect'], not: ['role:software architect'] };
    expect(scoreCase(architects, read([role('Architect', ['architect'])])).misread).toEqual([]);
    const engineers: ReadingCase = { id: 'eng', lang: 'en', brief: 'software engineers', must: ['role:software engineer'], not: ['role:engineer'] };
    const widened = role('Software Engineer or Engineer', ['software engineer', 'engineer']);
    expect(scoreCase(engineers, read([widened])).misread).toEqual(['Role: Software Engineer or Engineer (role:engineer)']);
  });

  it('counts no misreading in a criterion that is exactly what the brief asked for', () => {
    const react: ReadingCase = { id: 'react', lang: 'nl', brief: 'React of Vue', must: ['skill:React|Vue'], not: ['skill:React'] };
    expect(scoreCase(react, read([skill(['React', 'Vue'])]))).toMatchObject({ misread: [], dropped: [] });
    expect(scoreCase(react, read([skill(['React'])])).misread).toEqual(['Skill: React (skill:React)']);
  });

  it('reads plurals in -ies and what no profile shows in the brief\'s own words', () => {
    const tech: ReadingCase = { id: 'tech', lang: 'en', brief: 'GCs at tech companies', must: ['role:general counsel', 'topic:tech company'] };
    const industry = { kind: 'industry', name: 'Industry: Tech', source: 'tech companies', industries: ['tech'] } as unknown as Criterion;
    expect(scoreCase(tech, read([role('General Counsel'), industry]))).toMatchObject({ misread: [], dropped: [] });
    const moving: ReadingCase = { id: 'move', lang: 'en', brief: 'paralegals open to moving', must: ['role:paralegal', 'unseen:open to moving'] };
    const unseen = { kind: 'unseen', name: 'Unverifiable: Open to work', source: 'quietly open to moving firms', label: 'Open to work' } as Criterion;
    expect(scoreCase(moving, read([role('Paralegal'), unseen]))).toMatchObject({ misread: [], dropped: [] });
  });

  it('takes one role under the engine\'s name that verifies the label\'s title but not the bare noun of it', () => {
    const site: ReadingCase = { id: 'site', lang: 'fr', brief: 'conducteurs de travaux', must: ['role:construction site manager/conducteur de travaux'] };
    expect(scoreCase(site, read([role('Site Manager', ['site manager'])]))).toMatchObject({ misread: [], dropped: [] });
    // A criterion that verifies any manager is wider than the title.
    expect(scoreCase(site, read([role('Manager', ['manager'])])).dropped).toEqual(['role:construction site manager/conducteur de travaux']);
  });

  it('takes a credential, licence, level or not-for-profit filed under another kind by its words, never a company for a skill', () => {
    const cpa: ReadingCase = { id: 'cpa', lang: 'en', brief: 'accountants with CPA', must: ['education:cpa/certified public accountant'] };
    expect(scoreCase(cpa, read([skill(['CPA'])]))).toMatchObject({ misread: [], dropped: [] });
    const vp: ReadingCase = { id: 'vp', lang: 'en', brief: 'vp of sales', must: ['seniority:vp'] };
    expect(scoreCase(vp, read([role('VP of Sales')])).dropped).toEqual([]);
    const cfc: ReadingCase = { id: 'cfc', lang: 'fr', brief: 'électriciens CFC', must: ['education:CFC/federal certificate of proficiency'] };
    expect(scoreCase(cfc, read([{ ...role('CFC Electrician', ['electrician']), titleSkills: ['CFC'] } as Criterion])).dropped).toEqual([]);
    const machinery: ReadingCase = { id: 'mach', lang: 'de', brief: 'Vertriebsleiter für den Maschinenbau', must: ['industry:machinery/mechanical engineering'] };
    const topic = { kind: 'topic', name: 'Mentions: machinery', source: 'Maschinenbau', words: ['machinery'] } as unknown as Criterion;
    expect(scoreCase(machinery, read([topic])).dropped).toEqual([]);
    const labour: ReadingCase = { id: 'labour', lang: 'nl', brief: 'advocaten arbeidsrecht', must: ['topic:employment law/arbeidsrecht'] };
    expect(scoreCase(labour, read([{ ...role('Employment Lawyer', ['employment lawyer']), source: 'advocaten arbeidsrecht' } as Criterion])).dropped).toEqual([]);
    // A "title" whose noun is no role holds no field.
    const dental: ReadingCase = { id: 'dso', lang: 'en', brief: 'a dental group practice', must: ['topic:dental group practice'] };
    expect(scoreCase(dental, read([{ ...role('Dental Group Practice', ['dental group practice']), source: 'dental group practice' } as Criterion])).dropped).toEqual(['topic:dental group practice']);
    const law: ReadingCase = { id: 'law', lang: 'nl', brief: 'partners bij advocatenkantoren', must: ['industry:legal/law firm'] };
    const legal = { kind: 'industry', name: 'Industry: Legal Services', source: 'advocatenkantoren', label: 'Legal Services', industries: ['legal_services'] } as unknown as Criterion;
    expect(scoreCase(law, read([legal])).dropped).toEqual([]);
    // Several credentials, one for each of the brief's alternatives, and not one short.
    const celta: ReadingCase = { id: 'celta', lang: 'pt', brief: 'professores com CELTA ou CPE', must: ['education:CELTA|CPE'] };
    const either = { kind: 'skill', name: 'Skill: CELTA or CPE', source: 'CELTA … CPE', skills: ['CELTA', 'CPE'] } as Criterion;
    expect(scoreCase(celta, read([either]))).toMatchObject({ misread: [], dropped: [] });
    expect(scoreCase(celta, read([{ ...either, name: 'Skill: CELTA or TEFL' } as Criterion])).dropped).toEqual(['education:CELTA|CPE']);
    // A skill the vocabulary lacks, matched on the person's own words (skills among them), by every word.
    const seq: ReadingCase = { id: 'seq', lang: 'en', brief: 'biologists with single-cell RNA-seq', must: ['skill:single-cell rna-seq'] };
    const mentions = (name: string) => ({ kind: 'topic', name: `Mentions: ${name}`, source: name, label: name, phrases: [] }) as unknown as Criterion;
    expect(scoreCase(seq, read([mentions('single-cell RNA-seq')])).dropped).toEqual([]);
    expect(scoreCase(seq, read([mentions('RNA-seq')])).dropped).toEqual(['skill:single-cell rna-seq']);
    const ex: ReadingCase = { id: 'ex', lang: 'en', brief: 'ex-salesforce AEs', must: ['pastcompany:Salesforce'] };
    expect(scoreCase(ex, read([skill(['Salesforce'])]))).toMatchObject({ dropped: ['pastcompany:Salesforce'], misread: ['Skill: Salesforce'] });
  });

  it('takes a skill by the name the engine\'s vocabulary gives the label\'s words, and no other skill', () => {
    const web: ReadingCase = { id: 'web', lang: 'nl', brief: 'developers met React of Vue', must: ['skill:React|Vue'] };
    expect(scoreCase(web, read([skill(['React', 'Vue.js'])]))).toMatchObject({ misread: [], dropped: [] });
    const lorry: ReadingCase = { id: 'lorry', lang: 'es', brief: 'conductores con carnet C+E', must: ['skill:C+E licence'] };
    expect(scoreCase(lorry, read([skill(['Category CE driving licence'])]))).toMatchObject({ misread: [], dropped: [] });
    expect(scoreCase(lorry, read([skill(['Category D driving licence'])])).dropped).toEqual(['skill:C+E licence']);
  });

  it('takes what no profile shows by the engine\'s own phrases for it, with the label\'s other words', () => {
    const unseen = (label: string, source: string) => ({ kind: 'unseen', name: `Unverifiable: ${label}`, source, label }) as Criterion;
    const now: ReadingCase = { id: 'now', lang: 'pt', brief: 'técnicos com disponibilidade imediata', must: ['unseen:immediate availability'] };
    expect(scoreCase(now, read([unseen('Available now', 'disponibilidade imediata')]))).toMatchObject({ misread: [], dropped: [] });
    const january: ReadingCase = { id: 'jan', lang: 'es', brief: 'disponible a partir de enero', must: ['unseen:available from january'] };
    expect(scoreCase(january, read([unseen('Availability (January)', 'disponible a partir de enero')]))).toMatchObject({ misread: [], dropped: [] });
    // Without the month the brief named, the availability is not the one asked for.
    expect(scoreCase(january, read([unseen('Availability', 'disponible a partir de')])).dropped).toEqual(['unseen:available from january']);
    // Nor is another unseen thing.
    expect(scoreCase(now, read([unseen('Night shifts', 'disponibilidade imediata')])).dropped).toEqual(['unseen:immediate availability']);
  });
});

describe('scoreCase on how words are written', () => {
  it('reads "&" as "and"', () => {
    const ld: ReadingCase = { id: 'ld', lang: 'en', brief: 'l&d nurse san antonio', must: ['role:labor and delivery nurse'] };
    expect(scoreCase(ld, read([role('Labor & Delivery Registered Nurse')]))).toMatchObject({ misread: [], dropped: [] });
  });
});
