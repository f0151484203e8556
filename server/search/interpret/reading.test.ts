// Issue 24's rules, one brief each: nothing dropped in silence, nothing invented or inverted,
// protected characteristics asked about, what no profile shows named, other languages read.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmInterpreter } from '../engine';
import type { Criterion, Interpretation } from '../types';
import { SKILL_BY_NAME } from '../vocab/skills';
import { FIELD_CODES, KNOWN_TOPICS } from '../vocab/topics';
import { interpretBrief } from './interpret-brief';
import { gazetteerCity } from '../vocab/gazetteer';
import { titleMatches } from '../vocab/title-spellings';

// The interpreter's vocabulary loads once, outside any one test's time.
beforeAll(() => void warmInterpreter(), 120_000);

const names = (i: Interpretation) => i.criteria.map((c) => c.name);
/** The brief is read without a question, and `criterion` is among what it reads. */
const readsWithoutAsking = (brief: string, criterion: string) => {
  const read = interpretBrief(brief);
  expect(read.kind, brief).toBe('criteria');
  expect(names(read)).toContain(criterion);
};
const ofKind = <K extends Criterion['kind']>(i: Interpretation, kind: K) => i.criteria.filter((c): c is Extract<Criterion, { kind: K }> => c.kind === kind);

describe('coverage: every word is read, filler, or asked about', () => {
  it('asks about words it cannot read instead of dropping them', () => {
    const read = interpretBrief('engineers in Berlin at companies founded 5 years ago');
    expect(read.kind === 'clarify' && read.reason).toBe('unread_words');
    expect(read.kind === 'clarify' && read.question).toContain('“founded 5”');
    // Nor a number no extractor read, nor a word hyphen-joined to the title.
    const plus = interpretBrief('mortgage loan officer 5+ in nj');
    expect(plus.kind === 'clarify' && plus.question).toContain('“5+”');
    const joined = interpretBrief('Kandidaat-advocaten in Den Haag met 4+ jaar ervaring');
    expect(joined.kind === 'clarify' && joined.question).toContain('“Kandidaat”');
    expect(names(joined)).toContain('Experience: 4+ years');
  });

  it('reads a state or country code right after the role or "remote" as the place, never as a small word', () => {
    for (const [brief, place] of [
      ['journeyman lineman al', 'Location: Alabama'], ['bookkeeper remote us quickbooks', 'Location: United States'],
      ['electricians AL', 'Location: Alabama'], ['nurse practitioner fl 2+ years', 'Location: Florida'], ['rn fl', 'Location: Florida'],
    ] as const) {
      const read = interpretBrief(brief);
      expect(read.kind, brief).toBe('criteria');
      expect(names(read), brief).toContain(place);
    }
    // A conjunction after "remote" stays one.
    expect(names(interpretBrief('writers remote or in office'))).toEqual(['Role: Writer']);
    // The small words themselves stay filler: "or" between roles, "in" before a place.
    expect(names(interpretBrief('developers or designers in Berlin'))).toEqual(['Role: Developer or Designer', 'Location: Berlin']);
  });

  it('reads a short brief in the language its own letters say: "no Rio" in Portuguese is in Rio, never outside it', () => {
    const read = interpretBrief('farmacêuticos hospitalares no Rio');
    expect(names(read)).toContain('Location: Rio de Janeiro');
    expect(names(read).some((name) => name.includes('outside'))).toBe(false);
    // Nor a bare "no" between the profession and a name, where English puts a comma or a dash.
    expect(names(interpretBrief('arquitetos no Porto'))).toEqual(['Role: Architect', 'Location: Porto']);
    // English keeps "no" as an exclusion.
    expect(names(interpretBrief('engineers in Europe, no London'))).toContain('Location: outside London');
  });

  it('makes a domain after "in" or "for" a topic matched on the person\'s own text', () => {
    const read = interpretBrief('sales managers in luxury yachting in London');
    expect(read.kind).toBe('criteria');
    expect(ofKind(read, 'topic').map((c) => c.phrases)).toEqual([[['luxury', 'yachting']]]);
    expect(ofKind(interpretBrief('brand managers in the fitness space'), 'topic').map((c) => c.label)).toEqual(['fitness']);
  });

  it('reads a list of domains after one marker: "or" is one topic of either phrase, "and" a topic each', () => {
    const hospice = interpretBrief('nurses with experience in hospice or palliative care in Leeds');
    expect(names(hospice)).toEqual(['Role: Registered Nurse', 'Location: Leeds', 'Mentions: hospice or palliative care']);
    expect(ofKind(hospice, 'topic')[0]!.phrases).toEqual([['hospice'], ['palliative', 'care']]);
    expect(hospice.kind).toBe('criteria');
    expect(names(interpretBrief('social workers with experience in fostering and adoption in Leeds'))).toEqual([
      'Role: Social Worker', 'Location: Leeds', 'Mentions: fostering', 'Mentions: adoption',
    ]);
    // A new clause is no item of the list, and another language's word is asked about.
    expect(interpretBrief('nurses with experience in hospice, or palliative care').kind).toBe('clarify');
    expect(interpretBrief('chefs de rang à Paris avec expérience en palace ou étoilé').unrecognised).toEqual(['palace']);
  });

  it('reads the languages named after "bilingual" people as spoken, and "bilingual" as no word of their title', () => {
    expect(names(interpretBrief('bilingual MCs (English/Arabic) for events in Riyadh'))).toEqual([
      'Role: MC', 'Location: Riyadh', 'Language: English', 'Language: Arabic',
    ]);
    expect(names(interpretBrief('trilingual tour guides (English, French, Spanish) in Lisbon'))).toEqual([
      'Role: Tour Guide', 'Location: Lisbon', 'Language: English', 'Language: French', 'Language: Spanish',
    ]);
    // Languages of another sentence are not the bilingual people's.
    expect(ofKind(interpretBrief('bilingual nurses. English and Spanish teachers in Miami'), 'language')).toEqual([]);
  });

  it('reads an aircraft type as the rating pilots hold, named in the title as the brief wrote it', () => {
    const captains = ofKind(interpretBrief('A320 captains based in Dubai'), 'role');
    expect(captains.map((c) => [c.name, c.titleSkills])).toEqual([['Role: A320 Captain', ['Airbus A320']]]);
    expect(names(interpretBrief('pilots with a B737 type rating in Amsterdam'))).toEqual(['Role: Pilot', 'Location: Amsterdam', 'Skill: Boeing 737']);
  });

  it('reads a family office and a government ministry as where people work, in any of the six languages', () => {
    expect(names(interpretBrief('family office CIOs in Geneva'))).toEqual(['Role: CIO', 'Location: Geneva', 'Mentions: family office']);
    expect(names(interpretBrief('Secretaresses met ervaring bij een ministerie in Den Haag'))).toEqual([
      'Role: Secretary', 'Location: The Hague', 'Mentions: government ministry',
    ]);
    // A church's ministry is no government's.
    expect(names(interpretBrief('youth ministry leaders in Texas'))).not.toContain('Mentions: government ministry');
  });

  it('never makes a month or a word after French "on" (we) a topic', () => {
    expect(names(interpretBrief('openning a natural wine bar in brooklyn in march, need a head sommelier'))).not.toContain('Mentions: march');
    expect(names(interpretBrief('on ouvre un établissement et on cherche des comptables à Lyon')).some((name) => name.startsWith('Mentions'))).toBe(false);
  });

  it('takes the client\'s own team for context, not a criterion', () => {
    expect(interpretBrief('we are hiring for our infrastructure group: platform engineers in Berlin').kind).toBe('criteria');
  });

  it("takes the client's own people who ask or want for the client, never for a role wanted", () => {
    expect(names(interpretBrief('Our CISO asked me to find security engineers in Berlin'))).toEqual(['Role: Security Engineer', 'Location: Berlin']);
    expect(names(interpretBrief('my CEO wants CFOs in London'))).toEqual(['Role: CFO', 'Location: London']);
    expect(names(interpretBrief('notre DRH a demandé des comptables à Lyon'))).toEqual(['Role: Accountant', 'Location: Lyon']);
    // The person the client's possessive names is the one wanted when it is next, new or first.
    expect(names(interpretBrief('Find our next head of growth in London'))).toEqual(['Role: Head of Growth', 'Location: London']);
  });
});

describe('what review of held-out briefs found unread', () => {
  it.each([
    ['FIA-qualified actuaries with pensions experience in Edinburgh', 'Mentions: pensions'],
    ['heads of IT at mid-size law firms in London', 'Company size: 51-1,000 employees'],
    ['SDRs com inglês fluente, remoto no Brasil', 'Language: English'],
    ['devs react native pleno em floripa', 'Seniority: Mid-level'],
    ['sumilleres en San Sebastián o Logroño', 'Role: Sommelier'],
    ['visitadores médicos en Guadalajara, Jalisco', 'Role: Medical Sales Representative'],
    ['SRE senior en remote, UE uniquement, Terraform + GCP', 'Location: the EU'],
    ['kinés à Liège ou Namur', 'Role: Physiotherapist'],
    ['Pflegefachkräfte in München, mind. 3 Jahre', 'Experience: 3+ years'],
    ['privacy counsel dc 7 years pqe', 'Experience: 7+ years'],
    // An area's demonym before companies is where they are, never a company called "European".
    ['CFOs at European neobanks', 'Location: Europe'],
    ['recruiters who actually reply to messages', 'Unverifiable: Replies to messages'],
    // A pilot of the line is an airline pilot; commercial pilots are no sales reps.
    ['pilotes de ligne ex-Air France', 'Role: Airline Pilot'],
    ['pilotos comerciales en Madrid', 'Role: Pilot'],
    // A start with a date of its own is no start now ("available to start in January" had been "Available now").
    ['senior Python developers in Lisbon who are available to start in January', 'Unverifiable: Availability (in January)'],
    ['chefe de sala no Porto disponível para começar em março', 'Unverifiable: Availability (March)'],
    ['Wharton undergrads, class of 2015 to 2018, in NYC', "Education: Wharton School, Bachelor's, graduated 2015-2018"],
    ['food influencers in Vlaanderen', 'Location: Flanders'],
  ])('%s', (brief, criterion) => {
    expect(names(interpretBrief(brief))).toContain(criterion);
  });

  it('reads whoever runs a function as its head, never as its staff at a level read from the verb', () => {
    expect(names(interpretBrief('who runs engineering at Figma'))).toEqual(['Role: Head of Engineering', 'Company: Figma']);
    expect(names(interpretBrief('people who lead the data team at Monzo'))).toEqual(['Role: Head of Data', 'Company: Monzo']);
    expect(names(interpretBrief('who leads marketing at Stripe'))).toEqual(['Role: Head of Marketing', 'Company: Stripe']);
    // "lead" before a title is its level.
    expect(names(interpretBrief('lead product designers in Berlin'))).toEqual(['Role: Product Designer', 'Seniority: Staff/Lead', 'Location: Berlin']);
  });

  it("reads a field of management as its manager's work, the words before it as its domain", () => {
    expect(names(interpretBrief('HEC Paris grads working in luxury brand management')))
      .toEqual(['Role: Brand Manager', 'Education: HEC Paris', 'Mentions: luxury']);
    // A field the lexicon knows as a skill stays one.
    expect(names(interpretBrief('engineers with people management experience'))).toContain('Skill: People Management');
  });

  it("reads the industry people sell into as their customers', never their employer's", () => {
    const read = interpretBrief('ex-salesforce AEs selling into healthcare');
    expect(names(read)).toEqual(['Role: Account Executive', 'Past company: Salesforce', 'Mentions: selling into healthcare']);
    expect(ofKind(read, 'topic').map((c) => c.phrases)).toEqual([[['healthcare']]]);
  });

  it('leaves "remote" in any language as filler', () => {
    const read = interpretBrief('TAMs con experiencia en SaaS, remoto desde LATAM');
    expect(read.kind).toBe('criteria');
    expect(read.unrecognised).toEqual([]);
  });

  it("takes a word that is filler in the brief's own language for filler, never a title", () => {
    expect(names(interpretBrief('on cherche un head of growth à Paris, pas de profils agence svp'))).not.toContain('Role: Head of Growth or Agency Svp');
    expect(ofKind(interpretBrief('on cherche un head of growth à Paris, merci svp'), 'role').map((c) => c.label)).toEqual(['Head of Growth']);
    expect(names(interpretBrief('SVP Sales in NYC'))).toContain('Role: VP of Sales');
  });
});

describe('companies asked for instead of people', () => {
  it('reads a skill before a word for companies as what the companies do, and asks for the people', () => {
    const agencies = interpretBrief('top 30 performance marketing agencies in the Netherlands');
    expect(agencies.kind === 'clarify' && agencies.question).toContain('but no people. Who at these companies');
    expect(names(agencies)).toContain('Mentions: performance marketing agencies');
    expect(names(interpretBrief('engineers at performance marketing agencies in London'))).toContain('Mentions: performance marketing agencies');
    // A team is no company: "Stripe's risk team" keeps its skill.
    expect(names(interpretBrief("people on Stripe's risk team"))).not.toContain('Mentions: risk team');
    // The same before an industry named by its companies, and "the best" before them is no title.
    const firms = interpretBrief('find the best SOC 2 audit firms in the US');
    expect(firms.kind === 'clarify' && firms.question).toContain('but no people. Who at these companies');
    expect(names(firms)).toEqual(['Location: United States', 'Industry: Accounting & Professional Services', 'Mentions: SOC 2']);
  });

  it('asks who at those companies', () => {
    const read = interpretBrief('Encontre fintechs em Lisboa com +50 funcionários');
    expect(read.kind === 'clarify' && read.question).toMatch(/finds people/);
    expect(interpretBrief('people in fintech in Lisbon').kind).toBe('criteria');
  });
});

describe('protected characteristics', () => {
  it.each(['product managers in Austin, no older than 45', 'female engineers in London', 'jovens enfermeiros em Lisboa'])('asks and never filters: %s', (brief) => {
    const read = interpretBrief(brief);
    expect(read.kind === 'clarify' && read.reason).toBe('protected_characteristic');
    expect(read.criteria.some((c) => c.kind === 'experience')).toBe(false);
  });

  it('leaves innocent look-alikes alone', () => {
    expect(interpretBrief('React Native developers in Berlin').kind).toBe('criteria');
  });

  it("never reads the brief's own verb of asking as a characteristic another language names", () => {
    // Spanish "dame" is "give me"; Dutch "dames" (women) stays a question in a Dutch brief.
    const spanish = interpretBrief('Dame 10 ingenieros de datos en Madrid');
    expect(spanish).toMatchObject({ kind: 'criteria', target: 10 });
    expect(names(spanish)).toEqual(['Role: Data Engineer', 'Location: Madrid']);
    const dutch = interpretBrief('Zoek dames developers in Utrecht');
    expect(dutch.kind === 'clarify' && dutch.reason).toBe('protected_characteristic');
  });

  it('reads a demonym beside a place its country does not hold as nationality, never as "France or Berlin"', () => {
    const read = interpretBrief('French engineers in Berlin');
    expect(read.kind === 'clarify' && read.reason).toBe('protected_characteristic');
    expect(read.kind === 'clarify' && read.question).toContain('nationality');
    expect(names(read)).toEqual(['Role: Engineer', 'Location: Berlin']);
    // Beside a place of its own country the place says where (never widened to "Germany or Berlin");
    // alone, the demonym is where people are.
    expect(names(interpretBrief('German engineers in Berlin'))).toEqual(['Role: Engineer', 'Location: Berlin']);
    expect(names(interpretBrief('French engineers'))).toContain('Location: France');
  });
});

describe('what no profile shows', () => {
  it('names followers as an unseen criterion and does not read their numbers as the count', () => {
    const read = interpretBrief('fashion influencers in London with 10k-50k Instagram followers');
    expect(names(read)).toContain('Unverifiable: Instagram followers (10k-50k)');
    expect(read.target).toBeNull();
  });

  it('keeps the people of an exit their role, and the buyer part of the exit, never their industry', () => {
    expect(names(interpretBrief('exited founders in Berlin'))).toEqual(['Role: Founder', 'Location: Berlin', 'Unverifiable: Successful exit']);
    expect(names(interpretBrief('founders with an exit in Berlin'))).toEqual(['Role: Founder', 'Location: Berlin', 'Unverifiable: Successful exit']);
    const sold = interpretBrief('founders who sold their company to private equity in the last 3 years');
    expect(names(sold)).toContain('Unverifiable: founders who sold their company to private equity in the last 3 years');
    expect(ofKind(sold, 'industry')).toEqual([]);
  });

  it('dates the move a company names (left: the end of a past role, joined: the current start) from the day it is read', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const read = interpretBrief('product designers who left Spotify in the last 6 months', now);
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Product Designer', 'Past company: Spotify (left 28 May 2026 or later)']);
    expect(ofKind(read, 'company')[0]).toMatchObject({ when: 'past', names: ['Spotify'], dated: { from: '2026-05-28', to: null } });
    expect(names(interpretBrief('Engineering directors who joined Shopify in the past 18 months', now))).toContain('Company: Shopify (joined 28 May 2025 or later)');
    expect(names(interpretBrief('engineers who left Google or Meta before 2020', now))).toContain('Past company: Google or Meta (left Dec 2019 or earlier)');
    expect(names(interpretBrief('engineers who left Meta last year', now))).toContain('Past company: Meta (left between Jan 2025 and Dec 2025)');
    // A year of its own after the move; a departure without its company dates the subject's past one.
    expect(names(interpretBrief('PMs who joined Stripe in 2023', now))).toEqual(['Role: Product Manager', 'Company: Stripe (joined between Jan 2023 and Dec 2023)']);
    expect(names(interpretBrief('ex-Googlers who left in the last 2 years', now))).toEqual(['Past company: Google (left 28 Nov 2024 or later)']);
    expect(names(interpretBrief('data scientists who graduated in 2015 from MIT', now))).toContain('Education: MIT, graduated 2015');
    expect(ofKind(interpretBrief('engineers in 2023', now), 'location')).toEqual([]);
    // "left recently" is no company called Recently.
    expect(ofKind(interpretBrief('designers who left recently', now), 'company')).toEqual([]);
    // A join without its company dates the subject's current one.
    expect(names(interpretBrief('product leaders at Toast who joined in the last 3 years', now))).toContain('Company: Toast (joined 28 Nov 2023 or later)');
    // A change of job with no company named, a stay, "new in role": the current company's start, wherever.
    expect(names(interpretBrief('CMOs who joined a new company in the last 6 months', now))).toEqual(['Role: CMO', 'Joined current company: 28 May 2026 or later']);
    expect(names(interpretBrief('account executives who changed jobs in the last year', now))).toContain('Joined current company: 28 Nov 2025 or later');
    expect(names(interpretBrief('backend engineers with 3+ years at their current company', now))).toContain('Joined current company: 28 Nov 2023 or earlier');
    expect(names(interpretBrief('in the seat for less than 2 years, CFOs in London', now))).toContain('Joined current company: 28 Nov 2024 or later');
    expect(names(interpretBrief('product managers new in role since 2025', now))).toEqual(['Role: Product Manager', 'Joined current company: Jan 2025 or later']);
    // A join with no company named at all is the current one's start; "open to joining" is no join.
    expect(names(interpretBrief('engineering managers in Seattle who joined this year', now))).toEqual(['Role: Engineering Manager', 'Location: Seattle', 'Joined current company: Jan 2026 or later']);
    expect(names(interpretBrief('ex-Googlers who joined in the last year', now))).toEqual(['Past company: Google', 'Joined current company: 28 Nov 2025 or later']);
    expect(names(interpretBrief('designers open to joining this year', now))).not.toContain('Joined current company: Jan 2026 or later');
    // The current period with no move is the client's timing, no criterion ("Unverifiable: this quarter" had left everyone unverified).
    expect(names(interpretBrief('We have a diversity hiring push this quarter. Engineering managers in Seattle', now))).toEqual(['Role: Engineering Manager', 'Location: Seattle']);
    expect(names(interpretBrief('engineering managers in Seattle, posting the role next week', now))).toEqual(['Role: Engineering Manager', 'Location: Seattle']);
    // Moving to a place is no job change the records date.
    expect(names(interpretBrief('software engineers who moved to Lisbon in the past year', now))).toContain('Unverifiable: moved to Lisbon in the past year');
    // "recently" names no time the records could date: the brief asks since when.
    const recently = interpretBrief('designers who left Apple recently', now);
    expect(names(recently)).toEqual(['Role: Designer', 'Past company: Apple', 'Unverifiable: left Apple recently']);
    expect(recently.kind === 'clarify' && recently.reason).toBe('undated_move');
    expect(recently.kind === 'clarify' && recently.question).toContain('“left Apple recently” names no time the search can check');
    // A window without a move or a stay dates nothing: "PMs at Stripe in the last 2 years" is not a join.
    expect(names(interpretBrief('PMs at Stripe in the last 2 years', now))).toContain('Company: Stripe');
    // Without a time there is nothing to ask: they worked there.
    const left = interpretBrief('designers who left Airbnb');
    expect(left.kind).toBe('criteria');
    expect(names(left)).toEqual(['Role: Designer', 'Past company: Airbnb']);
  });

  it('reads a bound written after the years and the words for experience', () => {
    expect(names(interpretBrief("conducteurs de travaux en Île-de-France, 10 ans d'expérience minimum"))).toContain('Experience: 10+ years');
    expect(names(interpretBrief('engineers with 5 years experience maximum in Berlin'))).toContain('Experience: up to 5 years');
  });

  it('reads time at the company as tenure, never as years of experience', () => {
    const read = interpretBrief('Staff engineers at Airbnb with at least 3 years at the company', new Date('2026-11-28T12:00:00Z'));
    expect(names(read)).toContain('Company: Airbnb (joined 28 Nov 2023 or earlier)');
    expect(ofKind(read, 'experience')).toEqual([]);
  });

  it('reads how people work as words their profile must show, and asks when the brief rules it out', () => {
    expect(names(interpretBrief('freelance copywriter uk'))).toEqual(['Role: Copywriter', 'Location: United Kingdom', 'Mentions: freelance']);
    expect(names(interpretBrief('interim CFOs in London'))).toContain('Mentions: interim');
    const ruledOut = interpretBrief('Bitte keine Freelancer. Java-Entwickler in Frankfurt');
    expect(ruledOut.kind === 'clarify' && ruledOut.question).toContain('“keine Freelancer”');
    expect(names(ruledOut).some((name) => name.startsWith('Mentions'))).toBe(false);
  });

  it('names whose move a time window measures, never a bare window', () => {
    const moves = (brief: string) => ofKind(interpretBrief(brief), 'unseen').map((c) => c.name);
    expect(moves('CMOs who were promoted in the last 6 months')).toEqual(['Unverifiable: CMOs who were promoted in the last 6 months']);
    expect(moves("dentists who graduated from King's College London in the last five years"))
      .toEqual(["Unverifiable: graduated from King's College London in the last five years"]);
    // Joining a named company in another language is that company's window, as in English.
    expect(moves('cientistas de dados que entraram no Itaú nos últimos 12 meses')).toEqual([]);
  });

  it('dates a move into a named company in the other languages, as in English', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(names(interpretBrief('cientistas de dados que entraram no Itaú nos últimos 12 meses', now))).toContain('Company: Itaú (joined 28 Nov 2025 or later)');
    expect(names(interpretBrief('ingenieros que se unieron a Glovo en el último año', now))).toContain('Company: Glovo (joined 28 Nov 2025 or later)');
    expect(names(interpretBrief('ingénieurs qui ont rejoint Doctolib depuis 2023', now))).toContain('Company: Doctolib (joined Jan 2023 or later)');
    expect(names(interpretBrief('engenheiros que entraram no Nubank nos últimos 6 meses', now))).toContain('Company: Nubank (joined 28 May 2026 or later)');
  });
});

describe('education', () => {
  it('reads a school as education, never as an employer or a place', () => {
    const read = interpretBrief('data scientists who graduated from ETH Zurich');
    expect(ofKind(read, 'education').map((c) => c.schools)).toEqual([['ETH Zurich']]);
    expect(ofKind(read, 'company')).toEqual([]);
  });

  it('reads degrees and graduation years', () => {
    const read = interpretBrief('Stanford MBAs, class of 2019, working in venture capital');
    // "Stanford MBA" is the business school and its degree (a GSB PhD is not one).
    expect(ofKind(read, 'education').map((c) => c.label)).toEqual(['Stanford GSB, MBA, graduated 2019']);
  });

  it('never reads a company group or "the JD" as a degree', () => {
    expect(ofKind(interpretBrief('Prefer folks who were at MBB. Product managers in London'), 'education')).toEqual([]);
    expect(ofKind(interpretBrief('engineering managers in Seattle. Happy to share the JD.'), 'education')).toEqual([]);
    expect(names(interpretBrief('doctors with an MBBS in London'))).toContain('Education: MD');
    expect(names(interpretBrief('lawyers with a JD from Harvard'))).toContain('Education: Harvard University, JD');
  });

  it('keeps a degree and its field apart, so that each can be checked', () => {
    const [education] = ofKind(interpretBrief('PhDs in machine learning in Berlin'), 'education');
    expect(education).toMatchObject({ name: 'Education: PhD in machine learning', degrees: ['PhD'], fields: ['machine learning'] });
  });

  it('reads a school named as the employer as the company, never as where the people studied', () => {
    const read = (brief: string) => names(interpretBrief(brief));
    expect(read('researchers at MIT')).toEqual(['Role: Researcher', 'Company: MIT']);
    expect(read('PMs who worked at University of Lisbon')).toEqual(['Role: Product Manager', 'Past company: University of Lisbon']);
    expect(read('Forscher bei der TUM')).toEqual(['Role: Researcher', 'Company: TUM']);
    // A degree, a study word, the client's search or "grads" after the name keep it a school.
    expect(read('an MBA at INSEAD')).toEqual(['Education: INSEAD, MBA']);
    expect(read('engineers who studied at Stanford')).toEqual(['Role: Engineer', 'Education: Stanford University']);
    expect(read('account executives in Boston, looking for Ivy grads')).toContain('Education: Ivy League');
  });

  it('reads a school the vocabulary lacks where only a school can be, never as an employer', () => {
    const read = (brief: string) => names(interpretBrief(brief));
    expect(read('data scientists who graduated from Universidade do Minho')).toEqual(['Role: Data Scientist', 'Education: Universidade do Minho']);
    expect(read('engineers with a PhD from ETH')).toEqual(['Role: Engineer', 'Education: ETH, PhD']);
    expect(read('designers who went to Parsons School of Design in NYC')).toEqual(['Role: Designer', 'Location: New York City', 'Education: Parsons School of Design']);
    // The words that tie a known school to the person are read with it.
    expect(interpretBrief('alumni of Universidad de Chile working in Santiago')).toMatchObject({ kind: 'criteria', unrecognised: [] });
    expect(read('engineers who graduated from Waterloo')).toEqual(['Role: Engineer', 'Education: University of Waterloo']);
    // A town has no alumni: "Waterloo alumni" and "waterloo co-op students" studied at the university.
    expect(read('Waterloo alumni in Toronto')).toEqual(['Location: Toronto', 'Education: University of Waterloo']);
    expect(read('software engineering interns, waterloo co-op students')).toEqual(['Role: Software Engineer', 'Seniority: Intern', 'Education: University of Waterloo']);
    // "software engineering" is the software family's work, not the Tech industry beside any engineering role.
    expect(read('software engineering interns in Berlin')).toEqual(['Role: Software Engineer', 'Seniority: Intern', 'Location: Berlin']);
    // A company after words of work or of former employers stays a company.
    expect(read('alumni of Google in London')).toEqual(['Location: London', 'Past company: Google']);
  });

  it('reads a degree of any kind in a named field, the field\'s shorthand spelled out', () => {
    const education = (brief: string) => ofKind(interpretBrief(brief), 'education');
    expect(education('nurses with a degree in nursing in Lisbon')).toMatchObject([{ name: 'Education: degree in nursing', degrees: [], fields: ['nursing'] }]);
    expect(education('software engineers with a CS degree from Waterloo')).toMatchObject([
      { name: 'Education: University of Waterloo, degree in computer science', schools: ['University of Waterloo'], fields: ['CS'] },
    ]);
    // A degree with no field says nothing the search can check: the brief asks.
    expect(interpretBrief('analysts with a relevant degree in London')).toMatchObject({ kind: 'clarify', unrecognised: ['degree'] });
  });

  it('reads a degree whose name is another word where the brief says someone holds it', () => {
    const education = (brief: string) => ofKind(interpretBrief(brief), 'education').map((c) => c.name);
    expect(education('advogados com mestrado em direito em Lisboa')).toEqual(["Education: Master's in direito (law)"]);
    expect(education('data scientists with a masters in statistics')).toEqual(["Education: Master's in statistics"]);
    expect(education('Ingenieure mit Master in Informatik in Berlin')).toEqual(["Education: Master's in Informatik (computer science)"]);
    expect(education('Chemiker mit Promotion in Basel')).toEqual(['Education: PhD']);
    // The English words stay words.
    expect(education('scrum masters in Berlin')).toEqual([]);
    expect(education('a master of ceremonies in London')).toEqual([]);
    expect(education('people up for promotion in marketing in Berlin')).toEqual([]);
  });

  it('never reads the place after a degree as its field', () => {
    expect(names(interpretBrief('accountants with an MBA in Denver'))).toEqual(['Role: Accountant', 'Location: Denver', 'Education: MBA']);
  });

  it('reads a credential as a skill the profile must name, and a holder of it as the role with it', () => {
    expect(names(interpretBrief('accountnats w/ CPA in denver'))).toEqual(['Role: Accountant', 'Location: Denver', 'Skill: CPA']);
    expect(names(interpretBrief('cpa in dc with 10+ years'))).toEqual(['Role: Accountant', 'Location: Washington, D.C.', 'Skill: CPA', 'Experience: 10+ years']);
    expect(names(interpretBrief('analysts with a CFA in London'))).toContain('Skill: CFA');
  });
});

describe('titles are kept whole', () => {
  it.each([
    ['technical account managers in Chicago', 'technical account manager'],
    ['developer advocates in London', 'developer advocate'],
    ['physical therapists in Denver', 'physical therapist'],
    ['hvac tech in Phoenix', 'hvac tech'],
    ['founding engineers in New York', 'founding engineer'],
    ['sommeliers in Paris', 'sommelier'],
    ['Head of IT in Berlin', 'head of it'],
    ['agency recruiters in London', 'agency recruiter'],
    ['field engineers in Texas', 'field engineer'],
    // A phrase of a known role that names one kind of it: never widened to the whole family.
    ['privacy counsel in Washington DC', 'privacy counsel'],
    ['chartered accountants in London', 'chartered accountant'],
    // A title the taxonomy files under a role as a narrower job of it.
    ['copywriters in London', 'copywriter'],
    ['tax advisors in Munich', 'tax advisor'],
    ['staff accountant in au', 'staff accountant'],
    ['nurse practitioners in Ohio', 'nurse practitioner'],
    // A level word ending the title is part of it, never a dropped word.
    ['devops lead in nl min 7 years', 'devops lead'],
    ['frontend lead in Paris', 'frontend lead'],
  ])('%s', (brief, title) => {
    expect(ofKind(interpretBrief(brief), 'role').map((c) => [c.roleKeys, c.titleTerms])).toEqual([[[], [title]]]);
  });

  it('reads a field of work narrowed by its domain as what people work on, never as a title', () => {
    expect(names(interpretBrief('people who worked on battery engineering'))).toEqual(['Mentions: battery engineering']);
    expect(names(interpretBrief('anyone who has worked in mechanical engineering'))).toEqual(['Mentions: mechanical engineering']);
    // The field alone is still its people.
    expect(names(interpretBrief('people in engineering in Berlin'))).toEqual(['Role: Engineering', 'Location: Berlin']);
  });

  it('reads an industry before a role it employs none of as a kind of the role, never as the employer', () => {
    expect(names(interpretBrief('travel nurses in wa'))).toEqual(['Role: Travel Nurse', 'Location: Washington']);
    expect(names(interpretBrief('hospital nurses in Ohio'))).toEqual(['Role: Registered Nurse', 'Location: Ohio', 'Industry: Healthcare Providers']);
    expect(names(interpretBrief('fintech engineers in London'))).toEqual(['Role: Engineer', 'Location: London', 'Industry: Fintech']);
  });

  it('reads the niche before people who publish as what they publish about, never as their employer\'s industry', () => {
    expect(names(interpretBrief('fashion influencers in London'))).toEqual(['Role: Influencer', 'Location: London', 'Mentions: fashion']);
    expect(names(interpretBrief('beauty content creators in Paris'))).toEqual(['Role: Content Creator', 'Location: Paris', 'Mentions: beauty']);
  });

  it('keeps a role that starts inside a skill phrase and runs past it, never a bare Manager', () => {
    // "B2B" is the market they sell in, shown by their text; no title says "B2B Sales Manager".
    expect(names(interpretBrief('B2B sales managers in London'))).toEqual(['Role: Sales Manager', 'Location: London', 'Mentions: B2B']);
    expect(names(interpretBrief('enterprise sales managers in London'))).toEqual(['Role: Enterprise Sales Manager', 'Location: London']);
    expect(names(interpretBrief('people with b2b sales experience in London'))).toContain('Skill: B2B Sales');
  });

  it('reads "IT" in capitals as the field, never the small word it spells', () => {
    expect(names(interpretBrief('IT managers in Berlin'))).toEqual(['Role: IT Manager', 'Location: Berlin']);
    const unread = interpretBrief('managers in IT with 10 years');
    expect(unread.kind === 'clarify' && unread.question).toContain('“IT”');
    expect(interpretBrief('is it possible to find nurses in Ohio').kind).toBe('criteria');
  });

  it("spells a known role's shorthand out in the wider title", () => {
    expect(names(interpretBrief('backend SWEs in Berlin'))).toEqual(['Role: Backend Software Engineer', 'Location: Berlin']);
    expect(names(interpretBrief('enterprise AEs in NYC'))).toEqual(['Role: Enterprise Account Executive', 'Location: New York City']);
  });

  it("keeps the known role's spelling of its words in the wider title", () => {
    expect(names(interpretBrief('devops lead in nl'))).toEqual(['Role: DevOps Lead', 'Location: Netherlands']);
  });

  it('reads the head of a "title in place" query as the title, in the singular, and still asks about a word that is no title', () => {
    expect(names(interpretBrief('orthodontist in sc'))).toEqual(['Role: Orthodontist', 'Location: South Carolina']);
    expect(names(interpretBrief('lpn in oh'))).toEqual(['Role: LPN', 'Location: Ohio']);
    expect(names(interpretBrief('ob/gyn in mi'))).toEqual(['Role: OB/GYN', 'Location: Michigan']);
    expect(names(interpretBrief('astronauts in Berlin'))).toEqual(['Role: Astronaut', 'Location: Berlin']);
    expect(interpretBrief('the weather in Paris').kind).toBe('clarify');
    expect(interpretBrief('weather in paris').kind).toBe('clarify');
  });

  it("keeps the role for the taxonomy's other names of the same job and for its name spelled out", () => {
    for (const [brief, role] of [
      ['solutions engineers in Paris', 'Role: Sales Engineer'],
      ['corporate counsel in Boston', 'Role: Legal Counsel'],
      ['user experience designers in Paris', 'Role: UX Designer'],
      ['accountants w/ CPA in Denver', 'Role: Accountant'],
    ] as const) {
      expect(names(interpretBrief(brief))).toContain(role);
    }
  });
});

