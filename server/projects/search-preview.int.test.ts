// POST /v1/search/preview through the real REST stack: the reading of a brief for free (no
// project, no credit, not one of the 20 searches per hour), with the per-key limit and the
// spec's error envelope.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { seedDirectory } from '@/server/search';
import { createTestWorkspace, v1 } from '@/test/fixtures';

beforeAll(async () => {
  await seedDirectory(await getDb(), { size: 3000 });
}, 120_000);

interface Preview {
  criteria: Array<{ name: string; kind: string }>;
  requestedTarget: number | null;
  clarificationQuestion: string | null;
  ignored: string[];
  estimatedMatches: number;
}

/** The preview of a brief, answered 200, with the names of its criteria. */
async function previewOf(apiKey: string, brief: string): Promise<Preview & { names: string[] }> {
  const response = await v1('POST', '/search/preview', { key: apiKey, body: { brief } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Preview;
  return { ...body, names: body.criteria.map((c) => c.name) };
}

describe('POST /v1/search/preview', () => {
  it('answers the reading of a brief with exactly the documented fields', async () => {
    const ws = await createTestWorkspace({ credits: 50 });
    const response = await v1('POST', '/search/preview', { key: ws.apiKey, body: { brief: 'product managers in Berlin, but not from Zalando (12 please)' } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['clarificationQuestion', 'criteria', 'estimatedMatches', 'ignored', 'requestedTarget']);
    expect(body).toMatchObject({
      criteria: [
        { name: 'Role: Product Manager', kind: 'role' },
        { name: 'Location: Berlin', kind: 'location' },
        { name: 'Company: not Zalando (current or past)', kind: 'company' },
      ],
      requestedTarget: 12,
      ignored: [],
      clarificationQuestion: null,
    });
    expect(Number.isInteger(body.estimatedMatches)).toBe(true);
    expect(response.headers.get('ratelimit-policy')).toBe('"per-key";q=120;w=60');
  });

  it('names what no profile shows as a criterion of its own, and asks rather than filter by a protected characteristic', async () => {
    const ws = await createTestWorkspace();
    const influencers = await (await v1('POST', '/search/preview', { key: ws.apiKey, body: { brief: 'fashion influencers in London with 10k-50k Instagram followers' } })).json();
    expect(influencers.criteria).toEqual([
      { name: 'Role: Influencer', kind: 'role' }, { name: 'Location: London', kind: 'location' }, { name: 'Mentions: fashion', kind: 'topic' },
      { name: 'Unverifiable: Instagram followers (10k-50k)', kind: 'unseen' },
    ]);
    expect(influencers.clarificationQuestion).toBeNull();
    expect(influencers.requestedTarget).toBeNull();
    const aged = await (await v1('POST', '/search/preview', { key: ws.apiKey, body: { brief: 'product managers in Austin, no older than 45' } })).json();
    expect(aged.clarificationQuestion).toMatch(/does not search people by age/);
    expect(aged.criteria.map((c: { kind: string }) => c.kind)).not.toContain('experience');
    // Spanish "Dame" asks for people ("give me"); it says nothing of who they are.
    expect(await previewOf(ws.apiKey, 'Dame 10 ingenieros de datos en Madrid')).toMatchObject({
      names: ['Role: Data Engineer', 'Location: Madrid'], requestedTarget: 10, clarificationQuestion: null,
    });
  });

  it('asks which place or which job a word means when the brief does not say', async () => {
    const ws = await createTestWorkspace();
    const preview = (brief: string) => previewOf(ws.apiKey, brief);
    expect((await preview('biotech founders in Cambridge')).clarificationQuestion).toMatch(/“Cambridge” is a city in .* Which did you mean\?/);
    expect((await preview('CROs in Boston with a pharma background')).clarificationQuestion).toMatch(/chief revenue officer or a chief risk officer/);
    // ("construction pm" is the builder's project manager: see below.)
    const pm = await preview('healthcare PMs in Boston');
    expect(pm.clarificationQuestion).toMatch(/product manager or a project manager outside tech/);
    // While it asks which, neither meaning is shown as a criterion.
    expect(pm.criteria.filter((c) => c.kind === 'role')).toEqual([]);
    expect((await preview('marketing managers in Georgia')).criteria).toEqual([{ name: 'Role: Marketing Manager', kind: 'role' }]);
    expect((await preview('data scientists in Cambridge, UK')).clarificationQuestion).toBeNull();
    // A city whose name is a region elsewhere asks; a region qualified by its country is that region, never the whole country.
    expect((await preview('enfermeras en Santander')).clarificationQuestion).toMatch(/“Santander” could be Santander in Spain or the region of Colombia/);
    expect((await preview('engineers in Georgia, US')).criteria).toContainEqual({ name: 'Location: Georgia, United States', kind: 'location' });
    // A state code right after the role is the state, never a dropped small word.
    const lineman = await preview('journeyman lineman al');
    expect(lineman.criteria).toEqual([{ name: 'Role: Journeyman Lineman', kind: 'role' }, { name: 'Location: Alabama', kind: 'location' }]);
    expect(lineman.clarificationQuestion).toBeNull();
    expect(lineman.ignored).toEqual([]);
    // The head of a "title in place" query is the title.
    expect((await preview('orthodontist in sc')).criteria).toEqual([{ name: 'Role: Orthodontist', kind: 'role' }, { name: 'Location: South Carolina', kind: 'location' }]);
    // "no Rio" in a Portuguese brief is in Rio (its letters say Portuguese though it has one connector).
    expect((await preview('farmacêuticos hospitalares no Rio')).criteria).toContainEqual({ name: 'Location: Rio de Janeiro', kind: 'location' });
    // The word narrowing a profession after it stays in the title: no wider role, no industry, nothing to ask.
    const electricians = await preview('eletricistas industriais em Manaus');
    expect(electricians.criteria).toEqual([{ name: 'Role: Industrial Electrician', kind: 'role' }, { name: 'Location: Manaus', kind: 'location' }]);
    expect(electricians.clarificationQuestion).toBeNull();
    // The brief's other place decides which Salvador: the city in Brazil, beside Recife, not El Salvador.
    expect((await preview('engineers in Recife or Salvador')).criteria).toContainEqual({ name: 'Location: Recife or Salvador', kind: 'location' });
    // A demonym beside a place outside its country is nationality: asked about, never "France or Berlin".
    const nationality = await preview('French engineers in Berlin');
    expect(nationality.criteria).toEqual([{ name: 'Role: Engineer', kind: 'role' }, { name: 'Location: Berlin', kind: 'location' }]);
    expect(nationality.clarificationQuestion).toContain('nationality');
    // Two nested places named apart, both of the people: the brief asks which, and neither is read as the silent union.
    const nested = await preview('Account Executives in Wien oder Graz. Sie müssen in Österreich wohnen.');
    expect(nested.clarificationQuestion).toContain('“Wien” and “Graz” lie in Austria');
    expect(nested.criteria.filter((c: { kind: string }) => c.kind === 'location')).toEqual([]);
    // Where one is the client's own ("Wir expandieren nach Österreich"), the people's place is the criterion.
    const expanding = await preview('Wir expandieren nach Österreich. Gesucht: Account Executives in Wien oder Graz');
    expect(expanding.clarificationQuestion).toBeNull();
    expect(expanding.criteria).toEqual([{ name: 'Role: Account Executive', kind: 'role' }, { name: 'Location: Vienna or Graz', kind: 'location' }]);
    // A kind of a known role is never widened to the role's whole family.
    expect((await preview('privacy counsel in London')).criteria).toEqual([{ name: 'Role: Privacy Counsel', kind: 'role' }, { name: 'Location: London', kind: 'location' }]);
    // A narrower job the taxonomy files under a role is that job, not the role (Content Marketing Manager).
    expect((await preview('freelance copywriters in London')).criteria).toEqual([
      { name: 'Role: Copywriter', kind: 'role' }, { name: 'Location: London', kind: 'location' }, { name: 'Mentions: freelance', kind: 'topic' },
    ]);
    // Companies named by what they do are companies, not people: the brief asks who at them.
    expect((await preview('top 30 performance marketing agencies in the Netherlands')).clarificationQuestion).toContain('Who at these companies');
    // Another language's words for working at a company ("bij") name the company.
    expect((await preview('sre bij ING')).criteria).toEqual([{ name: 'Role: Site Reliability Engineer', kind: 'role' }, { name: 'Company: ING', kind: 'company' }]);
    // A time window says whose move it measures.
    expect((await preview('CMOs who were promoted in the last 6 months')).criteria)
      .toContainEqual({ name: 'Unverifiable: CMOs who were promoted in the last 6 months', kind: 'unseen' });
    // The client describing itself (size, industry, city) is context, not what the candidates must meet.
    const client = await preview("We're a 30-person healthtech startup in Amsterdam building remote patient monitoring. Hiring our first Head of Data.");
    expect(client.criteria).toEqual([{ name: 'Role: Head of Data', kind: 'role' }]);
    // A field narrowed by its domain is what people worked on, and "ever worked" takes in today.
    expect((await preview('anyone who has ever worked on battery engineering at Tesla')).criteria).toEqual([
      { name: 'Company (current or past): Tesla', kind: 'company' }, { name: 'Mentions: battery engineering', kind: 'topic' },
    ]);
    // A credential is never dropped into the role, nor a place into a degree's field.
    expect((await preview('accountnats w/ CPA in denver')).criteria).toEqual([
      { name: 'Role: Accountant', kind: 'role' }, { name: 'Location: Denver', kind: 'location' }, { name: 'Skill: CPA', kind: 'skill' },
    ]);
    expect((await preview('accountants with an MBA in Denver')).criteria).toContainEqual({ name: 'Location: Denver', kind: 'location' });
    // The people of an exit keep their role.
    expect((await preview('exited founders in Berlin')).criteria).toEqual([
      { name: 'Role: Founder', kind: 'role' }, { name: 'Location: Berlin', kind: 'location' }, { name: 'Unverifiable: Successful exit', kind: 'unseen' },
    ]);
    // An open title stays whole before a place code; an abbreviation is never half a skill.
    expect((await preview('developer advocate sf')).criteria).toEqual([{ name: 'Role: Developer Advocate', kind: 'role' }, { name: 'Location: San Francisco', kind: 'location' }]);
    // Remote work as a place's alternative asks (the search would be held at awaiting_input) rather than search the place alone.
    const remote = await preview('developer advocate sf or remote');
    expect(remote.clarificationQuestion).toContain('no profile says who would work remotely');
    expect(remote.ignored).toEqual([]);
    expect((await preview('head of R&D in Boston')).criteria).toEqual([{ name: 'Role: Head of R&D', kind: 'role' }, { name: 'Location: Boston', kind: 'location' }]);
    // Nor are the client's own people who ask for it.
    expect((await preview('Our CISO asked me to find security engineers in Berlin')).criteria).toEqual([
      { name: 'Role: Security Engineer', kind: 'role' }, { name: 'Location: Berlin', kind: 'location' },
    ]);
  });

  it('gives the question the search would ask and the words it will not use', async () => {
    const ws = await createTestWorkspace();
    const body = await (await v1('POST', '/search/preview', { key: ws.apiKey, body: { brief: 'nurses in Xyzzyville, bring snacks' } })).json();
    expect(body.clarificationQuestion).toContain('“Xyzzyville”');
    expect(body.ignored).toEqual(expect.arrayContaining(['snacks']));
    expect(body.estimatedMatches).toBeGreaterThanOrEqual(0);
  });

  it('creates no project, spends no credit and leaves the 20 searches per hour untouched', async () => {
    const ws = await createTestWorkspace({ credits: 7 });
    const { prisma } = await getDb();
    for (let i = 0; i < 25; i++) {
      expect((await v1('POST', '/search/preview', { key: ws.apiKey, body: { brief: `${i + 1} data scientists in Paris` } })).status).toBe(200);
    }
    expect(await prisma.project.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
    expect((await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } })).creditBalance).toBe(7);
    expect((await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'data scientists in Paris' } })).status).toBe(202);
  });

  it('counts against the per-key request limit', async () => {
    const ws = await createTestWorkspace();
    const remaining = async () => {
      const response = await v1('POST', '/search/preview', { key: ws.apiKey, body: { brief: 'designers in Lisbon' } });
      return Number(/r=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1]);
    };
    const first = await remaining();
    expect(await remaining()).toBe(first - 1);
  });

  it('shows years at a named employer as tenure there and a credential beside another role as the credential, never as experience or a second role', async () => {
    const ws = await createTestWorkspace();
    const read = async (brief: string) => (await previewOf(ws.apiKey, brief)).names;
    // At Apple now, for a time: dated by the join there (it had been an unverifiable tenure).
    const apple = await read('designers at Apple for over 4 years');
    expect(apple).toHaveLength(2);
    expect(apple[1]).toMatch(/^Company: Apple \(joined .+ or earlier\)$/);
    expect(await read('designers who worked at Apple for 4 years')).toEqual(['Role: Designer', 'Past company: Apple', 'Unverifiable: at Apple for 4 years']);
    expect(await read('senior tax manager with cpa in chicago')).toEqual(['Role: Tax Manager', 'Seniority: Senior', 'Location: Chicago', 'Skill: CPA']);
    expect(await read('Head of Growth with 6+ years in growth or performance marketing')).toContain('Skill: Growth Marketing or Performance Marketing');
  });

  it("reads a search box's shorthand: a trailing \"N+\" as years, a title's shorthand before its place, an SAP module as the consultant's skill", async () => {
    const ws = await createTestWorkspace();
    const read = (brief: string) => previewOf(ws.apiKey, brief);
    const years = await read('mortgage loan officer in nj 5+');
    expect(years.names).toEqual(['Role: Mortgage Loan Officer', 'Location: New Jersey', 'Experience: 5+ years']);
    expect(years.clarificationQuestion).toBeNull();
    expect((await read('physio manchester 2 yrs')).names).toEqual(['Role: Physio', 'Location: Manchester', 'Experience: 2+ years']);
    expect((await read('sap fico consultant in india')).names).toContain('Role: SAP FICO Consultant');
    // The industry in the brief's own language, and a quality engineer who is no software tester.
    expect((await read('ingenieros de calidad en la industria automotriz en Monterrey')).names).toEqual([
      'Role: Quality Engineer', 'Location: Monterrey', 'Industry: Automotive',
    ]);
  });

  it('dates a move at a company from the day it is read, and asks since when about one with no time', async () => {
    const ws = await createTestWorkspace();
    const preview = (brief: string) => previewOf(ws.apiKey, brief);
    const since = new Date();
    since.setUTCMonth(since.getUTCMonth() - 24);
    const sinceDay = `${since.getUTCDate()} ${since.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${since.getUTCFullYear()}`;
    const timed = await preview('engineering managers who left Stripe in the last two years');
    expect(timed.names).toEqual(['Role: Engineering Manager', `Past company: Stripe (left ${sinceDay} or later)`]);
    expect(timed.clarificationQuestion).toBeNull();
    expect((await preview('engineers who joined Shopify since 2024')).names).toContain('Company: Shopify (joined Jan 2024 or later)');
    expect((await preview('CMOs who changed jobs since 2025')).names).toEqual(['Role: CMO', 'Joined current company: Jan 2025 or later']);
    expect((await preview('PMs who joined Stripe in 2023')).names).toEqual(['Role: Product Manager', 'Company: Stripe (joined between Jan 2023 and Dec 2023)']);
    expect((await preview('designers who left recently')).names).not.toContain('Past company: recently');
    const recent = await preview('engineering managers who left Stripe recently');
    expect(recent.clarificationQuestion).toContain('“left Stripe recently” names no time the search can check');
    const untimed = await preview('designers who left Airbnb');
    expect(untimed.names).toEqual(['Role: Designer', 'Past company: Airbnb']);
    expect(untimed.clarificationQuestion).toBeNull();
  });

  it("never makes where an event is, where people would move to, or the client's own kind a criterion the people must meet", async () => {
    const ws = await createTestWorkspace();
    const preview = (brief: string) => previewOf(ws.apiKey, brief);
    const wedding = await preview('photographers for a wedding in Lisbon');
    expect(wedding.names).toEqual(['Role: Photographer']);
    expect(wedding.clarificationQuestion).toContain('do you need people based in Lisbon, or from anywhere?');
    expect((await preview('nurses open to relocating to Dubai')).names).toEqual(['Role: Registered Nurse', 'Unverifiable: Willing to relocate to Dubai']);
    expect((await preview('Flight school in Arizona looking for airline pilots')).names).toEqual(['Role: Airline Pilot', 'Location: Arizona']);
  });

  it('reads "in PR" as Puerto Rico after a role and as a field after "anyone", asking when nothing decides; a clearance by its level', async () => {
    const ws = await createTestWorkspace();
    const preview = (brief: string) => previewOf(ws.apiKey, brief);
    expect((await preview('nurses in PR')).names).toEqual(['Role: Registered Nurse', 'Location: Puerto Rico']);
    const sanJuan = await preview('engineers in San Juan, PR');
    expect(sanJuan.names).toEqual(['Role: Engineer', 'Location: San Juan, Puerto Rico']);
    expect(sanJuan.clarificationQuestion).toBeNull();
    expect((await preview('people in PR in NYC')).names).toEqual(['Role: PR', 'Location: New York City']);
    expect((await preview('anyone in PR with 10+ yrs, bilingual spanish')).clarificationQuestion).toContain('“PR” could be the field they work in or Puerto Rico');
    expect((await preview('security engineer dc ts/sci')).names).toEqual(['Role: Security Engineer', 'Location: Washington, D.C.', 'Skill: TS/SCI clearance']);
    expect((await preview('SC cleared devops engineers in London')).names).toEqual(['Role: DevOps Engineer', 'Location: London', 'Skill: SC clearance']);
    expect((await preview("Senior React devs in Toronto who'd be a good culture fit for a scrappy team")).names).not.toContain('Mentions: scrappy');
  });

  it('reads the head of a function in the brief\'s language', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'Somos uma healthtech de Recife e buscamos um CTO ou VP de Engenharia')).names).toContain('Role: VP of Engineering or CTO');
    expect((await previewOf(ws.apiKey, 'Director de Ingeniería en Madrid')).names).toEqual(['Role: Director of Engineering', 'Location: Madrid']);
  });

  it('looks a school and degree up on their own, and counts the directory\'s holders', async () => {
    const ws = await createTestWorkspace();
    expect(await previewOf(ws.apiKey, 'Harvard grads with a PhD')).toMatchObject({ names: ['Education: Harvard University, PhD'], clarificationQuestion: null });
    const preview = await previewOf(ws.apiKey, 'people with a PhD');
    expect(preview).toMatchObject({ names: ['Education: PhD'], clarificationQuestion: null });
    const { sql } = await getDb();
    const [{ n }] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM directory_person WHERE array_to_string(education, '|') LIKE '%PhD%'`) as [{ n: number }];
    expect(n).toBeGreaterThan(20);
    expect(preview.estimatedMatches).toBe(n);
  });

  it('reads a school the vocabulary lacks as a school, never as an employer', async () => {
    const ws = await createTestWorkspace();
    expect(await previewOf(ws.apiKey, 'data scientists who graduated from Universidade do Minho')).toMatchObject({
      names: ['Role: Data Scientist', 'Education: Universidade do Minho'], clarificationQuestion: null, ignored: [],
    });
    expect((await previewOf(ws.apiKey, 'ML-Ingenieure mit Promotion an der ETH')).names).toEqual(['Role: Machine Learning Engineer', 'Education: ETH, PhD']);
    // A known school named as the employer is the company.
    expect((await previewOf(ws.apiKey, 'researchers at MIT')).names).toEqual(['Role: Researcher', 'Company: MIT']);
  });

  it('keeps a skill or level the title names inside the role, in any language, and counts its holders', async () => {
    const ws = await createTestWorkspace();
    for (const brief of ['icu nurses houston tx', 'enfermeras de UCI en Barcelona', 'infirmières en soins intensifs à Genève']) {
      const [role] = (await previewOf(ws.apiKey, brief)).criteria;
      expect(role, brief).toEqual({ name: 'Role: Intensive Care Registered Nurse', kind: 'role' });
    }
    const react = await previewOf(ws.apiKey, 'senior react dev london');
    expect(react).toMatchObject({ names: ['Role: React Developer', 'Seniority: Senior', 'Location: London'], clarificationQuestion: null });
    expect((await previewOf(ws.apiKey, 'Java-Entwickler in Frankfurt')).names).toEqual(['Role: Java Developer', 'Location: Frankfurt']);
    // The count checks the skill: fewer Python developers than developers.
    const python = await previewOf(ws.apiKey, 'Python developers in the United States');
    const all = await previewOf(ws.apiKey, 'developers in the United States');
    expect(python.estimatedMatches).toBeGreaterThan(0);
    expect(python.estimatedMatches).toBeLessThan(all.estimatedMatches);
  });

  it('gives every title of a list its head word, and asks once about a dated exit', async () => {
    const ws = await createTestWorkspace();
    const [role, company] = (await previewOf(ws.apiKey, 'Who are the product or engineering leaders at Toast who joined in the last 3 years?')).names;
    expect(role).toBe('Role: Product leader or Engineering leader');
    expect(company).toMatch(/^Company: Toast \(joined \d{1,2} \w{3} \d{4} or later\)$/);
    const exit = await previewOf(ws.apiKey, 'founders who sold their company to private equity in the last 3 years');
    expect(exit.names).toEqual(['Role: Founder', 'Unverifiable: founders who sold their company to private equity in the last 3 years']);
  });

  it("reads the client's own company as context after a greeting, and a permit's country as the permit's", async () => {
    const ws = await createTestWorkspace();
    const lille = await previewOf(ws.apiKey, "Bonjour, on est une scale-up de l'assurance à Lille (200 personnes). On cherche 3 data scientists NLP à Lille.");
    expect(lille).toMatchObject({ names: ['Role: NLP Data Scientist', 'Location: Lille'], requestedTarget: 3 });
    expect((await previewOf(ws.apiKey, 'Hiring a general counsel for our 200-person Series C healthtech in Boston')).names).toEqual(['Role: General Counsel', 'Location: Boston']);
    expect((await previewOf(ws.apiKey, 'directors of nursing in the NHS at director level or above')).names).toEqual([
      'Role: Director of Nursing', 'Seniority: Director or above', 'Company: NHS',
    ]);
    expect((await previewOf(ws.apiKey, 'teachers in Ohio who have stayed at the same school for 10+ years')).names[2]).toMatch(/^Joined current school: /);
    expect((await previewOf(ws.apiKey, 'Wij zoeken developers in Amsterdam, medior of senior, met React of Vue')).names).toEqual([
      'Role: Developer', 'Seniority: Mid-level or Senior', 'Location: Amsterdam', 'Skill: React or Vue.js',
    ]);
    expect((await previewOf(ws.apiKey, 'farmacêuticos hospitalares no Rio')).names).toEqual(['Role: Hospital Pharmacist', 'Location: Rio de Janeiro']);
    expect((await previewOf(ws.apiKey, 'Küchenchef:in in Wien')).names).toEqual(['Role: Head Chef', 'Location: Vienna']);
    const ranked = await previewOf(ws.apiKey, 'general counsels in Boston with a JD from a top-14 school');
    expect(ranked).toMatchObject({ names: ['Role: General Counsel', 'Location: Boston', 'Education: JD', 'Unverifiable: top-14 school'], requestedTarget: null });
    expect((await previewOf(ws.apiKey, 'Nous cherchons des horlogers. Le permis de travail suisse est indispensable.')).names).toEqual([
      'Role: Watchmaker', 'Unverifiable: Work permit (Switzerland)',
    ]);
  });

  it('reads a sales rep as the title and the reps, "outside sales" as a title, and "no" before a title as ruling it out', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'Vertriebler in Hamburg')).names).toEqual(['Role: Sales Representative', 'Location: Hamburg']);
    expect(await previewOf(ws.apiKey, 'outside sales representatives in Denver')).toMatchObject({
      names: ['Role: Outside Sales Representative', 'Location: Denver'], clarificationQuestion: null,
    });
    expect(await previewOf(ws.apiKey, 'backend engineers in Berlin, no founding engineers')).toMatchObject({
      names: ['Role: Backend Engineer', 'Role: not Founding Engineer', 'Location: Berlin'], clarificationQuestion: null, ignored: [],
    });
  });

  it('never reads what a negation rules out as wanted: a level becomes the others, the rest is asked about', async () => {
    const ws = await createTestWorkspace();
    expect(await previewOf(ws.apiKey, 'designers, no juniors, in Paris')).toMatchObject({
      names: ['Role: Designer', 'Seniority: not Junior', 'Location: Paris'], clarificationQuestion: null,
    });
    for (const brief of ['designers not at startups', 'PMs, not in fintech, in London', "lawyers in Paris who don't speak French"]) {
      const preview = await previewOf(ws.apiKey, brief);
      expect(preview.clarificationQuestion, brief).toMatch(/I could not read/);
      expect(preview.names.filter((name) => /Startup|Fintech|fintech|French/.test(name)), brief).toEqual([]);
    }
    expect((await previewOf(ws.apiKey, 'data engineers who no longer work at Google')).names).toEqual(['Role: Data Engineer', 'Past company: Google']);
    expect((await previewOf(ws.apiKey, 'sales leaders at companies with no more than 200 people')).names).toContain('Company size: up to 200 employees');
    expect((await previewOf(ws.apiKey, 'data engineers anywhere but Germany')).names).toEqual(['Role: Data Engineer', 'Location: outside Germany']);
    expect((await previewOf(ws.apiKey, 'designers at non-profits')).names).toEqual(['Role: Designer', 'Industry: Non-profit']);
    expect((await previewOf(ws.apiKey, 'product managers at non-tech companies')).clarificationQuestion).toMatch(/I could not read “non-tech companies”/);
    // The other languages' "without", "outside" and "no longer at".
    expect((await previewOf(ws.apiKey, 'desenvolvedores em Lisboa, sem juniores')).names).toEqual(['Role: Developer', 'Seniority: not Junior', 'Location: Lisbon']);
    expect((await previewOf(ws.apiKey, 'enfermeiros fora de Lisboa')).names).toEqual(['Role: Registered Nurse', 'Location: outside Lisbon']);
    expect((await previewOf(ws.apiKey, 'Entwickler in Berlin ohne Java')).clarificationQuestion).toMatch(/I could not read “ohne Java”/);
    expect((await previewOf(ws.apiKey, 'Ingenieure, die nicht mehr bei Siemens sind')).names).toContain('Past company: Siemens');
    expect(await previewOf(ws.apiKey, 'Wir suchen Pflegefachkräfte in Hamburg, Vollzeit')).toMatchObject({ names: ['Role: Registered Nurse', 'Location: Hamburg'], clarificationQuestion: null });
  });

  it('reads what people did as no role they hold, and a team\'s size as no years', async () => {
    const ws = await createTestWorkspace();
    const kids = await previewOf(ws.apiKey, 'product designers who have designed for kids');
    expect(kids.names.filter((name) => name.startsWith('Role:'))).toEqual(['Role: Product Designer']);
    expect(kids.clarificationQuestion).toMatch(/“designed”/);
    const teams = await previewOf(ws.apiKey, 'data engineers who managed teams of 10+');
    expect(teams.names).toEqual(['Role: Data Engineer']);
    expect(teams.clarificationQuestion).toMatch(/“managed”/);
    // Before, "Past company: exited".
    const exited = await previewOf(ws.apiKey, 'founders who previously exited a company');
    expect(exited.names).toEqual(['Role: Founder']);
    expect(exited.clarificationQuestion).toMatch(/“exited”/);
  });

  it('reads a list that shares its last words as either title or level', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'iOS or Android engineers in Berlin')).names).toEqual(['Role: iOS Engineer or Android Engineer', 'Location: Berlin']);
    expect((await previewOf(ws.apiKey, 'senior or staff engineers in Toronto')).names).toEqual(['Role: Engineer', 'Seniority: Senior or Staff/Lead', 'Location: Toronto']);
    // One person with both titles is asked about: a profile holds one.
    expect((await previewOf(ws.apiKey, 'CTOs who are also founders in Berlin')).clarificationQuestion).toMatch(/not both at once/);
  });

  it('reads a degree and its field in the brief\'s language, without a question', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'advogados com mestrado em direito em Lisboa');
    expect(preview).toMatchObject({ names: ['Role: Legal Counsel', 'Location: Lisbon', "Education: Master's in direito (law)"], clarificationQuestion: null, ignored: [] });
    expect((await previewOf(ws.apiKey, 'data scientists with a masters in statistics in Berlin')).names).toContain("Education: Master's in statistics");
    expect(await previewOf(ws.apiKey, 'software engineers with a CS degree from Waterloo')).toMatchObject({
      names: ['Role: Software Engineer', 'Education: University of Waterloo, degree in computer science'], clarificationQuestion: null,
    });
  });

  it('reads "marketing agencies" as the kind of employer, never as every marketer', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'account directors at marketing agencies in London')).names).toEqual(['Role: Account Director', 'Location: London', 'Mentions: marketing agencies']);
    expect((await previewOf(ws.apiKey, 'PR agencies in NYC')).clarificationQuestion).toContain('This service finds people');
  });

  it("reads a school by its town's name after \"studied at\", and drops the place of the client's own dinner", async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'Software engineers who studied at Waterloo and now work in Toronto')).names).toContain('Education: University of Waterloo');
    const dinner = await previewOf(ws.apiKey, "I'm hosting a founders' dinner in Copenhagen. Looking for climate tech founders based in Denmark or Sweden");
    expect(dinner.names).toContain('Location: Denmark or Sweden');
    expect(dinner.clarificationQuestion).toBeNull();
  });

  it('rules out the companies a brief in another language rules out', async () => {
    const ws = await createTestWorkspace();
    const sap = await previewOf(ws.apiKey, 'Entwickler in Berlin, niemand von SAP');
    expect(sap.names).toEqual(['Role: Developer', 'Location: Berlin', 'Company: not SAP (current or past)']);
    expect((await previewOf(ws.apiKey, 'developers at Bol.com')).names).toEqual(['Role: Developer', 'Company: Bol.com']);
    expect((await previewOf(ws.apiKey, 'Staff engineers at Airbnb')).names).toEqual(['Role: Staff Engineer', 'Company: Airbnb']);
    expect((await previewOf(ws.apiKey, 'Ivy grads, class of 2019 or later, in closing roles (AE) in Boston')).names).toEqual([
      'Role: Account Executive', 'Location: Boston', 'Education: Ivy League, graduated 2019 or later',
    ]);
  });

  it('reads a wish in another language as no requirement, and "from the area" as the client\'s own place', async () => {
    const ws = await createTestWorkspace();
    const gent = await previewOf(ws.apiKey, 'Zoek data engineers in Gent. Nederlands is verplicht, Frans is handig.');
    expect(gent.names).toEqual(['Role: Data Engineer', 'Location: Ghent', 'Language: Dutch']);
    expect(gent.clarificationQuestion).toBeNull();
    const zurich = await previewOf(ws.apiKey, 'Wir sind ein Family Office in Zürich und suchen Portfoliomanager aus der Region');
    expect(zurich.names).toEqual(['Role: Portfolio Manager', 'Location: Zurich']);
    const leeds = await previewOf(ws.apiKey, 'We are a clinic in Leeds and we are looking for nurses from the area');
    expect(leeds.names).toEqual(['Role: Registered Nurse', 'Location: Leeds']);
    const venezuelan = await previewOf(ws.apiKey, 'accountants in Lima, preferably not Venezuelan');
    expect(venezuelan.clarificationQuestion).toMatch(/does not search people by nationality/);
  });

  it('reads the market a client opens as no place of the people\'s', async () => {
    const ws = await createTestWorkspace();
    const sdrs = await previewOf(ws.apiKey, 'Queremos contratar 8 SDRs que hablen francés nativo o bilingüe para abrir mercado en Francia. Pueden estar en Madrid o Barcelona.');
    expect(sdrs).toMatchObject({ names: ['Role: Sales Development Representative', 'Location: Madrid or Barcelona', 'Language: French'], clarificationQuestion: null, requestedTarget: 8 });
  });

  it('reads what people will be for the client as no title to ask about', async () => {
    const ws = await createTestWorkspace();
    const summit = await previewOf(ws.apiKey, 'We are organising a fintech summit in Lisbon in May - need 12 speakers who are CFOs at European neobanks.');
    expect(summit).toMatchObject({ clarificationQuestion: null, requestedTarget: 12, ignored: [] });
    expect(summit.names).toContain('Role: CFO');
    const cofounder = await previewOf(ws.apiKey, 'Looking for a technical co-founder: someone who has been a senior or staff engineer at a marketplace company.');
    expect(cofounder.names).toEqual(['Role: Engineer', 'Seniority: Senior or Staff/Lead', 'Industry: Marketplaces']);
  });

  it('asks about a part of a place no map draws, never reading a namesake region', async () => {
    const ws = await createTestWorkspace();
    const north = await previewOf(ws.apiKey, 'engineers in the North of England');
    expect(north.clarificationQuestion).toMatch(/North/);
    expect(north.names).toEqual(['Role: Engineer', 'Location: England']);
  });

  it('reads a country people left as where they are not', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'nurses who left the UK')).names).toEqual(['Role: Registered Nurse', 'Location: outside United Kingdom']);
  });

  it("reads industries, wards, subjects and kinds of kitchen in the brief's own language, and a field's short form where a field stands", async () => {
    const ws = await createTestWorkspace();
    const energy = await previewOf(ws.apiKey, 'Necesitamos comerciales en Valencia con experiencia en el sector energético');
    expect(energy).toMatchObject({ clarificationQuestion: null, ignored: [] });
    expect(energy.names).toContain('Industry: Energy & Utilities');
    const nurses = await previewOf(ws.apiKey, 'Zoek verpleegkundigen in Rotterdam met IC-ervaring');
    expect(nurses).toMatchObject({ clarificationQuestion: null, names: ['Role: Registered Nurse', 'Location: Rotterdam', 'Skill: Intensive Care'] });
    const teachers = await previewOf(ws.apiKey, 'Gymnasiallehrer für Mathe und Physik in Sachsen');
    expect(teachers.names).toEqual(['Role: Secondary School Teacher', 'Location: Saxony', 'Mentions: mathematics', 'Mentions: physics']);
    const chefs = await previewOf(ws.apiKey, 'Ik zoek chef-koks met ervaring in een sterrenrestaurant, in Gent of Brugge');
    expect(chefs).toMatchObject({ clarificationQuestion: null });
    expect(chefs.names).toContain('Mentions: Michelin-starred restaurant');
    const vc = await previewOf(ws.apiKey, 'Stanford MBAs working in VC');
    expect(vc).toMatchObject({ clarificationQuestion: null, names: ['Education: Stanford GSB, MBA', 'Mentions: venture capital'] });
    // A kind of firm names no company; a hedge fund is no VC.
    expect((await previewOf(ws.apiKey, 'partners at VC firms in Berlin')).names).toEqual(['Role: Partner', 'Location: Berlin', 'Mentions: venture capital']);
  });

  it('reads a class of driving licence and a site safety certificate as skills, never as any licence no profile shows', async () => {
    const ws = await createTestWorkspace();
    const drivers = await previewOf(ws.apiKey, 'Vrachtwagenchauffeurs met CE-rijbewijs in Gelderland');
    expect(drivers).toMatchObject({ clarificationQuestion: null, names: ['Role: Truck Driver', 'Location: Gelderland', 'Skill: Category CE driving licence'] });
    const electricians = await previewOf(ws.apiKey, 'Wij zoeken 8 elektriciens met een geldig VCA-certificaat in Zeeland');
    expect(electricians).toMatchObject({ clarificationQuestion: null, requestedTarget: 8, names: ['Role: Electrician', 'Location: Zeeland', 'Skill: VCA'] });
  });

  it('reads "ex-Big Four" as a past employer and "excluding current Amazon employees" as ruling Amazon out, never the other way', async () => {
    const ws = await createTestWorkspace();
    const auditors = await previewOf(ws.apiKey, 'ex-Big Four auditors in London');
    expect(auditors).toMatchObject({ clarificationQuestion: null, names: ['Role: Auditor', 'Location: London', 'Past company: Deloitte, PwC, EY or KPMG'] });
    const designers = await previewOf(ws.apiKey, 'product designers in Seattle, excluding current Amazon employees');
    expect(designers).toMatchObject({ clarificationQuestion: null, names: ['Role: Product Designer', 'Location: Seattle', 'Company: not Amazon (current)'] });
    const ingenieurs = await previewOf(ws.apiKey, 'ingénieurs à Paris qui ne travaillent plus chez Google');
    expect(ingenieurs).toMatchObject({ clarificationQuestion: null });
    expect(ingenieurs.names).toContain('Past company: Google');
    const nurses = await previewOf(ws.apiKey, 'enfermeiras em Portugal que não estejam em Lisboa');
    expect(nurses).toMatchObject({ clarificationQuestion: null, names: ['Role: Registered Nurse', 'Location: Portugal', 'Location: outside Lisbon'] });
  });

  it('dates a move into a named company in Portuguese, Spanish and French, as in English', async () => {
    const ws = await createTestWorkspace();
    for (const [brief, company] of [
      ['cientistas de dados que entraram no Itaú nos últimos 12 meses', 'Itaú'],
      ['ingenieros que se unieron a Glovo en el último año', 'Glovo'],
      ['ingénieurs qui ont rejoint Doctolib depuis 2023', 'Doctolib'],
    ] as const) {
      const read = await previewOf(ws.apiKey, brief);
      expect(read.names.filter((name) => name.startsWith('Company:')), brief).toEqual([expect.stringMatching(new RegExp(`^Company: ${company} \\(joined .+ or later\\)$`))]);
      expect(read.names.some((name) => name.startsWith('Unverifiable')), brief).toBe(false);
    }
  });

  it('reads graduation years after the school, an "ex-" employer named like a place, and where people are now in Portuguese', async () => {
    const ws = await createTestWorkspace();
    expect(await previewOf(ws.apiKey, 'engenheiros de software formados na USP entre 2015 e 2018')).toMatchObject({
      clarificationQuestion: null, names: ['Role: Software Engineer', 'Education: Universidade de São Paulo, graduated 2015-2018'],
    });
    expect(await previewOf(ws.apiKey, 'ex-Emirates pilots in Dubai')).toMatchObject({ clarificationQuestion: null, names: ['Role: Pilot', 'Location: Dubai', 'Past company: Emirates'] });
    expect(await previewOf(ws.apiKey, 'PMs ex-Nubank que estão hoje no iFood ou Mercado Livre')).toMatchObject({
      clarificationQuestion: null, names: ['Role: Product Manager', 'Company: iFood or Mercado Livre', 'Past company: Nubank'],
    });
  });

  it('reads levels named as levels, never as a title nor as a place ruled out', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'product leaders at director level or above in London')).names).toEqual(['Role: Product leader', 'Seniority: Director or above', 'Location: London']);
    expect((await previewOf(ws.apiKey, 'marketers at VP level in London')).names).toEqual(['Role: Marketing', 'Seniority: VP', 'Location: London']);
    expect((await previewOf(ws.apiKey, 'senior backend engineers but not staff in Berlin')).names).toEqual(['Role: Backend Engineer', 'Seniority: Senior', 'Location: Berlin']);
  });

  it('asks about an age written like years in a place ("com menos de 40 anos em Lisboa"), never reading it as experience', async () => {
    const ws = await createTestWorkspace();
    const read = await previewOf(ws.apiKey, 'enfermeiras com menos de 40 anos em Lisboa');
    expect(read.clarificationQuestion).toMatch(/does not search people by age/);
    expect(read.names).toEqual(['Role: Registered Nurse', 'Location: Lisbon']);
  });

  it('reads a metro area by its nickname, never a town called Metro nor a company', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'nurses in Metro Atlanta')).names).toEqual(['Role: Registered Nurse', 'Location: Metro Atlanta']);
    expect((await previewOf(ws.apiKey, 'nurses in the GTA')).names).toEqual(['Role: Registered Nurse', 'Location: the Greater Toronto Area']);
    expect((await previewOf(ws.apiKey, 'nurses in the Twin Cities')).names).toEqual(['Role: Registered Nurse', 'Location: the Twin Cities']);
  });

  it('reads the client\'s job as theirs and a tool known "with knowledge of" it, never a place called Exact', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'Hiring 8 journeyman electricians in the Chicago area for a data center build.')).names).toEqual([
      'Role: Journeyman Electrician', 'Location: Greater Chicago',
    ]);
    const exact = await previewOf(ws.apiKey, 'Zoek een boekhouder met ervaring in Exact Online in Gent');
    expect(exact.names).toEqual(['Role: Bookkeeper', 'Location: Ghent', 'Skill: Exact Online']);
    expect(exact.clarificationQuestion).toBeNull();
    expect((await previewOf(ws.apiKey, 'bookkeeper with knowledge of Xero in Leeds')).clarificationQuestion).toBeNull();
    expect((await previewOf(ws.apiKey, 'arquitectos en Lima con Revit y BIM')).names).toEqual(['Role: Architect', 'Location: Lima', 'Skill: Revit', 'Skill: BIM']);
  });

  it('reads the company a search is for as the client\'s, and asks where an occasion named by its place is', async () => {
    const ws = await createTestWorkspace();
    const mandate = await previewOf(ws.apiKey, 'For a CFO search at a Series B fintech: VPs of Finance in London');
    expect(mandate.names).toEqual(['Role: Head of Finance', 'Location: London']);
    const offsite = await previewOf(ws.apiKey, 'photographers for our Lisbon offsite');
    expect(offsite.clarificationQuestion).toContain('says where the offsite is');
    expect(offsite.names).toEqual(['Role: Photographer']);
  });

  it('reads a nurse\'s ward by its short form ("OR nurses" had dropped the OR in silence), and a nursing home as where people work', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'OR nurses in Boston')).names).toEqual(['Role: Operating Room Registered Nurse', 'Location: Boston']);
    expect((await previewOf(ws.apiKey, 'certified nursing assistants for a nursing home in Ohio')).names).toEqual([
      'Role: Certified Nursing Assistant', 'Location: Ohio', 'Industry: Healthcare Providers',
    ]);
  });

  it('reads "experience in hospice or palliative care" as one topic of either phrase (it had asked about "palliative care")', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'nurses with experience in hospice or palliative care in Leeds');
    expect(preview.names).toEqual(['Role: Registered Nurse', 'Location: Leeds', 'Mentions: hospice or palliative care']);
    expect(preview.clarificationQuestion).toBeNull();
    expect((await previewOf(ws.apiKey, 'social workers with experience in fostering and adoption in Leeds')).names).toEqual([
      'Role: Social Worker', 'Location: Leeds', 'Mentions: fostering', 'Mentions: adoption',
    ]);
  });

  it('reads "bilingual MCs (English/Arabic)" as MCs who speak both (it had been the title "Bilingual MC" and asked about the languages)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'bilingual MCs (English/Arabic) for events in Riyadh');
    expect(preview.names).toEqual(['Role: MC', 'Location: Riyadh', 'Language: English', 'Language: Arabic']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "family office CIOs" and "ervaring bij een ministerie" as where people work (both had asked)', async () => {
    const ws = await createTestWorkspace();
    const family = await previewOf(ws.apiKey, 'family office CIOs in Geneva');
    expect(family.names).toEqual(['Role: CIO', 'Location: Geneva', 'Mentions: family office']);
    expect(family.clarificationQuestion).toBeNull();
    const ministry = await previewOf(ws.apiKey, 'Secretaresses met ervaring bij een ministerie in Den Haag');
    expect(ministry.names).toEqual(['Role: Secretary', 'Location: The Hague', 'Mentions: government ministry']);
    expect(ministry.clarificationQuestion).toBeNull();
  });

  it('reads "open to a new job" as open to work (its words are each filler, and it had been dropped without a word)', async () => {
    const ws = await createTestWorkspace();
    for (const brief of ['UX designers in Amsterdam who are open to a new job', 'Zoek UX designers in Amsterdam die openstaan voor een nieuwe baan']) {
      const preview = await previewOf(ws.apiKey, brief);
      expect(preview.names, brief).toEqual(['Role: UX Designer', 'Location: Amsterdam', 'Unverifiable: Open to work']);
      expect(preview.clarificationQuestion).toBeNull();
    }
  });

  it('dates "qui ont quitté Doctolib il y a plus de 2 ans" (the whole brief had become wishes, and nothing was searched)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'chefs de produit à Paris qui ont quitté Doctolib il y a plus de 2 ans');
    expect(preview.names).toEqual(['Role: Product Manager', 'Location: Paris', expect.stringMatching(/^Past company: Doctolib \(left .+ or earlier\)$/)]);
    expect(preview.clarificationQuestion).toBeNull();
    // And German's "seit" before a stay, which had been asked about.
    const seit = await previewOf(ws.apiKey, 'Vertriebsleiter in München, die seit mindestens 3 Jahren im Unternehmen sind');
    expect(seit.names).toEqual(['Role: Head of Sales', 'Location: Munich', expect.stringMatching(/^Joined current company: .+ or earlier$/)]);
    expect(seit.clarificationQuestion).toBeNull();
  });

  it('dates "in de afgelopen 6 maanden bij Adyen zijn vertrokken", its verb last (it had been an unverifiable window and a current Adyen employer)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'ontwikkelaars in Utrecht die in de afgelopen 6 maanden bij Adyen zijn vertrokken');
    expect(preview.names).toEqual(['Role: Developer', 'Location: Utrecht', expect.stringMatching(/^Past company: Adyen \(left .+ or later\)$/)]);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "bij Bol" as the company Bol, not Bolivia (a country\'s three letters count only in capitals)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'ontwikkelaars in Utrecht bij Bol');
    expect(preview.names).toEqual(['Role: Developer', 'Location: Utrecht', 'Company: Bol']);
  });

  it('rules out "juniors excluded" (it had been read as juniors, asking about "excluded")', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'backend engineers in Berlin, juniors excluded');
    expect(preview.names).toEqual(['Role: Backend Engineer', 'Seniority: not Junior', 'Location: Berlin']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('rules out "nada de juniors" and "ne sont pas chez Criteo" (they had been read as juniors and Criteo people)', async () => {
    const ws = await createTestWorkspace();
    const nada = await previewOf(ws.apiKey, 'desarrolladores en Madrid, nada de juniors');
    expect(nada.names).toEqual(['Role: Developer', 'Seniority: not Junior', 'Location: Madrid']);
    expect(nada.clarificationQuestion).toBeNull();
    const criteo = await previewOf(ws.apiKey, 'développeurs à Paris qui ne sont pas chez Criteo');
    expect(criteo.names).toEqual(['Role: Developer', 'Location: Paris', 'Company: not Criteo (current)']);
    expect(criteo.clarificationQuestion).toBeNull();
  });

  it('rules out founders in "CTOs who aren\'t founders" (it had read CTOs or founders, and asked about "aren")', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, "CTOs in London who aren't founders");
    expect(preview.names).toEqual(['Role: CTO', 'Role: not Founder', 'Location: London']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('rules out both in "no juniors, no recruiters" (two "no" had made the brief Portuguese, and both were read as wanted)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'developers in Berlin, no juniors, no recruiters');
    expect(preview.names).toEqual(['Role: Developer', 'Role: not Recruiter', 'Seniority: not Junior', 'Location: Berlin']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "CTOs hired in the past 6 months" as a current role started since then (it had been an unverifiable criterion)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'CTOs hired in the past 6 months in Berlin');
    expect(preview.names).toEqual(['Role: CTO', 'Location: Berlin', expect.stringMatching(/^Joined current company: .+ or later$/)]);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "pre-Series A startups" as the rounds before Series A (it had been Series A, and asked about "pre")', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'founders of pre-Series A startups in London');
    expect(preview.names).toEqual(['Role: Founder', 'Location: London', 'Company stage: before Series A']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "not too senior" as not senior (it had been read as seniors, the constraint inverted)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'backend engineers in Berlin, not too senior');
    expect(preview.names).toEqual(['Role: Backend Engineer', 'Seniority: not Senior', 'Location: Berlin']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('asks about "not from agencies" and "in-house" (their words are each filler, and they had been dropped without a word)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'tech recruiters in Lisbon, not from agencies');
    expect(preview.names).toEqual(['Role: Technical Recruiter', 'Location: Lisbon']);
    expect(preview.clarificationQuestion).toContain('“not from agencies”');
    expect((await previewOf(ws.apiKey, 'in-house tech recruiters in Lisbon')).clarificationQuestion).toContain('“in-house”');
  });

  it('reads "our client, a bank in Frankfurt," as the client (the people had been required to work in banking)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Our client, a bank in Frankfurt, needs Java developers in Frankfurt');
    expect(preview.names).toEqual(['Role: Java Developer', 'Location: Frankfurt']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('keeps "mentoring" as written (it had been corrected to "monitoring" and searched as Skill: Observability)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'engineers in Berlin with mentoring experience');
    expect(preview.names).not.toContain('Skill: Observability');
    expect(preview.names).toContain('Mentions: mentoring');
  });

  it('asks which Granada is meant (it had searched the country Grenada)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'doctors in Granada');
    expect(preview.names).not.toContain('Location: Grenada');
    expect(preview.clarificationQuestion).toContain('“Granada” could be Grenada or the city of Granada in Spain');
  });

  it('reads "with a backend or infra background" as a field (it had been a second role, either one verifying)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'engineering managers in Seattle with a backend or infra background');
    expect(preview.names).toEqual(['Role: Engineering Manager', 'Location: Seattle', 'Mentions: backend or infrastructure']);
  });

  it('reads "ex-McKinsey consultants who are now heads of strategy" as heads of strategy (it had been consultant or head of strategy)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'ex-McKinsey consultants who are now head of strategy in London');
    expect(preview.names).toEqual(['Role: Head of Strategy', 'Location: London', 'Past company: McKinsey & Company']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads nothing from "it doesn\'t matter whether it is a startup or a bank" (the search had required startups)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Java developers in Berlin. It does not matter if they are at a startup or a bank');
    expect(preview.names).toEqual(['Role: Java Developer', 'Location: Berlin']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "Prospecting list please" as the list\'s purpose (it had required Skill: Prospecting)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Prospecting list please: CFOs in Boston');
    expect(preview.names).toEqual(['Role: CFO', 'Location: Boston']);
  });

  it('takes titles in brackets as the role (the group\'s words had become a skill and a fourth title, any leader verifying)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'RevOps leaders (Head of RevOps, Director of Revenue Operations, VP RevOps) in Boston');
    expect(preview.names).toEqual(['Role: Head of RevOps, Director of Revenue Operations or VP RevOps', 'Location: Boston']);
  });

  it('rules out "current customers Gong and Outreach" (they had been required as skills)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'RevOps leaders in Boston. Exclude current customers Gong and Outreach, obviously.');
    expect(preview.names).toEqual(['Role: Revenue Operations Leader', 'Location: Boston', 'Company: not Gong or Outreach (current)']);
    // No company of those names is among the people searched, so the brief asks about them as companies, not as skills.
    expect(preview.clarificationQuestion).toContain('rules out “Gong” and “Outreach”');
  });

  it('reads "worked on driver apps" as a domain (drivers had been ORed into the roles, any driver verifying)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'designers with experience in apps for drivers in Lisbon');
    expect(preview.names).toEqual(['Role: Designer', 'Location: Lisbon', 'Mentions: apps for drivers']);
  });

  it('reads "a fintech hiring engineers" as the fintech\'s verb (it had searched the title "Hiring Engineer")', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'fintech hiring engineers in Berlin');
    expect(preview.names).toEqual(['Role: Engineer', 'Location: Berlin', 'Industry: Fintech']);
  });

  it('reads "bij Nederlandse fintechs" as Dutch employers (the name had been searched as a company "Nederlandse")', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'CFOs bij Nederlandse fintechs');
    expect(preview.names).toEqual(['Role: CFO', 'Location: Netherlands', 'Industry: Fintech']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('asks about "desarrolladores mexicanos en Madrid" as a nationality (it had searched Mexico or Madrid)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'desarrolladores mexicanos en Madrid');
    expect(preview.names).not.toContain('Location: Mexico or Madrid');
    expect(preview.clarificationQuestion).toContain('does not search people by nationality');
  });

  it('reads "Stripe\'s first 20 employees" as early employees, unverifiable (it had been a company size of 20+, the search running)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Stripe\'s first 20 employees');
    expect(preview.names).toEqual(['Company (current or past): Stripe', 'Unverifiable: Early employee (first 20 hires)']);
    expect(preview.criteria.find((c) => c.name.startsWith('Unverifiable'))).toMatchObject({ kind: 'unseen' });
  });

  it('keeps "computational biologists" and "brand marketing managers" whole (they had been Scientist and Marketing Manager)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'computational biologists in Boston')).names).toEqual(['Role: Computational Biologist', 'Location: Boston']);
    expect((await previewOf(ws.apiKey, 'brand marketing managers in Atlanta')).names).toEqual(['Role: Brand Marketing Manager', 'Location: Atlanta']);
  });

  it('rules out "not interested in anyone at TCS, Infosys or Wipro" (the search had required them)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Not interested in anyone at TCS, Infosys or Wipro. Software engineers in Bangalore');
    expect(preview.names).toContain('Company: not Tata Consultancy Services, Infosys or Wipro (current)');
  });

  it('keeps Córdoba beside Sevilla and Málaga as the Spanish city (it had been dropped, asked about as Argentina\'s)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'conductores de autobús para Sevilla, Málaga o Córdoba');
    expect(preview.names).toEqual(['Role: Bus Driver', 'Location: Seville, Málaga or Córdoba']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('rules out Credit Suisse after "pas de profils venant de" (it had joined the wanted past employers)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'gestionnaire de fortune à Genève, passé par Pictet ou UBS. Pas de profils venant de Credit Suisse.');
    expect(preview.names).toContain('Past company: Pictet or UBS');
    expect(preview.names).toContain('Company: not Credit Suisse (current or past)');
  });

  it('reads "cath lab techs" as technicians (the word had been the tech industry, the technicians unread)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Our health system is opening two new cath labs in the Phoenix metro. We need 12 cath lab techs, currently working in Arizona.');
    expect(preview.names).toEqual(['Role: Cath Lab Tech', 'Location: Arizona']);
    expect(preview.requestedTarget).toBe(12);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "React developers or designers" as React developers or designers (every designer had been required to know React)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'React developers or designers in Berlin')).names).toEqual(['Role: React Developer or Designer', 'Location: Berlin']);
  });

  it('reads "first-time founders are totally fine" as a wish (it had been dropped, and "repeat founders" had been a topic "repeat")', async () => {
    const ws = await createTestWorkspace();
    const fine = await previewOf(ws.apiKey, 'technical founders in Paris building developer tools. First-time founders are totally fine.');
    expect(fine.names.filter((name) => name.startsWith('Role:'))).toEqual(['Role: Technical Founder']);
    expect((await previewOf(ws.apiKey, 'repeat founders in climate tech')).names).toContain('Mentions: repeat founders');
  });

  it('reads "customer success leaders" as one title (it had been customer success managers or any leader)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'customer success leaders in Toronto')).names).toEqual(['Role: Customer Success Leader', 'Location: Toronto']);
  });

  it('reads "da indústria farmacêutica" as the industry (it had been a second role, pharmacists)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'engenheiros da indústria farmacêutica em Belo Horizonte');
    expect(preview.names).toEqual(['Role: Engineer', 'Location: Belo Horizonte', 'Industry: Pharmaceuticals']);
  });

  it('reads "IC-verpleegkundigen" as intensive care nurses (it had been the Dutch words as an open title)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'IC-verpleegkundigen in Rotterdam')).names).toEqual(['Role: Intensive Care Registered Nurse', 'Location: Rotterdam']);
  });

  it('reads a brief pasted from a form (its headings "Location:" and "Count:" had been asked about)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Role: Senior Backend Engineer\nLocation: Berlin\nMust have: Go, Kubernetes\nCount: 15');
    expect(preview.names).toEqual(['Role: Backend Engineer', 'Seniority: Senior', 'Location: Berlin', 'Skill: Go', 'Skill: Kubernetes']);
    expect(preview.requestedTarget).toBe(15);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "CFOs who report to the CEO" whole (it had asked about "report")', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'CFOs who report to the CEO in Boston');
    expect(preview.names).toEqual(['Role: CFO', 'Location: Boston', 'Mentions: to the CEO']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "CDL-A drivers" as Class A (any CDL had verified)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'CDL-A drivers in Texas')).names).toContain('Skill: CDL Class A');
  });

  it('reads "5+ years in warehouse leadership" as the field of the brief\'s own title, and elsewhere as a field (it had been a second title, "Warehouse Leadership")', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'warehouse operations manager in Memphis, 5+ years in warehouse leadership');
    expect(preview.names).toEqual(['Role: Warehouse Operations Manager', 'Location: Memphis', 'Experience: 5+ years']);
    const other = await previewOf(ws.apiKey, 'account managers in Memphis, 5+ years in warehouse leadership');
    expect(other.names).toEqual(['Role: Account Manager', 'Location: Memphis', 'Experience: 5+ years', 'Mentions: warehouse leadership']);
  });

  it('reads "payroll specialist" as a title (the brief had asked who it was looking for)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'payroll specialist in Minnesota');
    expect(preview.names).toEqual(['Role: Payroll Specialist', 'Location: Minnesota']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "construction pm" as a construction project manager (it had asked which PM, the title dropped)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'construction pm in nyc 10+ yrs');
    expect(preview.names).toEqual(['Role: Construction Project Manager', 'Location: New York City', 'Experience: 10+ years']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('asks which Limburg is meant (it had searched the Dutch province only)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Ik zoek huisartsen in Limburg');
    expect(preview.names).not.toContain('Location: Limburg');
    expect(preview.clarificationQuestion).toContain('the province of Limburg in Belgium');
  });

  it('reads "médecins au Portugal" as Portugal (it had been Australia or Portugal)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'médecins au Portugal');
    expect(preview.names).toEqual(['Role: Physician', 'Location: Portugal']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "creators with 10k-50k Instagram followers" as creators (it had asked who the brief was looking for)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'creators with 10k-50k Instagram followers');
    expect(preview.names).toEqual(['Role: Creator', 'Unverifiable: Instagram followers (10k-50k)']);
  });

  it('reads "who want to move to the UK" as a relocation (the UK had been a second place the nurses were in)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'nurses in Manila who want to move to the UK');
    expect(preview.names).toEqual(['Role: Registered Nurse', 'Location: Manila', 'Unverifiable: Willing to relocate to United Kingdom']);
  });

  it('reads "in the Gulf" as the Gulf states (it had been a province of Papua New Guinea)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'airline pilots in the Gulf');
    expect(preview.names).toEqual(['Role: Airline Pilot', 'Location: the Gulf']);
  });

  it('reads no count from "the last two hires" (it had asked for 2 people)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'sales managers in Utrecht, because the last two hires left');
    expect(preview.requestedTarget).toBeNull();
  });

  it('reads "Nossa construtora vai tocar obras em Luanda" as the client\'s (Luanda had been where the engineers are)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Nossa construtora vai tocar obras em Luanda. Busco engenheiros civis no Brasil');
    expect(preview.names).toEqual(['Role: Civil Engineer', 'Location: Brazil']);
  });

  it('reads "desarrolladores Java" as Java developers (Java had been a skill beside any developer)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'desarrolladores Java en Madrid')).names).toEqual(['Role: Java Developer', 'Location: Madrid']);
  });

  it('reads "working students enrolled at TUM" as students of TUM (TUM had been their employer)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'working students enrolled at TUM')).names).toEqual(['Seniority: Intern', 'Education: TUM']);
  });

  it('reads "Manhattan or Blue Yonder WMS" as the two systems, no place (Manhattan had been New York City, then asked about)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'warehouse operations manager, hands-on with Manhattan or Blue Yonder WMS, based in Memphis');
    expect(preview.names).toEqual(['Role: Warehouse Operations Manager', 'Location: Memphis', 'Skill: Manhattan WMS or Blue Yonder']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads "waterloo co-op students" as students of the University of Waterloo (Waterloo had been where they are)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'software engineering interns, waterloo co-op students');
    expect(preview.names).toEqual(['Role: Software Engineer', 'Seniority: Intern', 'Education: University of Waterloo']);
  });

  it('reads "a hiring push this quarter" as the client\'s timing and "who joined this year" as the current role\'s start (both had been unverifiable)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'We have a hiring push this quarter. Engineering managers in Seattle')).names).toEqual(['Role: Engineering Manager', 'Location: Seattle']);
    const joined = await previewOf(ws.apiKey, 'engineering managers in Seattle who joined this year');
    expect(joined.names).toEqual(['Role: Engineering Manager', 'Location: Seattle', `Joined current company: Jan ${new Date().getUTCFullYear()} or later`]);
  });

  it('reads no count of people from "top 30 performance marketing agencies" (it had been 30 people)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'top 30 performance marketing agencies in the Netherlands');
    expect(preview.requestedTarget).toBeNull();
  });

  it('reads "lawyers with fintech clients" as a topic of their work (the lawyers had had to work at a fintech)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'lawyers in London with fintech clients')).names).toEqual(['Role: Legal Counsel', 'Location: London', 'Mentions: fintech clients']);
  });

  it('reads "We launch a fintech" as the client\'s (Fintech had been the industry the engineers work in)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'We launch a fintech next year and need backend engineers in Berlin')).names).toEqual(['Role: Backend Engineer', 'Location: Berlin']);
    // "I lead the talent network at Northzone": the client's employer, not the CFOs' (it had been Company: Northzone).
    expect((await previewOf(ws.apiKey, 'I lead the talent network at Northzone. Looking for fractional CFOs in London.')).names).toEqual(['Role: Fractional CFO', 'Location: London']);
  });

  it('reads "SAP FI" and "After Effects" as those tools (they had been all of SAP and any motion design)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'accountants with SAP FI experience in Braga')).names).toEqual(['Role: Accountant', 'Location: Braga', 'Skill: SAP FI']);
    expect((await previewOf(ws.apiKey, 'motion designers in Europe who know After Effects')).names).toEqual(['Role: Motion Designer', 'Location: Europe', 'Skill: After Effects']);
  });

  it('reads "fluentes em inglês e francês" as languages spoken (French had been France)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'enfermeiros em Lisboa, fluentes em inglês e francês')).names).toEqual(['Role: Registered Nurse', 'Location: Lisbon', 'Language: English', 'Language: French']);
  });

  it('reads "available to start in January" as an availability, never as available now', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'senior Python developers in Lisbon who are available to start in January');
    expect(preview.names).toContain('Unverifiable: Availability (in January)');
    expect(preview.names).not.toContain('Unverifiable: Available now');
  });

  it('reads "who have managed an engineering team" as experience (it had widened engineering managers to all of engineering)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'engineering managers in Berlin who have managed an engineering team');
    expect(preview.names).toEqual(['Role: Engineering Manager', 'Location: Berlin', 'Mentions: managed an engineering team']);
  });

  it('reads "pilotes de ligne" as airline pilots and "pilotos comerciales" as pilots (they had been any pilot and sales reps)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'pilotes de ligne à Paris')).names).toEqual(['Role: Airline Pilot', 'Location: Paris']);
    expect((await previewOf(ws.apiKey, 'pilotos comerciales en Madrid')).names).toEqual(['Role: Pilot', 'Location: Madrid']);
  });

  it('reads "nobody who works at McKinsey" as ruling McKinsey out (it had been McKinsey\'s people)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'strategy managers in London, nobody who works at McKinsey');
    expect(preview.names).toEqual(['Role: Strategy Manager', 'Location: London', 'Company: not McKinsey & Company (current)']);
  });

  it('reads "$1B-$10B in assets" as the banks\' size, unseen, and "experience in revenue operations" as the field (they had been "Mentions: assets" and "Company revenue")', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'heads of compliance at US banks with $1B-$10B in assets')).names).toContain('Unverifiable: Company assets ($1B-$10B)');
    expect((await previewOf(ws.apiKey, 'sales leaders in London with experience in revenue operations')).names).toEqual(['Role: Sales leader', 'Location: London', 'Skill: Revenue Operations']);
  });

  it('reads "firms with more than 30 lawyers" as no count of people, and "home most weekends, good pay" as the client\'s offer (they had been 30 people wanted and weekend work)', async () => {
    const ws = await createTestWorkspace();
    const firms = await previewOf(ws.apiKey, 'partners at law firms in Geneva with more than 30 lawyers');
    expect(firms.requestedTarget).toBeNull();
    expect(firms.names).toContain('Unverifiable: Company headcount in a role (more than 30 lawyers)');
    const drivers = await previewOf(ws.apiKey, 'truck drivers in Texas with 3+ years experience. home most weekends, good pay');
    expect(drivers.names).toEqual(['Role: Truck Driver', 'Location: Texas', 'Experience: 3+ years']);
    expect(drivers.clarificationQuestion).toBeNull();
  });

  it('reads the platform of an audience named beside it, and a creator\'s niche as a topic (TikTok had gone unread, "travel creators" had needed the title to say travel)', async () => {
    const ws = await createTestWorkspace();
    const creators = await previewOf(ws.apiKey, 'travel creators on TikTok with 50k-200k followers in the UK');
    expect(creators.names).toEqual(['Role: Content Creator', 'Location: United Kingdom', 'Mentions: travel', 'Unverifiable: TikTok followers (50k-200k)']);
    const trainers = await previewOf(ws.apiKey, 'personal trainers in LA with at least 50k followers on Instagram or TikTok');
    expect(trainers.names).toContain('Unverifiable: Instagram or TikTok followers (at least 50k)');
    expect(trainers.clarificationQuestion).toBeNull();
  });

  it('reads "ehemaligen N26-Leuten, die in den letzten 12 Monaten gewechselt haben" as N26 alumni who changed jobs then (N26 and the move had gone unread)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'Bitte such nach ehemaligen N26-Leuten in Berlin, die in den letzten 12 Monaten gewechselt haben');
    expect(preview.names).toContain('Past company: N26');
    expect(preview.names.some((name) => name.startsWith('Joined current company: '))).toBe(true);
  });

  it('reads "pilotos A320" and "piloten met een type rating voor de Boeing 737" as pilots with the type (the pilots and the rating had gone unread)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'pilotos A320 em Lisboa')).names).toEqual(['Role: A320 Pilot', 'Location: Lisbon']);
    const dutch = await previewOf(ws.apiKey, 'piloten met een type rating voor de Boeing 737 in Amsterdam');
    expect(dutch.names).toEqual(['Role: Pilot', 'Location: Amsterdam', 'Skill: Boeing 737']);
    expect(dutch.clarificationQuestion).toBeNull();
    // Alone, the Romance word is any driver's: the brief asks.
    expect((await previewOf(ws.apiKey, 'pilotos de Fórmula 1 em São Paulo')).clarificationQuestion).toContain('pilotos');
  });

  it('reads "professores de matemática e ciências" as a teacher of each subject (it had been any teacher mentioning mathematics, and asked about "ciências")', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'professores de matemática e ciências em Salvador');
    expect(preview.names).toEqual(['Role: Math Teacher or Science Teacher', 'Location: Salvador']);
    expect(preview.clarificationQuestion).toBeNull();
    expect((await previewOf(ws.apiKey, 'math teachers in Boston who graduated from Stanford, any major')).clarificationQuestion).toBeNull();
  });

  it('reads "Wells Fargo" and "Bank of America" in a list of banks as the banks (they had been the city Fargo and the banking industry, "America" the United States)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'credit analysts at banks in Ohio. Exclude anyone at JPMorgan Chase, Wells Fargo or Bank of America.');
    expect(preview.names).toContain('Company: not JPMorgan Chase, Wells Fargo or Bank of America (current)');
    expect(preview.names).toContain('Location: Ohio');
    expect(preview.clarificationQuestion ?? '').not.toContain('Fargo');
    expect((await previewOf(ws.apiKey, 'engineers at Bank of Ireland in Dublin')).names).toEqual(['Role: Engineer', 'Location: Dublin', 'Company: Bank of Ireland']);
  });

  it('reads "principals of Catholic schools" as school principals without asking about faith (it had asked about religion and dropped the principals)', async () => {
    const ws = await createTestWorkspace();
    const preview = await previewOf(ws.apiKey, 'principals of Catholic schools in the Boston area');
    expect(preview.names).toEqual(['Role: School Principal', 'Location: Greater Boston', 'Mentions: Catholic schools']);
    expect(preview.clarificationQuestion).toBeNull();
  });

  it('reads Dutch and German lists of employers and "zu X gewechselt" (Mollie, Celonis and the move had gone unread, "Nederlands" was the country)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'Backend ontwikkelaars die bij Adyen of Mollie werken')).names).toEqual(['Role: Backend Engineer', 'Company: Adyen or Mollie']);
    const german = await previewOf(ws.apiKey, 'Backend-Entwickler in Berlin, die zu Personio oder Celonis gewechselt sind');
    expect(german.names).toEqual(['Role: Backend Engineer', 'Location: Berlin', 'Company: Personio or Celonis']);
    expect(german.clarificationQuestion).toBeNull();
    expect((await previewOf(ws.apiKey, 'Vrachtwagenchauffeurs met CE-rijbewijs in Gelderland, graag autochtoon Nederlands')).names).toContain('Location: Gelderland');
    expect((await previewOf(ws.apiKey, 'fisioterapeutas en Sevilla con experiencia en deporte')).names).toContain('Location: Seville');
  });

  it('reads "consultants who are now product managers" as product managers only, and "but are no longer there" as past employers (either title, and current or past employers, had been verified)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'consultants who are now product managers in London')).names).toEqual(['Role: Product Manager', 'Location: London']);
    expect((await previewOf(ws.apiKey, 'lawyers in London who have worked at Linklaters or Allen & Overy but are no longer there')).names).toContain('Past company: Linklaters or Allen & Overy');
    const cs = await previewOf(ws.apiKey, 'Looking for customer success leaders who spent 3+ years at Gong, Outreach or Salesloft and are now VP or Head of CS somewhere else. US or Canada.');
    expect(cs.names).toContain('Past company: Gong, Outreach or Salesloft');
    expect(cs.names).toContain('Role: Head of Customer Success');
    expect(cs.names).not.toContain('Skill: Gong');
  });

  it('reads "Ik zoek tien partners bij advocatenkantoren" with its title and count, and French "à Québec" as the city (the partners and the count had gone unread, Québec had been the province)', async () => {
    const ws = await createTestWorkspace();
    const dutch = await previewOf(ws.apiKey, 'Ik zoek tien partners bij advocatenkantoren in Amsterdam');
    expect(dutch.names).toEqual(['Role: Partner', 'Location: Amsterdam', 'Industry: Legal Services']);
    expect(dutch.requestedTarget).toBe(10);
    expect((await previewOf(ws.apiKey, 'Je cherche des préposés aux bénéficiaires à Québec, quart de nuit.')).names).toContain('Location: Quebec City');
  });

  it('reads "CS leaders" as customer success leaders where the brief says customer success, and "MIT PhDs doing ML research" without asking (any leader had been verified; "research" was asked about)', async () => {
    const ws = await createTestWorkspace();
    const cs = await previewOf(ws.apiKey, "CSMs and CS leaders at HR tech companies in Toronto. We're a customer success platform.");
    expect(cs.names).toContain('Role: Customer Success Manager or Customer Success Leader');
    const ml = await previewOf(ws.apiKey, 'MIT PhDs doing ML research');
    expect(ml.names).toEqual(['Education: MIT, PhD', 'Mentions: machine learning research']);
    expect(ml.clarificationQuestion).toBeNull();
  });

  it('reads "Werkstudierende im Marketing" as working students in marketing and "pharmaciens titulaires" as pharmacy owners (any marketer, and any pharmacist, had been verified)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'Werkstudierende im Marketing, eingeschrieben an der LMU oder TU München')).names).toEqual(['Role: Working Student', 'Education: LMU Munich or TUM', 'Mentions: Marketing']);
    expect((await previewOf(ws.apiKey, 'pharmaciens titulaires en Bretagne')).names).toEqual(['Role: Pharmacy Owner', 'Location: Brittany']);
  });

  it('reads a hotel\'s stars as its class and "up for speaking" as no criterion (the stars had been reviews nobody can see, "speaking" a topic)', async () => {
    const ws = await createTestWorkspace();
    const hotel = await previewOf(ws.apiKey, 'Interior architects in London with 10+ years on hospitality projects. Must have worked on at least one 5* hotel.');
    expect(hotel.names).toContain('Mentions: 5-star hotel');
    expect(hotel.names).not.toContain('Unverifiable: Reviews and ratings');
    expect((await previewOf(ws.apiKey, 'looking for 8 chefs in Copenhagen who would be up for speaking')).names).toEqual(['Role: Chef', 'Location: Copenhagen']);
  });

  it('reads the client\'s own clauses as the client\'s and keeps where the people are (the brief had asked about the client\'s words, or which place)', async () => {
    const ws = await createTestWorkspace();
    const plant = await previewOf(ws.apiKey, 'Estamos expandindo a fábrica em Manaus e precisamos de vinte eletricistas industriais com NR-10.');
    expect(plant.clarificationQuestion).toBeNull();
    expect(plant.names).toEqual(['Role: Industrial Electrician', 'Location: Manaus', 'Skill: NR-10']);
    const agency = await previewOf(ws.apiKey, 'Small creative agency here, we keep getting more video work than we can handle. Looking for motion designers in Europe.');
    expect(agency.clarificationQuestion).toBeNull();
    expect(agency.names).toEqual(['Role: Motion Designer', 'Location: Europe']);
    const reason = await previewOf(ws.apiKey, 'Ik zoek salesmanagers in Utrecht, want de vorige twee hires waren na een jaar weer weg.');
    expect(reason.clarificationQuestion).toBeNull();
    expect(reason.names).toEqual(['Role: Sales Manager', 'Location: Utrecht']);
    const texas = await previewOf(ws.apiKey, 'Hospital in San Antonio hiring ICU nurses, at least 2 years of ICU experience, currently living in Texas.');
    expect(texas.clarificationQuestion).toBeNull();
    expect(texas.names).toContain('Location: Texas');
    const city = await previewOf(ws.apiKey, 'general counsel at tech companies. Any US city works.');
    expect(city.clarificationQuestion).toBeNull();
    expect(city.names).toContain('Location: United States');
  });

  it('reads having started something as a founder and fields of work in the other languages as topics (the brief had asked about them)', async () => {
    const ws = await createTestWorkspace();
    const stripe = await previewOf(ws.apiKey, 'ex-Stripe people who left in the last 18 months and started something');
    expect(stripe.clarificationQuestion).toBeNull();
    expect(stripe.names).toContain('Role: Founder');
    const solar = await previewOf(ws.apiKey, 'electricistas con experiencia en instalaciones fotovoltaicas, Andalucía');
    expect(solar.clarificationQuestion).toBeNull();
    expect(solar.names).toEqual(['Role: Electrician', 'Location: Andalusia', 'Mentions: photovoltaic installation']);
    const brabant = await previewOf(ws.apiKey, 'Wij zoeken twintig monteurs in Noord-Brabant');
    expect(brabant.names).toContain('Location: North Brabant');
  });

  it('reads example employers in brackets as no place, business districts as their city, and part-time as unseen (the brief had read "Aman" as Amman, asked about Zuidas, dropped Teilzeit)', async () => {
    const ws = await createTestWorkspace();
    const hotels = await previewOf(ws.apiKey, 'executive housekeeper with at least 5 years in luxury hotels (Four Seasons, Mandarin Oriental, Aman or similar level)');
    expect(hotels.clarificationQuestion).toBeNull();
    expect(hotels.names).toEqual(['Role: Executive Housekeeper', 'Experience: 5+ years', 'Mentions: luxury hospitality']);
    const zuidas = await previewOf(ws.apiKey, 'advocaten arbeidsrecht Zuidas');
    expect(zuidas.clarificationQuestion).toBeNull();
    expect(zuidas.names).toEqual(['Role: Employment Lawyer', 'Location: Amsterdam (Zuidas)']);
    expect((await previewOf(ws.apiKey, 'Steuerfachangestellte Hamburg Teilzeit')).names).toEqual(['Role: Tax Clerk', 'Location: Hamburg', 'Unverifiable: Part-time availability']);
  });

  it('keeps a name that looks like a slip of filler, reads a list of roles and licences beside their title, and asks about organisations named by their kind ("ex-Funda" had vanished, "underwriters" and "CE" gone unread, "veterinary clinics" been a role)', async () => {
    const ws = await createTestWorkspace();
    const funda = await previewOf(ws.apiKey, 'makelaars amsterdam-zuid ex-Funda');
    expect(funda.clarificationQuestion).toBeNull();
    expect(funda.names).toEqual(['Role: Real Estate Agent', 'Location: Amsterdam (Zuid)', 'Past company: Funda']);
    const underwriters = await previewOf(ws.apiKey, 'credit analysts or underwriters in Ohio');
    expect(underwriters.clarificationQuestion).toBeNull();
    expect(underwriters.names).toEqual(['Role: Credit Analyst or Underwriter', 'Location: Ohio']);
    const chauffeurs = await previewOf(ws.apiKey, 'chauffeur ce venlo');
    expect(chauffeurs.clarificationQuestion).toBeNull();
    expect(chauffeurs.names).toEqual(['Role: Truck Driver', 'Location: Venlo', 'Skill: Category CE driving licence']);
    const clinics = await previewOf(ws.apiKey, 'list of veterinary clinics in Ohio');
    expect(clinics.clarificationQuestion).toMatch(/finds people/);
    expect(clinics.names.some((name) => name.startsWith('Role:'))).toBe(false);
  });

  it('reads wishes in the conditional, a start "as" a role in the last months, and the client\'s own team before the ask (the wish had been a topic "Französisch wäre", the start unverifiable, the team asked about)', async () => {
    const ws = await createTestWorkspace();
    const wish = await previewOf(ws.apiKey, 'Sommeliers in Berlin, am besten mit WSET Level 3. Französisch wäre ein Bonus.');
    expect(wish.clarificationQuestion).toBeNull();
    // The wishes rank people and rule nobody out: no criterion, nothing asked about.
    expect(wish.names).toEqual(['Role: Sommelier', 'Location: Berlin']);
    expect(wish.ignored).toEqual([]);
    const cfo = await previewOf(ws.apiKey, 'iedereen die de afgelopen 3 maanden is begonnen als CFO bij een fintech');
    expect(cfo.clarificationQuestion).toBeNull();
    expect(cfo.names.some((name) => name.startsWith('Joined current company: '))).toBe(true);
    const team = await previewOf(ws.apiKey, 'oi, tudo bem? to montando o time de produto de uma scale-up de logística aqui em SP e queria achar product designers sênior que já trabalharam com app de motorista/entregador (tipo Loggi, 99, Rappi, iFood). remoto ok desde que seja no brasil.');
    expect(team.clarificationQuestion).toBeNull();
    expect(team.names).toEqual(['Role: Product Designer', 'Seniority: Senior', 'Location: Brazil', 'Mentions: driver app or delivery driver app']);
  });

  it('never searches for the opposite of a negation, nor widens a place or a level (sizes, "que no trabajen en", "right to work in the UK" and "at least mid-level" had read the other way or too narrow)', async () => {
    const ws = await createTestWorkspace();
    const size = await previewOf(ws.apiKey, 'python developers in Lisbon, not at big companies');
    expect(size.names).toEqual(['Role: Python Developer', 'Location: Lisbon', 'Company size: up to 1,000 employees']);
    const spanish = await previewOf(ws.apiKey, 'Ingenieros de software en Madrid que no trabajen en consultoras');
    expect(spanish.names).not.toContain('Industry: Management Consulting');
    expect(spanish.clarificationQuestion).toContain('no trabajen en consultoras');
    const permit = await previewOf(ws.apiKey, 'python developers in Lisbon with the right to work in the UK');
    expect(permit.names).toEqual(['Role: Python Developer', 'Location: Lisbon', 'Unverifiable: Work permit (United Kingdom)']);
    const level = await previewOf(ws.apiKey, 'python developers in Lisbon, at least mid-level');
    expect(level.names).toContain('Seniority: Mid-level or above');
    const product = await previewOf(ws.apiKey, 'Power BI developers in Leeds');
    expect(product.names).toEqual(['Role: Power BI Developer', 'Location: Leeds']);
    const fortune = await previewOf(ws.apiKey, 'python developers in Lisbon at Fortune 500 companies');
    expect(fortune.names).toContain('Unverifiable: Company in a ranking or index');
  });

  it('keeps the direction of exclusions and stays, and reads whom people serve and shorthand titles (ex-Googlers had been wanted, a stay since 2019 a join since, "idosos" an age, "biz dev mgr" any manager)', async () => {
    const ws = await createTestWorkspace();
    const googlers = await previewOf(ws.apiKey, 'engineers in Berlin, no ex-Googlers');
    expect(googlers.names).toEqual(['Role: Engineer', 'Location: Berlin', 'Company: not Google (past)']);
    const stay = await previewOf(ws.apiKey, 'engineers who have been at Google since 2019');
    expect(stay.names).toContain('Company: Google (joined Dec 2019 or earlier)');
    const carers = await previewOf(ws.apiKey, 'cuidadores de idosos em Lisboa');
    expect(carers.clarificationQuestion).toBeNull();
    expect(carers.names).toEqual(['Role: Caregiver', 'Location: Lisbon', 'Mentions: elderly care']);
    const older = await previewOf(ws.apiKey, 'older nurses in Leeds');
    expect(older.clarificationQuestion).toContain('does not search people by age');
    const bizdev = await previewOf(ws.apiKey, 'biz dev mgr miami');
    expect(bizdev.names).toEqual(['Role: Business Development Manager', 'Location: Miami']);
  });

  it('reads regions no code draws, a body\'s register and the client\'s own plans (Bourgogne, "GPhC registered", "ITAA" and the month of a wedding had been asked about)', async () => {
    const ws = await createTestWorkspace();
    expect(await previewOf(ws.apiKey, 'sommeliers en Bourgogne')).toMatchObject({ names: ['Role: Sommelier', 'Location: Burgundy'], clarificationQuestion: null });
    const pharmacists = await previewOf(ws.apiKey, 'Need 15 locum pharmacists across the north west of england, GPhC registered');
    expect(pharmacists).toMatchObject({ clarificationQuestion: null, ignored: [] });
    expect(pharmacists.names).toEqual(['Role: Locum Pharmacist', 'Location: North West England', 'Mentions: GPhC registered']);
    expect((await previewOf(ws.apiKey, 'experts-comptables ITAA à Bruxelles')).names).toEqual(['Role: Chartered Accountant', 'Location: Brussels', 'Mentions: ITAA']);
    const wedding = await previewOf(ws.apiKey, 'Planning a wedding for a client in the Cotswolds in September. Need florists who specialise in weddings.');
    expect(wedding).toMatchObject({ names: ['Role: Florist', 'Location: the Cotswolds', 'Mentions: weddings'], clarificationQuestion: null });
  });

  it('never searches for what a brief rules out by an imperative or "never worked in", nor for a side of a country (banks, Boston and "Eastern" had been criteria)', async () => {
    const ws = await createTestWorkspace();
    const bank = await previewOf(ws.apiKey, 'Find CFOs in DACH. Exclude anyone at a bank.');
    expect(bank.names).not.toContain('Industry: Banking & Financial Services');
    expect(bank.clarificationQuestion).toContain('at a bank');
    const boston = await previewOf(ws.apiKey, 'nurses who never worked in Boston');
    expect(boston.names).toEqual(['Role: Registered Nurse']);
    expect(boston.clarificationQuestion).toContain('never worked in Boston');
    const kirkland = await previewOf(ws.apiKey, 'paralegals in Chicago. Never worked at Kirkland though.');
    // Ruled out as an employer (it had been the town near Seattle, wanted): the directory has no such company, so the brief asks which.
    expect(kirkland.names).toEqual(['Role: Paralegal', 'Location: Chicago', 'Company: not Kirkland (current or past)']);
    expect(kirkland.clarificationQuestion).toContain('rules out “Kirkland”');
    expect((await previewOf(ws.apiKey, 'heads of revenue management at a Middle Eastern carrier')).names).not.toContain('Location: Eastern');
    const lpn = await previewOf(ws.apiKey, 'lpn long term care ky');
    expect(lpn).toMatchObject({ names: ['Role: LPN', 'Location: Kentucky', 'Industry: Healthcare Providers'], clarificationQuestion: null });
  });

  it('reads tools after a verb of knowing, a list of schools and examples after a dash, and asks about a negated domain ("Legal" had been a role, "Columbia" and "Aman" towns, "restructuring groups" required)', async () => {
    const ws = await createTestWorkspace();
    const paralegal = await previewOf(ws.apiKey, 'a trademark paralegal in Chicago, must know Alt Legal or Anaqua');
    expect(paralegal).toMatchObject({ names: ['Role: Trademark Paralegal', 'Location: Chicago', 'Mentions: Alt Legal or Anaqua'], clarificationQuestion: null, ignored: [] });
    const analysts = await previewOf(ws.apiKey, 'investment banking analysts in NYC who graduated from Wharton, NYU Stern or Columbia. Nobody in restructuring groups.');
    expect(analysts.names).toContain('Education: Wharton School, NYU Stern or Columbia University');
    expect(analysts.names).not.toContain('Location: Columbia');
    expect(analysts.names).not.toContain('Mentions: restructuring groups');
    expect(analysts.clarificationQuestion).toContain('restructuring groups');
    const housekeeper = await previewOf(ws.apiKey, 'an executive housekeeper in London with luxury hotel experience — Four Seasons, Ritz-Carlton, Aman, that level.');
    expect(housekeeper.names).toEqual(['Role: Executive Housekeeper', 'Location: London', 'Mentions: luxury hospitality']);
  });

  it('reads a heading\'s field, listed titles with initials, and no industry in a name or title in a kind of company ("Dogger Bank" had been banking, "Craft Breweries" a role)', async () => {
    const ws = await createTestWorkspace();
    const wind = await previewOf(ws.apiKey, 'Offshore wind hiring: package managers or HV commissioning leads in Aberdeen who worked on Dogger Bank.');
    expect(wind.names).toEqual(expect.arrayContaining(['Role: Package Manager or HV Commissioning Lead', 'Location: Aberdeen', 'Mentions: Offshore wind']));
    expect(wind.names).not.toContain('Industry: Banking & Financial Services');
    const breweries = await previewOf(ws.apiKey, 'Need a list of 30 craft breweries in Colorado.');
    expect(breweries.names.filter((name) => name.startsWith('Role:'))).toEqual([]);
    expect(breweries.clarificationQuestion).toEqual(expect.any(String));
  });

  it('reads an opening sentence that sizes the client as the client\'s, and chat\'s "rn" as right now ("12 people" had been a company size, "rn" a nurse)', async () => {
    const ws = await createTestWorkspace();
    const designers = await previewOf(ws.apiKey, 'Ed-tech startup (YC W24, 12 people). We want curriculum designers in the US.');
    expect(designers).toMatchObject({ names: ['Role: Curriculum Designer', 'Location: United States'], clarificationQuestion: null });
    const mechanics = await previewOf(ws.apiKey, 'looking for elevator mechanics in boston, 5+ yrs. not interested in anyone at otis rn');
    expect(mechanics.names).toEqual(['Role: Elevator Mechanic', 'Location: Boston', 'Company: not otis (current)', 'Experience: 5+ years']);
    expect(mechanics.ignored).toEqual([]);
  });

  it('reads French "personne de chez" as ruling out ("Personne de chez Olymel" had been people at Olymel)', async () => {
    const ws = await createTestWorkspace();
    const nurses = await previewOf(ws.apiKey, 'On cherche des infirmiers à Paris. Personne de chez Olymel.');
    expect(nurses.names).toContain('Company: not Olymel (current or past)');
    expect(nurses.names).not.toContain('Company: Olymel');
  });

  it('keeps the place of the client\'s office and the period of a pay measure ("for our Lisbon office" had dropped Lisbon)', async () => {
    const ws = await createTestWorkspace();
    expect((await previewOf(ws.apiKey, 'backend engineers for our Lisbon office')).names).toEqual(['Role: Backend Engineer', 'Location: Lisbon']);
    const developers = await previewOf(ws.apiKey, 'React Native developers in Lagos. Must be available to start within two weeks and salary expectations under $4k/month.');
    expect(developers.names).toEqual(expect.arrayContaining(['Unverifiable: Availability (within two weeks)', 'Unverifiable: Salary expectations (under $4k/month)']));
    expect(developers.ignored).toEqual([]);
  });

  it('reads no town from a product\'s name and no stage from founding one ("Tango Gestión" had been Tanggu, "abriram a própria startup" a company stage)', async () => {
    const ws = await createTestWorkspace();
    const accountants = await previewOf(ws.apiKey, 'Contadores públicos en Córdoba, Argentina, con experiencia en liquidación de sueldos y Tango Gestión.');
    expect(accountants.names).toContain('Location: Córdoba, Argentina');
    expect(accountants.names.join(' ')).not.toContain('Tanggu');
    expect((await previewOf(ws.apiKey, 'Quero mapear fundadores que saíram do Nubank e abriram a própria startup.')).names).toEqual(['Role: Founder', 'Past company: Nubank']);
  });

  it('reads schools the vocabulary lacks after "graduated from the" ("the Royal Danish Academy" had been a company, "Aarhus" a place)', async () => {
    const ws = await createTestWorkspace();
    const architects = await previewOf(ws.apiKey, '2 project architects in Copenhagen who graduated from the Royal Danish Academy (KADK) or Aarhus School of Architecture between 2012 and 2018. Fluent in Revit.');
    expect(architects).toMatchObject({ names: ['Role: Project Architect', 'Location: Copenhagen', 'Skill: Revit', 'Education: Royal Danish Academy or Aarhus School of Architecture, graduated 2012-2018'], clarificationQuestion: null, ignored: [] });
  });

  it('reads a lower-case employer left and the field worked in now, and no language the client lifts ("peloton" and "doing" had been asked about, "Engels volstaat" unread)', async () => {
    const ws = await createTestWorkspace();
    const marketers = await previewOf(ws.apiKey, 'anyone who left peloton since 2023 and is now doing product marketing? US only');
    expect(marketers.names).toEqual(['Role: Product Marketing', 'Location: United States', 'Past company: peloton (left Jan 2023 or later)']);
    const firmware = await previewOf(ws.apiKey, 'firmware engineers in Eindhoven. Engels volstaat, Nederlands hoeft niet.');
    expect(firmware).toMatchObject({ names: ['Role: Embedded Software Engineer', 'Location: Eindhoven'], ignored: [] });
  });

  it('reads "For a … school:" as the client and a state\'s certificate as a credential ("Georgia" had asked whether Atlanta or all of Georgia)', async () => {
    const ws = await createTestWorkspace();
    const teachers = await previewOf(ws.apiKey, 'For a faith-based private school in Atlanta: high school math teachers with a Georgia teaching certificate and 3+ years in the classroom.');
    expect(teachers).toMatchObject({ names: ['Role: High School Math Teacher', 'Location: Atlanta', 'Experience: 3+ years', 'Mentions: Georgia teaching certificate'], clarificationQuestion: null, ignored: [] });
  });

  it('reads each employer of "do Nubank, do iFood ou do Mercado Livre" and the move since "de 2022 pra cá" (iFood and Mercado Livre had been asked about)', async () => {
    const ws = await createTestWorkspace();
    const founders = await previewOf(ws.apiKey, 'Quero mapear fundadores que saíram do Nubank, do iFood ou do Mercado Livre de 2022 pra cá. Tanto faz o setor.');
    expect(founders).toMatchObject({ names: ['Role: Founder', 'Past company: Nubank, iFood or Mercado Livre (left Jan 2022 or later)'], ignored: [] });
  });

  it('reads a counted kind of company as its names ("the big five banks" had been a personality trait and the banks only examples)', async () => {
    const ws = await createTestWorkspace();
    const managers = await previewOf(ws.apiKey, 'engineering managers in Toronto currently at one of the big five banks (RBC, TD, Scotiabank, BMO, CIBC)');
    expect(managers.names).toEqual(['Role: Engineering Manager', 'Location: Toronto', 'Company: RBC, TD, Scotiabank, BMO or CIBC']);
    expect(managers.ignored).toEqual([]);
  });

  it('never turns what a negation rules out into a criterion the people must meet ("Pas de candidats venant d\'agences d\'intérim" had been Mentions: intérim)', async () => {
    const ws = await createTestWorkspace();
    const nurses = await previewOf(ws.apiKey, "Nous cherchons des infirmiers en soins intensifs à Lyon. Pas de candidats venant d'agences d'intérim.");
    expect(nurses.names).toEqual(['Role: Intensive Care Registered Nurse', 'Location: Lyon']);
    expect(nurses.clarificationQuestion).toContain("Pas de candidats venant d'agences d'intérim");
  });

  it('reads examples that end in "anything" as a field left open ("solar" had been the industry people must work in)', async () => {
    const ws = await createTestWorkspace();
    const copywriters = await previewOf(ws.apiKey, 'copywriters in Berlin with agency experience (fashion, beauty, whatever)');
    expect(copywriters).toMatchObject({ names: ['Role: Copywriter', 'Location: Berlin', 'Mentions: agency'], ignored: [] });
  });

  it('reads a Portuguese brief\'s certified accountant, where they live and whom it rules out now (each had been asked about)', async () => {
    const ws = await createTestWorkspace();
    const accountants = await previewOf(ws.apiKey, 'Procuramos um contabilista certificado com pelo menos dez anos de experiência, a viver no Porto ou em Braga. Não queremos ninguém que esteja neste momento na Deloitte.');
    expect(accountants).toMatchObject({
      names: ['Role: Chartered Accountant', 'Location: Porto or Braga', 'Company: not Deloitte (current)', 'Experience: 10+ years'],
      clarificationQuestion: null,
      ignored: [],
    });
  });

  it('never requires the industry people left ("who left consulting" had been Industry: Management Consulting)', async () => {
    const ws = await createTestWorkspace();
    const consultants = await previewOf(ws.apiKey, 'ex-McKinsey consultants who left consulting and are now product managers in London');
    expect(consultants.names).toEqual(['Role: Product Manager', 'Location: London', 'Past company: McKinsey & Company']);
    expect(consultants.ignored).toEqual([]);
  });

  it('reads a region named by its parts in brackets as those parts ("the Mountain West" had widened Utah, Colorado, Idaho and Arizona to all of it)', async () => {
    const ws = await createTestWorkspace();
    const vps = await previewOf(ws.apiKey, 'VPs of supply chain at health systems in the Mountain West (Utah, Colorado, Idaho, Arizona)');
    expect(vps.names).toContain('Location: Utah, Colorado, Idaho or Arizona');
    expect(vps.ignored).toEqual([]);
  });

  it('reads "for a trucking outfit" after a title of the occupations classification as the client (it had been words people must show)', async () => {
    const ws = await createTestWorkspace();
    const dispatchers = await previewOf(ws.apiKey, 'need dispatchers for a trucking outfit in joliet, 2+ yrs');
    expect(dispatchers).toMatchObject({ names: ['Role: Dispatcher', 'Location: Joliet', 'Experience: 2+ years'], ignored: [] });
  });

  it('reads an employer ruled out after "aus den", "de la" ("Niemand aus den Big Four" had been asked about)', async () => {
    const ws = await createTestWorkspace();
    const heads = await previewOf(ws.apiKey, 'Head of Compliance in Wien. Niemand aus den Big Four.');
    expect(heads).toMatchObject({ names: ['Role: Head of Compliance', 'Location: Vienna', 'Company: not Deloitte, PwC, EY or KPMG (current or past)'], ignored: [] });
  });

  it('reads the issue\'s examples as written: a level for one title of a list, no electronics in "electronic music promoters", a niche after its title, and asks who would help', async () => {
    const ws = await createTestWorkspace();
    const finance = await previewOf(ws.apiKey, 'finance manager, controller or senior accountant in Dallas');
    expect(finance.names).toEqual(['Role: Financial Controller, Finance Manager or Senior Accountant', 'Location: Dallas']);
    const promoters = await previewOf(ws.apiKey, 'electronic music promoters');
    expect(promoters.names).toEqual(['Role: Electronic Music Promoter']);
    const influencers = await previewOf(ws.apiKey, 'influenciadores de moda no Brasil');
    expect(influencers.names).toEqual(['Role: Influencer', 'Location: Brazil', 'Mentions: moda']);
    const helpers = await previewOf(ws.apiKey, 'people to help with user acquisition');
    expect(helpers).toMatchObject({ names: [], clarificationQuestion: expect.stringContaining('which people') });
  });

  it('reads a short Portuguese query by its "anos": "no porto" is in Porto (it had been asked about)', async () => {
    const ws = await createTestWorkspace();
    const accountants = await previewOf(ws.apiKey, 'contabilista certificado no porto, 10 anos');
    expect(accountants).toMatchObject({ names: ['Role: Chartered Accountant', 'Location: Porto', 'Experience: 10+ years'], clarificationQuestion: null, ignored: [] });
  });

  it('validates like POST /search, with the error envelope', async () => {
    const ws = await createTestWorkspace();
    for (const body of [{}, { brief: '' }, { brief: 'x'.repeat(2001) }, { brief: 'ok', extra: 1 }, { brief: 5 }]) {
      const response = await v1('POST', '/search/preview', { key: ws.apiKey, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
    }
    const anonymous = await v1('POST', '/search/preview', { body: { brief: 'designers in Lisbon' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });
});