describe('a role that ends in a word of a company phrase', () => {
  it('reads "chief of staff at Stripe" as the role at the company, not any C-level executive', () => {
    expect(names(interpretBrief('chiefs of staff at Stripe'))).toEqual(['Role: Chief of Staff', 'Company: Stripe']);
  });
});

describe('no inversion', () => {
  it('reads "past the startup stage" as the stages after it', () => {
    const stage = ofKind(interpretBrief('marketing leaders at companies past the startup stage'), 'stage');
    expect(stage.map((c) => c.stages)).toEqual([['series_c', 'series_d_plus', 'public', 'private', 'acquired']]);
  });
});

describe('other languages', () => {
  it("reads companies after another language's words for working at or coming from them", () => {
    expect(names(interpretBrief('Zoek backend engineers bij Adyen die eerder bij Booking.com werkten')))
      .toEqual(expect.arrayContaining(['Company: Adyen', 'Past company: Booking.com']));
    expect(names(interpretBrief('sre bij ING'))).toEqual(['Role: Site Reliability Engineer', 'Company: ING']);
    // A list of companies goes on over a name the map holds only as a corrected spelling (Bayer, not Bavaria).
    const reps = names(interpretBrief('visitadores médicos en Guadalajara, Jalisco que vengan de Pfizer, Bayer o Sanofi'));
    expect(reps).toEqual(expect.arrayContaining(['Location: Guadalajara, Jalisco', 'Past company: Pfizer, Bayer or Sanofi']));
    // One word that also means "in" or "of" is never a company trigger.
    expect(names(interpretBrief('enfermeras de UCI en Barcelona')).some((name) => name.includes('Company'))).toBe(false);
    expect(names(interpretBrief('ingenieros de software en Madrid'))).toContain('Location: Madrid');
    // Having left or gone through a company is having worked there; where people live is the place after it.
    const left = interpretBrief('Busco gerentes de producto que hayan salido de Mercado Libre en los últimos seis meses y vivan en Bogotá');
    expect(names(left)).toEqual(expect.arrayContaining(['Location: Bogotá', 'Past company: Mercado Libre']));
    expect(left.kind).toBe('criteria');
    expect(names(interpretBrief('ingénieurs systèmes embarqués passés par Dassault Aviation ou Thales'))).toContain('Past company: Dassault Aviation or Thales');
  });

  it('asks about an unknown word where the people should be, never matching it as a title', () => {
    const read = interpretBrief('socorristas de piscina en Salamanca');
    expect(read.kind === 'clarify' && read.question).toContain('“socorristas”');
    expect(ofKind(read, 'role')).toEqual([]);
    // An acronym in capitals is asked about, never taken for another language's small word ("ele" in Portuguese).
    const teachers = interpretBrief('profesores de FOL en Salamanca');
    expect(names(teachers)).toEqual(['Role: Teacher', 'Location: Salamanca']);
    expect(teachers.kind === 'clarify' && teachers.question).toContain('“FOL”');
    expect(names(interpretBrief('TAMs con experiencia en SaaS, remoto desde LATAM'))).toContain('Role: TAM');
  });

  it('reads Portuguese "no Brasil" as in Brazil, never outside it', () => {
    const location = ofKind(interpretBrief('designers de produto no Brasil'), 'location');
    expect(location.map((c) => [c.countryCodes, c.exclude])).toEqual([[['BR'], false]]);
  });

  it('reads a profession of another language as itself, never as the neighbouring role the lexicon has', () => {
    expect(ofKind(interpretBrief('boekhouders in Utrecht'), 'role').map((c) => c.titleTerms)).toEqual([['bookkeeper']]);
    expect(ofKind(interpretBrief('Steuerberater in Köln'), 'role').map((c) => c.titleTerms)).toEqual([['tax advisor']]);
  });

  it('keeps the word that narrows a profession after it as part of the title, never a wider role or an industry', () => {
    const roles = (brief: string) => ofKind(interpretBrief(brief), 'role').map((c) => [c.label, c.roleKeys]);
    expect(roles('eletricistas industriais em Manaus')).toEqual([['Industrial Electrician', []]]);
    expect(roles('recrutadores tech em Lisboa')).toEqual([['Technical Recruiter', ['technical_recruiter']]]);
    expect(names(interpretBrief('psicólogos clínicos en Madrid'))).toEqual(['Role: Clinical Psychologist', 'Location: Madrid']);
    // The narrowed profession still ends before a bare "no" and the place, as the profession alone does.
    expect(names(interpretBrief('fisioterapeutas desportivos no Porto'))).toEqual(['Role: Sports Physiotherapist', 'Location: Porto']);
  });

  it("reads a language before the other languages' words for developers as the skill", () => {
    expect(names(interpretBrief('Java-ontwikkelaars in Utrecht'))).toEqual(['Role: Java Developer', 'Location: Utrecht']);
  });

  it('reads professions in Dutch', () => {
    const read = interpretBrief('Zoek verpleegkundigen in Utrecht');
    expect(read.kind).toBe('criteria');
    expect(ofKind(read, 'role').map((c) => c.label)).toEqual(['Registered Nurse']);
  });

  it('reads a lower-case place code after "in" at the end of a clause, never a word', () => {
    expect(ofKind(interpretBrief('registered nurses in tx'), 'location').map((c) => c.regionCodes)).toEqual([['US-TX']]);
    expect(ofKind(interpretBrief('engineers in or near Portland'), 'location').map((c) => c.regionCodes)).toEqual([[]]);
    // ...where "or" cannot be a word: at the end of the brief.
    expect(ofKind(interpretBrief('vet tech in or'), 'location').map((c) => c.regionCodes)).toEqual([['US-OR']]);
  });

  it('takes an article for an article, never the count', () => {
    expect(interpretBrief('busco un jefe de cocina en Madrid').target).toBeNull();
    expect(interpretBrief('je cherche un head of growth à Paris').target).toBeNull();
  });
});

describe('companies named by the words around a role', () => {
  it('reads "current or former" after a company as either', () => {
    expect(names(interpretBrief('engineers at Stripe, past or present, in Berlin'))).toContain('Company (current or past): Stripe');
    expect(names(interpretBrief('anyone who has ever worked on battery engineering at Tesla, current or former'))).toContain('Company (current or past): Tesla');
    expect(names(interpretBrief('engineers at Stripe in Berlin'))).toContain('Company: Stripe');
  });

  it('gives a bare "at" the tense of "worked" earlier in its clause', () => {
    expect(names(interpretBrief('engineers who have ever worked at Tesla'))).toContain('Company (current or past): Tesla');
    expect(names(interpretBrief('anyone who has ever worked on battery engineering at Tesla'))).toContain('Company (current or past): Tesla');
    expect(names(interpretBrief('engineers who worked on payments at Stripe'))).toContain('Past company: Stripe');
    expect(names(interpretBrief('engineers at Stripe who worked on payments'))).toContain('Company: Stripe');
  });

  it.each([
    ['the CTO of Shopify', 'current', ['Shopify']],
    ["Notion's head of sales", 'current', ['Notion']],
    ['the founding team of Figma', 'ever', ['Figma']],
    ['network manager for Duke Energy', 'current', ['Duke Energy']],
    ["product managers who work in Stripe's risk team", 'current', ['Stripe']],
  ])('%s', (brief, when, names) => {
    const read = interpretBrief(brief);
    expect(ofKind(read, 'company').map((c) => [c.when, c.names])).toEqual([[when, names]]);
    expect(ofKind(read, 'skill').flatMap((c) => c.skills)).not.toContain(names[0]);
  });

  it('never takes a role, a place or a function for a company', () => {
    for (const brief of ['VP of Engineering in Berlin', 'CFO for Europe', 'head of sales for the US market']) expect(ofKind(interpretBrief(brief), 'company')).toEqual([]);
  });
});

describe('places as written', () => {
  it('reads a place after a short form with a dot ("St. Louis") as one name', () => {
    expect(names(interpretBrief('nurses in st. louis'))).toEqual(['Role: Registered Nurse', 'Location: St. Louis']);
    expect(names(interpretBrief('I need nurses in St. Louis. They must speak Spanish.'))).toContain('Language: Spanish');
  });

  it('never reads a town the brief reaches only as a plural or as the end of a hyphenated word', () => {
    const obras = interpretBrief('engenheiros civis no Brasil com 10 anos em obras de infraestrutura');
    expect(ofKind(obras, 'location').map((c) => c.name)).toEqual(['Location: Brazil']);
    const riveSud = interpretBrief('on est un CHSLD sur la Rive-Sud et on cherche des infirmières');
    expect(ofKind(riveSud, 'location')).toEqual([]);
    expect(names(interpretBrief('nurses in Saint-Étienne'))).toContain('Location: Saint-Étienne');
  });
});

describe('places by their letters, only where a place is expected', () => {
  it.each([
    ['hr business partner in ie', 'Location: Ireland'],
    ['devops engineers in nl min 7 years', 'Location: Netherlands'],
    ['sales people in the us', 'Location: United States'],
    ['hvac tech in ar 5 yrs exp', 'Location: Arkansas'],
    ['bookkeepers remote eu', 'Location: the EU'],
    ['travel nurses in wa', 'Location: Washington'],
    ['icu nurses houston tx', 'Location: Houston, Texas'],
    ['live sound engineers for touring bands, uk based', 'Location: United Kingdom'],
  ])('%s', (brief, place) => {
    expect(names(interpretBrief(brief))).toContain(place);
  });

  it('never reads a word in capitals as a country out of place', () => {
    expect(names(interpretBrief('heads of IT at law firms in the uk')).filter((n) => n.startsWith('Location'))).toEqual(['Location: United Kingdom']);
  });
});

describe('a place that names two places asks which', () => {
  it.each(['biotech founders at Cambridge', 'marketing managers in Georgia with hospitality experience'])('%s', (brief) => {
    const read = interpretBrief(brief);
    expect(read.kind === 'clarify' && read.reason).toBe('ambiguous');
  });

  it.each(['data scientists in Cambridge, UK', 'engineers in Atlanta, Georgia', 'nurses in Georgia or Alabama'])('unless the brief says which: %s', (brief) => {
    expect(interpretBrief(brief).kind).toBe('criteria');
  });

  it('asks when a city shares its name with a region elsewhere, or, in the brief\'s language, with a city there', () => {
    const santander = interpretBrief('enfermeras en Santander');
    expect(santander.kind === 'clarify' && santander.question).toContain('“Santander” could be Santander in Spain or the region of Colombia');
    const vienne = interpretBrief('chefs de projet à Vienne');
    expect(vienne.kind === 'clarify' && vienne.question).toContain('the city of Vienne in France');
    expect(interpretBrief('project managers in Vienna').kind).toBe('criteria');
  });

  it.each([
    ['nurses in Victoria, BC', 'Location: Victoria, British Columbia', { cityIds: [6174041], regionCodes: [] }],
    ['nurses in Victoria, Australia', 'Location: Victoria, Australia', { cityIds: [], regionCodes: ['AU-VIC'], countryCodes: [] }],
    ['engineers in Georgia, US', 'Location: Georgia, United States', { cityIds: [], regionCodes: ['US-GA'], countryCodes: [] }],
    ['engineers in Santander, Colombia', 'Location: Santander, Colombia', { cityIds: [], regionCodes: ['CO-SAN'] }],
  ])('reads a place qualified by the region or country after it as the place of that name there, never both: %s', (brief, name, codes) => {
    const read = interpretBrief(brief);
    expect(read.kind).toBe('criteria');
    expect(ofKind(read, 'location').map((c) => c.name)).toEqual([name]);
    expect(ofKind(read, 'location')[0]).toMatchObject(codes);
  });

  it('asks which of two nested places the people must be in when the brief names them apart', () => {
    // Both said of the people (where only one is the client's own, see "where the client is gives way").
    const read = interpretBrief('Psicólogos clínicos en Madrid. Tienen que residir en España.');
    expect(read.kind === 'clarify' && read.reason).toBe('ambiguous');
    expect(read.kind === 'clarify' && read.question).toContain('“Madrid” lies in Spain');
    // Never the silent union, which is the larger place.
    expect(ofKind(read, 'location')).toEqual([]);
    const austria = interpretBrief('Account Executives in Wien oder Graz. Sie müssen in Österreich wohnen.');
    expect(austria.kind === 'clarify' && austria.question).toContain('“Wien” and “Graz” lie in Austria');
  });

  it.each(['data engineers in Munich or anywhere in Germany', 'nurses in Porto e Lisboa, Portugal', 'engineers in Berlin, Germany'])('but not when it names them in one list: %s', (brief) => {
    expect(interpretBrief(brief).kind).toBe('criteria');
  });

  it.each([
    // Another place of the brief lies in the city's country.
    ['engineers in Recife or Salvador', 'Location: Recife or Salvador'],
    // The brief is written in the city's language, not the country's.
    ['Procuro professores de matemática para uma escola em Salvador, de preferência com experiência.', 'Location: Salvador'],
  ])("reads the city a country's name also names when the context says so: %s", (brief, location) => {
    const read = interpretBrief(brief);
    expect(names(read)).toContain(location);
    expect(ofKind(read, 'location').flatMap((c) => c.countryCodes)).not.toContain('SV');
    expect(read.kind === 'clarify' && read.reason).not.toBe('ambiguous');
  });
});

describe('an abbreviation of several jobs asks which', () => {
  it.each(['CROs in Boston with a pharma background', 'principal tpm seattle', 'CSOs at banks in Frankfurt'])('%s', (brief) => {
    const read = interpretBrief(brief);
    expect(read.kind === 'clarify' && read.reason).toBe('ambiguous');
  });

  it('unless another role of the brief decides', () => {
    expect(names(interpretBrief('GTM leaders (VP Sales / CRO) on the US East Coast'))).toContain('Role: VP of Sales or Chief Revenue Officer');
    expect(interpretBrief('GTM leaders (VP Sales / CRO) on the US East Coast').kind).toBe('criteria');
  });
});

describe('the client describing itself is context', () => {
  it('reads a brief that opens with the client itself ("Flight school in Arizona looking for...") as context, its place still read', () => {
    expect(names(interpretBrief('Flight school in Arizona looking for airline pilots'))).toEqual(['Role: Airline Pilot', 'Location: Arizona']);
    expect(names(interpretBrief('A fintech startup hiring engineers in Berlin'))).toEqual(['Role: Engineer', 'Location: Berlin']);
    expect(names(interpretBrief('Law firm in Leeds seeking paralegals'))).toEqual(['Role: Paralegal', 'Location: Leeds']);
    // Companies in the plural are what the brief asks about, not the client.
    expect(names(interpretBrief('engineers at startups in Berlin'))).toContain('Company stage: Startup');
  });

  it('ends the description at its own full stop', () => {
    const read = interpretBrief("We're a proptech startup raising our seed. Looking for commercial real estate brokers in Chicago");
    expect(names(read)).toEqual(['Role: Commercial Real Estate Broker', 'Location: Chicago']);
    expect(names(interpretBrief("I'm a seed investor. Looking for founders in climate tech"))).not.toContain('Company stage: Seed');
  });

  it('is context when it sizes the client or runs into the request in the same sentence', () => {
    // The client's own industry, stage, size and city are never criteria the candidates must meet.
    const sized = interpretBrief("We're a 30-person healthtech startup in Amsterdam building remote patient monitoring. Hiring our first Head of Data.");
    expect(names(sized)).toEqual(['Role: Head of Data']);
    expect(names(interpretBrief('Somos uma healthtech de Recife, série A, e estamos buscando um CTO.'))).toEqual(['Role: CTO']);
    expect(names(interpretBrief('Wij zijn een HR-tech scale-up uit Utrecht (Series B, 120 mensen) en we zoeken een Head of Marketing.'))).toEqual(['Role: Head of Marketing']);
    expect(names(interpretBrief('We are a Series A fintech and we are hiring product managers in London'))).toEqual(['Role: Product Manager', 'Location: London']);
    // A number of people wanted is not a description.
    expect(names(interpretBrief('We have 20 openings for ICU nurses in Texas'))).toContain('Location: Texas');
  });

  it('reads time in the seat as a move in time, not years of experience', () => {
    const read = interpretBrief('CFOs who have been in the seat for less than 2 years at publicly traded companies in Texas', new Date('2026-11-28T12:00:00Z'));
    expect(ofKind(read, 'experience')).toEqual([]);
    expect(names(read)).toContain('Joined current company: 28 Nov 2024 or later');
  });
});

describe('the client describing itself, in other languages', () => {
  it('keeps "Wir sind ein Fintech in Berlin" out of the criteria', () => {
    const read = interpretBrief('Wir sind ein Fintech in Berlin und wollen unser Produktteam ausbauen. Product Owner in Hamburg');
    expect(names(read)).not.toContain('Industry: Fintech');
    expect(names(read)).toContain('Location: Hamburg');
  });
});

describe('whom a person works for is not a second role', () => {
  it.each([
    ['exec assistant to ceo london', 'Role: Executive Assistant'],
    ['chief of staff to the CEO in New York', 'Role: Chief of Staff'],
    // The title by its word alone: the people are the assistants, never the CEO.
    ['assistants to the CEO in NYC', 'Role: Assistant'],
    ['secretary to the CEO, Leeds', 'Role: Secretary'],
  ])('%s', (brief, role) => {
    const read = interpretBrief(brief);
    expect(ofKind(read, 'role').map((c) => c.name)).toEqual([role]);
    expect(ofKind(read, 'topic').map((c) => c.phrases)).toEqual([[['ceo']]]);
  });

  it('reads a lone word that ends job titles at the start of a brief as the people', () => {
    expect(names(interpretBrief('barber in chicago'))).toEqual(['Role: Barber', 'Location: Chicago']);
    expect(interpretBrief("what's the weather in Paris tomorrow?").kind).toBe('clarify');
  });
});

describe('what the review of these rules found', () => {
  it('never reads two letters that are a word or an abbreviation as a country', () => {
    for (const brief of ['recruiters in IT', 'experienced in PT and OT, Boston']) {
      expect(names(interpretBrief(brief)).filter((n) => /Italy|Portugal/.test(n))).toEqual([]);
    }
  });

  it('ends the client\'s description at a semicolon or a colon', () => {
    expect(names(interpretBrief('We run a chain of clinics in Texas; nurses in Austin'))).toEqual(['Role: Registered Nurse', 'Location: Austin']);
    expect(names(interpretBrief('Our client is a bank in London: risk analysts in London'))).toEqual(['Role: Risk Analyst', 'Location: London']);
  });

  it('keeps years in a role as experience unless the brief says the current one', () => {
    expect(names(interpretBrief('PMs with experience in the role for 5+ years'))).toContain('Experience: 5+ years');
  });

  it('asks unless the other roles or places point at the reading it searches', () => {
    for (const brief of ['General Counsel or CCO', 'CFO or CRO at banks in London', 'biotech founders in Cambridge or Boston', 'engineers in Tbilisi or Georgia']) {
      const read = interpretBrief(brief);
      expect(read.kind === 'clarify' && read.reason).toBe('ambiguous');
    }
    expect(interpretBrief('nurses in Puerto Rico').kind).toBe('criteria');
  });

  it('asks whether "PM" is a product or a project manager when the brief names only industries outside tech', () => {
    // "construction pm" is the builder's project manager (see 'a shorthand after the industry it works in').
    for (const brief of ['healthcare PMs in Boston', "PMs in toronto, 7+ yrs, who've worked at a bank"]) {
      const read = interpretBrief(brief);
      expect(read.kind === 'clarify' && read.question, brief).toContain('could be a product manager or a project manager outside tech');
    }
    for (const brief of ['healthtech PMs in New York', 'PMs in Berlin']) expect(names(interpretBrief(brief)), brief).toContain('Role: Product Manager');
    expect(interpretBrief('healthtech PMs in New York').kind).toBe('criteria');
  });

  it('keeps an open title whole before a place code or where people work', () => {
    expect(names(interpretBrief('developer advocate sf'))).toEqual(['Role: Developer Advocate', 'Location: San Francisco']);
    expect(names(interpretBrief('developer advocate remote'))).toEqual(['Role: Developer Advocate']);
    // Not before any filler: "a customer success platform looking for" is no title.
    expect(names(interpretBrief("We're a customer success platform looking for CSMs in Toronto"))).not.toContain('Role: Customer Success Platform');
  });

  it('reads an ampersand abbreviation whole: no skill R in "R&D", no company "M" in "VP of M&A"', () => {
    expect(names(interpretBrief('chemists with 3-8 years in pharma R&D in Basel'))).toEqual([
      'Role: Chemist', 'Location: Basel', 'Industry: Pharmaceuticals', 'Skill: R&D', 'Experience: 3-8 years',
    ]);
    expect(names(interpretBrief('head of R&D at a medtech in Boston'))).toContain('Role: Head of R&D');
    expect(names(interpretBrief('VP of M&A in London'))).toEqual(['Role: VP of M&A', 'Location: London']);
    expect(names(interpretBrief('CTO of H&M'))).toEqual(['Role: CTO', 'Company: H&M']);
    expect(names(interpretBrief('data scientists with R & Python'))).toContain('Skill: R');
  });

  it('reads a language by its level or as a wish, never as the country of its name', () => {
    expect(names(interpretBrief('contabilistas em Braga. Nível de inglês avançado obrigatório'))).toEqual(['Role: Accountant', 'Location: Braga', 'Language: English']);
    // "fluente em" is Portuguese "fluent in": the languages after it are spoken ("francês" had been France).
    expect(names(interpretBrief('enfermeiros em Lisboa, fluentes em inglês e francês'))).toEqual(['Role: Registered Nurse', 'Location: Lisbon', 'Language: English', 'Language: French']);
    for (const brief of ['contabilistas em Braga, francês é uma mais-valia', 'accountants in Braga, French is a plus', 'boekhouders in Gent, Frans is een pluspunt']) {
      const read = interpretBrief(brief);
      expect(names(read).filter((n) => /France|French/.test(n)), brief).toEqual([]);
      expect(read.preferences.map((p) => p.name), brief).toEqual(['Preferred: Language: French']);
    }
  });

  it('never corrects a short word of a brief in another language into the English vocabulary', () => {
    // French "quarts de nuit" (night shifts) had become the role Quant (Risk Analyst).
    const read = interpretBrief('on cherche des infirmières en Montérégie. Les quarts de nuit sont un gros plus.');
    expect(names(read)).toEqual(['Role: Registered Nurse', 'Location: Montérégie']);
    // "un gros plus" is a wish: the night shifts rank people, they rule nobody out.
    expect(read.kind === 'clarify' ? read.question : '').not.toContain('quarts');
    expect(names(interpretBrief('quarts analysts in London'))).toContain('Role: Quant Analyst');
  });

  it('reads a town of the map as the employer after "worked at" and its translations', () => {
    expect(names(interpretBrief('electricians who worked at Honda'))).toEqual(['Role: Electrician', 'Past company: Honda']);
    expect(names(interpretBrief('eletricistas que trabalharam na Honda'))).toEqual(['Role: Electrician', 'Past company: Honda']);
    expect(names(interpretBrief('nurses who worked in Boston'))).toEqual(['Role: Registered Nurse', 'Location: Boston']);
  });

  it('never reads a connector of the brief\'s own language as a skill, unless written in capitals', () => {
    // Portuguese "sem" is "without", not search engine marketing.
    expect(names(interpretBrief('eletricistas em Manaus, sem gente da Samsung'))).not.toContain('Skill: SEM');
    expect(names(interpretBrief('especialistas em SEM em São Paulo'))).toContain('Skill: SEM');
  });

  it('reads the other languages\' graduates, subjunctive employers and "a" before a company', () => {
    expect(names(interpretBrief('egresados del MBA de IE Business School que trabajen en McKinsey, BCG o Bain en Madrid'))).toEqual([
      'Location: Madrid', 'Company: McKinsey & Company, Boston Consulting Group or Bain & Company', 'Education: IE Business School, MBA',
    ]);
    expect(names(interpretBrief('procuro engenheiros que trabalhem na Embraer'))).toEqual(['Role: Engineer', 'Company: Embraer']);
    expect(names(interpretBrief('Absolventen der TUM in München'))).toEqual(['Location: Munich', 'Education: TUM']);
    expect(names(interpretBrief('contables que hayan pasado por una Big Four'))).toEqual(['Role: Accountant', 'Past company: Deloitte, PwC, EY or KPMG']);
  });

  it('reads "were at" as past and a group\'s members in brackets as the group', () => {
    expect(names(interpretBrief('PMs in London who were at MBB (McKinsey, Bain, BCG)'))).toEqual([
      'Role: Product Manager', 'Location: London', 'Past company: McKinsey & Company, Boston Consulting Group or Bain & Company',
    ]);
    expect(names(interpretBrief('PMs who have been at Stripe'))).toContain('Company (current or past): Stripe');
    // A company in brackets that is not one of the group's is still asked about.
    expect(interpretBrief('PMs at FAANG (Google, Meta, Stripe)').kind).toBe('clarify');
    expect(interpretBrief('Prefer folks who were at Stripe. Product managers in Berlin.').preferences.map((p) => p.name)).toEqual(['Preferred: Past company: Stripe']);
  });

  it('never reads the client\'s own function as a role, nor a sentence after a negation as what it rules out', () => {
    expect(names(interpretBrief('Looking to talk to brokers in Chicago - want their take on our product'))).toEqual(['Role: Broker', 'Location: Chicago']);
    expect(names(interpretBrief('find engineers for our engineering team in Berlin'))).toEqual(['Role: Engineer', 'Location: Berlin']);
    expect(names(interpretBrief('our product managers in Berlin'))).toEqual(['Role: Product Manager', 'Location: Berlin']);
    expect(names(interpretBrief('want their take, not hiring. Brokers in Chicago'))).toEqual(['Role: Broker', 'Location: Chicago']);
    expect(names(interpretBrief('engineers in Berlin, excluding: Google, Meta'))).toContain('Company: not Google or Meta (current or past)');
  });

  it('reads a number between names in a list as a name, not as the count', () => {
    expect(interpretBrief('product designers who worked on apps like Loggi, 99, Rappi in São Paulo').target).toBeNull();
    expect(interpretBrief('find 10 engineers in Berlin').target).toBe(10);
  });

  it('reads "corporate" as a company size only where it says what the employer is', () => {
    expect(names(interpretBrief('need DJs for a corporate event in Manchester'))).not.toContain('Company size: 1,001+ employees');
    expect(names(interpretBrief('corporate lawyers in London'))).toEqual(['Role: Corporate Lawyer', 'Location: London']);
    expect(names(interpretBrief('engineers at a corporate in London'))).toContain('Company size: 1,001+ employees');
    expect(names(interpretBrief('sales leaders at corporates in London'))).toContain('Company size: 1,001+ employees');
  });

  it('reads a move of employer as open to work, not relocation, with its adverb', () => {
    const read = interpretBrief('senior paralegals in Sydney who are quietly open to moving firms');
    expect(names(read)).toEqual(['Role: Paralegal', 'Seniority: Senior', 'Location: Sydney', 'Unverifiable: Open to work']);
    expect(read.kind).toBe('criteria');
    expect(names(interpretBrief('nurses in Leeds open to moving'))).toContain('Unverifiable: Willing to relocate');
  });

  it('reads "pre-Series A" and "before Series B" as the rounds before it, and "post-Series A" as those after (the round alone had been read)', () => {
    const stageOf = (brief: string) => {
      const read = interpretBrief(brief);
      return read.kind === 'criteria' ? read.criteria.find((c) => c.kind === 'stage') : undefined;
    };
    expect(stageOf('founders of pre-Series A startups in London')).toMatchObject({ name: 'Company stage: before Series A', stages: ['pre_seed', 'seed'] });
    expect(stageOf('engineers in Berlin at startups before Series B')).toMatchObject({ name: 'Company stage: before Series B', stages: ['pre_seed', 'seed', 'series_a'] });
    expect(stageOf('engineers at post-Series A startups in Berlin')).toMatchObject({ name: 'Company stage: after Series A', stages: ['series_b', 'series_c', 'series_d_plus'] });
    expect(stageOf('engineers at Series B startups in Berlin')).toMatchObject({ stages: ['series_b'] });
  });

  it('reads a country\'s three letters only in capitals or after a place preposition ("bij Bol" had been Bolivia)', () => {
    expect(names(interpretBrief('ontwikkelaars in Utrecht bij Bol'))).toEqual(['Role: Developer', 'Location: Utrecht', 'Company: Bol']);
    expect(names(interpretBrief('developers in Utrecht at Bol'))).toEqual(['Role: Developer', 'Location: Utrecht', 'Company: Bol']);
    expect(names(interpretBrief('engineers from BOL'))).toContain('Location: Bolivia');
    expect(names(interpretBrief('devs in usa'))).toContain('Location: United States');
  });

  it('rules out a role or a level named before its negation ("juniors excluded" had been juniors, asking about "excluded")', () => {
    expect(names(interpretBrief('engineers in Berlin, juniors excluded'))).toEqual(['Role: Engineer', 'Seniority: not Junior', 'Location: Berlin']);
    expect(names(interpretBrief('engineers in Berlin, recruiters need not apply'))).toEqual(['Role: Engineer', 'Role: not Recruiter', 'Location: Berlin']);
    expect(names(interpretBrief('desarrolladores en Madrid, juniors excluidos'))).toContain('Seniority: not Junior');
    expect(names(interpretBrief('Entwickler in Berlin, Junioren ausgeschlossen'))).toContain('Seniority: not Junior');
  });

  it('rules out what follows "nada de" and French\'s split "ne ... pas" (both had read the thing ruled out as wanted)', () => {
    expect(names(interpretBrief('desarrolladores en Madrid, nada de juniors'))).toEqual(['Role: Developer', 'Seniority: not Junior', 'Location: Madrid']);
    expect(names(interpretBrief('desenvolvedores em Lisboa, nada de juniores'))).toEqual(['Role: Developer', 'Seniority: not Junior', 'Location: Lisbon']);
    expect(names(interpretBrief('développeurs à Paris qui ne sont pas chez Criteo'))).toEqual(['Role: Developer', 'Location: Paris', 'Company: not Criteo (current)']);
    expect(names(interpretBrief("développeurs à Paris qui n'ont jamais travaillé chez Criteo"))).toContain('Company: not Criteo (current or past)');
    expect(names(interpretBrief('développeurs à Paris qui ne sont pas recruteurs'))).toContain('Role: not Recruiter');
  });

  it('rules out a role after "aren\'t" or "isn\'t" ("CTOs who aren\'t founders" had been CTOs or founders)', () => {
    expect(names(interpretBrief("CTOs in London who aren't founders"))).toEqual(['Role: CTO', 'Role: not Founder', 'Location: London']);
    expect(names(interpretBrief("a CTO in London who isn't a founder"))).toEqual(['Role: CTO', 'Role: not Founder', 'Location: London']);
    expect(names(interpretBrief("PMs in London who weren't at Meta"))).toContain('Company: not Meta (current or past)');
  });

  it('rules out a level said with "too" ("not too senior" had been read as seniors: the constraint inverted)', () => {
    for (const [brief, level] of [
      ['engineers in Berlin, not too senior', 'Seniority: not Senior'],
      ['engineers in Berlin, nothing too senior', 'Seniority: not Senior'],
      ['engineers in Berlin, not too junior', 'Seniority: not Junior'],
      ['Entwickler in Berlin, nicht zu senior', 'Seniority: not Senior'],
      ['ontwikkelaars in Amsterdam, niet te senior', 'Seniority: not Senior'],
      ['développeurs à Paris, pas trop junior', 'Seniority: not Junior'],
    ] as const) {
      const read = interpretBrief(brief);
      expect(names(read), brief).toContain(level);
      expect(read.kind, brief).toBe('criteria');
    }
  });

  it('asks about a kind of company ruled out or named, whose words are each filler alone ("not from agencies", "in-house" were dropped in silence)', () => {
    for (const [brief, asked] of [
      ['tech recruiters in Lisbon, not from agencies', 'not from agencies'],
      ['tech recruiters in Lisbon, no agencies', 'no agencies'],
      ['Entwickler in Berlin, keine Agenturen', 'keine Agenturen'],
      ['in-house tech recruiters in Lisbon', 'in-house'],
    ] as const) {
      const read = interpretBrief(brief);
      expect(read.kind, brief).toBe('clarify');
      expect(read.kind === 'clarify' && read.question, brief).toContain(`“${asked}”`);
    }
    expect(names(interpretBrief('in-house lawyers in London'))).toEqual(['Role: Legal Counsel', 'Location: London']);
  });

  it('reads a qualification in a skill as the skill, and a qualification alone asks', () => {
    expect(names(interpretBrief('Physiotherapeuten mit Zusatzqualifikation Manuelle Therapie, Raum Düsseldorf'))).toEqual(['Role: Physiotherapist', 'Location: Düsseldorf', 'Skill: Manual Therapy']);
    expect(interpretBrief('physiotherapists with a qualification in manual therapy in Berlin').kind).toBe('criteria');
    expect(interpretBrief('fisioterapeutas com terapia manual em Lisboa').kind).toBe('criteria');
    expect(interpretBrief('physiotherapists with a qualification in Berlin').kind).toBe('clarify');
  });

  it('reads coding bootcamps as schools', () => {
    expect(names(interpretBrief('Le Wagon bootcamp grads now working as data analysts'))).toEqual(['Role: Data Analyst', 'Education: Le Wagon']);
    expect(names(interpretBrief('Ironhack grads in Madrid working as UX designers'))).toContain('Education: Ironhack');
    expect(names(interpretBrief('General Assembly alumni who are software engineers in NYC'))).toContain('Education: General Assembly');
  });

  it('reads "open to a new job" and its kin as open to work: every word of it is filler alone, and it was dropped in silence', () => {
    for (const brief of [
      'UX designers in Amsterdam who are open to a new job',
      'UX designers in Amsterdam who want a new job',
      'Zoek UX designers in Amsterdam die openstaan voor een nieuwe baan',
      'Entwickler in Berlin, offen für einen Wechsel',
      'desarrolladores en Madrid abiertos a un cambio',
    ]) {
      expect(names(interpretBrief(brief)), brief).toContain('Unverifiable: Open to work');
    }
  });

  it('shows no guess at a title or a place while it asks which one the brief means', () => {
    const georgia = interpretBrief('marketing managers in Georgia with hospitality experience');
    expect(georgia.kind === 'clarify' && georgia.reason).toBe('ambiguous');
    expect(names(georgia)).toEqual(['Role: Marketing Manager', 'Industry: Travel & Hospitality']);
    const cso = interpretBrief('CSOs at banks in Frankfurt');
    expect(cso.kind === 'clarify' && cso.question).toContain('could be a chief security officer');
    expect(names(cso)).toEqual(['Location: Frankfurt', 'Industry: Banking & Financial Services']);
  });

  it('reads years at the current employer as the time since joining it, never as experience, in the other languages', () => {
    for (const [brief, joined] of [
      ['Account Executives in Wien, die mindestens 3 Jahre beim aktuellen Arbeitgeber sind', '28 Nov 2023'],
      ['CTOs que lleven al menos tres años en su empresa actual, en Barcelona', '28 Nov 2023'],
      ['salesmanagers in Utrecht die minstens 5 jaar bij hun huidige werkgever zitten', '28 Nov 2021'],
      ['engenheiros em Lisboa com 5 anos na mesma empresa', '28 Nov 2021'],
      ['ingénieurs à Lyon avec au moins 3 ans dans leur entreprise actuelle', '28 Nov 2023'],
    ] as const) {
      const read = interpretBrief(brief, new Date('2026-11-28T12:00:00Z'));
      expect(read.criteria.map((c) => c.kind), brief).not.toContain('experience');
      expect(names(read), brief).toContain(`Joined current company: ${joined} or earlier`);
      expect(read.kind, brief).toBe('criteria');
    }
    expect(names(interpretBrief('Ingenieure mit 5 Jahre Erfahrung in Berlin'))).toContain('Experience: 5+ years');
  });

  it('takes no half of a hyphenated word into a title, and makes a skill\'s lead a title', () => {
    const bsn = interpretBrief('Need BSN-prepared RNs in Texas');
    expect(names(bsn)).toEqual(['Role: Registered Nurse', 'Location: Texas']);
    expect(bsn.kind === 'clarify' && bsn.question).toContain('BSN-prepared');
    expect(names(interpretBrief('front-end developers in Berlin'))).toEqual(['Role: Frontend Engineer', 'Location: Berlin']);
    expect(names(interpretBrief('forward-deployed engineers in NYC'))).toContain('Role: Forward Deployed Engineer');
    // "GTM leads" had read Skill: Go-to-Market alone, the people dropped.
    expect(names(interpretBrief('GTM leads in London'))).toEqual(['Role: Go-to-Market Lead', 'Location: London']);
    expect(names(interpretBrief('devops lead in Berlin'))).toEqual(['Role: DevOps Lead', 'Location: Berlin']);
  });

  it('reads a short query\'s place after its title in lower case, never a word of job titles as a town', () => {
    expect(names(interpretBrief('elektriker graz'))).toEqual(['Role: Electrician', 'Location: Graz']);
    expect(names(interpretBrief('event promoters ibiza'))).toEqual(['Role: Event Promoter', 'Location: Ibiza']);
    expect(names(interpretBrief('paralegals chicgo, litigation'))).toEqual(['Role: Paralegal', 'Location: Chicago', 'Skill: Litigation']);
    expect(names(interpretBrief('developers in mobile'))).not.toContain('Location: Mobile');
    expect(names(interpretBrief('nurses in Mobile'))).toContain('Location: Mobile');
    expect(names(interpretBrief('physical therapist in co'))).toEqual(['Role: Physical Therapist', 'Location: Colorado']);
  });

  it('reads the other languages\' words for required, for speaking and for salespeople and the medical sector', () => {
    expect(names(interpretBrief('salesmanagers in Utrecht. Ervaring in de medische sector is vereist.'))).toEqual([
      'Role: Sales Manager', 'Location: Utrecht', 'Industry: Healthcare Providers',
    ]);
    expect(names(interpretBrief('SDRs en Madrid que hablen francés'))).toContain('Language: French');
    expect(interpretBrief('engenheiros em Lisboa, inglês obrigatório').kind).toBe('criteria');
    expect(names(interpretBrief('comerciales en Madrid'))).toEqual(['Role: Sales Representative', 'Location: Madrid']);
  });

  it('reads the shorthand of short "title in place" queries', () => {
    expect(names(interpretBrief('construction superintendent in nv 10 years+'))).toContain('Experience: 10+ years');
    expect(names(interpretBrief('barbers in chi'))).toEqual(['Role: Barber', 'Location: Chicago']);
    expect(names(interpretBrief('enterprise ae nyc'))).toEqual(['Role: Enterprise Account Executive', 'Location: New York City']);
    expect(names(interpretBrief('ae in nyc'))).toEqual(['Role: Account Executive', 'Location: New York City']);
    expect(names(interpretBrief('cdl truck drivers in ga'))).toEqual(['Role: Truck Driver', 'Location: Georgia', 'Skill: CDL']);
    expect(names(interpretBrief('actuary in ct fsa'))).toEqual(['Role: Actuary', 'Location: Connecticut', 'Skill: FSA']);
    expect(names(interpretBrief('bdr in uk under 2 yrs'))).toContain('Experience: up to 1 year');
    // Never a small word or a place's letters: "em" is Portuguese "in", "md" after "in" is Maryland.
    expect(names(interpretBrief('devs react native pleno em floripa'))).toContain('Role: React Native Developer');
    expect(names(interpretBrief('devs react native pleno em floripa'))).not.toContain('Role: Developer or Engineering Manager');
    expect(names(interpretBrief('esl teachers in md'))).toContain('Location: Maryland');
  });

  it('never makes the occasion people are wanted for, a place named before, or a month into a criterion', () => {
    expect(names(interpretBrief('bilingual MCs for events in Riyadh'))).not.toContain('Mentions: events');
    // Where the one event is asks whether the people must be based there (see "asks whether people must be based...").
    const event = interpretBrief('need DJs for a corporate event in Manchester');
    expect(event.kind === 'clarify' && event.question).toContain('“event in Manchester” says where the event is');
    expect(names(event)).not.toContain('Mentions: event');
    expect(names(interpretBrief('nurses in Texas with ICU experience. We sponsor relocation within the state.'))).not.toContain('Mentions: state');
    const september = interpretBrief('Planning a wedding in the Cotswolds in September. Need florists who specialise in weddings.');
    expect(september.kind === 'clarify' && september.question).not.toContain('September');
    // A domain stays one: "specialise in weddings" is what the florists do.
    expect(names(interpretBrief('florists who specialise in weddings in London'))).toContain('Mentions: weddings');
  });

  it('reads the words after a bare "Director of" or "Head of" as a function unless they name a known company', () => {
    expect(names(interpretBrief('Director of Revenue Operations in Berlin'))).toEqual(['Role: Director of Revenue Operations', 'Location: Berlin']);
    expect(names(interpretBrief('the VP of Stripe'))).toContain('Company: Stripe');
    expect(names(interpretBrief('the CTO of Shopify'))).toContain('Company: Shopify');
  });

  it('reads what the second held-out set found in short queries, by general rules', () => {
    expect(names(interpretBrief('elementary school teacher in nm 10yoe'))).toEqual(['Role: Elementary School Teacher', 'Location: New Mexico', 'Experience: 10+ years']);
    expect(names(interpretBrief('hotel general manager miami beach'))).toContain('Location: Miami Beach');
    expect(names(interpretBrief('sr. financial analyst charlotte 4+ yrs'))).toContain('Location: Charlotte');
    expect(names(interpretBrief('urban planner pdx 5-8 yrs'))).toContain('Location: Portland');
    expect(names(interpretBrief('a&p mechanic in ak'))).toEqual(['Role: A&P Mechanic', 'Location: Alaska']);
    expect(names(interpretBrief('salesforce admin in co'))).toEqual(['Role: Salesforce Admin', 'Location: Colorado']);
    expect(names(interpretBrief('m&a associate nyc 2-4 yrs'))).toContain('Role: M&A Associate');
    // A skill before a word that names no people is no title: "ML research" is what they do.
    expect(names(interpretBrief('MIT PhDs doing ML research')).filter((n) => n.startsWith('Role:'))).toEqual([]);
  });

  it('reads what the second held-out set found in briefs, by general rules', () => {
    // A protected word inside a place's name is the place.
    const ribeirao = interpretBrief('engenheiros agrônomos em Ribeirão Preto');
    expect(names(ribeirao)).toContain('Location: Ribeirão Preto');
    expect(ribeirao.kind === 'clarify' && ribeirao.reason).not.toBe('protected_characteristic');
    // Where a company is expected, a place's name followed by more of a name is the company.
    expect(names(interpretBrief('nurse managers in Ohio who used to work at Cleveland Clinic'))).toContain('Past company: Cleveland Clinic');
    // What no profile shows keeps its measure in its name.
    expect(names(interpretBrief('Marketing directors at DTC beauty brands doing $10-50M in revenue, LA-based.'))).toContain('Unverifiable: Company revenue ($10-50M)');
    // A bank's assets are the company's, unseen; "in revenue" or "in asset" with no measure before it is a field of work.
    expect(names(interpretBrief('heads of compliance at US banks with $1B-$10B in assets'))).toContain('Unverifiable: Company assets ($1B-$10B)');
    expect(names(interpretBrief('sales leaders in London with experience in revenue operations'))).toEqual(['Role: Sales leader', 'Location: London', 'Skill: Revenue Operations']);
    // The other languages' "preferably" and "bilingual".
    const gent = interpretBrief('Zoek een boekhouder in Gent, liefst tweetalig Nederlands-Frans.');
    expect(names(gent)).toEqual(['Role: Bookkeeper', 'Location: Ghent']);
    expect(gent.preferences.map((p) => p.name)).toEqual(['Preferred: Language: Dutch', 'Preferred: Language: French']);
  });

  it('never corrects a word of job titles into filler, and reads "joined X" as working there now', () => {
    expect(names(interpretBrief('senior quantity surveyor bristol'))).toEqual(['Role: Quantity Surveyor', 'Seniority: Senior', 'Location: Bristol']);
    expect(names(interpretBrief('experiencd nurses in Leeds'))).toEqual(['Role: Registered Nurse', 'Location: Leeds']);
    expect(names(interpretBrief('Engineering directors who joined Shopify in the past 18 months, Canada only.', new Date('2026-11-28T12:00:00Z')))).toContain('Company: Shopify (joined 28 May 2025 or later)');
  });

  it('reads the other languages\' numbers and their words for "experienced" before the people', () => {
    const read = interpretBrief('We zoeken acht ervaren loodgieters in Den Haag, minimaal vijf jaar ervaring');
    expect(names(read)).toEqual(['Role: Plumber', 'Location: The Hague', 'Experience: 5+ years']);
    expect(read.target).toBe(8);
    expect(interpretBrief('dois engenheiros experientes em Lisboa').target).toBe(2);
    expect(interpretBrief('busco cinco ingenieros experimentados en Madrid').target).toBe(5);
  });

  it('reads intensive care in every language as it reads "icu nurses": a title that names the care, one criterion', () => {
    for (const brief of ['enfermeiros de uti em São Paulo', 'enfermeras de UCI en Barcelona', 'infirmières en soins intensifs à Genève', 'icu nurses in Houston']) {
      const [role, ...rest] = interpretBrief(brief).criteria;
      expect(role, brief).toMatchObject({ name: 'Role: Intensive Care Registered Nurse', roleKeys: ['nurse'], titleSkills: ['Intensive Care'] });
      expect(rest.map((c) => c.kind), brief).toEqual(['location']);
    }
    // Not beside the title, the care stays a skill of its own.
    expect(names(interpretBrief('nurses in Houston with ICU experience'))).toContain('Skill: Intensive Care');
  });

  it('asks when remote work is the alternative to a place, rather than search the place alone', () => {
    for (const brief of ['developer advocate sf or remote', 'data engineers in Berlin or remote', 'engenheiros em Lisboa ou remoto']) {
      const read = interpretBrief(brief);
      expect(read.kind === 'clarify' && read.question, brief).toContain('no profile says who would work remotely');
    }
    expect(interpretBrief('remote data engineers in Berlin').kind).toBe('criteria');
  });

  it('reads "IE" in capitals as the school, and Spanish "who lives" and "who has" as the words around a criterion', () => {
    expect(names(interpretBrief('Necesitamos un director financiero que tenga un MBA del IE; que viva en Madrid o Barcelona.'))).toEqual([
      'Role: Head of Finance', 'Location: Madrid or Barcelona', 'Education: IE Business School, MBA',
    ]);
    expect(names(interpretBrief('engineers in Berlin, ie people who code'))).toEqual(['Role: Engineer', 'Location: Berlin']);
  });

  it('reads "leave out" and "skip" as exclusions, an occasion as the client\'s, and a title in capitals as written', () => {
    expect(names(interpretBrief('Pull CIOs at US hospitals, but leave out anyone at HCA.'))).toEqual([
      'Role: CIO', 'Location: United States', 'Company: not HCA (current)', 'Industry: Healthcare Providers',
    ]);
    expect(names(interpretBrief('engineers in Berlin, skip anyone at Google'))).toContain('Company: not Google (current)');
    expect(names(interpretBrief('Biotech founders in Boston for an investor roundtable'))).not.toContain('Mentions: investor roundtable');
  });

  it('reads the other languages\' "have worked at" as now or before, as English does', () => {
    expect(names(interpretBrief('busco enfermeras que hayan trabajado en Sanitas'))).toContain('Company (current or past): Sanitas');
    expect(names(interpretBrief('ingénieurs qui ont travaillé chez Airbus à Toulouse'))).toContain('Company (current or past): Airbus');
    expect(names(interpretBrief('eletricistas em Manaus que trabalharam na Samsung'))).toContain('Past company: Samsung');
  });
});

describe('what the second held-out set still showed', () => {
  it('reads years at a named employer as tenure there, never as years of experience', () => {
    for (const [brief, tenure] of [
      ['engineers with 5 years at Google', 'Unverifiable: 5 years at Google'],
      // At the employer now, for a time: its join date dates it.
      ['designers at Apple for over 4 years', 'Company: Apple (joined 4 Dec 2022 or earlier)'],
      ['designers who worked at Apple for 4 years', 'Unverifiable: at Apple for 4 years'],
    ] as const) {
      const read = interpretBrief(brief, new Date('2026-12-04T12:00:00Z'));
      expect(ofKind(read, 'experience'), brief).toEqual([]);
      expect(names(read), brief).toContain(tenure);
    }
    // A stay since a year began then at the latest: a 2015 joiner has been there since 2019 too.
    expect(names(interpretBrief('engineers who have been at Google since 2019'))).toContain('Company: Google (joined Dec 2019 or earlier)');
    expect(names(interpretBrief('engineers at Google since 2019'))).toContain('Company: Google (joined Dec 2019 or earlier)');
    // Years in a field, of experience, or at a kind of company stay experience.
    expect(names(interpretBrief('nurses with 3 years in pediatrics'))).toContain('Experience: 3+ years');
    expect(names(interpretBrief('engineers with 5 years at a startup'))).toContain('Experience: 5+ years');
  });

  it('dates a Dutch or German move whose verb ends the clause, after the employer ("in de afgelopen 2 jaar bij Bol zijn begonnen")', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(names(interpretBrief('ontwikkelaars in Utrecht die in de afgelopen 2 jaar bij Bol zijn begonnen', now))).toEqual([
      'Role: Developer', 'Location: Utrecht', 'Company: Bol (joined 2 Dec 2024 or later)',
    ]);
    expect(names(interpretBrief('ontwikkelaars in Utrecht die in de afgelopen 6 maanden bij Adyen zijn vertrokken', now))).toContain('Past company: Adyen (left 2 Jun 2026 or later)');
    expect(names(interpretBrief('Entwickler in Berlin, die in den letzten 12 Monaten bei N26 angefangen haben', now))).toContain('Company: N26 (joined 2 Dec 2025 or later)');
  });

  it('reads "seit mindestens 3 Jahren im Unternehmen" whole (it had asked about "seit")', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const read = interpretBrief('Vertriebsleiter in München, die seit mindestens 3 Jahren im Unternehmen sind', now);
    expect(names(read)).toEqual(['Role: Head of Sales', 'Location: Munich', 'Joined current company: 2 Dec 2023 or earlier']);
    expect(read.kind).toBe('criteria');
    expect(interpretBrief('ontwikkelaars in Utrecht die sinds 3 jaar bij hun huidige werkgever werken', now).kind).toBe('criteria');
  });

  it('dates French "depuis moins d\'un an" and "il y a plus de 2 ans" (read as years of experience, or as a wish, before)', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(names(interpretBrief("chefs de produit à Paris qui ont quitté Doctolib depuis moins d'un an", now))).toEqual([
      'Role: Product Manager', 'Location: Paris', 'Past company: Doctolib (left 2 Dec 2025 or later)',
    ]);
    expect(names(interpretBrief('chefs de produit à Paris qui ont quitté Doctolib il y a plus de 2 ans', now))).toEqual([
      'Role: Product Manager', 'Location: Paris', 'Past company: Doctolib (left 2 Dec 2024 or earlier)',
    ]);
    expect(names(interpretBrief('développeurs à Lyon qui ont rejoint Alan il y a moins de 6 mois', now))).toContain('Company: Alan (joined 2 Jun 2026 or later)');
    // "a plus" of English is still a wish.
    expect(names(interpretBrief('Python developers in Berlin, Go is a plus', now))).toEqual(['Role: Python Developer', 'Location: Berlin']);
  });

  it('dates "hired" or "appointed" with no employer named as the start of the current role (it had been unverifiable)', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(names(interpretBrief('CTOs hired in the past 6 months in Berlin', now))).toEqual(['Role: CTO', 'Location: Berlin', 'Joined current company: 2 Jun 2026 or later']);
    expect(names(interpretBrief('VPs of Sales appointed since 2025 in London', now))).toContain('Joined current company: Jan 2025 or later');
    expect(names(interpretBrief('engineers at Stripe hired in 2024', now))).toContain('Company: Stripe (joined between Jan 2024 and Dec 2024)');
    expect(names(interpretBrief('enfermeiros em Lisboa contratados nos últimos 6 meses', now))).toContain('Joined current company: 2 Jun 2026 or later');
    expect(names(interpretBrief('CTOs en Madrid nombrados en los últimos 12 meses', now))).toContain('Joined current company: 2 Dec 2025 or later');
  });

  it('dates a stay at a named employer up to now by its join date ("have been at Spotify for less than a year")', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    for (const [brief, company] of [
      ['PMs who have been at Spotify for less than a year', 'Company: Spotify (joined 2 Dec 2025 or later)'],
      ["brokers in Chicago who've been at CBRE, JLL or Cushman for 5+ years", 'Company: CBRE, JLL or Cushman (joined 2 Dec 2021 or earlier)'],
      ['engineers in Berlin who have been at Google for over 4 years', 'Company: Google (joined 2 Dec 2022 or earlier)'],
    ] as const) {
      const read = interpretBrief(brief, now);
      expect(names(read), brief).toContain(company);
      expect(names(read).filter((name) => name.startsWith('Unverifiable')), brief).toEqual([]);
    }
    // A stay in the past ("were at") is no join date of the employer now; "have been at" alone is current or past.
    expect(names(interpretBrief('engineers in Berlin who were at Google for 4 years', now))).toContain('Unverifiable: at Google for 4 years');
    expect(names(interpretBrief('PMs in London who have been at Spotify', now))).toContain('Company (current or past): Spotify');
  });

  it('reads a bare "N+" ending a short query after its role as years, as search boxes write them', () => {
    expect(names(interpretBrief('mortgage loan officer in nj 5+'))).toEqual(['Role: Mortgage Loan Officer', 'Location: New Jersey', 'Experience: 5+ years']);
    expect(names(interpretBrief('finish carpenter denver 10+'))).toEqual(['Role: Finish Carpenter', 'Location: Denver', 'Experience: 10+ years']);
    // Before the role it is the count; beside another number it is asked about.
    expect(interpretBrief('10+ carpenters in denver').target).toBe(10);
    const counted = interpretBrief('3 carpenters in denver 5+');
    expect(counted.kind === 'clarify' && counted.question).toContain('“5+”');
  });

  it('reads a city named like a first name or a foreign word in lower case right after a place preposition, never an ordinary word', () => {
    expect(names(interpretBrief('engenheiros de dados em porto'))).toEqual(['Role: Data Engineer', 'Location: Porto']);
    expect(names(interpretBrief('data engineers in porto'))).toEqual(['Role: Data Engineer', 'Location: Porto']);
    expect(names(interpretBrief('engineers in graz'))).toContain('Location: Graz');
    expect(names(interpretBrief('engineers in reading'))).not.toContain('Location: Reading');
  });

  it("reads an industry named in the brief's own language, never a word that only looks like one", () => {
    expect(names(interpretBrief('Busco quince ingenieros de calidad con experiencia en la industria automotriz en Monterrey, mínimo tres años.'))).toEqual([
      'Role: Quality Engineer', 'Location: Monterrey', 'Industry: Automotive', 'Experience: 3+ years',
    ]);
    expect(names(interpretBrief('Nous recherchons vingt commerciaux terrain dans le secteur agroalimentaire en Bretagne'))).toContain('Industry: Consumer Goods');
    expect(names(interpretBrief('architectes d\'intérieur à Bordeaux spécialisés hôtellerie'))).toContain('Industry: Travel & Hospitality');
    expect(names(interpretBrief('Vertriebler aus der Versicherung in Köln'))).toContain('Industry: Insurance');
    // English "assurance" is audit or QA work, not insurance.
    expect(names(interpretBrief('assurance managers in Paris'))).not.toContain('Industry: Insurance');
  });

  it('reads "quality engineer" as its own title, not software QA, and a vague "quality" as filler', () => {
    expect(names(interpretBrief('quality engineers in Detroit'))).toEqual(['Role: Quality Engineer', 'Location: Detroit']);
    expect(names(interpretBrief('high quality engineers in Berlin'))).toEqual(['Role: Engineer', 'Location: Berlin']);
    expect(names(interpretBrief('QA engineers in Berlin'))).toEqual(['Role: QA Engineer', 'Location: Berlin']);
  });

  it('reads no title from a level alone ("principals"), which could be a school principal or a principal engineer', () => {
    const alone = interpretBrief('principals in Boston');
    expect(alone.kind).toBe('clarify');
    expect(names(alone)).not.toContain('Role: Principal');
    expect(names(interpretBrief('school principals in Boston'))).toEqual(['Role: School Principal', 'Location: Boston']);
    expect(names(interpretBrief('principal engineers in Boston'))).toEqual(['Role: Engineer', 'Seniority: Principal', 'Location: Boston']);
  });

  it('asks whether people must be based where the occasion they are wanted for takes place', () => {
    const wedding = interpretBrief('photographers for a wedding in Lisbon');
    expect(wedding.kind === 'clarify' && wedding.question).toContain('“wedding in Lisbon” says where the wedding is: do you need people based in Lisbon, or from anywhere?');
    expect(names(wedding)).toEqual(['Role: Photographer']);
    // Where the people are, or where their employer is, stays the place.
    expect(names(interpretBrief('wedding photographers in Lisbon'))).toEqual(['Role: Wedding Photographer', 'Location: Lisbon']);
    expect(names(interpretBrief('engineers at a startup in Berlin'))).toContain('Location: Berlin');
  });

  it('reads where people would relocate to as part of the relocation, never as where they are', () => {
    expect(names(interpretBrief('nurses open to relocating to Dubai'))).toEqual(['Role: Registered Nurse', 'Unverifiable: Willing to relocate to Dubai']);
    expect(names(interpretBrief('welders willing to relocate to Perth, Australia'))).toEqual(['Role: Welder', 'Unverifiable: Willing to relocate to Perth, Australia']);
    expect(names(interpretBrief('engineers in Berlin willing to relocate to Munich'))).toEqual(['Role: Engineer', 'Location: Berlin', 'Unverifiable: Willing to relocate to Munich']);
  });

  it('looks people up by a school or degree alone, and asks for more than graduation years alone without claiming a share it cannot estimate', () => {
    expect(interpretBrief('MIT PhDs')).toMatchObject({ kind: 'criteria', criteria: [{ name: 'Education: MIT, PhD' }] });
    expect(interpretBrief('people who graduated from Universidade do Minho')).toMatchObject({ kind: 'criteria', criteria: [{ name: 'Education: Universidade do Minho' }] });
    const read = interpretBrief('class of 2019 grads');
    expect(read.kind === 'clarify' && read.reason).toBe('too_broad');
    expect(read.kind === 'clarify' && read.question).toBe('The search cannot look people up by “class of 2019” alone, only check it on the people it finds. Could you add a role or title, a location, skills?');
    // A common degree is as broad as the directory says.
    expect(interpretBrief("people with a bachelor's degree")).toMatchObject({ kind: 'clarify', reason: 'too_broad' });
  });

  it("reads a title's shorthand heading a query, its place right after it (\"physio manchester\")", () => {
    expect(names(interpretBrief('physio manchester 2 yrs'))).toEqual(['Role: Physio', 'Location: Manchester', 'Experience: 2+ years']);
    expect(names(interpretBrief('dpo berlin'))).toEqual(['Role: DPO', 'Location: Berlin']);
    // A name before a place is no title.
    expect(interpretBrief('Stripe London').kind).toBe('clarify');
  });

  it('reads the word before a list\'s skill that shares its last words as that skill\'s sibling, so the list stays alternatives', () => {
    expect(names(interpretBrief('Head of Growth with 6+ years in growth or performance marketing'))).toEqual([
      'Role: Head of Growth', 'Skill: Growth Marketing or Performance Marketing', 'Experience: 6+ years',
    ]);
    expect(names(interpretBrief('java or python developers in Berlin'))).toContain('Skill: Java or Python');
  });

  it('reads a credential that names a role as the credential beside another role, never as a second role', () => {
    expect(names(interpretBrief('senior tax manager with cpa in chicago'))).toEqual(['Role: Tax Manager', 'Seniority: Senior', 'Location: Chicago', 'Skill: CPA']);
    expect(names(interpretBrief('cpa tax manager chicago 8 yoe'))).toEqual(['Role: CPA Tax Manager', 'Location: Chicago', 'Experience: 8+ years']);
    // Alone, or listed as an alternative, it is still the role.
    expect(names(interpretBrief('cpa in dc with 10+ years'))).toContain('Role: Accountant');
    expect(names(interpretBrief('controllers or CPAs in Dallas'))).toContain('Role: Financial Controller or Accountant');
  });

  it("keeps the degree a school's own name for it says (\"Stanford MBA\")", () => {
    expect(names(interpretBrief('product managers who have a Stanford MBA'))).toContain('Education: Stanford GSB, MBA');
    expect(names(interpretBrief('Stanford GSB grads in fintech'))).toContain('Education: Stanford GSB');
  });

  it('reads a client "looking at" a market as describing itself, and its own hiring as no skill', () => {
    expect(names(interpretBrief("We're a seed fund looking at vertical SaaS for restaurants. Who are the product leaders at Toast?"))).toEqual([
      'Role: Product leader', 'Company: Toast',
    ]);
    expect(names(interpretBrief('We are looking at hiring engineers in Berlin'))).toEqual(['Role: Engineer', 'Location: Berlin']);
    expect(names(interpretBrief("We're looking into finding nurses in Utrecht"))).toEqual(['Role: Registered Nurse', 'Location: Utrecht']);
    expect(names(interpretBrief('recruiters with hiring experience in London'))).toContain('Skill: Hiring');
  });
});

describe('fields, territories and what the client only describes', () => {
  it('reads two capitals after "in" as the place, unless people are "in" them as a field; with no place to decide, asks', () => {
    expect(names(interpretBrief('nurses in PR'))).toEqual(['Role: Registered Nurse', 'Location: Puerto Rico']);
    expect(names(interpretBrief('people in PR in NYC'))).toEqual(['Role: PR', 'Location: New York City']);
    expect(names(interpretBrief('PR people in Chicago'))).toEqual(['Role: PR', 'Location: Chicago']);
    const either = interpretBrief('anyone in PR with 10+ yrs, bilingual spanish');
    expect(either.kind === 'clarify' && either.reason).toBe('ambiguous');
    expect(either.kind === 'clarify' && either.question).toContain('“PR” could be the field they work in or Puerto Rico');
  });

  it('holds a US territory\'s towns, filed under the territory as a country, inside its two-letter code', () => {
    const read = interpretBrief('engineers in San Juan, PR');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Engineer', 'Location: San Juan, Puerto Rico']);
    expect(ofKind(interpretBrief('nurses in PR'), 'location')[0]).toMatchObject({ regionCodes: ['US-PR'], countryCodes: ['PR'] });
  });

  it('names a clearance by its level, and keeps the team a fit is for inside the fit', () => {
    // Holders state the level in their titles and skills; a clearance of no level is not shown.
    expect(names(interpretBrief('security engineer dc ts/sci'))).toContain('Skill: TS/SCI clearance');
    expect(names(interpretBrief('SC cleared devops engineers in London'))).toEqual(['Role: DevOps Engineer', 'Location: London', 'Skill: SC clearance']);
    expect(names(interpretBrief('DV cleared analysts in London'))).toContain('Skill: DV clearance');
    expect(names(interpretBrief('engineers with a security clearance in London'))).toContain('Unverifiable: Security clearance');
    expect(names(interpretBrief("Senior React devs in Toronto who'd be a good culture fit for a scrappy team"))).toEqual([
      'Role: React Developer', 'Seniority: Senior', 'Location: Toronto', 'Unverifiable: Culture fit (for a scrappy team)',
    ]);
  });

  it('reads a field before a kind of company as what the employer does, never a role of its own', () => {
    expect(names(interpretBrief('account directors at marketing agencies in London'))).toEqual(['Role: Account Director', 'Location: London', 'Mentions: marketing agencies']);
    expect(names(interpretBrief('founders of performance marketing agencies in Berlin'))).toEqual(['Role: Founder', 'Location: Berlin', 'Mentions: performance marketing agencies']);
    const firms = interpretBrief('engineering firms in Houston');
    expect(firms.kind === 'clarify' && firms.reason).toBe('nothing_to_search');
    expect(names(interpretBrief('marketing managers in London'))).toEqual(['Role: Marketing Manager', 'Location: London']);
  });

  it('reads "who to contact" as a verb, so a brief for companies asks for the people', () => {
    const read = interpretBrief('Find me the best SOC 2 audit firms in the US that work with startups, and who to contact there');
    expect(read.kind === 'clarify' && read.reason).toBe('nothing_to_search');
  });

  it('reads a school named after its town where the brief says it was studied at', () => {
    expect(names(interpretBrief('Software engineers who studied at Waterloo and now work in Toronto'))).toEqual([
      'Role: Software Engineer', 'Location: Toronto', 'Education: University of Waterloo',
    ]);
    expect(names(interpretBrief('engineers at Waterloo'))).toContain('Location: Waterloo');
  });

  it("drops the place of the client's own occasion when the brief says where the people are; alone, it asks", () => {
    const dinner = interpretBrief("I'm hosting a climate tech founders' dinner in Copenhagen on 19 March. Looking for a dozen founders or CEOs of climate tech startups based in Denmark or Sweden, seed to Series A.");
    expect(dinner.kind).toBe('criteria');
    expect(names(dinner)).toEqual(['Role: Founder or CEO', 'Location: Denmark or Sweden', 'Industry: Climate Tech & Clean Energy', 'Company stage: Seed to Series A']);
    const wedding = interpretBrief('photographers for a wedding in Lisbon');
    expect(wedding.kind === 'clarify' && wedding.reason).toBe('ambiguous');
  });

  it('rules out the companies the other languages rule out, never reads them as skills or towns', () => {
    expect(names(interpretBrief('engenheiros em Lisboa, exceto quem trabalha na Farfetch'))).toContain('Company: not Farfetch (current)');
    expect(names(interpretBrief('ingenieros en Madrid, nada de gente que venga de Globant'))).toContain('Company: not Globant (current or past)');
    expect(names(interpretBrief('développeurs à Paris, sauf ceux de Capgemini'))).toContain('Company: not Capgemini (current or past)');
    const sap = names(interpretBrief('Entwickler in Berlin, aber niemand von SAP'));
    expect(sap).toContain('Company: not SAP (current or past)');
    expect(sap).not.toContain('Skill: SAP');
    // "aber", "pero", "mais", "maar": the clause after "but" says what is ruled out.
    expect(interpretBrief('Entwickler in Berlin, aber niemand von SAP').kind).toBe('criteria');
    expect(names(interpretBrief('eletricistas em Manaus, não queremos gente da Samsung nem da Honda'))).toEqual([
      'Role: Electrician', 'Location: Manaus', 'Company: not Samsung or Honda (current or past)',
    ]);
    // A bare negation rules out roles only: "keine Freelancer" is no company called Freelancer.
    expect(ofKind(interpretBrief('Java-Entwickler in Frankfurt, keine Freelancer'), 'company')).toEqual([]);
  });

  it('reads a name with its web ending as a company, never a place', () => {
    expect(names(interpretBrief('developers at Bol.com'))).toEqual(['Role: Developer', 'Company: Bol.com']);
    expect(names(interpretBrief('ontwikkelaars in Utrecht, niet van Bol.com'))).toContain('Company: not Bol.com (current or past)');
  });

  it('reads "staff engineer" as a software engineer at staff level, never every engineer', () => {
    const read = interpretBrief('staff engineer remote us 10+ yoe');
    // The level is the title's: one criterion, checked on the person's seniority.
    expect(names(read)).toEqual(['Role: Staff Engineer', 'Location: United States', 'Experience: 10+ years']);
    expect(ofKind(read, 'role')[0]!.titleLevels).toEqual(['staff']);
    expect(ofKind(read, 'role')[0]!.roleKeys).toContain('backend_engineer');
    expect(ofKind(read, 'role')[0]!.roleKeys).not.toContain('mechanical_engineer');
  });

  it('keeps the open side of a graduation year', () => {
    expect(names(interpretBrief('designers, class of 2010 or earlier'))).toContain('Education: graduated 2010 or earlier');
    expect(names(interpretBrief('engineers who graduated 2015 onwards in Berlin'))).toContain('Education: graduated 2015 or later');
    expect(interpretBrief('Ivy grads, class of 2019 or later, AEs in Boston').unrecognised).not.toContain('later');
  });

  it('reads a group of schools, and a short school name capitalised before "grads" or "alumni"', () => {
    expect(names(interpretBrief('Ivy grads, class of 2019 or later, AEs in Boston'))).toContain('Education: Ivy League, graduated 2019 or later');
    expect(names(interpretBrief('Penn alumni in Philadelphia'))).toContain('Education: University of Pennsylvania');
    expect(ofKind(interpretBrief('ivy leaves designers'), 'education')).toEqual([]);
  });

  it('reads the words before "roles" and a role in brackets as describing that role', () => {
    const read = interpretBrief('Ivy grads, currently in closing roles (AE) at Series A startups on the east coast');
    expect(read.kind).toBe('criteria');
    expect(ofKind(read, 'topic')).toEqual([]);
    expect(names(read)).toContain('Role: Account Executive');
  });
});

describe('lists of titles and what no profile shows', () => {
  it('gives every item of a list the head word of its last title, where the field alone names no one level', () => {
    expect(names(interpretBrief('product or engineering leaders at Toast'))).toEqual(['Role: Product leader or Engineering leader', 'Company: Toast']);
    const managers = ofKind(interpretBrief('design or product managers in Paris'), 'role')[0]!;
    expect(managers).toMatchObject({ label: 'Design Manager or Product Manager', roleKeys: ['design_manager', 'product_manager'] });
    // A field with that head names no role: the field stays as written.
    expect(names(interpretBrief('sales or marketing people in NYC'))).toContain('Role: Sales or Marketing');
  });

  it('reads a window right after what no profile shows as its date, one criterion', () => {
    const read = interpretBrief('founders who sold their company to private equity in the last 3 years');
    expect(names(read)).toEqual(['Role: Founder', 'Unverifiable: founders who sold their company to private equity in the last 3 years']);
    // A window that holds none of it stays apart.
    expect(names(interpretBrief('people with 10k Instagram followers in the last year'))).toEqual([
      'Unverifiable: Instagram followers (10k)', 'Unverifiable: in the last year',
    ]);
  });
});

describe('the client speaking of itself after a greeting, and the country of a permit', () => {
  it('reads a sentence about the client as context after a greeting or with "I work at"', () => {
    const sdr = interpretBrief('Buenas, somos una scaleup de software de RRHH en Madrid (unos 120 empleados) y queremos contratar 8 SDRs que hablen francés');
    expect(names(sdr)).toEqual(['Role: Sales Development Representative', 'Language: French']);
    expect(sdr.target).toBe(8);
    expect(names(interpretBrief('salut ! je bosse dans une startup edtech parisienne et on cherche un head of growth'))).toEqual(['Role: Head of Growth']);
    expect(names(interpretBrief('Hola! Trabajo en una consultora de software. Buscamos devs Java en Córdoba, Argentina'))).not.toContain('Industry: Tech');
    // A greeting alone is no sentence about the client: what follows is still read.
    expect(names(interpretBrief('Hi, Series B fintech founders in London please'))).toContain('Company stage: Series B');
  });

  it("keeps a permit's country with the permit, never as where the people are", () => {
    expect(names(interpretBrief('Nous cherchons des horlogers. Le permis de travail suisse est indispensable.'))).toEqual(['Role: Watchmaker', 'Unverifiable: Work permit (Switzerland)']);
    expect(names(interpretBrief('engineers in London with a UK work permit'))).toEqual(['Role: Engineer', 'Location: London', 'Unverifiable: Work permit (United Kingdom)']);
  });
});

describe("the client's own company, described after its possessive", () => {
  it('reads "our 200-person Series C healthtech" and its sizing aside as the client, never as criteria', () => {
    expect(names(interpretBrief('Hiring a general counsel for our 200-person Series C healthtech. Candidates should be in Boston'))).toEqual([
      'Role: General Counsel', 'Location: Boston',
    ]);
    expect(names(interpretBrief('Wir suchen einen Vertriebsleiter für unser SaaS-Startup aus Berlin (Series A, 35 Leute).'))).toEqual([
      'Role: Head of Sales', 'Location: Berlin',
    ]);
  });

  it("keeps a size aside about the people's employers", () => {
    expect(names(interpretBrief('Product managers at fintechs (50-200 employees) in Berlin'))).toContain('Company size: 50-200 employees');
    expect(names(interpretBrief('Head of Growth at a startup (around 40 people) in London'))).toContain('Company size: 38-42 employees');
  });
});

describe('ranks of schools and companies, and what a tenure already says', () => {
  it('reads "top-14 school" as a rank no profile shows, never a count of people or a school industry', () => {
    const read = interpretBrief('general counsels in Boston with a JD from a top-14 school');
    expect(names(read)).toEqual(['Role: General Counsel', 'Location: Boston', 'Education: JD', 'Unverifiable: top-14 school']);
    expect(read.target).toBeNull();
    expect(names(interpretBrief('ingenieurs uit de top 10 universiteiten'))).toContain('Unverifiable: top 10 universiteiten');
    // People after "top N" are counted.
    const designers = interpretBrief('top 5 designers from agencies in Paris');
    expect(designers.target).toBe(5);
    expect(interpretBrief('top 20 CFOs in London').target).toBe(20);
  });

  it('asks nothing more about job hoppers beside a time in the current role', () => {
    expect(names(interpretBrief('Account Executives in Wien, die mindestens 3 Jahre beim aktuellen Arbeitgeber sind (wir wollen keine Job-Hopper)'))).toEqual([
      'Role: Account Executive', 'Location: Vienna', expect.stringMatching(/^Joined current company: /),
    ]);
    expect(names(interpretBrief('account executives in London, no job hoppers'))).toContain('Unverifiable: Tenure and loyalty');
  });
});

describe('levels, stays, the public sector and organisations by their initials', () => {
  it('reads "director level or above" as levels, never as a title', () => {
    const read = interpretBrief('MBA grads in Singapore at director level or above');
    expect(ofKind(read, 'seniority')[0]!.levels).toEqual(['director', 'vp', 'c_level']);
    expect(ofKind(read, 'role')).toEqual([]);
  });

  it('counts a stay at the kind of employer the brief names, and names it so', () => {
    const read = interpretBrief('veteran teachers in Ohio who have stayed at the same school for 10+ years', new Date('2026-11-28T12:00:00Z'));
    expect(names(read)).toEqual(['Role: Teacher', 'Location: Ohio', 'Joined current school: 28 Nov 2016 or earlier']);
    expect(read.unrecognised).toEqual([]);
  });

  it('reads public schools and hospitals as the public sector, never listed companies', () => {
    expect(names(interpretBrief('nurses at public hospitals in Lisbon'))).toContain('Company stage: Public sector');
    expect(names(interpretBrief('CFOs at public companies in London'))).toContain('Company stage: Public');
  });

  it('ends a "Director of" title before what the people did, and reads an organisation\'s initials after "in the" as their employer', () => {
    const read = interpretBrief('directors of nursing promoted in the last 12 months in the NHS', new Date('2026-11-28T12:00:00Z'));
    expect(names(read)).toEqual(['Role: Director of Nursing', 'Company: NHS', 'Unverifiable: directors of nursing promoted in the last 12 months']);
    expect(names(interpretBrief('engineers in the US'))).toContain('Location: United States');
  });
});

describe('lists in the brief\'s language', () => {
  it('reads Dutch "of" as "or" and "medior" as mid-level, in a brief whose "in" and "of" English shares', () => {
    const read = interpretBrief('Wij zoeken developers in Amsterdam, medior of senior, met React of Vue');
    expect(names(read)).toEqual(['Role: Developer', 'Seniority: Mid-level or Senior', 'Location: Amsterdam', 'Skill: React or Vue.js']);
    expect(names(interpretBrief('Java-Entwickler in Berlin mit Spring oder Kafka'))).toContain('Skill: Spring Boot or Kafka');
    // In English "of" joins nothing: both skills stay required.
    expect(names(interpretBrief('developers in Berlin with Java and Kotlin'))).toEqual(['Role: Developer', 'Location: Berlin', 'Skill: Java', 'Skill: Kotlin']);
  });
});

describe("other languages' professions, never widened to their family", () => {
  it.each([
    ['farmacêuticos hospitalares no Rio', 'Role: Hospital Pharmacist'],
    ['conductores de camión en Zaragoza', 'Role: Truck Driver'],
    ['motoristas de pesados, zona de Leiria', 'Role: Truck Driver'],
    ['Küchenchef:in in Wien', 'Role: Head Chef'],
    ['chef-koks in Gent', 'Role: Head Chef'],
    ['infirmier anesthésiste lyon', 'Role: Nurse Anesthetist'],
    ['técnicos de enfermagem em Porto Alegre', 'Role: Licensed Practical Nurse'],
    ['ok-assistent rotterdam', 'Role: Surgical Technologist'],
    ['advocaten arbeidsrecht in Amsterdam', 'Role: Employment Lawyer'],
    ['monteurs voor zonnepanelen in Utrecht', 'Role: Solar Panel Installer'],
  ])('%s -> %s', (brief, role) => {
    expect(names(interpretBrief(brief))[0]).toBe(role);
  });
});

describe("the occupations' British titles in American spelling", () => {
  it.each([
    ['mental health counselors in Leeds', 'Role: Mental Health Counselor'],
    ['nurse anesthetists in Ohio', 'Role: Nurse Anesthetist'],
    ['call center agents in Dallas', 'Role: Call Center Agent'],
    ['pediatricians in Boston', 'Role: Pediatrician'],
  ])('%s -> %s', (brief, role) => {
    expect(names(interpretBrief(brief))[0]).toBe(role);
  });
});

describe('sales representatives, and titles a brief rules out', () => {
  it('reads a sales rep in any language as the reps and the title itself, never sales engineers', () => {
    for (const brief of ['sales representatives in Lyon', 'Vertriebler in Lyon', 'commerciaux à Lyon', 'vendedores en Lyon']) {
      const [role] = ofKind(interpretBrief(brief), 'role');
      expect(role).toMatchObject({ name: 'Role: Sales Representative', roleKeys: ['sdr', 'account_executive', 'account_manager'] });
      expect(role!.titleTerms).toContain('sales representative');
    }
  });

  it('reads "outside" before a title as part of it, never as a place ruled out', () => {
    expect(names(interpretBrief('outside sales representatives in Denver'))).toEqual(['Role: Outside Sales Representative', 'Location: Denver']);
    expect(names(interpretBrief('outside counsel in Chicago'))).toEqual(['Role: Outside Counsel', 'Location: Chicago']);
    expect(names(interpretBrief('nurses outside of Texas'))).toEqual(['Role: Registered Nurse', 'Location: outside Texas']);
  });

  it('rules out a title the lexicon lacks after "no", "excluding" or "but not", and the next title of its list', () => {
    expect(names(interpretBrief('backend engineers in Berlin, no founding engineers'))).toEqual(['Role: Backend Engineer', 'Role: not Founding Engineer', 'Location: Berlin']);
    const listed = interpretBrief('designers in London but not founding engineers or developer advocates');
    expect(ofKind(listed, 'role')[1]).toMatchObject({ name: 'Role: not Founding Engineer or Developer Advocate', titleTerms: ['founding engineer', 'developer advocate'], exclude: true });
    expect(listed.kind).toBe('criteria');
    // Portuguese "no" is "in the".
    expect(names(interpretBrief('arquitetos no Porto'))).toEqual(['Role: Architect', 'Location: Porto']);
  });
});

describe('what a negation rules out, and what it cannot', () => {
  it('rules a level out as every other level, and asks about a level of a role', () => {
    const juniors = interpretBrief('designers, no juniors, in Paris');
    expect(names(juniors)).toEqual(['Role: Designer', 'Seniority: not Junior', 'Location: Paris']);
    expect(ofKind(juniors, 'seniority')[0]!.levels).not.toContain('junior');
    const seniors = interpretBrief('backend engineers, no senior engineers');
    expect(seniors.kind === 'clarify' && seniors.unrecognised).toEqual(['senior', 'engineers']);
  });

  it('asks about a stage, an industry, a skill, a degree, a credential or a kind of employer after a negation, never reads it as wanted', () => {
    for (const [brief, words] of [
      ['designers not at startups', 'not at startups'], ['PMs, not in fintech, in London', 'not in fintech'], ['developers in Berlin, no Java', 'no Java'],
      ['no PhD needed, data scientists in Paris', 'no PhD'], ['accountants, no CPAs, in Denver', 'CPAs'], ['designers not currently at agencies', 'not currently at agencies'],
      ['Entwickler in Berlin ohne Java', 'ohne Java'], ['developers without experience in Java in Berlin', 'without experience in Java'],
    ] as const) {
      const read = interpretBrief(brief);
      const word = words.split(' ').at(-1)!;
      // The question names the negation with what it rules out.
      expect(read.kind === 'clarify' && read.unrecognised, brief).toEqual(words.split(' '));
      expect(read.criteria.every((c) => !c.name.toLowerCase().includes(word.toLowerCase().slice(0, 4))), brief).toBe(true);
    }
    // Wanted, they are criteria.
    expect(names(interpretBrief('designers at agencies'))).toEqual(['Role: Designer', 'Mentions: agencies']);
  });

  it('rules out the lexicon\'s title of its own, never its whole family', () => {
    expect(names(interpretBrief('nurses, not nurse practitioners, in Ohio'))).toEqual(['Role: Registered Nurse', 'Role: not Nurse Practitioner', 'Location: Ohio']);
  });

  it('reads the other languages\' "without", "outside" and "no longer at"', () => {
    expect(names(interpretBrief('desenvolvedores em Lisboa, sem juniores'))).toEqual(['Role: Developer', 'Seniority: not Junior', 'Location: Lisbon']);
    expect(names(interpretBrief('enfermeiros fora de Lisboa'))).toEqual(['Role: Registered Nurse', 'Location: outside Lisbon']);
    expect(names(interpretBrief('verpleegkundigen buiten Utrecht'))).toEqual(['Role: Registered Nurse', 'Location: outside Utrecht']);
    expect(names(interpretBrief('Ingenieure, die nicht mehr bei Siemens sind'))).toContain('Past company: Siemens');
    expect(names(interpretBrief('ingénieurs qui ont quitté Airbus'))).toContain('Past company: Airbus');
  });

  it('reads "no longer at" as a past employer, and asks about a language people do not speak', () => {
    expect(names(interpretBrief('data engineers who no longer work at Google'))).toEqual(['Role: Data Engineer', 'Past company: Google']);
    for (const brief of ["lawyers in Paris who don't speak French", 'no French speakers, engineers in Paris', 'Anwälte in Berlin, die nicht Deutsch sprechen']) {
      const read = interpretBrief(brief);
      expect(read.kind, brief).toBe('clarify');
      expect(ofKind(read, 'language'), brief).toEqual([]);
    }
  });
});

describe('bounds and exclusions that read the wrong way round', () => {
  it('reads "no more than" and "not more than" as a most, never a least', () => {
    expect(ofKind(interpretBrief('sales leaders at companies with no more than 200 people'), 'size')[0]).toMatchObject({ min: null, max: 200 });
    expect(ofKind(interpretBrief('PMs not more than 10 years experience'), 'experience')[0]).toMatchObject({ min: null, max: 10 });
    expect(ofKind(interpretBrief('PMs with not less than 5 years experience'), 'experience')[0]).toMatchObject({ min: 5, max: null });
  });

  it('reads "anywhere but" as a place ruled out, and "non-profit" as the industry, never a company ruled out', () => {
    expect(names(interpretBrief('data engineers anywhere but Germany'))).toEqual(['Role: Data Engineer', 'Location: outside Germany']);
    expect(names(interpretBrief('designers at non-profits'))).toEqual(['Role: Designer', 'Industry: Non-profit']);
    expect(names(interpretBrief('non-executive directors in London'))).toEqual(['Role: Non Executive Director', 'Location: London']);
  });

  it('asks about a kind of company ruled out, and about roles that rule each other out', () => {
    const nonTech = interpretBrief('product managers at non-tech companies');
    expect(nonTech.kind === 'clarify' && nonTech.unrecognised).toEqual(['non', 'tech', 'companies']);
    expect(names(nonTech)).toEqual(['Role: Product Manager']);
    const nurses = interpretBrief('nurses who are not RNs');
    expect(nurses.kind === 'clarify' && nurses.reason).toBe('contradiction');
  });
});

describe('what people did is no role they hold', () => {
  it('never reads "designed", "managed" or "engineered" as a designer, a manager or an engineer', () => {
    for (const [brief, word] of [['product designers who have designed for kids', 'designed'], ['data engineers who managed teams of 10+', 'managed'], ['backend engineers who engineered payment systems', 'engineered']] as const) {
      const read = interpretBrief(brief);
      expect(ofKind(read, 'role'), brief).toHaveLength(1);
      expect(read.unrecognised, brief).toContain(word);
    }
    // Nor is the size of a team after "of" years of experience.
    expect(ofKind(interpretBrief('data engineers who managed teams of 10+'), 'experience')).toEqual([]);
  });

  it('never reads a verb after "previously" as a company', () => {
    const exited = interpretBrief('founders who previously exited a company');
    expect(ofKind(exited, 'company')).toEqual([]);
    expect(exited.unrecognised).toContain('exited');
  });

  it('reads "Big Tech" as companies, never the title of a technician', () => {
    expect(names(interpretBrief('staff engineers who moved from Big Tech to startups in the last year')).filter((n) => n.startsWith('Role:'))).toEqual(['Role: Staff Engineer']);
  });
});

describe("the other languages' words for the job's hours, a controller and the banking sector", () => {
  it('reads full time as the job\'s terms, "financieel controller" as the role and the banking sector as the industry', () => {
    expect(interpretBrief('Wir suchen Pflegefachkräfte in Hamburg, Vollzeit')).toMatchObject({ kind: 'criteria' });
    expect(names(interpretBrief('Wij zoeken een financieel controller in Rotterdam met ervaring in de logistiek'))).toEqual([
      'Role: Financial Controller', 'Location: Rotterdam', 'Industry: Logistics & Supply Chain',
    ]);
    expect(names(interpretBrief('engenheiros de dados que trabalharam no setor bancário'))).toContain('Industry: Banking & Financial Services');
    // A bank's own name is no sector.
    expect(names(interpretBrief('Banco Santander engineers in Madrid'))).not.toContain('Industry: Banking & Financial Services');
  });
});

describe('a credential after the title', () => {
  it('reads "pe" right after an engineer as the PE licence, and "in PE" never as it', () => {
    expect(names(interpretBrief('structural engineer pe in wa'))).toEqual(['Role: Structural Engineer', 'Location: Washington', 'Skill: PE']);
    expect(names(interpretBrief('civil engineers with a PE license in Ohio'))).toContain('Skill: PE');
    expect(names(interpretBrief('Deloitte alumni now in PE'))).not.toContain('Skill: PE');
  });
});

describe('lists that share their last words', () => {
  it('reads "iOS or Android engineers" as either title, never an Android engineer who knows iOS', () => {
    expect(names(interpretBrief('iOS or Android engineers at Series B+ startups'))).toEqual(['Role: iOS Engineer or Android Engineer', 'Company stage: Series B or later']);
    expect(ofKind(interpretBrief('software or data engineers in NYC'), 'industry')).toEqual([]);
    expect(ofKind(interpretBrief('data or ML engineers in London'), 'role')[0]!.roleKeys).toEqual(['ml_engineer', 'data_engineer']);
    expect(ofKind(interpretBrief('UX/UI designers in Berlin'), 'role')[0]!.roleKeys).toEqual(['product_designer']);
  });

  it('reads "senior or staff engineers" as either level, never a staff engineer who is senior', () => {
    const read = interpretBrief('senior or staff engineers, not managers, in Toronto');
    expect(ofKind(read, 'seniority')[0]!.levels).toEqual(['senior', 'staff']);
    expect(names(read)).toContain('Role: not Manager');
  });

  it('asks about a kind of employer ruled out', () => {
    const read = interpretBrief('designers in Paris or Lyon, but not agencies');
    expect(read.kind === 'clarify' && read.unrecognised).toEqual(['but', 'not', 'agencies']);
  });
});

describe('one person with two titles', () => {
  it('asks about "CTOs who are also founders", never verifying every founder', () => {
    const read = interpretBrief('CTOs who are also founders in Berlin');
    expect(read.kind === 'clarify' && read.reason).toBe('ambiguous');
    expect(read.kind === 'clarify' && read.question).toContain('not both at once');
    // A list of people wanted stays either title.
    expect(interpretBrief('engineers and designers in Berlin').kind).toBe('criteria');
  });
});

describe('wishes in the other languages', () => {
  it('reads the other languages\' "is a plus" as a wish, never a requirement', () => {
    for (const brief of [
      'Zoek data engineers in Gent. Nederlands is verplicht, Frans is handig.',
      'Zoek data engineers in Gent. Frans is een plus.',
      'Data Engineers in München, Französisch von Vorteil',
      'data engineers à Lyon, le français est un atout',
      'ingenieros de datos en Madrid, francés valorable',
      'engenheiros de dados em Lisboa, francês é um diferencial',
    ]) {
      const read = interpretBrief(brief);
      expect(read.kind, brief).toBe('criteria');
      expect(ofKind(read, 'language').map((c) => c.name), brief).not.toContain('Language: French');
      expect(read.preferences.map((p) => p.name), brief).toContain('Preferred: Language: French');
    }
  });

  it('ranks by the words of a wish it cannot read rather than ask, unless they say who people are', () => {
    const read = interpretBrief('Head of Marketing in Utrecht. Eisen: ervaring bij een B2B SaaS-bedrijf. Ervaring met uitbreiding naar Duitsland is een pluspunt.');
    expect(read.kind).toBe('criteria');
    expect(read.preferences.map((p) => p.name)).toContain('Preferred: Mentions: uitbreiding naar');
    const nationality = interpretBrief('contadores en Lima, preferiblemente que no sean venezolanos');
    expect(nationality.kind).toBe('clarify');
    expect(nationality.unrecognised).toEqual(['venezolanos']);
    const demonym = interpretBrief('accountants in Lima, preferably not Venezuelan');
    expect(demonym.kind === 'clarify' && demonym.question).toMatch(/does not search people by nationality/);
    // A language's name is the language.
    const spanish = interpretBrief('sommeliers in Brooklyn, spanish would be nice');
    expect(spanish.kind === 'clarify' ? spanish.question : '').not.toMatch(/nationality/);
  });
});

describe('places named again', () => {
  it('reads "from the area" as the place the client named for itself', () => {
    expect(names(interpretBrief('We are a clinic in Leeds and we are looking for nurses from the area'))).toEqual(['Role: Registered Nurse', 'Location: Leeds']);
    expect(names(interpretBrief('Wir sind ein Family Office in Zürich und suchen Portfoliomanager aus der Region'))).toEqual(['Role: Portfolio Manager', 'Location: Zurich']);
    expect(names(interpretBrief('Somos uma clínica em Braga e procuramos enfermeiros da região'))).toEqual(['Role: Registered Nurse', 'Location: Braga']);
    expect(names(interpretBrief('We are a clinic in Leeds and we are looking for local nurses'))).toEqual(['Role: Registered Nurse', 'Location: Leeds']);
  });

  it('reads "Porto ou arredores" as Porto, and asks about "the area" when no place was named', () => {
    expect(names(interpretBrief('fisioterapeutas no Porto ou arredores'))).toEqual(['Role: Physiotherapist', 'Location: Porto']);
    const nowhere = interpretBrief('nurses from the area');
    expect(nowhere.kind === 'clarify' && nowhere.unrecognised).toEqual(['the', 'area']);
    // "the area of payments" names no place.
    expect(ofKind(interpretBrief('We are a bank in Leeds. Engineers working in the area of payments'), 'location')).toEqual([]);
  });
});

describe('places people left', () => {
  it('reads a country or town people left as where they are not, never where they are', () => {
    for (const [brief, country] of [['nurses who left the UK', 'GB'], ['pilotos da TAP que saíram de Portugal', 'PT'], ['infirmières qui ont quitté la France', 'FR']] as const) {
      const places = ofKind(interpretBrief(brief), 'location');
      expect(places.map((p) => [p.countryCodes, p.exclude]), brief).toEqual([[[country], true]]);
    }
    // A company left is a past employer.
    expect(names(interpretBrief('engineers who left Meta in the last year', new Date('2026-11-28')))).toEqual(['Role: Engineer', 'Past company: Meta (left 28 Nov 2025 or later)']);
  });
});

describe('what the client says is not required, and the market it opens', () => {
  const sdrs = 'Buenas, somos una scaleup de software de RRHH en Madrid (unos 120 empleados) y queremos contratar 8 SDRs que hablen francés nativo o bilingüe para abrir mercado en Francia. Pueden estar en Madrid o Barcelona. Valoramos experiencia previa en SaaS pero no es imprescindible.';

  it('reads "para abrir mercado en Francia" as the client\'s market, and where people may be as their place', () => {
    const read = interpretBrief(sdrs);
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Sales Development Representative', 'Location: Madrid or Barcelona', 'Language: French']);
    expect(read.target).toBe(8);
  });

  it('reads what "is not essential" as a wish, in each language', () => {
    expect(interpretBrief(sdrs).preferences.map((p) => p.name)).toEqual(['Preferred: Industry: B2B SaaS']);
    expect(interpretBrief('backend engineers in Berlin, Kubernetes experience not required').preferences.map((p) => p.name)).toEqual(['Preferred: Skill: Kubernetes']);
  });
});

describe('what the people will be for the client, and moves the readings already hold', () => {
  it('reads "speakers who are CFOs" and "to be mentors" as the client\'s purpose, never a title asked about', () => {
    const summit = interpretBrief('We are organising a fintech summit in Lisbon in May - need 12 speakers who are CFOs at European neobanks.');
    expect(summit.kind).toBe('criteria');
    expect(names(summit)).toContain('Role: CFO');
    expect(interpretBrief('veteran teachers in Ohio who have stayed at the same school for 10+ years to be mentors').kind).toBe('criteria');
    // A speaker by trade stays a title.
    expect(names(interpretBrief('motivational speakers in Dallas'))).toEqual(['Role: Motivational Speaker', 'Location: Dallas']);
  });

  it('reads "have since moved to another hospital system" and "to join startups" by the readings around them', () => {
    const nurses = interpretBrief('Any nurse managers in Ohio who used to work at Cleveland Clinic but have since moved to another hospital system?');
    expect(nurses.kind).toBe('criteria');
    expect(names(nurses)).toContain('Past company: Cleveland Clinic');
    const auditors = interpretBrief('auditors who left the Big Four in the last year to join startups', new Date('2026-11-28'));
    expect(auditors.kind).toBe('criteria');
    expect(names(auditors)).toEqual(['Role: Auditor', 'Past company: Deloitte, PwC, EY or KPMG (left 28 Nov 2025 or later)', 'Company stage: Startup']);
    expect(interpretBrief('engineering managers in NYC. 15 names is plenty.')).toMatchObject({ kind: 'criteria', target: 15 });
  });
});

describe('the market people sell in, language levels, field sales', () => {
  it('reads "B2B" beside a role as the market, never a word of the title', () => {
    expect(names(interpretBrief('commerciaux terrain B2B en Bretagne'))).toEqual(['Role: Field Sales Representative', 'Location: Brittany', 'Mentions: B2B']);
    expect(names(interpretBrief('B2B account executives in Leeds'))).toEqual(['Role: Account Executive', 'Location: Leeds', 'Mentions: B2B']);
    expect(names(interpretBrief('B2B SaaS account executives in Leeds'))).toContain('Industry: B2B SaaS');
  });

  it('reads a German language level written before the language', () => {
    for (const brief of ['Vertriebsleiter in Stuttgart, verhandlungssicheres Englisch', 'Vertriebsleiter in Stuttgart, sehr gutes Englisch', 'Vertriebsleiter in Stuttgart, fließendes Englisch']) {
      expect(names(interpretBrief(brief)), brief).toEqual(['Role: Head of Sales', 'Location: Stuttgart', 'Language: English']);
    }
  });

  it('reads salespeople on the road as field sales, never every salesperson', () => {
    for (const brief of ['commerciaux terrain à Lyon', 'vendedores externos em Curitiba', 'Außendienstmitarbeiter in München']) {
      expect(ofKind(interpretBrief(brief), 'role')[0]!.label, brief).toBe('Field Sales Representative');
    }
    expect(ofKind(interpretBrief('comerciales en Valencia'), 'role')[0]!.label).toBe('Sales Representative');
  });
});

describe('the client speaking of itself, and parts of a place', () => {
  it('reads "I\'m a founder building a B2B marketplace in Manchester" as the client, however its words are written', () => {
    const read = interpretBrief("I'm a non-technical founder (ex-Deliveroo ops) building a B2B marketplace for restaurant supplies in Manchester. Looking for senior backend engineers.");
    expect(names(read)).toEqual(['Role: Backend Engineer', 'Seniority: Senior']);
    expect(names(interpretBrief('Our team sells EHR integration software. Pull CIOs at US hospitals.'))).toEqual(['Role: CIO', 'Location: United States', 'Industry: Healthcare Providers']);
  });

  it('reads "a technical co-founder: someone who has been a staff engineer" by the title they have held', () => {
    expect(names(interpretBrief('Looking for a technical co-founder: someone who has been a senior or staff engineer at a marketplace company.')))
      .toEqual(['Role: Engineer', 'Seniority: Senior or Staff/Lead', 'Industry: Marketplaces']);
    // A definition that adds to the title keeps it.
    expect(names(interpretBrief('Hiring a nurse in Leeds: someone who has worked in ICU'))).toContain('Role: Registered Nurse');
  });

  it('asks about "the North of England" rather than read a region of Cameroon or all of England', () => {
    for (const brief of ['engineers in the North of England', 'engineers in Northern England', 'engenheiros no norte de Portugal']) {
      const read = interpretBrief(brief);
      expect(read.kind, brief).toBe('clarify');
      expect(ofKind(read, 'location').flatMap((l) => l.regionCodes), brief).not.toContain('CM-NO');
    }
    expect(interpretBrief('engineers in London, ideally in the North of England').preferences.map((p) => p.name)).toEqual(['Preferred: Location: England']);
    expect(names(interpretBrief('engineers in North Carolina'))).toContain('Location: North Carolina');
    expect(names(interpretBrief('engineers in Southern California'))).toContain('Location: Southern California');
  });

  it('reads "VPs of IT" as the title VP of IT', () => {
    expect(ofKind(interpretBrief('CIOs and VPs of IT at US hospitals'), 'role')[0]).toMatchObject({ label: 'CIO or VP of IT', titleTerms: ['cio', 'vp of it'] });
  });
});

describe('lawyers by their practice area', () => {
  it('reads the practice area before a lawyer\'s title as part of it, never an industry or a question', () => {
    for (const [brief, title] of [
      ['personal injury attorney in pa', 'Personal Injury Attorney'], ['criminal defense attorneys in Miami', 'Criminal Defense Attorney'], ['estate planning attorneys in Scottsdale', 'Estate Planning Attorney'],
    ]) {
      const read = interpretBrief(brief!);
      expect(read.kind, brief).toBe('criteria');
      expect(ofKind(read, 'role').map((r) => r.label), brief).toEqual([title]);
      expect(ofKind(read, 'industry'), brief).toEqual([]);
    }
    expect(names(interpretBrief('lawyers in the defense industry'))).toContain('Industry: Aerospace & Defense');
  });
});

describe('titles the classification lacks', () => {
  it('never corrects a title word of today into the classification\'s ("licensed practical nurse" is no "practice nurse")', () => {
    expect(ofKind(interpretBrief('licensed practical nurses in Ohio'), 'role')[0]).toMatchObject({ label: 'Licensed Practical Nurse', titleTerms: ['licensed practical nurse'] });
  });

  it('names a plural acronym title in the singular ("LPNs" is LPN)', () => {
    expect(ofKind(interpretBrief('LPNs in Ohio'), 'role')[0]).toMatchObject({ label: 'LPN', titleTerms: ['lpn'] });
  });
});

describe('domains in every language of briefs', () => {
  it("reads an industry in the brief's own words, sector words and German or Dutch compounds included", () => {
    expect(names(interpretBrief('comerciales en Valencia con experiencia en el sector energético'))).toContain('Industry: Energy & Utilities');
    expect(names(interpretBrief('Verkäufer im Energiesektor in Berlin'))).toContain('Industry: Energy & Utilities');
    expect(names(interpretBrief('Vertriebler aus der IT-Branche in München'))).toContain('Industry: IT Services & Outsourcing');
    expect(names(interpretBrief('consultores com experiência em consultoria em Lisboa'))).toContain('Industry: Management Consulting');
  });

  it('reads a ward as its skill, and a kind of kitchen or a field of investing as a topic, in any of their spellings', () => {
    const nurses = interpretBrief('Zoek verpleegkundigen in Rotterdam met IC-ervaring');
    expect(nurses.kind).toBe('criteria');
    expect(names(nurses)).toEqual(['Role: Registered Nurse', 'Location: Rotterdam', 'Skill: Intensive Care']);
    expect(names(interpretBrief('sous chefs with Michelin-star experience, Paris'))).toEqual(['Role: Sous Chef', 'Location: Paris', 'Mentions: Michelin-starred restaurant']);
    expect(names(interpretBrief('Stanford MBAs working in VC'))).toEqual(['Education: Stanford GSB, MBA', 'Mentions: venture capital']);
    expect(names(interpretBrief('Deloitte alumni now in PE'))).toEqual(['Past company: Deloitte', 'Mentions: private equity']);
    // "investment banking" is no retail bank: the whole phrase, before "banking" alone is read.
    expect(names(interpretBrief('analysts in investment banking in London'))).toContain('Mentions: investment banking');
  });

  it('reads a short form only where a field stands, and a kind of firm as no company', () => {
    expect(names(interpretBrief('PE teachers in Leeds'))).not.toContain('Mentions: private equity');
    expect(ofKind(interpretBrief('VCs in London'), 'topic')).toEqual([]);
    const partners = interpretBrief('partners at VC firms in Berlin');
    expect(ofKind(partners, 'company')).toEqual([]);
    expect(names(partners)).toContain('Mentions: venture capital');
    expect(ofKind(interpretBrief('partners at Boutique firms in Berlin'), 'company')).toEqual([]);
    expect(names(interpretBrief('engineers at Redis Labs'))).toContain('Company: Redis Labs');
  });

  it('has every field short form stand for a phrase of a known topic or a skill', () => {
    const skillPhrases = [...SKILL_BY_NAME.values()].flatMap((s) => [s.name.toLowerCase(), ...s.aliases.map((a) => a.phrase)]);
    for (const [code, field] of FIELD_CODES) expect(KNOWN_TOPICS.some((t) => t.phrases.includes(field)) || skillPhrases.includes(field), code).toBe(true);
  });

  it('reads a class of driving licence in any language, as a skill and no word of the title', () => {
    expect(names(interpretBrief('motoristas de pesados com carta CE, zona de Leiria'))).toEqual(['Role: Truck Driver', 'Location: Leiria', 'Skill: Category CE driving licence']);
    // The licence class, not any driving licence (which no profile shows).
    expect(names(interpretBrief('Vrachtwagenchauffeurs met CE-rijbewijs in Gelderland'))).toEqual(['Role: Truck Driver', 'Location: Gelderland', 'Skill: Category CE driving licence']);
    expect(names(interpretBrief('HGV Class 1 drivers in Leeds'))).toEqual(['Role: Truck Driver', 'Location: Leeds', 'Skill: Category CE driving licence']);
    expect(interpretBrief('HGV Class 1 drivers in Leeds').target).toBeNull();
    expect(names(interpretBrief('mediators with ADR experience in London'))).not.toContain('Skill: ADR certificate');
  });

  it('reads site safety certificates, and a word that says a credential is current as no restriction of its own', () => {
    expect(interpretBrief('Wij zoeken 8 elektriciens met een geldig VCA-certificaat in Zeeland')).toMatchObject({ kind: 'criteria', target: 8 });
    expect(names(interpretBrief('Wij zoeken 8 elektriciens met een geldig VCA-certificaat in Zeeland'))).toContain('Skill: VCA');
    expect(names(interpretBrief('eletricistas industriais com NR-10 em Manaus'))).toContain('Skill: NR-10');
    expect(interpretBrief('drivers with a valid driving licence in Leeds').unrecognised).toEqual([]);
  });

  it('reads school subjects for teachers only', () => {
    expect(names(interpretBrief('Gymnasiallehrer für Mathe und Physik in Sachsen'))).toEqual(['Role: Secondary School Teacher', 'Location: Saxony', 'Mentions: mathematics', 'Mentions: physics']);
    // A subject's teacher of its own is one title ("Docenten wiskunde": math teachers).
    expect(names(interpretBrief('Docenten wiskunde in Antwerpen'))).toEqual(['Role: Math Teacher', 'Location: Antwerp']);
    expect(ofKind(interpretBrief('chemists in Basel to join a medicinal chemistry team'), 'topic').map((c) => c.name)).not.toContain('Mentions: chemistry');
  });

  it('reads "LLM" as the law degree only where someone holds one', () => {
    expect(names(interpretBrief('LLM graduates from UCL specialising in competition law'))).toEqual(['Education: University College London, LLM', 'Mentions: competition law']);
    expect(names(interpretBrief('lawyers with an LLM in tax'))).toContain('Education: LLM in tax');
    expect(names(interpretBrief('engineers with LLM experience'))).toContain('Skill: LLMs');
  });

  it("reads the former students of a school in the briefs' languages", () => {
    expect(interpretBrief('antiguos alumnos del IESE en Madrid')).toMatchObject({ kind: 'criteria' });
    expect(interpretBrief("anciens élèves de l'ESSEC à Paris")).toMatchObject({ kind: 'criteria' });
  });
});

describe('groups of schools and companies, and a year of classes', () => {
  it('reads "ex-" or "former" before a group of companies as a past employer', () => {
    for (const brief of ['ex-Big Four auditors in London', 'former Big Four auditors in London', 'ex-big-4 auditors in London']) {
      expect(ofKind(interpretBrief(brief), 'company'), brief).toMatchObject([{ when: 'past', names: ['Deloitte', 'PwC', 'EY', 'KPMG'] }]);
    }
    // "big" before no group's name is still no company's.
    expect(ofKind(interpretBrief('auditors at big companies in London'), 'company')).toEqual([]);
  });

  it('reads a group after "at a", and "excluding current X employees" as ruling X out, never as X', () => {
    expect(ofKind(interpretBrief('product managers previously at a FAANG company'), 'company')).toMatchObject([{ when: 'past', names: ['Meta', 'Apple', 'Amazon', 'Netflix', 'Google'] }]);
    expect(ofKind(interpretBrief('designers, excluding current Amazon employees'), 'company')).toMatchObject([{ when: 'current', names: ['Amazon'], exclude: true }]);
    expect(interpretBrief('designers, excluding current Amazon employees').unrecognised).toEqual([]);
  });

  it('reads the other languages\' "no longer at X" as a past employer, never as X now nor as X ruled out', () => {
    for (const brief of ['ingénieurs qui ne travaillent plus chez Google', 'engenheiros que já não trabalham na Google', 'engenheiros que não trabalham mais na Google', 'ingenieros que ya no trabajan en Google']) {
      expect(ofKind(interpretBrief(brief), 'company'), brief).toMatchObject([{ when: 'past', names: ['Google'], exclude: false }]);
    }
    // Never worked there: ruled out.
    expect(ofKind(interpretBrief('ingenieros que no trabajan en Google'), 'company')).toMatchObject([{ names: ['Google'], exclude: true }]);
  });

  it('reads "ex-" before a place\'s name as the employer of that name, and a title right after an employer', () => {
    expect(names(interpretBrief('pilotes de ligne ex-Swiss ou ex-Air France'))).toEqual(['Role: Airline Pilot', 'Past company: Swiss or Air France']);
    expect(names(interpretBrief('ex-Nokia engineers in Helsinki'))).toContain('Past company: Nokia');
    expect(names(interpretBrief('ex-Emirates pilots in Dubai'))).toEqual(['Role: Pilot', 'Location: Dubai', 'Past company: Emirates']);
    // A word of no meaning after the employer is no title.
    expect(ofKind(interpretBrief('people at OpenAI working on evals'), 'role')).toEqual([]);
    expect(names(interpretBrief('PMs ex-Nubank que estão hoje no iFood ou Mercado Livre'))).toEqual(['Role: Product Manager', 'Company: iFood or Mercado Livre', 'Past company: Nubank']);
  });

  it('reads "que não sejam de Lisboa", "que no sean de Madrid" as where people are not', () => {
    expect(ofKind(interpretBrief('enfermeiras que não sejam de Lisboa'), 'location')).toMatchObject([{ label: 'outside Lisbon', exclude: true }]);
    expect(ofKind(interpretBrief('enfermeras que no sean de Madrid'), 'location')).toMatchObject([{ label: 'outside Madrid', exclude: true }]);
    expect(ofKind(interpretBrief('engenheiros que não trabalham na Google'), 'company')).toMatchObject([{ names: ['Google'], exclude: true }]);
  });

  it('reads the years right after the school people graduated from', () => {
    expect(names(interpretBrief('engineers who graduated from Stanford between 2015 and 2018'))).toContain('Education: Stanford University, graduated 2015-2018');
    expect(names(interpretBrief('engenheiros de software formados na USP entre 2015 e 2018'))).toContain('Education: Universidade de São Paulo, graduated 2015-2018');
  });

  it('reads "the 2010-2014 classes" as graduation years, and Oxbridge as its two universities', () => {
    expect(names(interpretBrief('Harvard Law JDs from the 2010-2014 classes in Boston'))).toContain('Education: Harvard Law School, JD, graduated 2010-2014');
    expect(names(interpretBrief('Oxbridge-educated barristers in London'))).toEqual(['Role: Barrister', 'Location: London', 'Education: Oxford or Cambridge']);
  });
});

describe('levels named as levels', () => {
  it('keeps a level that narrows a group of roles, and reads "VP level" and "director+" as levels, never as titles', () => {
    expect(names(interpretBrief('product leaders at director level or above in London'))).toContain('Seniority: Director or above');
    expect(names(interpretBrief('senior CTOs in London'))).toEqual(['Role: CTO', 'Location: London']);
    expect(names(interpretBrief('marketers at VP level in London'))).toEqual(['Role: Marketing', 'Seniority: VP', 'Location: London']);
    expect(names(interpretBrief('product leaders, director+ in London'))).toEqual(['Role: Product leader', 'Seniority: Director or above', 'Location: London']);
  });

  it('never corrects a word into one with a symbol, nor corrects a word with one', () => {
    expect(names(interpretBrief('directores comerciales en Madrid'))).toContain('Role: Director Commercial');
    expect(names(interpretBrief('senior+ engineers in Berlin'))).toContain('Seniority: Senior or above');
  });

  it('never reads a level ruled out before "in <place>" as the place ruled out', () => {
    expect(ofKind(interpretBrief('senior engineers but not staff in Berlin'), 'location')).toMatchObject([{ label: 'Berlin', exclude: false }]);
  });
});

describe('an age that looks like years', () => {
  it('reads a limit no career reaches, with no word for experience, as an age the brief asks about', () => {
    for (const brief of ['enfermeiras com menos de 40 anos em Lisboa', 'enfermeras de menos de 30 años en Madrid', 'engineers with less than 40 years in London']) {
      const read = interpretBrief(brief);
      expect(read.kind === 'clarify' && read.question, brief).toMatch(/does not search people by age/);
      expect(ofKind(read, 'experience'), brief).toEqual([]);
    }
    // Years a career does reach stay experience.
    expect(names(interpretBrief('engineers with 25+ years in banking'))).toContain('Experience: 25+ years');
    expect(names(interpretBrief('engineers with 5-30 years of experience'))).toContain('Experience: 5-30 years');
  });
});

describe('metro areas by their nicknames', () => {
  it('reads a metro area as its city and the towns around it, never a namesake elsewhere', () => {
    const label = (brief: string) => ofKind(interpretBrief(brief), 'location').map((c) => c.label);
    expect(label('nurses in DFW')).toEqual(['Dallas-Fort Worth']);
    expect(label('nurses in Chicagoland')).toEqual(['Greater Chicago']);
    expect(label('nurses in the Twin Cities')).toEqual(['the Twin Cities']);
    expect(label('nurses in the DC area')).toEqual(['the Washington DC area']);
    expect(label('nurses in Metro Atlanta')).toEqual(['Metro Atlanta']);
    expect(label('nurses in the GTA')).toEqual(['the Greater Toronto Area']);
    expect(label('nurses in Metro Vancouver')).toEqual(['Metro Vancouver']);
    expect(ofKind(interpretBrief('nurses in the GTA'), 'location')[0]!.cityIds.length).toBeGreaterThan(2);
    // A game is no place.
    expect(label('developers who worked on GTA V')).toEqual([]);
  });
});

describe('the client\'s job, and knowing a tool', () => {
  it('reads what the people are hired for as the client\'s, never an industry of theirs', () => {
    expect(names(interpretBrief('Hiring 8 journeyman electricians in the Chicago area for a data center build.'))).toEqual([
      'Role: Journeyman Electrician', 'Location: Greater Chicago',
    ]);
    expect(names(interpretBrief('nurses in Leeds for a hospital opening'))).toEqual(['Role: Registered Nurse', 'Location: Leeds']);
    // A title that holds the word is the people.
    expect(names(interpretBrief('we need someone for a project manager role in Leeds'))).toEqual(['Role: Project Manager', 'Location: Leeds']);
  });

  it('reads "knowledge of" a tool in six languages, and the accounting tools of their markets', () => {
    for (const brief of ['bookkeeper with knowledge of Xero in Leeds', 'contable con conocimientos de SAP en Madrid', 'contadores com conhecimento em SAP em São Paulo']) {
      expect(interpretBrief(brief).unrecognised).toEqual([]);
    }
    expect(names(interpretBrief('Zoek een boekhouder met ervaring in Exact Online in Gent'))).toEqual(['Role: Bookkeeper', 'Location: Ghent', 'Skill: Exact Online']);
    expect(names(interpretBrief('boekhouder met kennis van Exact Online in Gent'))).toEqual(['Role: Bookkeeper', 'Location: Ghent', 'Skill: Exact Online']);
    expect(names(interpretBrief('Buchhalter mit DATEV-Kenntnissen in Köln'))).toEqual(['Role: Bookkeeper', 'Location: Cologne', 'Skill: DATEV']);
    expect(names(interpretBrief('partners bij advocatenkantoren in Amsterdam'))).toContain('Industry: Legal Services');
  });

  it('reads the tools architects and builders list, never a season as one', () => {
    expect(names(interpretBrief('arquitectos en Lima con Revit y BIM'))).toEqual(['Role: Architect', 'Location: Lima', 'Skill: Revit', 'Skill: BIM']);
    expect(names(interpretBrief('planners with Primavera in Houston'))).toContain('Skill: Primavera P6');
    expect(names(interpretBrief('enfermeiros para começar na primavera em Lisboa'))).not.toContain('Skill: Primavera P6');
  });
});

describe('a recruiter\'s assignment, and an occasion named by its place', () => {
  it('reads the company a search is for as the client\'s, never the people\'s employers', () => {
    expect(names(interpretBrief('For a CFO search at a Series B fintech: VPs of Finance in London'))).toEqual(['Role: Head of Finance', 'Location: London']);
    expect(names(interpretBrief('Retained search for a Series C healthtech: CTOs in Boston'))).toEqual(['Role: CTO', 'Location: Boston']);
    // A company that does not end the clause describes the people wanted.
    expect(names(interpretBrief('a search for a fintech CTO in London'))).toContain('Industry: Fintech');
  });

  it('asks whether people must be where an occasion named by its place is', () => {
    const read = interpretBrief('photographers for our Lisbon offsite');
    expect(read.kind === 'clarify' && read.question).toContain('“Lisbon offsite” says where the offsite is');
    // Another place of the people's decides: the occasion's place is dropped.
    expect(names(interpretBrief('designers in London for our Lisbon offsite'))).toEqual(['Role: Designer', 'Location: London']);
  });

  it('spells out "GC" in a title', () => {
    expect(names(interpretBrief('deputy GCs in London'))).toEqual(['Role: Deputy General Counsel', 'Location: London']);
  });
});

describe('certifications of clinics and trades', () => {
  it('reads the certifications people list as skills, with their "certified"', () => {
    expect(names(interpretBrief('HVAC technicians with EPA 608 certification in Phoenix'))).toEqual(['Role: HVAC Technician', 'Location: Phoenix', 'Skill: EPA 608']);
    expect(names(interpretBrief('pharmacy technicians in Ohio, PTCB certified'))).toEqual(['Role: Pharmacy Technician', 'Location: Ohio', 'Skill: PTCB']);
    expect(names(interpretBrief('ICU nurses in Houston, BLS and ACLS certified'))).toEqual(expect.arrayContaining(['Skill: BLS', 'Skill: ACLS']));
    // A licence is held, never a word of the title.
    expect(names(interpretBrief('forklift operators with a forklift license in Memphis'))).toEqual(['Role: Forklift Operator', 'Location: Memphis', 'Skill: Forklift licence']);
  });
});

describe('nurses by their ward, and where they work', () => {
  it('reads a ward\'s short form before a nurse\'s title, never elsewhere', () => {
    const role = (brief: string) => ofKind(interpretBrief(brief), 'role').map((c) => c.name);
    expect(role('OR nurses in Boston')).toEqual(['Role: Operating Room Registered Nurse']);
    expect(role('ER nurses in Denver')).toEqual(['Role: Emergency Medicine Registered Nurse']);
    expect(role('L&D nurses in Atlanta')).toEqual(['Role: Labor & Delivery Registered Nurse']);
    expect(role('NICU nurses in Dallas')).toEqual(['Role: Neonatal Intensive Care Registered Nurse']);
    expect(role('med-surg nurses in Tampa')).toEqual(['Role: Medical-Surgical Registered Nurse']);
    // "OR" between two roles is no ward.
    expect(names(interpretBrief('nurses OR doctors in Boston'))).not.toContain('Skill: Operating Room');
  });

  it('reads the operating room and care homes in the other languages', () => {
    const role = (brief: string) => ofKind(interpretBrief(brief), 'role').map((c) => c.name);
    for (const brief of ['enfermeras de quirófano en Madrid', 'infirmières de bloc opératoire à Lyon', 'OP-Pflegekräfte in München', 'OK-verpleegkundigen in Utrecht']) {
      expect(role(brief), brief).toEqual(['Role: Operating Room Registered Nurse']);
    }
    expect(names(interpretBrief('aides-soignantes en EHPAD à Nantes'))).toContain('Industry: Healthcare Providers');
    expect(names(interpretBrief('Altenpfleger für ein Pflegeheim in Köln'))).toContain('Industry: Healthcare Providers');
  });

  it('reads a care home as where people work, never a title', () => {
    expect(names(interpretBrief('certified nursing assistants for a nursing home in Ohio'))).toEqual([
      'Role: Certified Nursing Assistant', 'Location: Ohio', 'Industry: Healthcare Providers',
    ]);
    expect(names(interpretBrief('care home managers in Leeds'))).toEqual(['Role: Care Home Manager', 'Location: Leeds']);
  });
});

describe('welding processes and licence classes the files list', () => {
  it('reads welding processes in five languages, and Brazil\'s licence classes', () => {
    expect(names(interpretBrief('welders with TIG and MIG experience in Houston'))).toEqual(['Role: Welder', 'Location: Houston', 'Skill: TIG welding', 'Skill: MIG/MAG welding']);
    expect(names(interpretBrief('Suche Schweißer mit WIG-Erfahrung in Stuttgart'))).toEqual(['Role: Welder', 'Location: Stuttgart', 'Skill: TIG welding']);
    expect(names(interpretBrief('TIG welders in Houston'))).toEqual(['Role: TIG Welder', 'Location: Houston']);
    expect(interpretBrief('certified TIG welders in Houston').unrecognised).toEqual([]);
    expect(names(interpretBrief('Procuro motoristas de caminhão com CNH categoria E em Campinas'))).toEqual([
      'Role: Truck Driver', 'Location: Campinas', 'Skill: Category CE driving licence',
    ]);
    // A wig is a wig outside a skill's context.
    expect(names(interpretBrief('a wig maker in London'))).toEqual(['Role: Wig Maker', 'Location: London']);
  });
});

describe('the client described beside its name, and words English has', () => {
  it('reads what "our client" is between commas as the client, never the people\'s employers', () => {
    for (const brief of [
      'Our client, a bank in Frankfurt, needs Java developers in Frankfurt',
      'Unser Kunde, eine Bank in Frankfurt, braucht dringend Java-Entwickler in Frankfurt',
      'Nuestro cliente, un banco de Madrid, busca desarrolladores Java en Madrid',
    ]) {
      const read = interpretBrief(brief);
      expect(read.kind, brief).toBe('criteria');
      expect(names(read), brief).not.toContain('Industry: Banking & Financial Services');
      expect(names(read), brief).toContain(brief.includes('Madrid') ? 'Location: Madrid' : 'Location: Frankfurt');
    }
    // The client's own third-person verbs of asking are filler: "Onze klant … zoekt".
    expect(names(interpretBrief('Onze klant, een ziekenhuis in Utrecht, zoekt verpleegkundigen'))).toEqual(['Role: Registered Nurse', 'Location: Utrecht']);
    // Without the description the employer is still the people's: "at a bank in Frankfurt".
    expect(names(interpretBrief('Java developers at a bank in Frankfurt'))).toContain('Industry: Banking & Financial Services');
  });

  it('never corrects a word English has into a word of the vocabulary', () => {
    const read = interpretBrief('engineers in Berlin with mentoring experience');
    expect(names(read)).not.toContain('Skill: Observability');
    expect(names(interpretBrief('Für ein Mentoring-Programm suchen wir Führungskräfte in Stuttgart'))).not.toContain('Skill: Observability');
    // Slips are still corrected.
    expect(names(interpretBrief('sofware enginers in berln'))).toEqual(['Role: Software Engineer', 'Location: Berlin']);
  });

  it('asks which Granada: a country named in another language shares its name with a city', () => {
    const read = interpretBrief('doctors in Granada');
    expect(read.kind === 'clarify' && read.question).toContain('“Granada” could be Grenada or the city of Granada in Spain');
    expect(names(interpretBrief('doctors in Granada, Spain'))).toEqual(['Role: Physician', 'Location: Granada, Spain']);
    expect(names(interpretBrief('doctors in Grenada'))).toEqual(['Role: Physician', 'Location: Grenada']);
  });
});

describe('a field before "background", and the role held at a former employer', () => {
  it('reads "a backend or infra background" as the field, never a second role', () => {
    expect(names(interpretBrief('engineering managers in Seattle with a backend or infra background'))).toEqual([
      'Role: Engineering Manager', 'Location: Seattle', 'Mentions: backend or infrastructure',
    ]);
    expect(names(interpretBrief('account executives in Boston with sales experience'))).toEqual(['Role: Account Executive', 'Location: Boston', 'Mentions: sales']);
    // A whole title before "experience" is a role held: "product manager experience".
    expect(names(interpretBrief('people in London with product manager experience'))).toEqual(['Role: Product Manager', 'Location: London']);
  });

  it('reads the role named with a former employer as held there, when the brief says what they are now', () => {
    for (const [brief, now] of [
      ['ex-McKinsey consultants who are now head of strategy in London', 'Role: Head of Strategy'],
      ['former Google engineers who are now CTOs in Berlin', 'Role: CTO'],
      ['Ex-McKinsey Berater:innen, die heute Head of Strategy in Berlin sind', 'Role: Head of Strategy'],
    ] as const) {
      const roles = ofKind(interpretBrief(brief), 'role').map((c) => c.name);
      expect(roles, brief).toEqual([now]);
    }
    // Without a "now" the former employer's people keep their role, and a list stays a list.
    expect(ofKind(interpretBrief('ex-Google engineers or designers in Berlin'), 'role').map((c) => c.name)).toEqual(['Role: Engineer or Designer']);
  });
});

describe('what the client does not mind', () => {
  it('reads no criterion from the alternatives after "it doesn\'t matter whether", in five languages', () => {
    expect(names(interpretBrief('CFOs at Dutch fintechs, it doesn\'t matter whether it is a startup or a listed company'))).toEqual([
      'Role: CFO', 'Location: Netherlands', 'Industry: Fintech',
    ]);
    expect(names(interpretBrief('Java developers in Berlin. It does not matter if they are at a startup or a bank'))).toEqual(['Role: Java Developer', 'Location: Berlin']);
    expect(names(interpretBrief('Produktmanager in München, egal ob Konzern oder Startup'))).toEqual(['Role: Product Manager', 'Location: Munich']);
    expect(names(interpretBrief('desarrolladores en Madrid, no importa si son de startup o de banco'))).toEqual(['Role: Developer', 'Location: Madrid']);
    // What follows the clause stays read: "als het maar fintech is".
    const dutch = interpretBrief('CFO\'s in Nederland. Het maakt niet uit of het een startup of een beursgenoteerd bedrijf is, fintech is verplicht');
    expect(names(dutch)).not.toContain('Company stage: Startup');
    expect(names(dutch)).toContain('Industry: Fintech');
  });
});

describe('the client\'s own work, titles spelled out in brackets, and the client\'s customers ruled out', () => {
  it('reads "prospecting list" and "pour notre prospection" as what the list is for, never a skill', () => {
    expect(names(interpretBrief('Prospecting list please: CFOs in Boston'))).toEqual(['Role: CFO', 'Location: Boston']);
    expect(names(interpretBrief('Pour notre prospection, liste-moi les avocats d\'affaires à Genève'))).toEqual(['Role: Corporate Lawyer', 'Location: Geneva']);
    // The people's own skill stays one.
    expect(names(interpretBrief('SDRs in Austin with prospecting experience'))).toContain('Skill: Prospecting');
  });

  it('takes the titles in brackets after a role as the role', () => {
    expect(names(interpretBrief('RevOps leaders (Head of RevOps, Director of Revenue Operations, VP RevOps) in Boston'))).toEqual([
      'Role: Head of RevOps, Director of Revenue Operations or VP RevOps', 'Location: Boston',
    ]);
    // Skills in brackets stay skills of the role.
    expect(names(interpretBrief('backend engineers (Go, Rust) in Berlin'))).toEqual(['Role: Backend Engineer', 'Location: Berlin', 'Skill: Go', 'Skill: Rust']);
  });

  it('rules out the companies named as the client\'s customers, even names of tools', () => {
    const read = interpretBrief('RevOps leaders in Boston. Exclude current customers Gong and Outreach, obviously.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Revenue Operations Leader', 'Location: Boston', 'Company: not Gong or Outreach (current)']);
    expect(names(interpretBrief('sales managers in Boston, excluding our clients HubSpot and Salesforce'))).toContain('Company: not HubSpot or Salesforce (current or past)');
  });
});

describe('the people a product is for, and the client\'s own clause', () => {
  it('reads the people a product is made for as a domain, never a second role', () => {
    expect(names(interpretBrief('product designers who worked on driver apps in Madrid'))).toEqual(['Role: Product Designer', 'Location: Madrid', 'Mentions: driver apps']);
    expect(names(interpretBrief('designers with experience in apps for drivers in Lisbon'))).toEqual(['Role: Designer', 'Location: Lisbon', 'Mentions: apps for drivers']);
    const topic = ofKind(interpretBrief('product designers sênior que já trabalharam com app de motorista/entregador em São Paulo'), 'topic');
    // In the brief's words, and in English for profiles written in English.
    expect(topic.map((c) => c.phrases)).toEqual([[['motorista', 'app'], ['entregador', 'app'], ['driver', 'app'], ['delivery', 'driver', 'app']]]);
    // Alone, the people are the role: "drivers for a delivery app".
    expect(ofKind(interpretBrief('drivers for a delivery app in Lisbon'), 'role').map((c) => c.name)).toEqual(['Role: Driver']);
  });

  it('reads what the client is before its verb of asking as the client\'s, and "hiring" after a company as its verb', () => {
    expect(names(interpretBrief('We are a customer success platform looking for CTOs in Toronto'))).toEqual(['Role: CTO', 'Location: Toronto']);
    expect(names(interpretBrief('fintech hiring engineers in Berlin'))).toEqual(['Role: Engineer', 'Location: Berlin', 'Industry: Fintech']);
    expect(names(interpretBrief('engineers with hiring experience in Berlin'))).toContain('Skill: Hiring');
  });
});

describe('the other languages\' names for a country\'s people and companies', () => {
  it('reads a country\'s adjective beside the employers as where they are, before or after the companies', () => {
    for (const [brief, place] of [
      ['CFOs bij Nederlandse fintechs', 'Location: Netherlands'], ['CFOs bei deutschen Fintechs', 'Location: Germany'],
      ['CFOs chez des fintechs françaises', 'Location: France'], ['CFOs em fintechs brasileiras', 'Location: Brazil'],
    ] as const) {
      const read = interpretBrief(brief);
      expect(read.kind, brief).toBe('criteria');
      expect(names(read), brief).toEqual(['Role: CFO', place, 'Industry: Fintech']);
    }
  });

  it('asks about a nationality of the people in the other languages, and never corrects it into the country', () => {
    for (const brief of ['desarrolladores mexicanos en Madrid', 'Ich suche deutsche Entwickler in Wien']) {
      const read = interpretBrief(brief);
      expect(read.kind === 'clarify' && read.reason, brief).toBe('protected_characteristic');
      expect(names(read), brief).not.toContain('Location: Mexico or Madrid');
    }
    // Before a thing it names, an adjective is no one's nationality: asked about as unread words.
    const beer = interpretBrief('Voor een campagne van een Belgisch bier zoeken we influencers uit Vlaanderen');
    expect(beer.kind === 'clarify' && beer.reason).toBe('unread_words');
  });
});

describe('a company\'s early employees', () => {
  it('reads them as a criterion no profile shows, at the company then or now, and never as a count or a size', () => {
    for (const [brief, company] of [
      ['early Canva employees, like the first 50 hires', 'Company (current or past): Canva'],
      ['Stripe\'s first 20 employees', 'Company (current or past): Stripe'],
      ['people who were among the first 100 employees at Airbnb', 'Company (current or past): Airbnb'],
      ['the first 20 employees of Stripe', 'Company (current or past): Stripe'],
    ] as const) {
      const read = interpretBrief(brief);
      expect(names(read), brief).toContain(company);
      expect(names(read).filter((name) => name.startsWith('Unverifiable: Early employee')), brief).toHaveLength(1);
      expect(names(read).some((name) => name.startsWith('Company size')), brief).toBe(false);
      expect(read.target, brief).toBeNull();
    }
    // A company's size stays one: "companies with 20 employees".
    expect(names(interpretBrief('engineers at companies with 20 employees in Berlin'))).toContain('Company size: 20+ employees');
  });
});

describe('a narrower title is never its family', () => {
  it('keeps a kind of a kind ("computational biologist" of the Scientist\'s Biologist) and a title a common word begins', () => {
    expect(names(interpretBrief('computational biologists in Boston'))).toEqual(['Role: Computational Biologist', 'Location: Boston']);
    expect(names(interpretBrief('brand marketing managers in Atlanta'))).toEqual(['Role: Brand Marketing Manager', 'Location: Atlanta']);
    expect(names(interpretBrief('company secretaries in London'))).toEqual(['Role: Company Secretary', 'Location: London']);
    // The family's own name stays the family.
    expect(names(interpretBrief('biologists in Basel'))).toEqual(['Role: Biologist', 'Location: Basel']);
  });
});

describe('employers ruled out, left or named by their offices, and two graduation years', () => {
  it('rules out the employers after "not interested in anyone at" and "avoid"', () => {
    expect(names(interpretBrief('Not interested in anyone at TCS, Infosys or Wipro. Software engineers in Bangalore'))).toContain(
      'Company: not Tata Consultancy Services, Infosys or Wipro (current)',
    );
    expect(names(interpretBrief('engineers in Berlin, avoid anyone from Meta'))).toContain('Company: not Meta (current or past)');
  });

  it('reads "came from Google" as the employer before, and "the Chicago offices of Kirkland" as the employer', () => {
    expect(names(interpretBrief('product managers who joined Figma in the last 6 months and came from Google'))).toContain('Past company: Google');
    const offices = names(interpretBrief('senior associates in the Chicago offices of Kirkland, Sidley or Latham'));
    expect(offices).toContain('Company: Kirkland, Sidley or Latham');
    expect(offices).toContain('Location: Chicago');
  });

  it('reads two graduation years joined by "or" as both when they are next to each other, and asks otherwise', () => {
    expect(names(interpretBrief('software engineers in Bangalore, class of 2024 or 2025, from IIT Bombay'))).toContain('Education: IIT Bombay, graduated 2024-2025');
    const apart = interpretBrief('nurses who graduated in 2019 or 2021 in Ohio');
    expect(apart.kind === 'clarify' && apart.question).toContain('“2021”');
    // Years are never a topic to find in people's words.
    expect(names(apart).some((name) => name.startsWith('Mentions:'))).toBe(false);
  });
});

describe('the other languages\' exclusions, namesake cities, and titles as written', () => {
  it('rules out an employer after "no puede venir de" and "pas de profils venant de", never adds it to the wanted ones', () => {
    expect(names(interpretBrief('un Head of Data en Santiago, Python y dbt; no puede venir de Mercado Libre.'))).toContain('Company: not Mercado Libre (current or past)');
    const geneva = names(interpretBrief('gestionnaire de fortune à Genève, passé par Pictet ou UBS. Pas de profils venant de Credit Suisse.'));
    expect(geneva).toContain('Past company: Pictet or UBS');
    expect(geneva).toContain('Company: not Credit Suisse (current or past)');
  });

  it('reads a city named like a larger one abroad as the one in the country of the brief\'s other places', () => {
    expect(names(interpretBrief('conductores de autobús para Sevilla, Málaga o Córdoba'))).toContain('Location: Seville, Málaga or Córdoba');
    const cordoba = ofKind(interpretBrief('conductores de autobús para Sevilla, Málaga o Córdoba'), 'location')[0]!;
    expect(cordoba.cityIds.map((id) => gazetteerCity(id)?.countryCode)).toEqual(['ES', 'ES', 'ES']);
  });

  it('reads "Standort" as where, "gern auch" as a wish, and the professions of French building sites and notaries', () => {
    const read = interpretBrief('Regulatory Affairs Manager, Standort München. Idealerweise aus der Medizintechnik, gern auch Ex-Siemens-Healthineers oder Brainlab.');
    expect(names(read)).not.toContain('Education: Stanford University');
    expect(names(read).some((name) => name.startsWith('Past company'))).toBe(false);
    expect(names(interpretBrief('chefs de chantier gros œuvre en Île-de-France'))).toContain('Role: Site Manager');
    expect(names(interpretBrief('clerc de notaire bordeaux'))).toEqual(['Role: Notary Clerk', 'Location: Bordeaux']);
    // A title keeps the plural of its inner words as written: "Regulatory Affairs Manager", "Claims Adjuster".
    expect(names(interpretBrief('regulatory affairs managers in Munich'))).toContain('Role: Regulatory Affairs Manager');
  });
});

describe('technicians in the plural, and a sentence about the client\'s own organisation', () => {
  it('reads "techs" as technicians of the words before, never the tech industry', () => {
    expect(names(interpretBrief('We need 12 cath lab techs or cardiovascular technologists in Phoenix'))).toEqual([
      'Role: Cath Lab Tech or Cardiovascular Technologist', 'Location: Phoenix',
    ]);
    expect(names(interpretBrief('pharmacy techs in Ohio'))).toEqual(['Role: Pharmacy Tech', 'Location: Ohio']);
  });

  it('reads "Our health system is opening…" as the client\'s, never "our ideal candidate is…"', () => {
    const read = interpretBrief('Our health system is opening two new cath labs in the Phoenix metro. We need 12 cath lab techs, currently working in Arizona.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Cath Lab Tech', 'Location: Arizona']);
    expect(names(interpretBrief('Our ideal candidate is based in Berlin and is a backend engineer'))).toEqual(['Role: Backend Engineer', 'Location: Berlin']);
  });
});

describe('titles spelled out after a colon, and a skill before one title of a list', () => {
  it('takes the titles after a colon as the role, and keeps what the group says of the employers', () => {
    expect(names(interpretBrief('Looking for hospital supply chain leaders: Director of Supply Chain, VP Materials Management, Value Analysis Manager, or Procurement Director, in Florida'))).toEqual([
      'Role: Director of Supply Chain, VP Materials Management, Value Analysis Manager or Procurement Director', 'Location: Florida', 'Industry: Healthcare Providers',
    ]);
    expect(names(interpretBrief('Need 20 enterprise AEs in Texas. Acceptable titles: Account Executive, Strategic Account Executive.'))).toEqual([
      'Role: Enterprise Account Executive, Account Executive or Strategic Account Executive', 'Location: Texas',
    ]);
  });

  it('reads a skill before one title of a list as that title\'s, never every title\'s', () => {
    expect(names(interpretBrief('React developers or designers in Berlin'))).toEqual(['Role: React Developer or Designer', 'Location: Berlin']);
    // One title keeps it as its part, and a group takes it before its first name.
    expect(names(interpretBrief('procurement directors in Boston'))).toEqual(['Role: Procurement Director', 'Location: Boston']);
  });
});

describe('how often people held the role, what the client accepts, and wards in lower case', () => {
  it('reads "repeat", "serial", "second-time" and "first-time" before a role as a topic of their own words, never dropped', () => {
    const repeat = ofKind(interpretBrief('repeat founders in climate tech'), 'topic');
    expect(repeat.map((c) => c.name)).toEqual(['Mentions: repeat founders']);
    expect(repeat[0]!.phrases).toContainEqual(['serial', 'founder']);
    expect(names(interpretBrief('first-time founders in Berlin'))).toContain('Mentions: first-time founders');
  });

  it('reads what the client says is fine or welcome as a wish, never a requirement', () => {
    const read = interpretBrief('technical founders in Paris building developer tools. First-time founders are totally fine.');
    expect(names(read)).not.toContain('Mentions: first-time founders');
    expect(ofKind(read, 'role').map((c) => c.name)).toEqual(['Role: Technical Founder']);
  });

  it('reads "l&d" before a nurse\'s title as labor and delivery in any case, and "the next few years" as no topic', () => {
    expect(names(interpretBrief('l&d nurse san antonio 2 yrs'))).toContain('Role: Labor & Delivery Registered Nurse');
    expect(names(interpretBrief('owners of HVAC businesses in Ohio who are selling in the next few years'))).not.toContain('Mentions: next');
  });
});

describe('a field before a generic head word, and the part people would play for the client', () => {
  it('reads "customer success leaders" as one title, never customer success managers or any leader', () => {
    expect(names(interpretBrief('customer success leaders in Toronto'))).toEqual(['Role: Customer Success Leader', 'Location: Toronto']);
    expect(names(interpretBrief('brand ambassadors in Miami'))).toEqual(['Role: Brand Ambassador', 'Location: Miami']);
  });

  it('reads "design partners" and "teacher-ambassadors" beside the people wanted as their purpose, never a title', () => {
    const read = interpretBrief('CSMs and customer success leaders in Toronto. We are a customer success platform looking for design partners');
    expect(ofKind(read, 'role').map((c) => c.name)).toEqual(['Role: Customer Success Manager or Customer Success Leader']);
    // Alone, they are the people.
    expect(ofKind(interpretBrief('design partners in Berlin'), 'role').map((c) => c.name)).toEqual(['Role: Design Partner']);
  });
});

describe('a profession\'s word inside an industry\'s name', () => {
  it('reads "indústria farmacêutica" as the industry, never pharmacists, unless a title runs past it', () => {
    const read = interpretBrief('representantes da indústria farmacêutica em Belo Horizonte');
    expect(names(read)).toContain('Industry: Pharmaceuticals');
    expect(names(read)).not.toContain('Role: Pharmacist');
    expect(names(interpretBrief('farmacêuticas em Lisboa'))).toEqual(['Role: Pharmacist', 'Location: Lisbon']);
  });
});

describe('the intensive care ward by its code', () => {
  it('reads "IC" and "ICU" before a nurse\'s title in any case as intensive care, never an untranslated title', () => {
    for (const brief of ['IC-verpleegkundigen in Rotterdam', 'ic verpleegkundige rotterdam', 'ICU nurses in Houston']) {
      expect(ofKind(interpretBrief(brief), 'role').map((c) => c.name), brief).toEqual(['Role: Intensive Care Registered Nurse']);
    }
  });
});

describe('briefs pasted from a form', () => {
  it('reads a heading at the start of a line as the field\'s name, and "10x" before people as the count', () => {
    const form = interpretBrief('Role: Senior Backend Engineer\nLocation: Berlin (hybrid)\nMust have: Go, Kubernetes\nCount: 15');
    expect(form.kind).toBe('criteria');
    expect(names(form)).toEqual(['Role: Backend Engineer', 'Seniority: Senior', 'Location: Berlin', 'Skill: Go', 'Skill: Kubernetes']);
    expect(form.target).toBe(15);
    const list = interpretBrief('- 10x SDRs\n- NYC or Boston');
    expect(list.kind).toBe('criteria');
    expect(list.target).toBe(10);
    // "the 10x engineer" is no count.
    expect(interpretBrief('the 10x engineer in Berlin').target).toBeNull();
  });
});

describe('whom people report to, and the side of a measure', () => {
  it('reads "who report to the CEO" whole, and keeps "less than" in a salary\'s measure', () => {
    const read = interpretBrief('CFOs who report to the CEO in Boston');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: CFO', 'Location: Boston', 'Mentions: to the CEO']);
    expect(names(interpretBrief('engineers in Berlin earning less than 80k'))).toContain('Unverifiable: Salary expectations (less than 80k)');
  });
});

describe('a class of a licence', () => {
  it('reads a CDL\'s class as that class, never any CDL', () => {
    for (const brief of ['cdl a truck driver ga', 'class a cdl drivers in Ohio', 'CDL-A drivers in Texas']) {
      expect(names(interpretBrief(brief)), brief).toContain('Skill: CDL Class A');
    }
    expect(names(interpretBrief('CDL truck drivers in Texas'))).toContain('Skill: CDL');
  });
});

describe('a field of leadership, commuting distance, and recent graduates of given years', () => {
  it('reads "5+ years in warehouse leadership" as the field of the brief\'s own title, "within commuting distance of" as the place, and "recent grads" beside their years as those years', () => {
    // Warehouse leadership is the warehouse operations manager's own work: no topic that profiles rarely spell out.
    expect(names(interpretBrief('warehouse operations manager in Memphis, 5+ years in warehouse leadership'))).toEqual([
      'Role: Warehouse Operations Manager', 'Location: Memphis', 'Experience: 5+ years',
    ]);
    expect(names(interpretBrief('account managers in Memphis, 5+ years in warehouse leadership'))).toContain('Mentions: warehouse leadership');
    expect(names(interpretBrief('warehouse pickers living within commuting distance of Leicester'))).toEqual(['Role: Warehouse Picker', 'Location: Leicester']);
    const grads = interpretBrief('recent grads from IIT Bombay, class of 2024, software engineers in Bangalore');
    expect(grads.kind).toBe('criteria');
    expect(names(grads).some((name) => name.startsWith('Unverifiable'))).toBe(false);
  });
});

describe('a title a word for people ends', () => {
  it('reads "payroll specialist" and "tax expert" as titles (the brief had found no people at all)', () => {
    expect(names(interpretBrief('payroll specialist in Minnesota'))).toEqual(['Role: Payroll Specialist', 'Location: Minnesota']);
    expect(names(interpretBrief('payroll specialists with ADP in Minnesota'))).toEqual(['Role: Payroll Specialist', 'Location: Minnesota', 'Skill: ADP']);
    expect(interpretBrief('specialists in Berlin').kind).toBe('clarify');
  });
});

describe('a shorthand after the industry it works in', () => {
  it('reads "construction PM" as a construction project manager, and still asks about a PM elsewhere outside tech', () => {
    expect(names(interpretBrief('construction pm in nyc 10+ yrs'))).toEqual(['Role: Construction Project Manager', 'Location: New York City', 'Experience: 10+ years']);
    expect(interpretBrief('healthcare PMs in Boston').kind).toBe('clarify');
  });
});

describe('a province of a neighbour the map does not hold', () => {
  it('asks which Limburg, and reads Luxembourg as the country', () => {
    const read = interpretBrief('Ik zoek huisartsen in Limburg');
    expect(read.kind === 'clarify' && read.question).toContain('the province of Limburg in Belgium');
    expect(names(interpretBrief('accountants in Luxembourg'))).toEqual(['Role: Accountant', 'Location: Luxembourg']);
  });
});

describe('two small letters before a place\'s name', () => {
  it('reads French "au" before a country as the preposition, never Australia', () => {
    for (const [brief, place] of [['ingénieurs au Canada', 'Location: Canada'], ['médecins au Portugal', 'Location: Portugal'], ['des infirmières au Québec', 'Location: Quebec']] as const) {
      const read = interpretBrief(brief);
      expect(read.kind, brief).toBe('criteria');
      expect(names(read), brief).toContain(place);
      expect(names(read).some((name) => name.includes('Australia')), brief).toBe(false);
    }
    expect(names(interpretBrief('nurses in au'))).toContain('Location: Australia');
  });
});

describe('people named beside what no profile shows', () => {
  it('reads "creators with 10k-50k Instagram followers" as creators, the followers unverifiable', () => {
    expect(names(interpretBrief('creators with 10k-50k Instagram followers'))).toEqual(['Role: Creator', 'Unverifiable: Instagram followers (10k-50k)']);
    expect(interpretBrief('people with 10k followers').kind).toBe('clarify');
  });
});

describe('where the people would move to', () => {
  it('reads a destination as the willingness to relocate there, never as where the people are, in each language', () => {
    expect(names(interpretBrief('nurses in Manila who want to move to the UK'))).toEqual(['Role: Registered Nurse', 'Location: Manila', 'Unverifiable: Willing to relocate to United Kingdom']);
    expect(names(interpretBrief('Pflegekräfte in Manila, die nach Deutschland ziehen wollen'))).toEqual(['Role: Registered Nurse', 'Location: Manila', 'Unverifiable: Willing to relocate to Germany']);
    expect(names(interpretBrief('Busco enfermeros en Manila que quieran mudarse a España'))).toContain('Unverifiable: Willing to relocate to Spain');
    expect(names(interpretBrief('verpleegkundigen die naar Nederland willen verhuizen'))).not.toContain('Location: Netherlands');
    const pilots = names(interpretBrief("pilotes de ligne dans le Golfe, on veut leur proposer de rentrer en Europe"));
    expect(pilots).toContain('Unverifiable: Willing to relocate to Europe');
    expect(pilots.some((name) => name.startsWith('Location:') && name.includes('Europe'))).toBe(false);
    // Moving into another line of work is no place.
    expect(names(interpretBrief('backend engineers moving to management in Berlin'))).toContain('Location: Berlin');
  });

  it('reads "the Gulf" as the Gulf states, not Papua New Guinea\'s Gulf Province', () => {
    expect(names(interpretBrief('airline pilots in the Gulf'))).toEqual(['Role: Airline Pilot', 'Location: the Gulf']);
    expect(names(interpretBrief('welders on the Gulf Coast'))).toEqual(['Role: Welder', 'Location: the US Gulf Coast']);
  });
});

describe('the tools of motion, video and 3D work', () => {
  it('reads each tool as itself, never as the field it serves ("After Effects" had been Motion Design)', () => {
    expect(names(interpretBrief('motion designers in Europe who know After Effects and Cinema 4D'))).toEqual([
      'Role: Motion Designer', 'Location: Europe', 'Skill: After Effects', 'Skill: Cinema 4D',
    ]);
    // A module of SAP is the module, never all of SAP ("FI" had been unread beside Skill: SAP).
    expect(names(interpretBrief('accountants with SAP FI experience in Braga'))).toEqual(['Role: Accountant', 'Location: Braga', 'Skill: SAP FI']);
    // The French "première" is no Premiere Pro.
    expect(ofKind(interpretBrief('monteurs vidéo à Paris, première expérience acceptée'), 'skill')).toEqual([]);
  });
});

describe('"nobody" before whom the brief rules out', () => {
  it('rules out the employer or the title after it ("nobody who works at McKinsey" had been McKinsey people)', () => {
    expect(names(interpretBrief('strategy managers in London, nobody who works at McKinsey'))).toEqual([
      'Role: Strategy Manager', 'Location: London', 'Company: not McKinsey & Company (current)',
    ]);
    expect(names(interpretBrief('strategy managers in London. Nobody still working as a consultant.'))).toEqual(['Role: Strategy Manager', 'Role: not Consultant', 'Location: London']);
    // Nothing after it names anyone: no company called "knows".
    expect(ofKind(interpretBrief('nobody knows'), 'company')).toEqual([]);
  });
});

describe('a team someone led', () => {
  it('is their experience, a topic, never a second role that widens the first ("data team" had been all of Data & AI)', () => {
    expect(names(interpretBrief('Head of Data in Amsterdam who has led a data team'))).toEqual(['Role: Head of Data', 'Location: Amsterdam', 'Mentions: led a data team']);
    expect(names(interpretBrief('engineering managers in Berlin who have managed an engineering team'))).toEqual([
      'Role: Engineering Manager', 'Location: Berlin', 'Mentions: managed an engineering team',
    ]);
    // Teams with no field named stay people management.
    expect(names(interpretBrief('engineering managers in Berlin managing teams'))).toContain('Skill: People Management');
  });
});

describe('an industry of what people work on', () => {
  it('reads "hospitality projects" and "fintech clients" as what the person\'s text must show, never the employer\'s industry', () => {
    expect(names(interpretBrief('Interior architects in London with 10+ years on hospitality projects'))).toEqual([
      'Role: Interior Architect', 'Location: London', 'Experience: 10+ years', 'Mentions: hospitality projects',
    ]);
    expect(names(interpretBrief('lawyers in London with fintech clients'))).toEqual(['Role: Legal Counsel', 'Location: London', 'Mentions: fintech clients']);
    // The industry before a title is still where they work.
    expect(names(interpretBrief('fintech project managers in London'))).toEqual(['Role: Project Manager', 'Location: London', 'Industry: Fintech']);
  });
});

describe('numbers that count someone else', () => {
  it('reads no count from the client\'s earlier hires ("the last two hires", "de vorige twee")', () => {
    expect(interpretBrief('sales managers in Utrecht, because the last two hires left').target).toBeNull();
    expect(interpretBrief('salesmanagers in Utrecht, want de vorige twee hires waren weer weg').target).toBeNull();
    expect(interpretBrief('find 2 sales managers in Utrecht').target).toBe(2);
  });

  it('reads no count of people from a number of companies ("top 30 agencies", "50 Maschinenbau-Firmen")', () => {
    expect(interpretBrief('top 30 performance marketing agencies in the Netherlands').target).toBeNull();
    expect(interpretBrief('Liste mir 50 Maschinenbau-Firmen in Baden-Württemberg').target).toBeNull();
    expect(interpretBrief('heads of marketing at 20 fintech startups in London').target).toBeNull();
    // A company noun that says which kind of role the people are is theirs: five agency recruiters.
    expect(interpretBrief('find 5 agency recruiters in London').target).toBe(5);
    expect(interpretBrief('10 founders of fintech startups in London').target).toBe(10);
  });

  it('reads a sentence about the client\'s own organisation in another language as the client\'s ("Nossa construtora vai…")', () => {
    expect(names(interpretBrief('Nossa construtora vai tocar obras em Luanda. Busco engenheiros civis no Brasil'))).toEqual(['Role: Civil Engineer', 'Location: Brazil']);
    expect(names(interpretBrief('Nuestra empresa está contratando ingenieros civiles en Madrid'))).toEqual(['Role: Civil Engineer', 'Location: Madrid']);
  });

  it('reads what the client is starting as the client\'s ("We starten een nieuwe charter-airline", "We launch a fintech")', () => {
    expect(ofKind(interpretBrief('We starten een nieuwe charter-airline en zoeken piloten'), 'industry')).toEqual([]);
    expect(ofKind(interpretBrief('We launch a fintech next year and need backend engineers in Berlin'), 'industry')).toEqual([]);
    expect(ofKind(interpretBrief('I lead the talent network at Northzone. Looking for fractional CFOs in London.'), 'company')).toEqual([]);
    // Opening jobs and building a team ask for the people.
    expect(names(interpretBrief('Estamos montando uma equipe de propagandistas em Belo Horizonte'))).toContain('Location: Belo Horizonte');
  });
});

describe('a skill after the title, as Romance languages write it', () => {
  it('reads "desarrolladores Java" and "développeurs Python" as the English "Java developers", in a brief too short to tell its language too', () => {
    expect(names(interpretBrief('desarrolladores Java en Madrid'))).toEqual(['Role: Java Developer', 'Location: Madrid']);
    expect(names(interpretBrief('développeurs Python à Lyon'))).toEqual(['Role: Python Developer', 'Location: Lyon']);
    expect(names(interpretBrief('devs Java semi senior en Buenos Aires'))).toEqual(['Role: Java Developer', 'Seniority: Mid-level', 'Location: Buenos Aires']);
    // In English the title comes last: the skill stays a skill.
    expect(names(interpretBrief('developers Java in Madrid'))).toEqual(['Role: Developer', 'Location: Madrid', 'Skill: Java']);
  });

  it('reads where students are enrolled as their school, never their employer ("eingeschrieben an der LMU", "enrolled at TUM")', () => {
    const werkstudierende = interpretBrief('Werkstudierende im Marketing, eingeschrieben an der LMU oder TU München');
    expect(names(werkstudierende)).toContain('Education: LMU Munich or TUM');
    // A German working student is no intern: a title of its own.
    expect(names(werkstudierende)).toContain('Role: Working Student');
    expect(names(interpretBrief('working students enrolled at TUM'))).toEqual(['Seniority: Intern', 'Education: TUM']);
  });
});

describe('names before a kind of software, and the client in other languages', () => {
  it('reads no city from a product list ("Manhattan or Blue Yonder WMS"): the item shares the list\'s last word', () => {
    const read = interpretBrief('warehouse operations manager, hands-on with Manhattan or Blue Yonder WMS, based in Memphis');
    expect(names(read)).toContain('Location: Memphis');
    expect(names(read).some((name) => name.includes('New York'))).toBe(false);
    expect(names(read)).toContain('Skill: Manhattan WMS or Blue Yonder');
    expect(names(interpretBrief('engineers in Manhattan'))).toContain('Location: New York City');
  });

  it('reads "voor een klant" and "für einen Kunden" as the client the search is for', () => {
    expect(interpretBrief('Voor een klant zoeken we verpleegkundigen in Utrecht').kind).toBe('criteria');
    expect(interpretBrief('Für einen Kunden suchen wir Pflegekräfte in Köln').kind).toBe('criteria');
  });
});

describe('the client\'s offers and purposes, audiences and firms\' headcounts', () => {
  it('reads a bound on an organisation\'s people as no count and no headcount ("cabinets de plus de 30 avocats")', () => {
    const firms = interpretBrief('law firms in Geneva with more than 30 lawyers');
    expect(firms.target).toBeNull();
    expect(names(firms)).toContain('Unverifiable: Company headcount in a role (more than 30 lawyers)');
    expect(interpretBrief("cabinets d'avocats à Genève de plus de 30 avocats").target).toBeNull();
    expect(names(interpretBrief('logistieke bedrijven in Venlo met meer dan 100 werknemers, operationeel directeur'))).toContain('Company size: 100+ employees');
    // People first, the number counts them.
    expect(interpretBrief('find 30 lawyers at firms in Geneva').target).toBe(30);
  });

  it('reads the client\'s writing or event as its own, and its offers as no constraint', () => {
    const plaid = names(interpretBrief('Founders of Plaid in New York. Writing a piece on fintech infrastructure and want to interview them.'));
    expect(plaid).not.toContain('Industry: Fintech');
    const chefs = names(interpretBrief('organising a food sustainability festival in Copenhagen next spring. looking for 8 chefs anywhere in the nordics'));
    expect(chefs.some((name) => name.startsWith('Industry:') || name === 'Location: Copenhagen')).toBe(false);
    const drivers = interpretBrief('truck drivers in Texas. home most weekends, good pay, competitive benefits');
    expect(drivers.kind).toBe('criteria');
    expect(names(drivers)).not.toContain('Unverifiable: Weekend work');
    expect(names(interpretBrief('nurses available weekends in Leeds'))).toContain('Unverifiable: Weekend work');
  });

  it('names the platforms beside an audience and keeps its bound', () => {
    expect(names(interpretBrief('travel creators on TikTok with 50k-200k followers'))).toContain('Unverifiable: TikTok followers (50k-200k)');
    expect(names(interpretBrief('trainers with at least 50k followers on Instagram or TikTok'))).toContain('Unverifiable: Instagram or TikTok followers (at least 50k)');
    expect(names(interpretBrief('Influencer aus Österreich mit über 100k Followern auf Instagram'))).toContain('Unverifiable: Instagram followers (über 100k)');
  });

  it('reads a creator\'s niche as a topic beside the title ("food bloggers", "Fitness-Influencer"), never a platform or a word for content', () => {
    expect(names(interpretBrief('food bloggers in Lisbon'))).toEqual(['Role: Blogger', 'Location: Lisbon', 'Mentions: food']);
    expect(names(interpretBrief('Fitness-Influencer aus Österreich'))).toEqual(['Role: Influencer', 'Location: Austria', 'Mentions: Fitness']);
    expect(names(interpretBrief('content creators in Miami'))).toEqual(['Role: Content Creator', 'Location: Miami']);
    expect(names(interpretBrief('TikTok creators in London'))).toEqual(['Role: TikTok Creator', 'Location: London']);
  });

  it('reads German alumni and a verb-final change of job ("ehemaligen N26-Leuten, die … gewechselt haben")', () => {
    const read = names(interpretBrief('Bitte such nach ehemaligen N26-Leuten in Berlin, die in den letzten 12 Monaten gewechselt haben'));
    expect(read).toContain('Past company: N26');
    expect(read.some((name) => name.startsWith('Joined current company: '))).toBe(true);
  });
});

describe('pilots and their type ratings', () => {
  it('reads the rating\'s words with the aircraft, and the Romance word for a pilot only beside one', () => {
    expect(names(interpretBrief('captains type rated on the A320 in Dubai'))).toEqual(['Role: Captain', 'Location: Dubai', 'Skill: Airbus A320']);
    expect(names(interpretBrief('Piloten in Frankfurt mit A320 Type Rating'))).toEqual(['Role: Pilot', 'Location: Frankfurt', 'Skill: Airbus A320']);
    expect(names(interpretBrief('pilotes A320 à Paris'))).toEqual(['Role: A320 Pilot', 'Location: Paris']);
    expect(interpretBrief('pilotos de Fórmula 1 em São Paulo').kind).toBe('clarify');
  });

  it('reads "X hebben de voorkeur" as a preference, never a second role', () => {
    const read = interpretBrief('piloten met een type rating voor de Boeing 737 in Amsterdam. Captains hebben de voorkeur.');
    expect(names(read)).toEqual(['Role: Pilot', 'Location: Amsterdam', 'Skill: Boeing 737']);
  });
});

describe('subject teachers in six languages', () => {
  it('reads a subject\'s teacher whole, a list of subjects as one teacher each, and the title as files write it', () => {
    expect(names(interpretBrief('professores de matemática e ciências em Salvador'))).toEqual(['Role: Math Teacher or Science Teacher', 'Location: Salvador']);
    expect(names(interpretBrief('profesores de física o química en Madrid'))).toEqual(['Role: Physics Teacher or Chemistry Teacher', 'Location: Madrid']);
    expect(names(interpretBrief('Mathelehrer in Köln'))).toEqual(['Role: Math Teacher', 'Location: Cologne']);
    expect(names(interpretBrief('math and science teachers in Denver'))).toEqual(['Role: Science Teacher or Math Teacher', 'Location: Denver']);
    expect(names(interpretBrief('docent wiskunde in Utrecht'))).toEqual(['Role: Math Teacher', 'Location: Utrecht']);
  });

  it('reads the client\'s aside whole and a field left open as no criterion ("(Series A, math tutoring app)", "any major")', () => {
    const read = interpretBrief("We're an edtech startup (Series A, math tutoring app) recruiting teacher-ambassadors. Looking for high school math teachers in Boston who graduated from Stanford, any major.");
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: High School Math Teacher', 'Location: Boston', 'Education: Stanford University']);
  });
});

describe('company names that hold ordinary words', () => {
  it('reads "Wells Fargo" whole ("Wells" is no "well") and "Bank of America" as one name, never a place', () => {
    expect(names(interpretBrief('analysts at JPMorgan Chase, Wells Fargo or Bank of America'))).toEqual(['Role: Analyst', 'Company: JPMorgan Chase, Wells Fargo or Bank of America']);
    expect(names(interpretBrief('analysts at Royal Bank of Canada in Toronto'))).toEqual(['Role: Analyst', 'Location: Toronto', 'Company: Royal Bank of Canada']);
    expect(names(interpretBrief('ex-Bank of America traders in NYC'))).toEqual(['Role: Trader', 'Location: New York City', 'Past company: Bank of America']);
    expect(names(interpretBrief('engineers at well funded startups in Berlin'))).toContain('Company stage: Startup');
  });
});

describe('places written as their own words', () => {
  it('reads "Nederlands" as no plural of "Nederland", and a genitive country as the country', () => {
    const read = interpretBrief('Vrachtwagenchauffeurs met CE-rijbewijs in Gelderland, graag autochtoon Nederlands');
    expect(read.kind).toBe('clarify');
    expect(names(read)).toContain('Location: Gelderland');
    expect(names(interpretBrief('Vrachtwagenchauffeurs in Gelderland, graag Nederlands'))).not.toContain('Location: Netherlands');
    expect(interpretBrief('Entwickler, remote innerhalb Deutschlands').criteria.some((c) => c.kind === 'location')).toBe(true);
  });

  it('reads a city by its own name where the brief\'s language is spoken there ("Sevilla" in Spanish), and still asks for a foreign name ("Vienne")', () => {
    expect(names(interpretBrief('fisioterapeutas en Sevilla con experiencia en deporte'))).toContain('Location: Seville');
    expect(interpretBrief('ingénieurs à Vienne avec expérience').kind).toBe('clarify');
  });
});

describe('lists and moves in the brief\'s own language', () => {
  it('reads Dutch "of" and "en" as joining names, never "Adyen of Mollie" as one name', () => {
    expect(names(interpretBrief('Backend ontwikkelaars die bij Adyen of Mollie werken'))).toEqual(['Role: Backend Engineer', 'Company: Adyen or Mollie']);
  });

  it('reads "zu X gewechselt" and "naar X overgestapt" as where people work now, dated by the window before', () => {
    const now = new Date('2026-12-03T00:00:00Z');
    expect(names(interpretBrief('Backend-Entwickler in Berlin, die zu Personio oder Celonis gewechselt sind', now))).toEqual(['Role: Backend Engineer', 'Location: Berlin', 'Company: Personio or Celonis']);
    const german = interpretBrief('Wer ist in den letzten 6 Monaten als VP Engineering (oder Head of Engineering) zu Personio, Celonis oder DeepL gewechselt?', now);
    expect(names(german)).toContain('Company: Personio, Celonis or DeepL (joined 3 Jun 2026 or later)');
    expect(names(interpretBrief('Ontwikkelaars die het afgelopen jaar naar Adyen of Mollie zijn overgestapt', now))).toContain('Company: Adyen or Mollie (joined 3 Dec 2025 or later)');
  });

  it('names a funding round\'s window with its event, in English and Portuguese', () => {
    expect(names(interpretBrief('founders of fintech startups in London that raised a Series A in the last 2 years'))).toContain('Unverifiable: raised a Series A in the last 2 years');
    const pt = interpretBrief('fundadores de fintechs em São Paulo que captaram uma rodada Série A nos últimos dois anos');
    expect(pt.kind).toBe('criteria');
    expect(names(pt)).toContain('Unverifiable: captaram uma rodada Série A nos últimos dois anos');
  });
});

describe('titles named by the organisation they serve', () => {
  it('reads "principals of Catholic schools" as school principals, with the kind of school to show and no question about faith', () => {
    const read = interpretBrief('principals of Catholic schools in the Boston area');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: School Principal', 'Location: Greater Boston', 'Mentions: Catholic schools']);
    expect(names(interpretBrief('managers of restaurants in Lyon'))).toEqual(['Role: Restaurant Manager', 'Location: Lyon']);
    expect(interpretBrief('Catholic teachers in Boston').kind).toBe('clarify');
  });

  it('reads restaurateurs beside chefs as a title of their own', () => {
    expect(names(interpretBrief('chefs or restaurateurs in Paris'))).toEqual(['Role: Chef or Restaurateur', 'Location: Paris']);
  });
});

describe('employers left, stays and what people are now', () => {
  it('reads "but are no longer there" as past employers, in four languages', () => {
    expect(names(interpretBrief('lawyers in London who have worked at Linklaters or Allen & Overy but are no longer there'))).toContain('Past company: Linklaters or Allen & Overy');
    const spanish = interpretBrief('Buscamos abogados laboralistas en Madrid que hayan trabajado en Garrigues o Cuatrecasas, pero que ya no estén allí.');
    expect(spanish.kind).toBe('criteria');
    expect(names(spanish)).toContain('Past company: Garrigues or Cuatrecasas');
    expect(interpretBrief('advogados que trabalharam no Pinheiro Neto mas que não estão mais lá').kind).toBe('criteria');
  });

  it('reads a sales tool\'s name after a stay as the employer, the stay over its whole list, and the role they hold now', () => {
    const read = interpretBrief('Looking for customer success leaders who spent 3+ years at Gong, Outreach or Salesloft and are now VP or Head of CS somewhere else. US or Canada.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual([
      'Role: Head of Customer Success', 'Location: United States or Canada', 'Past company: Gong, Outreach or Salesloft', 'Unverifiable: spent 3+ years at Gong, Outreach or Salesloft',
    ]);
  });

  it('reads "X who are now Y" as Y, with X\'s employer a past one', () => {
    expect(names(interpretBrief('consultants who are now product managers in London'))).toEqual(['Role: Product Manager', 'Location: London']);
    expect(names(interpretBrief('engineers at Stripe who are now founders'))).toEqual(['Role: Founder', 'Past company: Stripe']);
  });

  it('gives a bare level in a list the function of the title after it, never any VP', () => {
    expect(names(interpretBrief('VPs or Heads of Revenue Operations in Austin'))).toEqual(['Role: Head of Revenue Operations or VP of Revenue Operations', 'Location: Austin']);
    expect(names(interpretBrief('VP or Head of CS in Austin'))).toEqual(['Role: Head of CS or VP of CS', 'Location: Austin']);
  });
});

describe('professions and languages in one word', () => {
  it('reads midwives, wealth managers, head waiters and feminine plurals in the other languages', () => {
    expect(names(interpretBrief('enfermeiro especialista em obstetrícia lisboa 5 anos'))).toEqual(['Role: Midwife', 'Location: Lisbon', 'Experience: 5+ years']);
    expect(names(interpretBrief('Nous recherchons un gestionnaire de fortune senior à Genève'))).toEqual(['Role: Wealth Manager', 'Seniority: Senior', 'Location: Geneva']);
    expect(ofKind(interpretBrief('procuramos um chefe de sala em Lisboa'), 'role').map((c) => c.name)).toEqual(['Role: Head Waiter']);
    expect(ofKind(interpretBrief('Rechtsanwältinnen in Frankfurt'), 'role')).toHaveLength(1);
  });

  it('reads "Nederlandstalig", "deutschsprachige" and "francophones" as the language spoken', () => {
    expect(names(interpretBrief('deutschsprachige Entwickler in Wien'))).toEqual(['Role: Developer', 'Location: Vienna', 'Language: German']);
    expect(names(interpretBrief('développeurs francophones à Bruxelles'))).toEqual(['Role: Developer', 'Location: Brussels', 'Language: French']);
    expect(names(interpretBrief('vroedvrouwen in Gent, Nederlandstalig'))).toContain('Language: Dutch');
  });
});

describe('the other languages\' asking, counts and cities', () => {
  it('reads a title after the brief\'s own verb of asking, and its count ("Ik zoek tien partners bij …")', () => {
    const read = interpretBrief('Ik zoek tien partners bij advocatenkantoren in Amsterdam');
    expect(names(read)).toEqual(['Role: Partner', 'Location: Amsterdam', 'Industry: Legal Services']);
    expect(read.target).toBe(10);
  });

  it('reads French "à Québec" as the city and "au Québec" as the province', () => {
    expect(names(interpretBrief('Je cherche des préposés aux bénéficiaires à Québec, quart de nuit.'))).toEqual(['Role: Patient Attendant', 'Location: Quebec City', 'Unverifiable: Night shifts']);
    expect(names(interpretBrief('Nous cherchons des infirmières au Québec, avec expérience'))).toContain('Location: Quebec');
  });

  it('reads no title before a colon that defines the people ("suchen wir Co-Investoren: WHU-Alumni, die …")', () => {
    expect(names(interpretBrief('Für unseren Fonds suchen wir Co-Investoren: WHU-Alumni, die selbst schon ein Startup gegründet haben'))).not.toContain('Role: Co-Investor');
  });
});

describe('fields spelled out and trades\' own words', () => {
  it('reads initials before a title as the field the brief spells out ("CS leaders … a customer success platform")', () => {
    const read = interpretBrief("CSMs and CS leaders at HR tech companies in Toronto. We're a customer success platform.");
    expect(names(read)).toContain('Role: Customer Success Manager or Customer Success Leader');
    expect(interpretBrief('CS leaders in Toronto').kind).toBe('clarify');
  });

  it('reads a CDL endorsement as a skill and "OTR" as over-the-road work', () => {
    const read = interpretBrief('CDL drivers with hazmat endorsement in Ohio, 3+ yrs OTR');
    expect(names(read)).toEqual(['Role: Truck Driver', 'Location: Ohio', 'Skill: CDL', 'Skill: Hazmat Endorsement', 'Experience: 3+ years', 'Mentions: over the road']);
  });

  it('reads ML research as a field of research, not the skill', () => {
    expect(names(interpretBrief('MIT PhDs doing ML research'))).toEqual(['Education: MIT, PhD', 'Mentions: machine learning research']);
  });
});

describe('titles of the other languages\' trades and a field after a title', () => {
  it('reads pharmacy owners, candidate notaries, working students, a Mittelstand CFO and ELE teachers as those titles', () => {
    expect(names(interpretBrief('pharmaciens titulaires en Bretagne'))).toEqual(['Role: Pharmacy Owner', 'Location: Brittany']);
    expect(names(interpretBrief('Kandidaat-notarissen in Den Haag of Leiden met 4+ jaar ervaring'))).toEqual(['Role: Candidate Notary', 'Location: The Hague or Leiden', 'Experience: 4+ years']);
    expect(names(interpretBrief('suchen einen kaufmännischen Geschäftsführer bzw. CFO aus NRW'))).toEqual(['Role: CFO', 'Location: North Rhine-Westphalia']);
    expect(names(interpretBrief('profesores de ELE en Salamanca'))).toEqual(['Role: Spanish Teacher', 'Location: Salamanca']);
  });

  it('reads a function\'s name after a title and "in" as the field, never a second title', () => {
    expect(names(interpretBrief('Werkstudierende im Marketing, eingeschrieben an der LMU oder TU München'))).toEqual(['Role: Working Student', 'Education: LMU Munich or TUM', 'Mentions: Marketing']);
    expect(names(interpretBrief('engineers in sales in Berlin'))).toEqual(['Role: Engineer', 'Location: Berlin', 'Mentions: sales']);
    expect(names(interpretBrief('designers or engineers in Berlin'))).toEqual(['Role: Designer or Engineer', 'Location: Berlin']);
  });
});

describe('what a brief says of the client\'s workplace and of hotels', () => {
  it('reads a willingness to talk to the client as no criterion ("who would be up for speaking")', () => {
    expect(names(interpretBrief('looking for 8 chefs in Copenhagen who would be up for speaking'))).toEqual(['Role: Chef', 'Location: Copenhagen']);
    expect(interpretBrief("CFOs in London who'd be up for a quick call").kind).toBe('criteria');
  });

  it('reads "English is the working language" as the client\'s workplace, not a topic', () => {
    expect(names(interpretBrief('We want chemists with a PhD in organic chemistry in Basel. German is a plus, English is the working language.'))).toEqual([
      'Role: Chemist', 'Location: Basel', 'Education: PhD in organic chemistry',
    ]);
  });

  it('reads a hotel\'s stars as its class, never reviews of the person, and luxury hospitality in four languages', () => {
    expect(names(interpretBrief('Interior architects in ldn with 10+ years on hospitality projects. Must have worked on at least one 5* hotel.'))).toContain('Mentions: 5-star hotel');
    const pt = interpretBrief('Procuramos um diretor de F&B para um hotel de cinco estrelas em Lisboa, com pelo menos oito anos em hotelaria de luxo e inglês fluente.');
    expect(names(pt)).toContain('Role: Food and Beverage Director');
    expect(names(pt)).toContain('Mentions: luxury hospitality');
    expect(names(pt)).not.toContain('Unverifiable: Reviews and ratings');
    expect(names(interpretBrief('plumbers with 5 star reviews in Austin'))).toContain('Unverifiable: Reviews and ratings');
  });
});

describe('fields of study in the brief\'s language', () => {
  it('shows the English name of another language\'s field beside it, which records are matched on too', () => {
    expect(names(interpretBrief('fisioterapeutas en Sevilla con máster en fisioterapia deportiva'))).toEqual([
      'Role: Physiotherapist', 'Location: Seville', "Education: Master's in fisioterapia deportiva (sports physiotherapy)",
    ]);
  });
});

describe('the client\'s own clauses: what it is doing, why it asks, where any place will do', () => {
  it('reads a first-person undertaking in another language as the client\'s, keeping where it is and yielding to people', () => {
    const plant = interpretBrief('Estamos expandindo a fábrica em Manaus e precisamos de vinte eletricistas industriais com NR-10.');
    expect(plant.kind).toBe('criteria');
    expect(names(plant)).toEqual(expect.arrayContaining(['Role: Industrial Electrician', 'Location: Manaus', 'Skill: NR-10']));
    const club = interpretBrief('Hola, tenemos un beach club en Ibiza y necesitamos camareros.');
    expect(club.kind).toBe('criteria');
    expect(names(club)).toEqual(['Role: Waiter', 'Location: Ibiza']);
    // "Estoy armando la lista de invitados": the list is a noun there, no asking.
    const guests = interpretBrief('Estoy armando la lista de invitados para un evento de networking: CTOs en Barcelona.');
    expect(guests.kind).toBe('criteria');
    expect(names(guests)).toEqual(['Role: CTO', 'Location: Barcelona']);
    // A team the client builds is of the people wanted, even of a title the engine does not know.
    const team = interpretBrief('Estamos montando uma equipe de propagandistas em Belo Horizonte.');
    expect(team.kind).toBe('clarify');
    expect(names(team)).toContain('Location: Belo Horizonte');
  });

  it('reads "<client> here," and what the client\'s business keeps doing as the client\'s', () => {
    const agency = interpretBrief('Small creative agency here, we keep getting more video work than we can handle. Looking for motion designers in Europe.');
    expect(agency.kind).toBe('criteria');
    expect(names(agency)).toEqual(['Role: Motion Designer', 'Location: Europe']);
    const list = interpretBrief('Building a list for our fund: product managers in Berlin.');
    expect(names(list)).toEqual(['Role: Product Manager', 'Location: Berlin']);
  });

  it('reads a reason inside a sentence as why the client asks, never as more of who qualifies', () => {
    const hr = interpretBrief('HR Directors in Germany. They must speak English because our sales team doesn\'t speak German.');
    expect(hr.kind).toBe('criteria');
    expect(names(hr)).toContain('Language: English');
    expect(names(hr)).not.toContain('Language: German');
    const nl = interpretBrief('Ik zoek salesmanagers in Utrecht, want de vorige twee hires waren na een jaar weer weg.');
    expect(nl.kind).toBe('criteria');
    expect(names(nl)).toEqual(['Role: Sales Manager', 'Location: Utrecht']);
  });

  it('leaves the city open where the brief says any will do, and keeps the country', () => {
    const read = interpretBrief('general counsel at tech companies. Any US city works.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toContain('Location: United States');
  });

  it('reads "before" that ends a clause as the tense, how often as filler, and a currency as its measure\'s', () => {
    const before = interpretBrief('a Head of Data who has led a data team before, strong in Python');
    expect(before.kind).toBe('criteria');
    expect(interpretBrief('CSMs in Toronto, no recruiters, they always show up').kind).toBe('criteria');
    const rate = interpretBrief('freelance motion designers in Europe, day rate under 500 euros');
    expect(rate.kind).toBe('criteria');
    expect(names(rate)).toContain('Unverifiable: Day rate (under 500 euros)');
  });

  it('reads having started a company as a founder where the brief names no other role', () => {
    const read = interpretBrief('ex-Stripe people who left in the last 18 months and started something');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toContain('Role: Founder');
    expect(names(interpretBrief('designers in Berlin who started a company'))).not.toContain('Role: Founder');
  });
});

describe('the start an availability names', () => {
  it('keeps the month or season after "available to start", named in English', () => {
    expect(names(interpretBrief('senior Python developers in Lisbon who are available to start in January'))).toContain('Unverifiable: Availability (in January)');
    const es = interpretBrief('busco un jefe de cocina en Madrid, disponible a partir de enero');
    expect(es.kind).toBe('criteria');
    expect(names(es)).toContain('Unverifiable: Availability (January)');
    expect(names(interpretBrief('nurses in Leeds available from next spring'))).toContain('Unverifiable: Availability (next spring)');
  });
});


describe('where the client is gives way to where its people are', () => {
  it('takes the people\'s place said with its preposition over the client\'s own, in any order', () => {
    const texas = interpretBrief('Hospital in San Antonio hiring ICU nurses, at least 2 years of ICU experience, currently living in Texas.');
    expect(names(texas)).toContain('Location: Texas');
    expect(names(texas).some((n) => n.includes('San Antonio'))).toBe(false);
    const spain = interpretBrief('Hola, coordino una plataforma con sede en Madrid. Buscamos psicólogos clínicos que residan en España.');
    expect(spain.kind).toBe('criteria');
    expect(names(spain)).toEqual(['Role: Clinical Psychologist', 'Location: Spain']);
    const austria = interpretBrief('Wir expandieren nach Österreich. Gesucht: Account Executives in Wien oder Graz.');
    expect(austria.kind).toBe('criteria');
    expect(names(austria)).toEqual(['Role: Account Executive', 'Location: Vienna or Graz']);
    const gent = interpretBrief('Voor ons ziekenhuis in Gent zoeken we drie vroedvrouwen in België of Nederland.');
    expect(names(gent)).toContain('Location: Belgium or Netherlands');
  });

  it('still asks where the other place is a bare region after a title, which may be a territory', () => {
    const read = interpretBrief('Wir suchen einen Vertriebsleiter DACH für unser SaaS-Startup aus Berlin.');
    expect(read.kind === 'clarify' && read.question).toContain('lies in DACH');
  });

  it('drops the client\'s place where the people would relocate, and keeps the destination with the relocation', () => {
    const read = interpretBrief('Estoy abriendo un restaurante en Ciudad de México y busco un jefe de cocina dispuesto a mudarse a México.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Head Chef', 'Unverifiable: Willing to relocate to México']);
  });
});

describe('fields of work named in the other languages', () => {
  it.each([
    ['electricistas con experiencia en instalaciones fotovoltaicas, Andalucía', 'Mentions: photovoltaic installation'],
    ['trabajadores sociales en Montevideo con experiencia en infancia y adolescencia', 'Mentions: children and adolescents'],
    ['Bauleiter Tiefbau in Hannover', 'Mentions: civil engineering'],
    ['Architektin mit Erfahrung im Holzbau, Kanton Zürich', 'Mentions: timber construction'],
    ['Küchenchef für vegane Küche in Wien', 'Mentions: vegan cuisine'],
    ['creadores de contenido gastronómico en México', 'Mentions: gastronomy'],
    ['advocaten arbeidsrecht Amsterdam', 'Role: Employment Lawyer'],
  ])('reads the field in "%s" as the topic its English names', readsWithoutAsking);

  it('reads "especializados en" as the marker of the fields after it, each a topic of its own', () => {
    const read = interpretBrief('psicólogos clínicos especializados en ansiedad y depresión en Madrid');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Clinical Psychologist', 'Location: Madrid', 'Mentions: anxiety', 'Mentions: depression']);
  });
});

describe('provinces and states by their own language\'s names', () => {
  it.each([
    ['Wij zoeken twintig monteurs in Noord-Brabant', 'Location: North Brabant'],
    ['verpleegkundigen in Zuid-Holland', 'Location: South Holland'],
    ['Elektriker in der Steiermark', 'Location: Styria'],
    ['Köche in Tirol', 'Location: Tyrol'],
  ])('%s', readsWithoutAsking);
});

describe('a stint at one of a group of companies', () => {
  it.each([
    ['accountants who worked at one of the Big Four in London', 'Past company: Deloitte, PwC, EY or KPMG'],
    ['contadores que hayan pasado por una de las Big Four', 'Past company: Deloitte, PwC, EY or KPMG'],
    ['contabilistas com passagem pela Deloitte em Braga', 'Past company: Deloitte'],
  ])('%s', readsWithoutAsking);

  it('reads LEED as the certification it is, in the brief\'s words', () => {
    expect(names(interpretBrief('arquitetos com certificação LEED no Porto'))).toContain('Skill: LEED');
  });
});

describe('trades and terms the other languages name', () => {
  it.each([
    ['zimmermeister wien', 'Role: Master Carpenter'],
    ['steuerfachangestellte hamburg 3 jahre', 'Role: Tax Clerk'],
    ['Elektroniker für Betriebstechnik München', 'Role: Industrial Electronics Technician'],
  ])('%s', readsWithoutAsking);

  it('names part-time as what no profile shows, in any language, and full time as the job\'s terms', () => {
    expect(names(interpretBrief('Steuerfachangestellte Hamburg Teilzeit'))).toContain('Unverifiable: Part-time availability');
    expect(names(interpretBrief('tax clerks in Hamburg, part-time'))).toContain('Unverifiable: Part-time availability');
    expect(names(interpretBrief('nurses in Leeds, full time'))).toEqual(['Role: Registered Nurse', 'Location: Leeds']);
  });
});

describe('the client\'s own timing, what it is opening, and who has had an exit', () => {
  it('reads "this summer", "next spring", "im Frühjahr" of the client\'s plans as no criterion', () => {
    const summer = interpretBrief('We run campaigns for tourism boards. This summer we need travel creators in the UK.');
    expect(names(summer)).toEqual(['Role: Content Creator', 'Location: United Kingdom', 'Mentions: travel']);
    const spring = interpretBrief('Wir eröffnen im Frühjahr ein Restaurant in Potsdam und suchen Sommeliers');
    expect(spring.kind).toBe('criteria');
    // An availability keeps the start it names.
    expect(names(interpretBrief('nurses in Leeds available from next spring'))).toContain('Unverifiable: Availability (next spring)');
  });

  it('reads "opening our first property in Lisbon" as the client\'s, its place no criterion for people who would relocate', () => {
    const read = interpretBrief('Hotel group here, opening our first property in Lisbon next spring. Looking for an executive housekeeper open to relocating to Lisbon.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Executive Housekeeper', 'Unverifiable: Willing to relocate to Lisbon']);
  });

  it('reads "who\'ve had an exit" and "want to talk to" as what they are', () => {
    const read = interpretBrief('Looking for repeat founders in climate tech who\'ve had an exit. We want to talk to them.');
    expect(names(read)).toContain('Unverifiable: Successful exit');
    expect(read.kind).toBe('criteria');
  });
});

describe('a bracket of example employers', () => {
  const preferred = (brief: string) => interpretBrief(brief).preferences.map((p) => p.name);

  it('ranks people who were at the examples and rules out nobody', () => {
    const read = interpretBrief('executive housekeeper with at least 5 years in luxury hotels (Four Seasons, Mandarin Oriental, Aman or similar level)');
    expect(read.kind).toBe('criteria');
    expect(names(read).some((n) => n.startsWith('Location'))).toBe(false);
    expect(read.preferences.map((p) => p.name)).toEqual(['Preferred: Company (current or past): Four Seasons, Mandarin Oriental or Aman']);
    expect(preferred('a clinical research associate with 3+ years at a CRO (think IQVIA, Parexel)')).toEqual(['Preferred: Company (current or past): IQVIA or Parexel']);
  });

  it('never reads the client\'s own companies, what a title knows, or a bracket that only lists as examples', () => {
    expect(preferred('Several of our portfolio companies (Klarna, Trainline, Personio) need fractional CFOs in London')).toEqual([]);
    expect(names(interpretBrief('Java developers (Spring Boot, Kafka) in Frankfurt'))).toEqual(expect.arrayContaining(['Skill: Spring Boot', 'Skill: Kafka']));
    expect(preferred('Absolventen der TUM (Informatik, Abschluss 2020–2023), die jetzt als Data Scientist arbeiten')).toEqual([]);
  });
});

describe('how often the work is done, shipped games, and health systems', () => {
  it.each([
    ['Studio in Montreal looking for senior producers with shipped AAA titles. French fluency required, we work in French day to day.', 'Mentions: AAA games'],
    ['procurement directors at health systems in Florida', 'Industry: Healthcare Providers'],
  ])('%s', readsWithoutAsking);
});

describe('a trade\'s Swiss certificate, cantons by name, and a field after the school', () => {
  it.each([
    ['électriciens CFC dans le canton de Vaud', 'Location: Vaud'],
    ['diplômés de Polytechnique Montréal en génie logiciel', 'Education: Polytechnique Montréal, génie logiciel (software engineering)'],
    ['Absolventen der TUM in Informatik', 'Education: TUM, Informatik (computer science)'],
  ])('%s', readsWithoutAsking);

  it('reads the CFC as the credential the electricians hold', () => {
    const read = interpretBrief('électriciens CFC dans le canton de Vaud');
    expect(ofKind(read, 'role')[0]?.titleSkills).toEqual(['CFC']);
  });
});

describe('indifference after what it is about, and the other languages\' small words', () => {
  it('keeps the alternatives before "maakt niet uit", "egal", "doesn\'t matter" and claims only those words', () => {
    const read = interpretBrief('drie vroedvrouwen met minstens twee jaar ervaring op een verloskamer. Of ze in België of Nederland wonen, maakt niet uit.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(expect.arrayContaining(['Role: Midwife', 'Location: Belgium or Netherlands', 'Mentions: delivery room']));
  });

  it('reads "vor Ort" as where the work is done and "Wichtig:" as a heading', () => {
    expect(interpretBrief('Java-Entwickler vor Ort in Frankfurt').kind).toBe('criteria');
    expect(names(interpretBrief('Wichtig: Erfahrung mit SAP, CFO in NRW'))).toEqual(['Role: CFO', 'Location: North Rhine-Westphalia', 'Skill: SAP']);
  });
});

describe('licences by their letters, and fields of work in German and Dutch', () => {
  it.each([
    ['mental health counselor lpc nh', 'Location: New Hampshire'],
    ['mental health counselor lpc nh', 'Skill: LPC'],
    ['Apotheker:innen mit Filialleitung, Bern', 'Mentions: branch management'],
    ['Wir suchen zwölf Vertriebsleiter für den Maschinenbau in Baden-Württemberg', 'Mentions: machinery'],
    ['fysiotherapeuten met specialisatie sportfysiotherapie in Brussel', 'Mentions: sports physiotherapy'],
    // The title keeps its words: a sports physio is a role, not a field.
    ['sports physios in melbourne', 'Role: Sports Physio'],
  ])('%s', readsWithoutAsking);
});

describe('a topic read in another language is matched in English too', () => {
  it('matches "créateurs de contenu beauté" on the English "beauty" and still reads English "beauty" as before', () => {
    const fr = interpretBrief('créateurs de contenu beauté au Québec');
    const topic = ofKind(fr, 'topic').find((t) => t.name === 'Mentions: beauty');
    expect(topic?.phrases).toContainEqual(['beauty']);
    expect(names(interpretBrief('beauty content creators in London'))).toContain('Role: Content Creator');
  });
});

describe('business districts', () => {
  it.each([
    ['advocaten arbeidsrecht Zuidas', 'Location: Amsterdam (Zuidas)'],
    ['bankers in Canary Wharf', 'Location: London (Canary Wharf)'],
    ['juristes à La Défense', 'Location: Paris (La Défense)'],
  ])('%s is read as the city it lies in, named with it', readsWithoutAsking);

  it('never reads a lawyer\'s "défense" as the district', () => {
    expect(names(interpretBrief('avocats de la défense à Lyon'))).toContain('Location: Lyon');
    expect(names(interpretBrief('avocats de la défense à Lyon')).some((n) => n.includes('Paris'))).toBe(false);
  });
});

describe('a list of roles', () => {
  it.each([
    // The second item is a title the taxonomy lacks: a role of its own, never an unread word.
    ['credit analysts or underwriters in Ohio', 'Role: Credit Analyst or Underwriter'],
    ['analysts or underwriters at banks in Ohio', 'Role: Analyst or Underwriter'],
  ])('%s reads every item', readsWithoutAsking);

  it('reads no item that is not a title', () => {
    expect(interpretBrief('designers and whoever else in Paris').kind).toBe('clarify');
  });
});

describe('licences beside the title that holds them', () => {
  it.each([
    ['chauffeur CE in Venlo', 'Skill: Category CE driving licence'],
    ['C+E drivers in Leeds', 'Skill: Category CE driving licence'],
    // The town after the licence is still the query's place.
    ['chauffeur ce venlo', 'Location: Venlo'],
  ])('%s', readsWithoutAsking);

  it('never reads a French "ce" as the licence', () => {
    expect(names(interpretBrief('ce que je cherche: des chauffeurs à Lyon'))).not.toContain('Skill: Category CE driving licence');
  });
});

describe('wishes in the conditional', () => {
  it.each([
    ['Sommeliers in Berlin. Französisch wäre ein Bonus.', 'Preferred: Language: French'],
    ['Sommeliers à Paris, l anglais serait un plus', 'Preferred: Language: English'],
    ['Sommeliers in London, Spanish would be a plus', 'Preferred: Language: Spanish'],
    // "am besten" is "ideally"; the wine trade's qualification by its level.
    ['Sommeliers in Berlin, am besten mit WSET Level 3', 'Preferred: Skill: WSET Level 3'],
  ])('%s is a wish for what it names', (brief, preference) => {
    const read = interpretBrief(brief);
    expect(read.kind).toBe('criteria');
    expect(read.preferences.map((p) => p.name)).toEqual([preference]);
  });

  it('keeps French "diplômés" the graduates it means', () => {
    expect(names(interpretBrief('diplômés de Polytechnique Montréal qui travaillent chez Ubisoft')).some((n) => n.startsWith('Role:'))).toBe(false);
  });
});

describe('organisations named by their kind', () => {
  it.each(['list of veterinary practices in Ohio', 'list of veterinary clinics in Ohio', 'Top 50 dental group practices in Texas'])('%s asks who the people are, with no role invented', (brief) => {
    const read = interpretBrief(brief);
    expect(read.kind === 'clarify' && read.reason).toBe('nothing_to_search');
    expect(ofKind(read, 'role')).toEqual([]);
  });

  it('still reads the titles such organisations name', () => {
    expect(names(interpretBrief('dental practice managers in Ohio'))).toContain('Role: Dental Practice Manager');
  });
});

describe('the kinds of work a bracket names', () => {
  it('reads "hospitality projects (hotels, restaurants)" as one topic any of whose kinds is evidence, no employer industry', () => {
    const read = interpretBrief('Interior architects in London with 10+ years on hospitality projects (hotels, restaurants)');
    expect(read.kind).toBe('criteria');
    expect(ofKind(read, 'industry')).toEqual([]);
    expect(ofKind(read, 'topic').map((t) => t.phrases)).toEqual([[['hospitality', 'project'], ['hotel'], ['restaurant']]]);
  });
});

describe('a Portuguese brief as people speak it', () => {
  it('reads the client\'s own team before the ask as the client\'s, the app\'s audience in English too, and examples as preferences', () => {
    const read = interpretBrief('oi, tudo bem? to montando o time de produto de uma scale-up de logística aqui em SP e queria achar product designers sênior que já trabalharam com app de motorista/entregador (tipo Loggi, 99, Rappi, iFood). remoto ok desde que seja no brasil.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Product Designer', 'Seniority: Senior', 'Location: Brazil', 'Mentions: driver app or delivery driver app']);
    expect(ofKind(read, 'topic')[0]!.phrases).toContainEqual(['driver', 'app']);
    expect(read.preferences.map((p) => p.name)).toEqual(['Preferred: Company (current or past): Loggi, 99, Rappi or iFood']);
  });

  it('still reads a team the client builds of the people wanted', () => {
    expect(interpretBrief('Estamos montando uma equipe de propagandistas em Belo Horizonte').kind).toBe('clarify');
  });

  it.each([['designers em SP', 'Location: São Paulo'], ['designers em RJ', 'Location: Rio de Janeiro'], ['developers in POA', 'Location: Porto Alegre']])('%s', readsWithoutAsking);
});

describe('a name that looks like a slip of filler', () => {
  it('is never corrected into filler and dropped: "ex-Funda" is the company, not "ex-fund"', () => {
    expect(names(interpretBrief('backend engineers in Amsterdam ex-Funda'))).toContain('Past company: Funda');
    expect(names(interpretBrief('makelaars amsterdam-zuid ex-Funda'))).toEqual(['Role: Real Estate Agent', 'Location: Amsterdam (Zuid)', 'Past company: Funda']);
  });
});

describe('certificates of trades and teachers', () => {
  it.each([
    // The next item of a list of skills in the brief's own language ("y").
    ['conductores de camión con carnet C+E y CAP en vigor en Zaragoza', 'Skill: Driver CPC'],
    ['professores de inglês em Campinas com CELTA ou CPE', 'Skill: CELTA or CPE'],
  ])('%s', readsWithoutAsking);

  it('reads no "cap" outside a list of skills', () => {
    expect(names(interpretBrief('we need a cap on costs'))).not.toContain('Skill: Driver CPC');
  });
});

describe('a start in the role people hold now', () => {
  it.each([
    ['everyone who started as CFO at a fintech in the last 3 months', 'Role: CFO'],
    ['iedereen die de afgelopen 3 maanden is begonnen als CFO bij een fintech', 'Role: CFO'],
  ])('%s dates the current role', (brief) => {
    const read = interpretBrief(brief);
    expect(read.kind).toBe('criteria');
    expect(ofKind(read, 'tenure')).toHaveLength(1);
    expect(ofKind(read, 'unseen')).toEqual([]);
  });

  it('counts nobody with a year inside a bracket before the people', () => {
    const read = interpretBrief('Absolventen der TUM (Abschluss 2020–2023), die jetzt als Data Scientist in München arbeiten');
    expect(read.target).toBeNull();
  });
});

describe('trades, unions and terms as briefs name them', () => {
  it.each([
    ['We zoeken acht ervaren loodgieters en installateurs in Den Haag', 'Role: Plumber or Installer'],
    ['Hiring 8 journeyman electricians (IBEW members) in the Chicago area', 'Mentions: IBEW'],
    // Each word is filler alone: the phrase had been dropped in silence.
    ['python developers in Lisbon open to a contract', 'Unverifiable: Freelance availability'],
  ])('%s', readsWithoutAsking);
});

describe('what a negation does to filler and sizes', () => {
  it('reads "not at big companies" as the other side of the size, never the size itself', () => {
    for (const brief of ['python developers in Lisbon, not at big companies', 'python developers in Lisbon, no large corporations']) {
      expect(names(interpretBrief(brief)), brief).toContain('Company size: up to 1,000 employees');
    }
    expect(names(interpretBrief('python developers in Lisbon, not at small companies'))).toContain('Company size: 51+ employees');
  });

  it('asks about ruled-out experience, which had been dropped as filler, but not about experience no one needs', () => {
    for (const brief of ['python developers in Lisbon with no experience', 'camareros sin experiencia en Ibiza', 'Vertriebler ohne Erfahrung in Hamburg']) {
      expect(interpretBrief(brief).kind, brief).toBe('clarify');
    }
    expect(interpretBrief('python developers in Lisbon, no experience needed').kind).toBe('criteria');
  });

  it('reads a verb after a modal as no industry: "who can travel"', () => {
    expect(names(interpretBrief('python developers in Lisbon who can travel'))).toEqual(['Role: Python Developer', 'Location: Lisbon', 'Unverifiable: Willing to travel']);
  });
});

describe('papers of a country and levels at least', () => {
  it.each([
    ['python developers in Lisbon with the right to work in the UK', 'Unverifiable: Work permit (United Kingdom)'],
    ['python developers in Lisbon eligible to work in the United States', 'Unverifiable: Work permit (United States)'],
    ['python developers in Lisbon who can legally work in Germany', 'Unverifiable: Work permit (Germany)'],
  ])('%s: the country is the permit\'s, no place of the people (it had been read as where they are)', (brief, permit) => {
    const read = interpretBrief(brief);
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Python Developer', 'Location: Lisbon', permit]);
  });

  it.each([
    ['python developers in Lisbon, at least mid-level', 'Seniority: Mid-level or above'],
    ['python developers in Lisbon, mid-level or above', 'Seniority: Mid-level or above'],
    ['python developers in Lisbon, minimum senior', 'Seniority: Senior or above'],
  ])('%s takes every higher level too (it had been that level only)', readsWithoutAsking);
});

describe('"non-" before a role', () => {
  it('rules the role out: "non-managers" (it had been a title "Non Manager", ORed with the people wanted)', () => {
    expect(names(interpretBrief('python developers in Lisbon, non-managers'))).toEqual(['Role: Python Developer', 'Role: not Manager', 'Location: Lisbon']);
  });

  it.each(['non-technical founders in Berlin', 'non-tech founders in Berlin'])('asks about what it negates before the role in "%s" (a title no profile holds)', (brief) => {
    const read = interpretBrief(brief);
    expect(read.kind === 'clarify' && read.reason).toBe('unread_words');
    expect(ofKind(read, 'role').map((r) => r.name)).toEqual(['Role: Founder']);
  });

  it('keeps non-profits an industry', () => {
    expect(names(interpretBrief('directors at non-profits in Berlin'))).toContain('Industry: Non-profit');
  });
});

describe('where people studied is no industry', () => {
  it.each(['python developers in Lisbon with an MBA from a top school', 'python developers in Lisbon from a top university'])('%s asks about the school rather than reading the education industry', (brief) => {
    const read = interpretBrief(brief);
    expect(read.kind).toBe('clarify');
    expect(ofKind(read, 'industry')).toEqual([]);
  });

  it('still reads people from the education sector', () => {
    expect(names(interpretBrief('python developers in Lisbon from the education sector'))).toContain('Industry: Education');
  });

  it('asks when a second title describes the same people: "python developers who are influencers" (it had been either)', () => {
    expect(interpretBrief('python developers who are influencers').kind).toBe('clarify');
  });
});

describe('companies by rankings and products before titles', () => {
  it.each([
    ['python developers in Lisbon at Fortune 500 companies', 'Unverifiable: Company in a ranking or index'],
    ['Necesito contables que hayan pasado por alguna Big Four y ahora estén en empresas del IBEX 35', 'Unverifiable: Company in a ranking or index'],
  ])('%s: membership no record holds (it had been a company called "Fortune 500", or asked)', readsWithoutAsking);

  it.each(['Power BI developers in Leeds', 'power bi developers in leeds'])('reads "%s" as the product\'s developers, never the energy industry', (brief) => {
    expect(names(interpretBrief(brief))).toEqual(['Role: Power BI Developer', 'Location: Leeds']);
  });

  it('keeps "B2B sales managers" sales managers in B2B', () => {
    expect(names(interpretBrief('B2B sales managers in Leeds'))).toEqual(['Role: Sales Manager', 'Location: Leeds', 'Mentions: B2B']);
  });

  it('asks about "outside tech", never a title "Outside Tech"', () => {
    const read = interpretBrief('python developers in Lisbon outside tech');
    expect(read.kind).toBe('clarify');
    expect(names(read)).not.toContain('Role: Python Developer or Outside Tech');
  });
});

describe('where and how the work is done', () => {
  it.each(['python developers in Lisbon who work remotely', 'python developers in Lisbon, on-site only'])('%s is the job\'s terms, no topic', (brief) => {
    const read = interpretBrief(brief);
    expect(read.kind).toBe('criteria');
    expect(ofKind(read, 'topic')).toEqual([]);
  });

  it('reads a language after its level: "with C1 German"', () => {
    expect(names(interpretBrief('python developers in Lisbon with C1 German'))).toContain('Language: German');
  });
});

describe('a long brief about a warehouse and a contractor', () => {
  it('reads the client\'s sites, shift, reason and vendors as what they are', () => {
    const read = interpretBrief("We're a 3PL in Memphis with 4 buildings. Looking for a warehouse operations manager for our night shift: 5+ years in warehouse leadership, hands-on with Manhattan or Blue Yonder WMS, based in the Memphis area. Because of non-solicits, no one currently at Amazon or FedEx.");
    expect(read.kind).toBe('criteria');
    // The field of the brief's own title is its work, the night shift the client's, the vendors' systems one skill each.
    expect(names(read)).toEqual(['Role: Warehouse Operations Manager', 'Location: Memphis', 'Company: not Amazon or FedEx (current)', 'Skill: Manhattan WMS or Blue Yonder', 'Experience: 5+ years']);
  });

  it('reads what the job runs of the client\'s as the client\'s, a field in capitals as a topic, and "we\'ll train" as an offer', () => {
    const read = interpretBrief("Need a service manager in Columbus, Ohio to run our commercial HVAC service division: 10+ years in commercial HVAC service. We'll train.");
    expect(read.kind).toBe('criteria');
    expect(names(read)).toContain('Mentions: commercial HVAC service');
  });
});

describe('a negation no rule reads', () => {
  it.each([
    'Ingenieros de software en Madrid que no trabajen en consultoras',
    'engenheiros em Lisboa que não estejam em consultorias',
  ])('asks in "%s", never searching for the opposite (it had been Industry: Management Consulting)', (brief) => {
    const read = interpretBrief(brief);
    expect(read.kind === 'clarify' && read.reason).toBe('unread_words');
    expect(ofKind(read, 'industry')).toEqual([]);
  });

  it('leaves bounds and Portuguese "no" alone', () => {
    expect(names(interpretBrief('engineers in Berlin at companies with no more than 50 employees'))).toContain('Company size: up to 50 employees');
    expect(names(interpretBrief('engenheiros de dados que trabalharam no setor bancário'))).toContain('Industry: Banking & Financial Services');
  });
});

describe('an industry with a field of work after it', () => {
  it.each([
    ['keynote speakers on AI ethics in Toronto', 'Mentions: AI ethics'],
    ['consultants with healthcare policy experience in DC', 'Mentions: healthcare policy'],
    ['lawyers specialised in fintech regulation in London', 'Mentions: fintech regulation'],
  ])('%s names a domain, no employer industry', (brief, topic) => {
    const read = interpretBrief(brief);
    expect(read.kind).toBe('criteria');
    expect(names(read)).toContain(topic);
    expect(ofKind(read, 'industry')).toEqual([]);
  });

  it('still reads the industry before a title or a company', () => {
    expect(names(interpretBrief('engineers at fintech startups'))).toContain('Industry: Fintech');
    expect(names(interpretBrief('construction superintendent in nv 10 years+'))).toContain('Role: Construction Superintendent');
  });

  it('reads an English brief with "on" and "AI" as English (it had been French: "on" is "we", "ai" a verb)', () => {
    expect(names(interpretBrief('engineers who work on AI safety in London'))).toEqual(['Role: Engineer', 'Location: London', 'Mentions: AI safety']);
  });
});

describe('papers, cars, travel and mother tongues in the other languages', () => {
  it.each([
    ['camareros en Ibiza dispuestos a viajar', 'Unverifiable: Willing to travel'],
    ['Kellner in Berlin mit eigenem Auto', 'Unverifiable: Own car'],
    ['garçons em Lisboa com carro próprio', 'Role: Waiter'],
    ['Kellner in Berlin mit Deutsch als Muttersprache', 'Language: German'],
    ['obers met Nederlands als moedertaal in Utrecht', 'Language: Dutch'],
    ['serveurs à Lyon parlant couramment anglais', 'Language: English'],
  ])('%s', readsWithoutAsking);
});

describe('short queries in shorthand', () => {
  it.each([
    ['ops mgr chicago', 'Role: Operations Manager'],
    ['biz dev mgr miami', 'Role: Business Development Manager'],
    ['exec asst la', 'Role: Executive Assistant'],
  ])('%s', readsWithoutAsking);
});

describe('the elderly as whom people serve, and age before a title', () => {
  it.each([
    ['cuidadores de idosos em Lisboa', 'Mentions: elderly care'],
    ['carers for the elderly in Leeds', 'Mentions: elderly care'],
    ['cuidadoras para personas mayores en Madrid', 'Mentions: elderly care'],
  ])('%s is their work, never their age (it had asked about age)', readsWithoutAsking);

  it('asks about "older nurses" (it had been a title, "Older Nurse")', () => {
    const read = interpretBrief('older nurses in Leeds');
    expect(read.kind === 'clarify' && read.reason).toBe('protected_characteristic');
    expect(names(read)).toContain('Role: Registered Nurse');
  });
});

describe('employers ruled out in English', () => {
  it.each([
    // "no" and "ex" had made the brief Portuguese ("no" is "in the"), and the exclusion a past company.
    ['engineers in Berlin, no ex-Googlers', 'Company: not Google (past)'],
    ['engineers in Berlin who have not worked at Google', 'Company: not Google (current or past)'],
    ["engineers in Berlin who haven't worked at Google or Meta", 'Company: not Google or Meta (current or past)'],
  ])('%s', readsWithoutAsking);
});

describe('short queries that end in a place', () => {
  it.each([
    ['payroll specialist mn', 'Location: Minnesota'],
    ['payroll specialist adp mn', 'Skill: ADP'],
    ['forklift operator reading uk', 'Location: Reading, United Kingdom'],
    ['nurses bath uk', 'Location: Bath, United Kingdom'],
  ])('%s (the title, skill or town had gone unread)', readsWithoutAsking);

  it('still asks about a town that is also a word when nothing says it is the town', () => {
    expect(interpretBrief('forklift operator reading').kind).toBe('clarify');
  });
});

describe('clinicians by their letters', () => {
  it('reads "GPs" as general practitioners, never any physician', () => {
    expect(names(interpretBrief('GPs in Leeds'))).toEqual(['Role: GP', 'Location: Leeds']);
    expect(names(interpretBrief('doctors in Leeds'))).toEqual(['Role: Physician', 'Location: Leeds']);
  });
});

describe('regions, rules and schools the other languages name', () => {
  it.each([
    ['chefes de sala no Algarve', 'Location: Faro District'],
    ['docent wiskunde havo vwo utrecht', 'Mentions: secondary education'],
    ['Regulatory Affairs Manager mit MDR-Erfahrung in München', 'Skill: EU MDR'],
    ['high school teachers in Ohio', 'Role: High School Teacher'],
  ])('%s', readsWithoutAsking);

  it('reads where the clients are as the work\'s, never a place of the people (it had been "Geneva or the Middle East")', () => {
    const read = interpretBrief('gestionnaires de fortune à Genève avec une clientèle au Moyen-Orient');
    expect(names(read)).toEqual(['Role: Wealth Manager', 'Location: Geneva', 'Mentions: clients in the Middle East']);
  });
});

describe('a short query with several skills after its title', () => {
  it('reads each of them, and "xp" as experience', () => {
    const read = interpretBrief('dev fullstack react node paris 3 ans xp');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(expect.arrayContaining(['Skill: React', 'Skill: Node.js', 'Experience: 3+ years', 'Location: Paris']));
    // The head first, as French writes it, is the role English writes the other way round (it had been a title "Developer Fullstack").
    expect(names(read)).toContain('Role: Full-Stack Engineer');
    expect(names(interpretBrief('developer backend in Berlin'))).toEqual(['Role: Backend Engineer', 'Location: Berlin']);
  });
});

describe('having worked somewhere, verb-final', () => {
  it.each([
    ['ingenieurs die bij Philips hebben gewerkt in Eindhoven', 'Company (current or past): Philips'],
    ['Ingenieure in München, die bei Siemens gearbeitet haben', 'Company (current or past): Siemens'],
    ['ingenieurs die bij Philips werken', 'Company: Philips'],
  ])('%s (having worked there had been working there now)', readsWithoutAsking);
});

describe('regions no code draws, registers, and what the client leaves open (session of 6 Dec 2026)', () => {
  it('reads historic and informal regions as the towns of the map in them', () => {
    expect(names(interpretBrief('sommeliers en Bourgogne'))).toEqual(['Role: Sommelier', 'Location: Burgundy']);
    expect(names(interpretBrief('experts-comptables à Bruxelles et dans le Brabant wallon'))).toContain('Location: Brussels or Walloon Brabant');
    expect(names(interpretBrief('locum pharmacists across the north west of england'))).toContain('Location: North West England');
  });

  it('reads a professional body\'s initials beside "registered" or a title as a topic of the person\'s text', () => {
    expect(names(interpretBrief('locum pharmacists in Leeds, GPhC registered'))).toContain('Mentions: GPhC registered');
    expect(names(interpretBrief('social workers in Glasgow, must be registered with the SSSC'))).toContain('Mentions: registered with the SSSC');
    const itaa = interpretBrief('experts-comptables ITAA à Bruxelles');
    expect(itaa.kind).toBe('criteria');
    expect(names(itaa)).toEqual(['Role: Chartered Accountant', 'Location: Brussels', 'Mentions: ITAA']);
    // An acronym the vocabulary knows is read as what it is.
    expect(names(interpretBrief('developers AWS in Berlin'))).not.toContain('Mentions: AWS');
  });

  it('claims a short sentence saying what is flexible, and the sentence of what the client is doing', () => {
    const read = interpretBrief('Need 6 social workers in Glasgow. Start date is flexible.');
    expect(read.kind).toBe('criteria');
    const wedding = interpretBrief('Planning a wedding for a client in the Cotswolds in September. Need florists who specialise in weddings.');
    expect(wedding.kind).toBe('criteria');
    // One client's place is where the work is (a clientele's is the work's domain), and "Planning" is no title.
    expect(names(wedding)).toEqual(['Role: Florist', 'Location: the Cotswolds', 'Mentions: weddings']);
    // A sentence that opens with searching describes the people.
    expect(names(interpretBrief('Hiring a pharmacist in Leeds.'))).toContain('Role: Pharmacist');
  });

  it('reads French "dispo" as available', () => {
    expect(names(interpretBrief('infirmières à Lyon, dispo rapidement'))).toContain('Unverifiable: Available now');
  });
});

describe('short queries headed by a title the vocabulary spells otherwise (session of 6 Dec 2026)', () => {
  it('reads a title before a place code, whatever comes between, and tradespeople by their nicknames', () => {
    expect(names(interpretBrief('lpn ky'))).toEqual(['Role: LPN', 'Location: Kentucky']);
    expect(names(interpretBrief('lpn long term care ky'))).toEqual(['Role: LPN', 'Location: Kentucky', 'Industry: Healthcare Providers']);
    expect(names(interpretBrief('crna ohio 3+ years'))).toEqual(['Role: CRNA', 'Location: Ohio', 'Experience: 3+ years']);
    expect(names(interpretBrief('sonographer aberdeen'))).toEqual(['Role: Sonographer', 'Location: Aberdeen']);
    expect(names(interpretBrief('sparky qld 5yrs'))).toEqual(['Role: Electrician', 'Location: Queensland', 'Experience: 5+ years']);
    expect(names(interpretBrief('hotel gm orlando 10yrs'))).toEqual(['Role: Hotel General Manager', 'Location: Orlando', 'Experience: 10+ years']);
  });

  it('matches a title of several shorthands on each of them spelled out', () => {
    expect(names(interpretBrief('peds ot ma 2+ yrs'))).toEqual(['Role: PEDS OT', 'Location: Massachusetts', 'Experience: 2+ years']);
    expect(titleMatches('Pediatric Occupational Therapist', 'peds ot')).toBe(true);
    expect(titleMatches('Peds OT', 'pediatric occupational therapist')).toBe(true);
    expect(titleMatches('Occupational Therapist', 'peds ot')).toBe(false);
  });
});

describe('what the fourth held-out set found (session of 6 Dec 2026)', () => {
  it('never reads a side of a country or a name cut short as a place', () => {
    const texas = interpretBrief('Looking for city managers in Texas city government');
    expect(names(texas)).toContain('Location: Texas');
    expect(names(texas)).not.toContain('Location: Texas City');
    expect(names(interpretBrief('VPs of supply chain in the Mountain West'))).toContain('Location: the Mountain West');
    expect(names(interpretBrief('irrigation managers in the Central Valley'))).toContain('Location: the Central Valley');
    for (const brief of ['heads of revenue management at a Middle Eastern carrier', 'package managers on East Anglia ONE']) {
      expect(names(interpretBrief(brief)).some((name) => /Location: (East|Eastern|Central|West)$/.test(name)), brief).toBe(false);
    }
    // A carrier may fly, haul or insure: no telecoms company by that word alone.
    expect(names(interpretBrief('heads of revenue management at a European carrier'))).not.toContain('Industry: Telecommunications');
  });

  it('never searches for what an imperative or "never worked in" rules out', () => {
    const bank = interpretBrief('Find CFOs in DACH. Exclude anyone at a bank.');
    expect(names(bank)).not.toContain('Industry: Banking & Financial Services');
    expect(bank.kind).toBe('clarify');
    const boston = interpretBrief('nurses who never worked in Boston');
    expect(names(boston)).not.toContain('Location: Boston');
    expect(boston.kind).toBe('clarify');
    // After a trigger of employers only, a town's name is the employer.
    expect(names(interpretBrief('paralegals in Chicago. Never worked at Kirkland though.'))).toEqual(['Role: Paralegal', 'Location: Chicago', 'Company: not Kirkland (current or past)']);
  });

  it('claims who asks and whom a recruiter hires for, and reads the people in any sentence', () => {
    expect(names(interpretBrief('Sales ask: find CFOs in DACH'))).toEqual(['Role: CFO', 'Location: DACH']);
    const firm = interpretBrief('Recruiting for a boutique strategy firm: ex-McKinsey people in Boston');
    expect(names(firm)).not.toContain('Industry: Management Consulting');
    expect(names(interpretBrief('Quality engineers for a medical device plant in Limerick'))).toEqual(['Role: Quality Engineer', 'Location: Limerick']);
    const derm = interpretBrief('Practice group in Phoenix needs two board-certified dermatologists. Doesn\'t matter where they did residency.');
    expect(derm).toMatchObject({ kind: 'criteria', target: 2 });
    expect(names(derm)).toEqual(['Role: Board-Certified Dermatologist', 'Location: Phoenix']);
    expect(names(interpretBrief('Residency is open. Dermatologists in Phoenix'))).toEqual(['Role: Dermatologist', 'Location: Phoenix']);
  });

  it('reads "corp dev" as corporate development and a nurse\'s specialty in Portuguese', () => {
    expect(names(interpretBrief('people who moved into strategy or corp dev roles in Boston'))).not.toContain('Role: Developer');
    expect(names(interpretBrief('enfermeira obstétrica curitiba 3 anos'))).toEqual(['Role: Obstetric Nurse', 'Location: Curitiba', 'Experience: 3+ years']);
  });
});

describe('ranges, stays and refusals in the other languages (session of 6 Dec 2026)', () => {
  it('reads a range of rounds from seed and a size range in Dutch and Portuguese', () => {
    expect(names(interpretBrief('Ingenieure bei Startups (Seed bis Series B) in Berlin'))).toContain('Company stage: Seed to Series B');
    expect(names(interpretBrief('engineers at pre-seed to Series A startups'))).toContain('Company stage: Pre-seed to Series A');
    expect(names(interpretBrief('bedrijven in Noord-Brabant met tussen de 50 en 250 medewerkers'))).toContain('Company size: 50-250 employees');
    expect(names(interpretBrief('ontwikkelaars met 3 tot 5 jaar ervaring in Utrecht'))).toContain('Experience: 3-5 years');
  });

  it('reads years at a named employer in Dutch as a stay there, never years of experience', () => {
    const read = names(interpretBrief('firmware engineers die minstens drie jaar bij Philips of Signify hebben gewerkt'));
    expect(read).toContain('Unverifiable: minstens drie jaar bij Philips of Signify');
    expect(read).not.toContain('Experience: 3+ years');
  });

  it('rules out whom "Niemand, der …" names, and leaves open what "Ob … ist egal" leaves open', () => {
    const read = interpretBrief('Disponenten in Hamburg. Niemand, der aktuell bei DB Schenker ist. Ob Ausbildung oder Studium, ist egal.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Dispatcher', 'Location: Hamburg', 'Company: not DB Schenker (current)']);
    expect(names(interpretBrief('verpleegkundigen. Of ze in België of Nederland wonen, maakt niet uit.'))).toContain('Location: Belgium or Netherlands');
  });

  it('knows the other languages\' words for master joiners, mental health nurses and electromechanics', () => {
    expect(names(interpretBrief('tischlermeister graz'))).toEqual(['Role: Master Joiner', 'Location: Graz']);
    expect(names(interpretBrief('ggz verpleegkundige rotterdam 2 jaar'))).toEqual(['Role: Mental Health Nurse', 'Location: Rotterdam', 'Experience: 2+ years']);
    expect(names(interpretBrief('On cherche 5 électromécaniciens à Saint-Hyacinthe'))).toContain('Role: Electromechanical Technician');
  });
});

describe('a wish that goes on, and a trucking co (session of 6 Dec 2026)', () => {
  it('keeps a wish over the clauses its "and" joins, until one says what is required', () => {
    const read = interpretBrief('backend engineers in Berlin, ideally with Go, and must know AWS');
    expect(names(read)).toEqual(['Role: Backend Engineer', 'Location: Berlin', 'Skill: AWS']);
    expect(read.preferences.map((p) => p.name)).toEqual(['Preferred: Skill: Go']);
    const waterloo = interpretBrief('SWE interns. ideally graduating in 2027, and have done a co-op term at a fintech');
    expect(names(waterloo)).not.toContain('Industry: Fintech');
    expect(waterloo.preferences.map((p) => p.name)).toContain('Preferred: Industry: Fintech');
  });

  it('reads "co" as the client\'s company when it opens the brief', () => {
    expect(names(interpretBrief('regional trucking co in tx hiring 20 drivers with hazmat endorsement'))).toEqual(['Role: Truck Driver', 'Location: Texas', 'Skill: Hazmat Endorsement']);
  });
});

describe('lists of places and reps (session of 6 Dec 2026)', () => {
  it('reads "DC, Maryland or Virginia" as a list, never a city qualified by a state it is not in', () => {
    const read = interpretBrief('account managers. Must live in DC, Maryland or Virginia.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toContain('Location: Washington, D.C., Maryland or Virginia');
    expect(names(interpretBrief('engineers in Austin, TX'))).toContain('Location: Austin, Texas');
  });

  it('reads reps as sales representatives, after a word the brief may not ask for too', () => {
    expect(names(interpretBrief('Looking for hungry reps in Atlanta'))).toEqual(['Role: Sales Representative', 'Location: Atlanta']);
    expect(names(interpretBrief('Looking for young, hungry reps in Atlanta'))).toEqual(['Role: Sales Representative', 'Location: Atlanta']);
    expect(names(interpretBrief('customer service reps in Leeds'))).toContain('Role: Customer Support Specialist');
  });
});

describe('examples after a dash, departments and starts (session of 6 Dec 2026)', () => {
  it('reads examples after a dash or in brackets up to their closing words, never a town among them', () => {
    const read = interpretBrief('an executive housekeeper with luxury hotel experience — Four Seasons, Ritz-Carlton, Aman, that level.');
    expect(names(read)).not.toContain('Location: Amman');
    expect(read.preferences.map((p) => p.name)).toContain('Preferred: Company (current or past): Four Seasons, Ritz-Carlton or Aman');
  });

  it('keeps a department whose name ends in a small word, and no agent noun from "after"', () => {
    expect(names(interpretBrief('Director of Public Works in Austin'))).toEqual(['Role: Director of Public Works', 'Location: Austin']);
    expect(names(interpretBrief('we want to go after them directly'))).not.toContain('Role: Go After');
  });

  it('reads how soon people could start as an availability', () => {
    expect(names(interpretBrief('react devs who can start within two weeks in Lagos'))).toContain('Unverifiable: Availability (within two weeks)');
  });
});

describe('years qualified, quality methods and practice areas (session of 6 Dec 2026)', () => {
  it('reads "7 pqe" as years and a domain before "exp"', () => {
    expect(names(interpretBrief('employment lawyer dublin 7 pqe'))).toEqual(['Role: Employment Lawyer', 'Location: Dublin', 'Experience: 7+ years']);
    expect(names(interpretBrief('head chef galway michelin exp'))).toContain('Mentions: michelin');
  });

  it('knows APQP, PPAP and CAPA, and the verb of knowing before them', () => {
    const read = interpretBrief('ingenieros de calidad en Monterrey que dominen APQP y PPAP');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(expect.arrayContaining(['Skill: APQP', 'Skill: PPAP']));
    expect(names(interpretBrief('quality engineers in Limerick: ISO 13485, CAPA'))).toContain('Skill: CAPA');
  });

  it('reads a lawyer\'s practice area written after the title in Portuguese', () => {
    expect(names(interpretBrief('advogado direito fiscal porto 10 anos'))).toEqual(['Role: Tax Lawyer', 'Location: Porto', 'Experience: 10+ years']);
  });
});

describe('lists of schools and negated domains (session of 6 Dec 2026)', () => {
  it('reads the next of a list of schools as a school, never a town of that name', () => {
    const read = names(interpretBrief('analysts who graduated from Wharton, NYU Stern or Columbia'));
    expect(read).toContain('Education: Wharton School, NYU Stern or Columbia University');
    expect(read).not.toContain('Location: Columbia');
  });

  it('asks about a domain a negation rules out, never makes it one people must show', () => {
    const read = interpretBrief('investment banking analysts in NYC. Nobody in restructuring groups.');
    expect(names(read)).not.toContain('Mentions: restructuring groups');
    expect(read.kind === 'clarify' && read.question).toContain('restructuring groups');
  });
});

describe('tools named after a verb of knowing (session of 6 Dec 2026)', () => {
  it('reads the names as tools, one topic of either in an "or" list, never a second role', () => {
    expect(names(interpretBrief('a trademark paralegal in Chicago, must know Alt Legal or Anaqua'))).toEqual(['Role: Trademark Paralegal', 'Location: Chicago', 'Mentions: Alt Legal or Anaqua']);
    expect(names(interpretBrief('recruiters familiar with Greenhouse or Lever in London'))).toContain('Mentions: Greenhouse or Lever');
    expect(names(interpretBrief('nurses who know Epic and Cerner in Texas'))).toEqual(expect.arrayContaining(['Mentions: Epic', 'Mentions: Cerner']));
    // Skills the vocabulary knows stay skills.
    expect(names(interpretBrief('motion designers who know After Effects and Cinema 4D'))).toEqual(expect.arrayContaining(['Skill: After Effects', 'Skill: Cinema 4D']));
    // A place after the list ends it.
    expect(names(interpretBrief('data engineers who know Spark, Berlin'))).toEqual(['Role: Data Engineer', 'Location: Berlin', 'Skill: Spark']);
  });
});

describe('years in the role and the client\'s visits (session of 6 Dec 2026)', () => {
  it('reads "8+ years as a superintendent" as years in the role the brief names', () => {
    const read = interpretBrief('Looking for 5 superintendents in Dallas with 8+ years as a superintendent');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Superintendent', 'Location: Dallas', 'Experience: 8+ years']);
  });

  it('reads "open to a hybrid schedule" as unseen and "for client visits" as the client\'s purpose', () => {
    const read = interpretBrief('immigration paralegals in Miami, open to a hybrid schedule and with their own car for client visits.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(expect.arrayContaining(['Unverifiable: Remote-work willingness', 'Unverifiable: Own car']));
  });
});

describe('contracts of a length and pay below a figure (session of 6 Dec 2026)', () => {
  it('reads them as what no profile shows', () => {
    expect(names(interpretBrief('senior Python developers in Lisbon open to a 3-month contract'))).toContain('Unverifiable: Freelance availability');
    expect(names(interpretBrief('senior data engineers in Dublin currently earning under €90k'))).toContain('Unverifiable: Salary expectations (under €90k)');
  });
});

describe('names, headings and organisations (session of 7 Dec 2026)', () => {
  it('reads no industry from the last word of a name ("Dogger Bank") and a heading\'s field as a topic', () => {
    const read = interpretBrief('Offshore wind hiring: package managers in Aberdeen who worked on Dogger Bank.');
    expect(names(read)).not.toContain('Industry: Banking & Financial Services');
    expect(names(read)).toEqual(expect.arrayContaining(['Role: Package Manager', 'Location: Aberdeen', 'Mentions: Offshore wind']));
    expect(names(interpretBrief('Fintech hiring: backend engineers in London'))).toEqual(['Role: Backend Engineer', 'Location: London', 'Industry: Fintech']);
  });

  it('keeps a listed title whole, its initials and the word for people that ends it', () => {
    expect(names(interpretBrief('package managers or HV commissioning leads in Aberdeen'))).toEqual(['Role: Package Manager or HV Commissioning Lead', 'Location: Aberdeen']);
    expect(names(interpretBrief('design leads or HV engineers in Aberdeen'))).toEqual(['Role: Design Manager or HV Engineer', 'Location: Aberdeen']);
  });

  it('reads no title from a kind of company ("craft breweries")', () => {
    const read = interpretBrief('Need a list of 30 craft breweries in Colorado.');
    expect(read.kind).toBe('clarify');
    expect(names(read).some((name) => name.startsWith('Role:'))).toBe(false);
  });

  it('reads "Client is a …" as the client, and a list that runs into "would be preferred" as a wish', () => {
    const read = interpretBrief('Client is a boutique wealth manager. They want private bankers with 10+ years. People currently at Coutts, Rathbones or Brewin Dolphin would be preferred.');
    expect(names(read)).toEqual(['Role: Private Banker', 'Experience: 10+ years']);
    expect(read.preferences.map((p) => p.name)).toEqual(['Preferred: Company: Coutts, Rathbones or Brewin Dolphin']);
  });
});

describe('the client in a sentence of its own, chat shorthand and lists sharing a head (session of 7 Dec 2026)', () => {
  it('reads an opening sentence that sizes or stages one company as the client, where it is still read', () => {
    expect(names(interpretBrief('Ed-tech startup (YC W24, 12 people). We want curriculum designers in the US.'))).toEqual(['Role: Curriculum Designer', 'Location: United States']);
    expect(names(interpretBrief('Fintech startup in Berlin, Series A. We need backend engineers.'))).toEqual(['Role: Backend Engineer', 'Location: Berlin']);
    // A kind alone may be the people's field: it stays read.
    expect(names(interpretBrief('Fintech startup in Berlin. We need backend engineers.'))).toContain('Industry: Fintech');
  });

  it('reads a clause after a dash that speaks of the client as the client\'s', () => {
    expect(names(interpretBrief('Director of Partnerships in Chicago. Please, nobody from Paycor — we just hired three of theirs.'))).toEqual(['Role: Director of Partnerships', 'Location: Chicago', 'Company: not Paycor (current or past)']);
  });

  it('reads "rn" after where someone works as "right now", never a nurse', () => {
    const read = interpretBrief('looking for elevator mechanics in boston, 5+ yrs. not interested in anyone at otis rn');
    expect(names(read)).toEqual(['Role: Elevator Mechanic', 'Location: Boston', 'Company: not otis (current)', 'Experience: 5+ years']);
    expect(names(interpretBrief('ICU rn in Boston'))).toEqual(['Role: Intensive Care Registered Nurse', 'Location: Boston']);
  });

  it('reads the first item of an industry list sharing its head as an industry, no role ("HR or payroll software")', () => {
    expect(names(interpretBrief('partner managers at HR or payroll software companies'))).toEqual(['Role: Partner Manager', 'Industry: HR Tech']);
  });
});

describe('drivers by their licence class, practice areas after the title and theatre nurses (session of 7 Dec 2026)', () => {
  it('reads a bare driver beside a lorry licence or a haulage business as a truck driver, never any driver', () => {
    expect(names(interpretBrief('chauffeur ce venlo'))).toEqual(['Role: Truck Driver', 'Location: Venlo', 'Skill: Category CE driving licence']);
    expect(names(interpretBrief('regional trucking co in tx hiring 20 drivers with 3+ yrs'))).toContain('Role: Truck Driver');
    expect(names(interpretBrief('taxi drivers in Lisbon'))).toEqual(['Role: Taxi Driver', 'Location: Lisbon']);
  });

  it('reads a practice area after a lawyer\'s title in a short query as part of it', () => {
    expect(names(interpretBrief('paralegal litigation philly'))).toEqual(['Role: Litigation Paralegal', 'Location: Philadelphia']);
  });

  it('reads the operating theatre\'s nurse by the French words for it, one ward however many names it is given', () => {
    expect(names(interpretBrief('infirmière de bloc ibode lyon'))).toEqual(['Role: Operating Room Registered Nurse', 'Location: Lyon']);
    expect(names(interpretBrief('infirmières de bloc à Lyon'))).toEqual(['Role: Operating Room Registered Nurse', 'Location: Lyon']);
  });

  it('never reads "Personne de chez X" or "Aucun candidat de chez X" as people who work at X', () => {
    expect(names(interpretBrief('On cherche des infirmiers à Paris. Personne de chez Olymel.'))).toContain('Company: not Olymel (current or past)');
    expect(names(interpretBrief('On cherche des infirmiers à Paris. Aucun candidat de chez Olymel.'))).toContain('Company: not Olymel (current or past)');
    expect(names(interpretBrief('We zoeken verpleegkundigen in Utrecht. Niemand die bij Philips werkt.'))).toContain('Company: not Philips (current)');
    expect(names(interpretBrief('On cherche des infirmiers à Paris, aucune expérience requise.'))).toEqual(['Role: Registered Nurse', 'Location: Paris']);
  });
});

describe('how soon and how much a period (session of 7 Dec 2026)', () => {
  it('keeps "within two weeks" after "available to start", and a measure\'s currency and pay period', () => {
    const read = interpretBrief('React Native developers in Lagos. Must be available to start within two weeks and salary expectations under $4k/month.');
    expect(names(read)).toEqual(expect.arrayContaining(['Unverifiable: Availability (within two weeks)', 'Unverifiable: Salary expectations (under $4k/month)']));
    expect(read.unrecognised).toEqual([]);
    expect(names(interpretBrief('nurses in Leeds earning under £25 an hour'))).toContain('Unverifiable: Salary expectations (under £25 an hour)');
  });
});

describe('the client\'s own company and office (session of 7 Dec 2026)', () => {
  it('reads the words before the kind of the client\'s own company as the client\'s, and the place of its office as where the work is', () => {
    expect(names(interpretBrief('Building a team for our residential solar company in Atlanta. Looking for sales reps.'))).toEqual(['Role: Sales Representative', 'Location: Atlanta']);
    expect(names(interpretBrief('backend engineers for our Lisbon office'))).toEqual(['Role: Backend Engineer', 'Location: Lisbon']);
  });
});

describe('founding a company in the six languages (session of 7 Dec 2026)', () => {
  it('reads the deed as founders, as nothing more beside founders, or as what people with another role did; never a stage', () => {
    expect(names(interpretBrief('ex-Stripe people who left in the last 18 months and started something'))).toContain('Role: Founder');
    const angels = interpretBrief('WHU-Alumni, die selbst schon ein Startup gegründet haben und heute als Business Angels aktiv sind.');
    expect(names(angels)).toEqual(expect.arrayContaining(['Role: Angel Investor', 'Mentions: founded a company']));
    expect(names(angels)).not.toContain('Company stage: Startup');
    const founders = interpretBrief('Quero mapear fundadores que saíram do Nubank e abriram a própria startup.');
    expect(names(founders)).toEqual(['Role: Founder', 'Past company: Nubank']);
  });
});

describe('a pharmacy doctorate and a company out of a university (session of 7 Dec 2026)', () => {
  it('reads PharmD as a degree, never the pharmaceutical industry', () => {
    expect(names(interpretBrief('clinical research associates with a PharmD in Boston'))).toEqual(['Role: Clinical Research Associate', 'Location: Boston', 'Education: PharmD']);
  });

  it('reads no industry from the university a company was spun out of', () => {
    expect(names(interpretBrief('Biotech founders in Boston who spun their company out of a university lab.'))).not.toContain('Industry: Biotech or Education');
  });
});

describe('a town\'s name inside a longer name (session of 7 Dec 2026)', () => {
  it('reads no place from the first word of a product\'s name, nor from a typo that lands on one', () => {
    const read = interpretBrief('Contadores públicos en Córdoba, Argentina, con experiencia en liquidación de sueldos y Tango Gestión.');
    expect(names(read)).toContain('Location: Córdoba, Argentina');
    expect(names(read).join(' ')).not.toContain('Tanggu');
    expect(names(interpretBrief('engineers in Springfield Illinois'))).toContain('Location: Springfield, Illinois');
    expect(names(interpretBrief('nurses in Melboune'))).toContain('Location: Melbourne');
  });

  it('reads Brazil\'s "técnico de segurança do trabalho" as a safety technician', () => {
    expect(names(interpretBrief('técnico de segurança do trabalho em Campinas'))).toEqual(['Role: Safety Technician', 'Location: Campinas']);
  });
});

describe('schools the vocabulary lacks, after "graduated from the" (session of 7 Dec 2026)', () => {
  it('reads the school over its article, its initials in brackets and the next school of its list, never an employer or a town', () => {
    const read = interpretBrief('2 project architects in Copenhagen who graduated from the Royal Danish Academy (KADK) or Aarhus School of Architecture between 2012 and 2018. Fluent in Revit.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Project Architect', 'Location: Copenhagen', 'Skill: Revit', 'Education: Royal Danish Academy or Aarhus School of Architecture, graduated 2012-2018']);
  });
});

describe('lower-case names, lifted requirements and the field people work in now (session of 7 Dec 2026)', () => {
  it('reads a lower-case name after "left" in a brief written in lower case but for its initials, and the field after "now doing" as the title', () => {
    expect(names(interpretBrief('anyone who left peloton since 2023 and is now doing product marketing? US only'))).toEqual(['Role: Product Marketing', 'Location: United States', 'Past company: peloton (left Jan 2023 or later)']);
    // A brief with capitalised words writes its names so: "restructuring groups" is no company.
    expect(names(interpretBrief('investment banking analysts in NYC. Nobody in restructuring groups.'))).not.toContain('Company: not restructuring groups (current or past)');
  });

  it('reads what the client does not need as no criterion: "Dutch not needed", "Engels volstaat", "don\'t care what industry"', () => {
    expect(names(interpretBrief('head of customer success in Amsterdam. Dutch not needed.'))).toEqual(['Role: Head of Customer Success', 'Location: Amsterdam']);
    expect(names(interpretBrief('firmware engineers in Eindhoven. Engels volstaat, Nederlands hoeft niet.'))).toEqual(['Role: Embedded Software Engineer', 'Location: Eindhoven']);
    const read = interpretBrief('product marketers in Boston. don\'t care what industry they landed in');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Product Marketing Manager', 'Location: Boston']);
  });
});

describe('the client opening with "For a …:", years in the classroom and a place\'s credential (session of 7 Dec 2026)', () => {
  it('reads them as the client, the job, and a credential the person must show, never an industry, a topic or a place', () => {
    const read = interpretBrief('For a faith-based private school in Atlanta: high school math teachers with a Georgia teaching certificate and 3+ years in the classroom.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: High School Math Teacher', 'Location: Atlanta', 'Experience: 3+ years', 'Mentions: Georgia teaching certificate']);
    expect(names(interpretBrief('For a boutique law firm in Leeds: paralegals with 3+ years'))).toEqual(['Role: Paralegal', 'Location: Leeds', 'Experience: 3+ years']);
  });
});

describe('years "there" and a listed title with a qualifier (session of 7 Dec 2026)', () => {
  it('reads years "there" as a stay at the employers just named, never experience anywhere', () => {
    expect(names(interpretBrief('ex-Google engineers with 3+ years there'))).toEqual(['Role: Engineer', 'Past company: Google', 'Unverifiable: 3+ years at Google']);
  });

  it('reads the next title of a list with one word no title holds before its head', () => {
    expect(names(interpretBrief('3 irrigation managers or ag water specialists in Fresno'))).toContain('Role: Irrigation Manager or Ag Water Specialist');
  });
});

describe('a list of employers each after its small word, and a move dated over the list (session of 7 Dec 2026)', () => {
  it('reads "do Nubank, do iFood ou do Mercado Livre de 2022 pra cá" as all three, left since 2022', () => {
    const read = interpretBrief('Quero mapear fundadores que saíram do Nubank, do iFood ou do Mercado Livre de 2022 pra cá. Tanto faz o setor.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Founder', 'Past company: Nubank, iFood or Mercado Livre (left Jan 2022 or later)']);
    expect(names(interpretBrief('designers who left Apple, Google or Meta in the last year', new Date('2026-12-07T12:00:00Z')))).toContain('Past company: Apple, Google or Meta (left 7 Dec 2025 or later)');
  });
});

describe('the client\'s own hotel (session of 7 Dec 2026)', () => {
  it('reads "for a 5-star resort", "para um hotel de cinco estrelas" as where the work is, never a hotel class people must show', () => {
    expect(names(interpretBrief('a spa manager for a 5-star resort in Bali, Indonesia'))).not.toContain('Mentions: 5-star hotel');
    expect(names(interpretBrief('Procuramos um diretor de F&B para um hotel de cinco estrelas em Lisboa.'))).toEqual(['Role: Food and Beverage Director', 'Location: Lisbon']);
    expect(names(interpretBrief('housekeepers with 3+ years in a 5-star hotel'))).toContain('Mentions: 5-star hotel');
  });
});

describe('a counted kind of company and its names (session of 7 Dec 2026)', () => {
  it('reads "one of the big five banks (RBC, TD, …)" as those companies, required, and "big five" as no personality trait', () => {
    expect(names(interpretBrief('engineering managers in Toronto currently at one of the big five banks (RBC, TD, Scotiabank, BMO, CIBC)'))).toEqual(['Role: Engineering Manager', 'Location: Toronto', 'Company: RBC, TD, Scotiabank, BMO or CIBC']);
    // Uncounted, the names after a kind stay examples.
    expect(interpretBrief('engineering managers in Toronto at banks (RBC, TD, Scotiabank)').preferences.map((p) => p.name)).toEqual(['Preferred: Company (current or past): RBC, TD or Scotiabank']);
  });
});

describe('how far a negation reaches (evening session of 7 Dec 2026)', () => {
  it('reaches past the words for people between it and what it rules out ("Pas de candidats venant d\'agences d\'intérim" had asked people to mention intérim)', () => {
    const read = interpretBrief("Nous cherchons des infirmiers en soins intensifs à Lyon. Pas de candidats venant d'agences d'intérim.");
    expect(read.kind).toBe('clarify');
    expect(names(read)).not.toContain('Mentions: intérim');
    expect(read.kind === 'clarify' && read.question).toContain("Pas de candidats venant d'agences d'intérim");
    // Its clause ends at the comma: what follows is sought.
    expect(names(interpretBrief('Pas de juniors, des consultants en intérim à Lyon'))).toContain('Mentions: intérim');
  });
});

describe('examples that end in "anything" (evening session of 7 Dec 2026)', () => {
  it('leaves the field of "(pest control, alarms, solar, anything)" open, and reads examples without it', () => {
    expect(names(interpretBrief('door-to-door reps in Atlanta with 1 to 3 years of sales experience (pest control, alarms, solar, anything)'))).not.toContain('Industry: Climate Tech & Clean Energy');
    expect(names(interpretBrief('copywriters in Berlin with agency experience (fashion, beauty, whatever)'))).toEqual(['Role: Copywriter', 'Location: Berlin', 'Mentions: agency']);
    expect(names(interpretBrief('copywriters in Berlin with agency experience (fashion, beauty)'))).toContain('Industry: Retail or Consumer Goods');
  });
});

describe('restaurants with their star, and Portuguese words for now, nobody and living (evening session of 7 Dec 2026)', () => {
  it('reads the restaurant named with its Michelin star whole, in four languages ("restaurantes" had been asked about)', () => {
    for (const brief of ['chefs who worked in restaurants with a Michelin star in London', 'chefs que já passaram por restaurantes com estrela Michelin em Lisboa', 'chefs ayant travaillé dans des restaurants étoilés Michelin à Paris', 'cocineros de restaurantes con estrella Michelin en Madrid']) {
      const read = interpretBrief(brief);
      expect(read.kind, brief).toBe('criteria');
      expect(names(read).filter((name) => name.startsWith('Mentions')), brief).toEqual(['Mentions: Michelin-starred restaurant']);
    }
  });

  it('reads "não queremos ninguém que esteja neste momento na Deloitte", "a viver no Porto" and Portugal\'s "contabilista certificado"', () => {
    const read = interpretBrief('Procuramos um contabilista certificado com pelo menos dez anos de experiência, a viver no Porto ou em Braga. Não queremos ninguém que esteja neste momento na Deloitte.');
    expect(read.kind).toBe('criteria');
    expect(names(read)).toEqual(['Role: Chartered Accountant', 'Location: Porto or Braga', 'Company: not Deloitte (current)', 'Experience: 10+ years']);
    expect(names(interpretBrief('designers in Berlin, not anyone at the moment at Zalando'))).toContain('Company: not Zalando (current)');
  });
});

describe('an industry people left (evening session of 7 Dec 2026)', () => {
  it('never requires the industry people left; a former employer in it says it already, else the brief asks', () => {
    const consultants = interpretBrief('ex-McKinsey consultants who left consulting and are now product managers in London');
    expect(names(consultants)).not.toContain('Industry: Management Consulting');
    expect(consultants.unrecognised).toEqual([]);
    const managers = interpretBrief('product managers in London who left fintech');
    expect(managers.kind).toBe('clarify');
    expect(names(managers)).not.toContain('Industry: Fintech');
    expect(managers.unrecognised).toContain('fintech');
    // Where they work now stays required.
    expect(names(interpretBrief('product managers in London who work in fintech'))).toContain('Industry: Fintech');
  });
});

describe('a place named by its parts (evening session of 7 Dec 2026)', () => {
  it('reads the places listed in brackets or after a colon as the parts of the larger place meant, examples aside', () => {
    expect(names(interpretBrief('VPs of supply chain at health systems in the Mountain West (Utah, Colorado, Idaho, Arizona)'))).toContain('Location: Utah, Colorado, Idaho or Arizona');
    expect(names(interpretBrief('heads of procurement at grocery chains in the Nordics: Sweden, Norway, Denmark, Finland — skip Iceland.'))).toContain('Location: Sweden, Norway, Denmark or Finland');
    // Examples, or a list that goes on past the places, leave the larger place read.
    expect(names(interpretBrief('designers in Latin America (Mexico, Colombia, Brazil...)'))).toContain('Location: Latin America, Mexico, Colombia or Brazil');
    expect(names(interpretBrief('pilotes de ligne qui volent dans le Golfe (Emirates, Qatar, Etihad...)'))).toContainEqual(expect.stringContaining('the Gulf'));
  });
});

describe('the client after a title the occupations classification holds (evening session of 7 Dec 2026)', () => {
  it('reads "dispatchers for a trucking outfit", "warehouse shift supervisors for a 3PL" as the client, never words people must show', () => {
    expect(names(interpretBrief('need dispatchers for a trucking outfit in joliet, 2+ yrs'))).toEqual(['Role: Dispatcher', 'Location: Joliet', 'Experience: 2+ years']);
    const supervisors = interpretBrief('Need warehouse shift supervisors for a 3PL in Memphis, 5+ years');
    expect(supervisors.unrecognised).toEqual([]);
    expect(names(supervisors)).toEqual(['Role: Warehouse Shift Supervisor', 'Location: Memphis', 'Experience: 5+ years']);
  });
});

describe('an article between the negation\'s preposition and the name (evening session of 7 Dec 2026)', () => {
  it('reads "Niemand aus den Big Four", "Nicht aus der Hirslanden-Gruppe", "nadie de la Ferrovial" as employers ruled out', () => {
    expect(names(interpretBrief('Head of Compliance in Wien. Niemand aus den Big Four.'))).toContain('Company: not Deloitte, PwC, EY or KPMG (current or past)');
    expect(names(interpretBrief('Anästhesisten in Zürich. Nicht aus der Hirslanden-Gruppe.'))).toContain('Company: not Hirslanden-Gruppe (current or past)');
    expect(names(interpretBrief('jefes de obra en Valencia, nadie de la Ferrovial'))).toEqual(['Role: Site Manager', 'Location: Valencia', 'Company: not Ferrovial (current or past)']);
  });
});

describe('the issue\'s own examples of widening and invention (evening session of 7 Dec 2026)', () => {
  it('keeps a level before a later title of a list to that title ("… or senior accountant" had made all three senior)', () => {
    const read = interpretBrief('finance manager, controller or senior accountant in Dallas');
    expect(names(read)).toEqual(['Role: Financial Controller, Finance Manager or Senior Accountant', 'Location: Dallas']);
    const role = read.criteria.find((c) => c.kind === 'role');
    expect(role?.kind === 'role' && role.titleTerms).toEqual(['senior accountant']);
    expect(titleMatches('Senior Accountant', 'senior accountant')).toBe(true);
    expect(titleMatches('Accountant', 'senior accountant')).toBe(false);
    // Before the first title, a level stays every title's.
    expect(names(interpretBrief('senior engineers or designers in Berlin'))).toContain('Seniority: Senior');
  });

  it('reads the niche after a publisher\'s title as what they publish about ("influenciadores de moda" had been Industry: Retail)', () => {
    expect(names(interpretBrief('influenciadores de moda no Brasil'))).toEqual(['Role: Influencer', 'Location: Brazil', 'Mentions: moda']);
    expect(names(interpretBrief('fashion influencers in Brazil'))).toEqual(['Role: Influencer', 'Location: Brazil', 'Mentions: fashion']);
  });

  it('asks who would help where the brief names nobody ("people to help with user acquisition" had searched a skill)', () => {
    const read = interpretBrief('people to help with user acquisition');
    expect(read.kind).toBe('clarify');
    expect(read.criteria).toEqual([]);
    expect(names(interpretBrief('growth marketers in Berlin to help with user acquisition'))).toContain('Skill: Paid Acquisition');
  });

  it('never reads an adjective as the field whose name looks like its plural ("electronic music promoters" had been Consumer Electronics)', () => {
    expect(names(interpretBrief('electronic music promoters'))).toEqual(['Role: Electronic Music Promoter']);
    expect(names(interpretBrief('cosmetic surgeons in Miami'))).toEqual(['Role: Cosmetic Surgeon', 'Location: Miami']);
    expect(names(interpretBrief('brand managers at consumer electronics companies'))).toContain('Industry: Consumer Electronics & Hardware');
  });
});
