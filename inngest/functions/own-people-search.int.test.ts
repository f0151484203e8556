import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { getDb } from '@/server/db';
import { seedDirectory } from '@/server/search';
import { createTestWorkspace, v1 } from '@/test/fixtures';
import { deleteImport } from '@/server/people/imports';
import { deleteOwnPerson } from '@/server/people/own-people';
import { addSuppression, setPeopleSettings } from '@/server/people/suppression';
import { MESSY_CSV, postImport, waitForImport } from '@/server/people/testing/import-fixtures';

// Searches over the shared directory plus a workspace's own people, through the real stack:
// REST -> run-search in the embedded executor -> the workspace-scoped source -> results and CSV.
let a: Awaited<ReturnType<typeof createTestWorkspace>>;
let b: Awaited<ReturnType<typeof createTestWorkspace>>;
let messyImportId: string;

type Result = { personId?: string; fullName: string; title: string; primaryEmail: string | null; fields: Record<string, unknown>; verdicts: Record<string, string> };

beforeAll(async () => {
  await seedDirectory(await getDb(), { size: 20_000 });
  await startInngest();
  a = await createTestWorkspace({ credits: 10_000 });
  b = await createTestWorkspace({ credits: 10_000 });
  const response = await postImport(a.apiKey, MESSY_CSV, { contentType: 'text/csv' });
  messyImportId = (await response.json()).importId;
  expect(await waitForImport(a.apiKey, messyImportId)).toMatchObject({ status: 'done', imported: 7 });
}, 180_000);
afterAll(() => stopInngest());

async function search(key: string, brief: string) {
  const response = await v1('POST', '/search', { key, body: { brief } });
  expect(response.status).toBe(202);
  const { projectId } = await response.json();
  const { prisma } = await getDb();
  for (let i = 0; i < 1200; i++) {
    // Polled in the database: REST polling would spend the key's 120 requests a minute.
    const row = await prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { status: true } });
    if (row.status !== 'running') {
      const status = await (await v1('GET', `/projects/${projectId}`, { key })).json();
      const page = await (await v1('GET', `/projects/${projectId}/results?limit=100`, { key })).json();
      const csv = await (await v1('GET', `/projects/${projectId}/export.csv`, { key })).text();
      return { projectId, status, results: page.results as Result[], csv };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('search did not finish');
}

const names = (results: Result[]) => results.map((r) => r.fullName);
const allYes = (result: Result) => Object.values(result.verdicts).every((v) => v === 'yes');
/** The names of the workspace's own people whose every verdict is yes, sorted. */
const verifiedOwn = (results: Result[]) => names(results.filter((r) => r.fields.source === 'your people' && allYes(r))).sort();

describe("a workspace's own people in its searches", () => {
  let first: Awaited<ReturnType<typeof search>>;

  it('are found with the same brief, labelled "your people", ranked first', async () => {
    first = await search(a.apiKey, 'product managers in Lisbon');
    const ana = first.results.find((r) => r.fullName === 'Ana Silva');
    expect(ana).toBeDefined();
    expect(ana!.fields.source).toBe('your people');
    expect(ana!.verdicts).toEqual({ 'Role: Product Manager': 'yes', 'Location: Lisbon': 'yes' });
    // Each verdict with the value that decided it, as the file wrote it.
    expect(ana!.fields.evidence).toEqual({ 'Role: Product Manager': 'title: Sr. Product Manager, Payments', 'Location: Lisbon': 'location: Lisbon, Portugal' });
    expect(first.csv).toContain('""Role: Product Manager"":""title: Sr. Product Manager, Payments""');
    // Verified among own people: Ana, and Bruno, a group product manager (a product manager at his
    // level, issue 25). The project manager, designer and PMM are not product managers, so they can
    // only be near misses with the role's verdict "no".
    const verified = first.results.filter(allYes);
    expect(verified.filter((r) => r.fields.source === 'your people').map((r) => r.fullName).sort()).toEqual(['Ana Silva', 'Bruno Costa']);
    expect(first.results.find((r) => r.fullName === 'Bruno Costa')!.fields.evidence).toMatchObject({ 'Role: Product Manager': 'title: Group Product Manager' });
    for (const r of first.results.filter((x) => x.fields.source === 'your people' && !['Ana Silva', 'Bruno Costa'].includes(x.fullName))) {
      expect(r.verdicts['Role: Product Manager']).toBe('no');
      expect(r.fields.evidence).toMatchObject({ 'Role: Product Manager': `title: ${r.title}` });
    }
    expect(verified).toContain(ana); // rank among equals: finalise-results.test.ts
    expect(first.csv).toContain('"Ana Silva"');
    expect(first.csv).toContain('your people');
  });

  it('never reach another workspace: results, CSV and counts', async () => {
    const other = await search(b.apiKey, 'product managers in Lisbon');
    const own = new Set(['Ana Silva', 'Bruno Costa', 'Carla Nowak', 'Diogo Reis', 'Eva Santos', 'Filipa Lopes', 'Hugo Alves']);
    expect(names(other.results).filter((n) => own.has(n))).toEqual([]);
    expect(other.results.every((r) => r.fields.source === 'directory')).toBe(true);
    expect(other.csv).not.toContain('Ana Silva');
    expect(other.csv).not.toContain('your people');
    expect(other.status.totalResults).toBe(other.results.length);
    // B cannot read A's project, its CSV or its import either.
    expect((await v1('GET', `/projects/${first.projectId}/results`, { key: b.apiKey })).status).toBe(404);
    expect((await v1('GET', `/projects/${first.projectId}/export.csv`, { key: b.apiKey })).status).toBe(404);
    expect((await v1('GET', `/people/imports/${messyImportId}`, { key: b.apiKey })).status).toBe(404);
  });

  it('leave out everyone on the suppression list (e-mail, domain, LinkedIn), and are not charged', async () => {
    const directoryPerson = first.results.find((r) => r.fields.source === 'directory' && r.primaryEmail);
    expect(directoryPerson).toBeDefined();
    const domain = directoryPerson!.primaryEmail!.split('@')[1]!;
    const response = await postImport(a.apiKey, `email,linkedin\nANA@example.com,\n,https://linkedin.com/in/carla-nowak/\n@${domain},`, { contentType: 'text/csv', kind: 'suppression' });
    expect(response.status).toBe(202);
    expect(await waitForImport(a.apiKey, (await response.json()).importId)).toMatchObject({ kind: 'suppression', status: 'done', rows: 3, imported: 3 });
    const again = await search(a.apiKey, 'product managers in Lisbon');
    expect(names(again.results)).not.toContain('Ana Silva');
    expect(again.results.filter((r) => r.primaryEmail?.endsWith(`@${domain}`))).toEqual([]);
    const pm = await search(a.apiKey, 'product managers in Poland');
    expect(names(pm.results)).not.toContain('Carla Nowak');
    const { prisma } = await getDb();
    const project = await prisma.project.findUniqueOrThrow({ where: { id: again.projectId } });
    expect(project.chargedCredits).toBe(again.results.length);
  });

  it('skip people already delivered when the workspace turns the setting on', async () => {
    const before = await search(a.apiKey, 'software engineers in Lisbon');
    expect(before.results.length).toBeGreaterThan(0);
    await setPeopleSettings(a.owner, { skipDeliveredPeople: true });
    const after = await search(a.apiKey, 'software engineers in Lisbon');
    const earlier = new Set(before.results.map((r) => r.fullName + r.primaryEmail));
    expect(after.results.filter((r) => earlier.has(r.fullName + r.primaryEmail))).toEqual([]);
    await setPeopleSettings(a.owner, { skipDeliveredPeople: false });
    const off = await search(a.apiKey, 'software engineers in Lisbon');
    expect(off.results.some((r) => earlier.has(r.fullName + r.primaryEmail))).toBe(true);
  });

  it("count in the free preview's estimate of their own workspace only", async () => {
    const preview = async (key: string) => (await v1('POST', '/search/preview', { key, body: { brief: 'project managers in Porto' } })).json();
    const [mine, theirs] = [await preview(a.apiKey), await preview(b.apiKey)];
    expect(mine.clarificationQuestion).toBeNull();
    // Diogo Reis, a project manager in Porto, is one of A's own people and nobody else's.
    expect(mine.estimatedMatches).toBe(theirs.estimatedMatches + 1);
  });

  it('leave future searches when their import or they themselves are deleted; delivered results stay', async () => {
    const { sql } = await getDb();
    const [hugo] = await sql.query<{ id: number }>(`SELECT id FROM imported_person WHERE workspace_id = $1 AND full_name = 'Hugo Alves'`, [a.workspaceId]);
    await expect(deleteOwnPerson(b.owner, `own_${hugo!.id}`)).rejects.toThrow('Person not found');
    await deleteOwnPerson(a.owner, `own_${hugo!.id}`);
    expect(names((await search(a.apiKey, 'backend engineers in Berlin')).results)).not.toContain('Hugo Alves');

    expect(names((await search(a.apiKey, 'project managers in Porto')).results)).toContain('Diogo Reis');
    await expect(deleteImport(b.owner, messyImportId)).rejects.toThrow('Import not found');
    expect(await deleteImport(a.owner, messyImportId)).toEqual({ deleted: true, people: 6 });
    expect(names((await search(a.apiKey, 'project managers in Porto')).results)).not.toContain('Diogo Reis');
    const delivered = await (await v1('GET', `/projects/${first.projectId}/results?limit=100`, { key: a.apiKey })).json();
    expect(names(delivered.results)).toContain('Ana Silva');
    await expect(addSuppression(a.owner, 'not a thing')).rejects.toThrow(/not an e-mail/);
  });
});

/** A new workspace with the people of a CSV imported through REST, all `imported` of them. */
async function workspaceWithPeople(csv: string, imported: number) {
  const workspace = await createTestWorkspace({ credits: 10_000 });
  const { importId } = await (await postImport(workspace.apiKey, csv, { contentType: 'text/csv' })).json();
  expect(await waitForImport(workspace.apiKey, importId)).toMatchObject({ status: 'done', imported });
  return workspace;
}

describe('titles as their files spell them', () => {
  it('verifies every spelling of the brief\'s title and none of its look-alikes, with the title as evidence', async () => {
    const csv = [
      'Name,Title,Company,Location,Email',
      'Lena Vogel,Sr. Developer Advocate,Acme,"Berlin, Germany",lena@example.com',
      'Jonas Weber,Developer Relations Engineer,Acme,Berlin,jonas@example.com',
      'Mia Braun,DevRel Lead,Acme,Berlin,mia@example.com',
      'Paul Klein,Software Developer,Acme,Berlin,paul@example.com',
      'Emma Wolf,Senior Litigation Paralegal,Acme,Berlin,emma@example.com',
      'Nora Lang,Project Architect,Studio Lang,Berlin,nora@example.com',
      'Tim Roth,Solutions Architect,Acme,Berlin,tim@example.com',
    ].join('\n');
    const c = await workspaceWithPeople(csv, 7);

    const advocates = (await search(c.apiKey, 'developer advocates in Berlin')).results.filter((r) => r.fields.source === 'your people');
    const verified = advocates.filter(allYes);
    expect(names(verified).sort()).toEqual(['Jonas Weber', 'Lena Vogel', 'Mia Braun']);
    expect(verified.find((r) => r.fullName === 'Mia Braun')!.fields.evidence).toMatchObject({ 'Role: Developer Advocate': 'title: DevRel Lead' });
    expect(names(verified)).not.toContain('Paul Klein');

    // A known role named more narrowly is not the bare title: a Solutions Architect is no architect.
    const architects = (await search(c.apiKey, 'architects in Berlin')).results.filter(allYes);
    expect(names(architects)).toEqual(['Nora Lang']);

    const paralegals = (await search(c.apiKey, 'paralegals in Berlin')).results;
    expect(paralegals.find((r) => r.fullName === 'Emma Wolf')?.verdicts).toEqual({ 'Role: Paralegal': 'yes', 'Location: Berlin': 'yes' });
  });
});

describe('exports as CRMs write them', () => {
  it("read a HubSpot export's separate place columns: London, Ontario is not London", async () => {
    const csv = [
      'First Name,Last Name,Email,Job Title,Company Name,City,State/Region,Country/Region',
      'Olivia,Tremblay,olivia@example.com,Registered Nurse,London Health Sciences,London,Ontario,Canada',
      'Amelia,Hughes,amelia@example.com,Staff Nurse,Guy\'s and St Thomas\',London,England,United Kingdom',
    ].join('\n');
    const d = await workspaceWithPeople(csv, 2);
    const results = (await search(d.apiKey, 'nurses in London')).results.filter((r) => r.fields.source === 'your people');
    expect(results.find((r) => r.fullName === 'Amelia Hughes')?.verdicts).toEqual({ 'Role: Registered Nurse': 'yes', 'Location: London': 'yes' });
    expect(results.find((r) => r.fullName === 'Olivia Tremblay')?.verdicts['Location: London']).not.toBe('yes');
  });
});

describe('a seniority column', () => {
  it('decides the level when the title has no level word', async () => {
    const csv = ['Name,Title,Seniority,City,Email', 'Rosa Diaz,Paralegal,Senior,Chicago,rosa@example.com', 'Tom Ng,Paralegal,Entry,Chicago,tom@example.com'].join('\n');
    const h = await workspaceWithPeople(csv, 2);
    const { results } = await search(h.apiKey, 'senior paralegals in Chicago');
    expect(results.find((r) => r.fullName === 'Rosa Diaz')?.verdicts).toEqual({ 'Role: Paralegal': 'yes', 'Seniority: Senior': 'yes', 'Location: Chicago': 'yes' });
    expect(results.find((r) => r.fullName === 'Tom Ng')?.verdicts['Seniority: Senior']).toBe('no');
  });
});

describe('languages as profiles write them', () => {
  it('verify a language written with its level or in its own name', async () => {
    const csv = [
      'Name,Title,Location,Languages,Email',
      'Beatriz Lima,Customer Success Manager,"São Paulo, Brazil","Português (nativo); English - fluent",bia@example.com',
      'Carlos Souza,Customer Success Manager,"São Paulo, Brazil",Español (native),carlos@example.com',
    ].join('\n');
    const g = await workspaceWithPeople(csv, 2);
    const { results } = await search(g.apiKey, 'Portuguese-speaking customer success managers in São Paulo');
    const verdicts = (name: string) => results.find((r) => r.fullName === name)?.verdicts;
    expect(verdicts('Beatriz Lima')).toMatchObject({ 'Language: Portuguese': 'yes' });
    expect(verdicts('Carlos Souza')?.['Language: Portuguese']).toBe('no');
  });
});

describe('companies as files name them', () => {
  it('find a company by its name whatever legal form, web ending or second name the file adds', async () => {
    const csv = [
      'First Name,Last Name,Company,Position,Email Address',
      'Sofia,Marino,Booking,Senior PM,sofia@example.com',
      'Rohan,Kapoor,Booking.com B.V.,Senior Product Manager,rohan@example.com',
      'Jordan,Ellis,Alphabet/Google,Product Manager,jordan@example.com',
      'Kenji,Sato,Bookings Ltd,Product Manager,kenji@example.com',
    ].join('\n');
    const e = await workspaceWithPeople(csv, 4);
    const verifiedAt = async (brief: string) => verifiedOwn((await search(e.apiKey, brief)).results);
    expect(await verifiedAt('product managers at Booking.com')).toEqual(['Rohan Kapoor', 'Sofia Marino']);
    expect(await verifiedAt('product managers at Google')).toEqual(['Jordan Ellis']);
  });
});

describe('cells no field reads', () => {
  it('are kept as text and searched as text, with the evidence; a department and a start date are read as such', async () => {
    const csv = [
      'First Name,Last Name,Title,Account Name,Department,Practice Area,Mailing City,Email,Start Date',
      'Denise,Washington,Senior Paralegal,Jenner & Block LLP,Mass Torts,Plaintiffs,Chicago,denise@example.com,2021-03',
      'Kevin,Murphy,Senior Paralegal,Winston & Strawn,Corporate,M&A,Chicago,kevin@example.com,',
      'Lena,Ortiz,Senior Paralegal,Kirkland & Ellis,Litigation,Mass torts,Chicago,lena@example.com,Mar 2019',
    ].join('\n');
    const f = await workspaceWithPeople(csv, 3);
    const { sql } = await getDb();
    const rows = await sql.query<{ email_key: string; profile_text: string; department: string; start_date: string }>(
      `SELECT email_key, profile_text, department, start_date FROM imported_person WHERE workspace_id = $1 ORDER BY email_key`,
      [f.workspaceId],
    );
    expect(rows).toEqual([
      { email_key: 'denise@example.com', profile_text: 'Practice Area: Plaintiffs', department: 'Mass Torts', start_date: '2021-03' },
      { email_key: 'kevin@example.com', profile_text: 'Practice Area: M&A', department: 'Corporate', start_date: '' },
      { email_key: 'lena@example.com', profile_text: 'Practice Area: Mass torts', department: 'Litigation', start_date: 'Mar 2019' },
    ]);

    // The department is searched as the person's own words, like the other cells.
    const { results } = await search(f.apiKey, 'paralegals in Chicago working in mass torts');
    const verified = results.filter(allYes);
    expect(names(verified).sort()).toEqual(['Denise Washington', 'Lena Ortiz']);
    expect(verified.find((r) => r.fullName === 'Denise Washington')!.fields.evidence).toMatchObject({ 'Mentions: mass torts': 'department: Mass Torts' });
    expect(verified.find((r) => r.fullName === 'Lena Ortiz')!.fields.evidence).toMatchObject({ 'Mentions: mass torts': 'other columns: Practice Area: Mass torts' });
    expect(results.find((r) => r.fullName === 'Kevin Murphy')?.verdicts['Mentions: mass torts']).toBe('unknown');
    // Shown with each result as the file writes them; nothing when the file says nothing.
    expect(verified.find((r) => r.fullName === 'Denise Washington')!.fields).toMatchObject({ department: 'Mass Torts', startDate: '2021-03' });
    expect(verified.find((r) => r.fullName === 'Lena Ortiz')!.fields).toMatchObject({ department: 'Litigation', startDate: 'Mar 2019' });
    const kevin = results.find((r) => r.fullName === 'Kevin Murphy')!;
    expect(kevin.fields.department).toBe('Corporate');
    expect('startDate' in kevin.fields).toBe(false);
  });

  it('keep a headline beside the title: shown, searched as the person\'s own words, quoted as evidence', async () => {
    const csv = [
      'Name,Title,Headline,Company,City,Email',
      'Ines Duarte,Product Manager,Payments PM | building ticketing for live events,Fever,Madrid,ines@example.com',
      'Pablo Ruiz,Product Manager,Product Manager at Glovo,Glovo,Madrid,pablo@example.com',
    ].join('\n');
    const f = await workspaceWithPeople(csv, 2);
    const { results } = await search(f.apiKey, 'product managers in Madrid who worked on ticketing');
    const ines = results.find((r) => r.fullName === 'Ines Duarte')!;
    expect(ines).toMatchObject({ title: 'Product Manager', verdicts: { 'Role: Product Manager': 'yes', 'Mentions: ticketing': 'yes' } });
    expect(ines.fields).toMatchObject({ headline: 'Payments PM | building ticketing for live events', evidence: { 'Mentions: ticketing': 'headline: Payments PM | building ticketing for live events' } });
    expect(results.find((r) => r.fullName === 'Pablo Ruiz')?.verdicts['Mentions: ticketing']).toBe('unknown');
  });
});

describe('earlier employers a file names', () => {
  it('verify "ex-" briefs, and leave unknown whom the file says nothing about', async () => {
    const csv = [
      'Name,Title,Company,Previous Companies,City,Email',
      'Ines Prata,Product Manager,Revolut,"Google LLC; Booking.com",Lisbon,ines@example.com',
      'Rui Costa,Product Manager,Revolut,Farfetch,Lisbon,rui@example.com',
      'Joana Reis,Product Manager,Revolut,,Lisbon,joana@example.com',
    ].join('\n');
    const k = await workspaceWithPeople(csv, 3);
    const { results } = await search(k.apiKey, 'product managers in Lisbon who used to work at Google');
    const company = (name: string) => results.find((r) => r.fullName === name);
    const [criterion] = Object.keys(company('Ines Prata')!.verdicts).filter((c) => c.includes('Google'));
    expect(company('Ines Prata')!.verdicts[criterion!]).toBe('yes');
    expect(company('Ines Prata')!.fields.pastCompanies).toBe('Google; Booking.com');
    expect(company('Ines Prata')!.fields.evidence).toMatchObject({ [criterion!]: expect.stringContaining('past companies: Google') });
    expect(company('Rui Costa')?.verdicts[criterion!]).not.toBe('yes');
    expect(company('Joana Reis')?.verdicts[criterion!] ?? 'unknown').toBe('unknown');
  });
});

describe('moves in time', () => {
  it('verify a join by the start date the file writes, and show it; no start date is unknown, an older one is no', async () => {
    const csv = [
      'Name,Title,Company,City,Email,Start Date',
      'Marta Lopes,Product Manager,Revolut,Lisbon,marta@example.com,2026-01-15',
      'Tiago Neves,Product Manager,Revolut,Lisbon,tiago@example.com,03/2019',
      'Sara Pinto,Product Manager,Revolut,Lisbon,sara@example.com,',
    ].join('\n');
    const w = await workspaceWithPeople(csv, 3);
    const { results } = await search(w.apiKey, 'product managers in Lisbon who joined Revolut in the last 2 years');
    const since = new Date();
    since.setUTCMonth(since.getUTCMonth() - 24);
    const sinceDay = `${since.getUTCDate()} ${since.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${since.getUTCFullYear()}`;
    const criterion = `Company: Revolut (joined ${sinceDay} or later)`;
    expect(Object.keys(results[0]!.verdicts)).toContain(criterion);
    const of = (name: string) => results.find((r) => r.fullName === name);
    expect(of('Marta Lopes')!.verdicts[criterion]).toBe('yes');
    expect(of('Marta Lopes')!.fields.evidence).toMatchObject({ [criterion]: 'company: Revolut; in the role since 2026-01-15' });
    expect(of('Tiago Neves')?.verdicts[criterion] ?? 'no').toBe('no');
    expect(of('Sara Pinto')?.verdicts[criterion] ?? 'unknown').toBe('unknown');
    expect(verifiedOwn(results)).toEqual(['Marta Lopes']);
    // A change of job with no company named dates the current one, whichever it is.
    const changed = (await search(w.apiKey, 'product managers in Lisbon who joined a new company in the last 2 years')).results;
    const started = `Joined current company: ${sinceDay} or later`;
    expect(changed.find((r) => r.fullName === 'Marta Lopes')!.fields.evidence).toMatchObject({ [started]: 'in the role since 2026-01-15' });
    expect(verifiedOwn(changed)).toEqual(['Marta Lopes']);
  });

  it('verify "have been at Revolut for 5+ years" by the start date at Revolut now (it had been any Revolut person, past ones too, and an unverifiable tenure)', async () => {
    const csv = [
      'Name,Title,Company,City,Email,Start Date,Past Companies',
      'Tiago Neves,Product Manager,Revolut,Lisbon,tiago@example.com,03/2019,',
      'Marta Lopes,Product Manager,Revolut,Lisbon,marta@example.com,2026-01-15,',
      'Rita Sousa,Product Manager,Wise,Lisbon,rita@example.com,2015-02-01,Revolut',
    ].join('\n');
    const w = await workspaceWithPeople(csv, 3);
    const { results } = await search(w.apiKey, 'product managers in Lisbon who have been at Revolut for 5+ years');
    const criterion = Object.keys(results[0]!.verdicts).find((name) => name.startsWith('Company: Revolut (joined '))!;
    expect(criterion).toMatch(/or earlier\)$/);
    expect(Object.keys(results[0]!.verdicts).filter((name) => name.startsWith('Unverifiable'))).toEqual([]);
    expect(verifiedOwn(results)).toEqual(['Tiago Neves']);
    expect(results.find((r) => r.fullName === 'Tiago Neves')!.fields.evidence).toMatchObject({ [criterion]: 'company: Revolut; in the role since 03/2019' });
  });

  it('date the directory\'s current roles from the year each started', async () => {
    const { sql } = await getDb();
    const [row] = await sql.query<{ undated: number; total: number }>(`SELECT count(*) FILTER (WHERE start_date !~ '^(19|20)[0-9]{2}$')::int AS undated, count(*)::int AS total FROM directory_person`);
    expect(row).toEqual({ undated: 0, total: 20_000 });
  });
});

describe('titles in other languages', () => {
  it('are the jobs they name in English', async () => {
    const csv = [
      'Name,Title,Location,Email',
      'Ana Souza,Enfermeira,"São Paulo, Brazil",ana.souza@example.com',
      'Birgit Schröder,Datenschutzbeauftragte,"Hamburg, Germany",birgit@example.com',
      'Heike Braun,Steuerberaterin,"Hamburg, Germany",heike@example.com',
    ].join('\n');
    const m = await workspaceWithPeople(csv, 3);
    const verified = async (brief: string) => verifiedOwn((await search(m.apiKey, brief)).results);
    expect(await verified('nurses in São Paulo')).toEqual(['Ana Souza']);
    expect(await verified('data protection officers in Germany')).toEqual(['Birgit Schröder']);
  });
});

describe('a title with more than the job in it', () => {
  it('names the job with a qualifier, in another part or beside a language the person codes in', async () => {
    const csv = [
      'Name,Title,Location,Email',
      'Camila Rocha,Enfermeira UTI,"São Paulo, Brazil",camila@example.com',
      'Joost Bakker,IC-verpleegkundige,"São Paulo, Brazil",joost@example.com',
      'Heike Braun,Externer Datenschutzbeauftragter (TÜV),"Cologne, Germany",heike@example.com',
      'Krzysztof Nowak,Sr. Python Developer,"Warsaw, Poland",k@example.com',
      'Victor Nakamura,CoS to the CEO,"Warsaw, Poland",victor@example.com',
      'Tim Roth,Solutions Architect,"Warsaw, Poland",tim@example.com',
    ].join('\n');
    const n = await workspaceWithPeople(csv, 6);
    const own = async (brief: string) => (await search(n.apiKey, brief)).results.filter((r) => r.fields.source === 'your people');

    expect(verifiedOwn(await own('nurses in São Paulo'))).toEqual(['Camila Rocha', 'Joost Bakker']);
    const dpo = await own('data protection officers in Germany');
    expect(verifiedOwn(dpo)).toEqual(['Heike Braun']);
    expect(dpo[0]!.fields.evidence).toMatchObject({ 'Role: Data Protection Officer': 'title: Externer Datenschutzbeauftragter (TÜV)' });

    // "Sr." is the level even where the role is read from the language, and the title shows the skill it names.
    const devs = await own('senior python developers in Warsaw');
    expect(verifiedOwn(devs)).toEqual(['Krzysztof Nowak']);
    expect(devs.find((r) => r.fullName === 'Krzysztof Nowak')!.fields.evidence).toMatchObject({ 'Role: Python Developer': 'title: Sr. Python Developer' });
    // Whom a chief of staff works for is not the job.
    expect(verifiedOwn(await own('chiefs of staff in Warsaw'))).toEqual(['Victor Nakamura']);
    expect(verifiedOwn(await own('CEOs in Warsaw'))).toEqual([]);
  });

  it('shows a skill the title or a longer skills entry names, and never one an ordinary word only looks like', async () => {
    const csv = [
      'Name,Title,City,Skills,Email',
      'Megan OBrien,Senior Litigation Paralegal,Chicago,"Litigation support, e-discovery",megan@example.com',
      'Denise Washington,Sr. Paralegal - Litigation,Chicago,,denise@example.com',
      'Kevin Murphy,Senior Paralegal,Chicago,"Contracts, M&A",kevin@example.com',
    ].join('\n');
    const p = await workspaceWithPeople(csv, 3);
    const { results } = await search(p.apiKey, 'senior paralegals in Chicago who do litigation');
    const verdict = (name: string) => results.find((r) => r.fullName === name)?.verdicts['Skill: Litigation'];
    expect(verdict('Megan OBrien')).toBe('yes');
    expect(results.find((r) => r.fullName === 'Megan OBrien')!.fields.evidence).toMatchObject({ 'Skill: Litigation': 'skills: Litigation support, e-discovery' });
    expect(verdict('Denise Washington')).toBe('yes');
    expect(verdict('Kevin Murphy') ?? 'no').toBe('no');
  });
});

describe('a brief that names a job more narrowly than its role', () => {
  it('verifies only the titles that say it: enterprise AEs, accountants without the bookkeepers', async () => {
    const csv = [
      'Name,Title,City,Email',
      'Rachel Adler,Enterprise Account Executive,Chicago,rachel@example.com',
      'Sam Patel,Sr. Enterprise AE,Chicago,sam@example.com',
      'Chris Donovan,"Account Executive, SMB",Chicago,chris@example.com',
      'Olivia Grant,Bookkeeper,Chicago,olivia@example.com',
      'Mark Chen,Staff Accountant,Chicago,mark@example.com',
    ].join('\n');
    const q = await workspaceWithPeople(csv, 5);
    const verified = async (brief: string) => verifiedOwn((await search(q.apiKey, brief)).results);
    expect(await verified('enterprise AEs in Chicago')).toEqual(['Rachel Adler', 'Sam Patel']);
    expect(await verified('account executives in Chicago')).toEqual(['Chris Donovan', 'Rachel Adler', 'Sam Patel']);
    expect(await verified('accountants in Chicago')).toEqual(['Mark Chen']);
    expect(await verified('bookkeepers in Chicago')).toEqual(['Olivia Grant']);
  });
});

describe('a family of roles that is a level', () => {
  it('holds the titles the taxonomy cannot place at that level: revops leaders', async () => {
    const csv = [
      'Name,Title,City,Email',
      'Jessica Romano,Head of Revenue Operations,New York,jessica@example.com',
      'David Friedman,"VP, Revenue Operations",New York,david@example.com',
      'Alicia Gomez,Director of RevOps,New York,alicia@example.com',
      'Tom Baker,Revenue Operations Analyst,New York,tom@example.com',
      'Nina Park,Head of Sales,New York,nina@example.com',
    ].join('\n');
    const r = await workspaceWithPeople(csv, 5);
    const { results } = await search(r.apiKey, 'revops leaders in New York');
    const verified = results.filter((p) => p.fields.source === 'your people' && allYes(p));
    expect(names(verified).sort()).toEqual(['Alicia Gomez', 'David Friedman', 'Jessica Romano']);
    // The field the title names is the role's: one criterion, its evidence the title.
    expect(verified.find((p) => p.fullName === 'Alicia Gomez')!.fields.evidence).toEqual({ 'Role: Revenue Operations Leader': 'title: Director of RevOps', 'Location: New York City': expect.any(String) });
    expect(results.find((p) => p.fullName === 'Tom Baker')?.verdicts['Role: Revenue Operations Leader'] ?? 'no').toBe('no');
  });
});

describe('an area beyond the directory\'s cities', () => {
  it('holds its towns where own people live: Dublin, California is in the Bay Area, Dublin, Ireland is not', async () => {
    const csv = [
      'Name,Title,City,State,Country,Email',
      'Roberto Garcia,Journeyman Electrician,Dublin,CA,United States,roberto@example.com',
      'Sean Byrne,Journeyman Electrician,Dublin,,Ireland,sean@example.com',
    ].join('\n');
    const t = await workspaceWithPeople(csv, 2);
    const { results } = await search(t.apiKey, 'journeyman electricians in the Bay Area');
    expect(results.find((r) => r.fullName === 'Roberto Garcia')?.verdicts).toEqual({ 'Role: Journeyman Electrician': 'yes', 'Location: the San Francisco Bay Area': 'yes' });
    expect(results.find((r) => r.fullName === 'Sean Byrne')?.verdicts['Location: the San Francisco Bay Area'] ?? 'no').toBe('no');
  });
});

describe('a title that names its field before the job', () => {
  it('verifies a "Critical Care Nurse" and an "Intensive Care Nurse" for ICU nurses (they had been no nurses: "care" ends titles of its own)', async () => {
    const csv = [
      'Name,Title,City,Country,Email',
      'Rosa Diaz,Critical Care Nurse,Houston,United States,rosa@example.com',
      'Ken Adams,Senior Intensive Care Nurse,Houston,United States,ken@example.com',
      'Lia Chen,ICU Nurse,Houston,United States,lia@example.com',
      'Bo Park,Patient Care Coordinator,Houston,United States,bo@example.com',
      // Ward and welding codes as files write them, in lower case (they had been read only in capitals).
      'Nia Long,icu nurse,Houston,United States,nia@example.com',
      'Or Levi,OR nurse,Houston,United States,or@example.com',
    ].join('\n');
    const t = await workspaceWithPeople(csv, 6);
    const { results } = await search(t.apiKey, 'ICU nurses in Houston');
    expect(verifiedOwn(results)).toEqual(['Ken Adams', 'Lia Chen', 'Nia Long', 'Rosa Diaz']);
    expect(results.find((r) => r.fullName === 'Nia Long')!.fields.evidence).toMatchObject({ 'Role: Intensive Care Registered Nurse': 'title: icu nurse' });
    expect(results.find((r) => r.fullName === 'Rosa Diaz')!.fields.evidence).toMatchObject({ 'Role: Intensive Care Registered Nurse': 'title: Critical Care Nurse' });
  });
});

describe('a subject\'s teachers as files write them', () => {
  it('verifies a "Docent wiskunde", a "Wiskundedocent" and a "Mathematics Teacher" for math teachers, never a "Docent Engels" (the Dutch titles had been no teachers at all)', async () => {
    const csv = [
      'Name,Title,City,Country,Email',
      'Sanne Bakker,Docent wiskunde,Utrecht,Netherlands,sanne@example.com',
      'Joris Smit,Wiskundedocent,Utrecht,Netherlands,joris@example.com',
      'Amy Price,Mathematics Teacher,Utrecht,Netherlands,amy@example.com',
      'Eva de Wit,Docent Engels,Utrecht,Netherlands,eva@example.com',
    ].join('\n');
    const t = await workspaceWithPeople(csv, 4);
    const { results } = await search(t.apiKey, 'docent wiskunde utrecht');
    expect(verifiedOwn(results)).toEqual(['Amy Price', 'Joris Smit', 'Sanne Bakker']);
    const english = await search(t.apiKey, 'math teachers in Utrecht');
    expect(verifiedOwn(english.results)).toEqual(['Amy Price', 'Joris Smit', 'Sanne Bakker']);
  });
});

describe('the tools a file lists', () => {
  it('verifies "who know After Effects" on After Effects, never on motion graphics alone (After Effects had been read as any motion design)', async () => {
    const csv = [
      'Name,Title,City,Country,Skills,Email',
      'Ana Ruiz,Motion Designer,Madrid,Spain,"After Effects, Cinema 4D",ana@example.com',
      'Ben Ortiz,Motion Designer,Madrid,Spain,"Motion Graphics, Blender",ben@example.com',
    ].join('\n');
    const t = await workspaceWithPeople(csv, 2);
    const { results } = await search(t.apiKey, 'motion designers in Madrid who know After Effects');
    expect(verifiedOwn(results)).toEqual(['Ana Ruiz']);
    expect(results.find((r) => r.fullName === 'Ben Ortiz')?.verdicts['Skill: After Effects']).toBe('no');
  });
});

describe('titles in British or American spelling', () => {
  it('finds a "Mental Health Counsellor" for counselors and a "Call Center Agent" for call centre agents', async () => {
    const csv = [
      'Name,Title,City,Country,Email',
      'Fiona Walsh,Mental Health Counsellor,Leeds,United Kingdom,fiona@example.com',
      'Dan Cole,Call Center Agent,Leeds,United Kingdom,dan@example.com',
      'Amy Price,Marriage Counsellor,Leeds,United Kingdom,amy@example.com',
    ].join('\n');
    const t = await workspaceWithPeople(csv, 3);
    const verified = async (brief: string) => verifiedOwn((await search(t.apiKey, brief)).results);
    expect(await verified('mental health counselors in Leeds')).toEqual(['Fiona Walsh']);
    expect(await verified('call centre agents in Leeds')).toEqual(['Dan Cole']);
  });
});

describe('sales representatives and the titles a brief rules out', () => {
  it('verifies a "Sales Representative" and an account executive for sales reps, and rules out the title after "no"', async () => {
    const csv = [
      'Name,Title,City,Country,Email',
      'Lena Braun,Sales Representative,Hamburg,Germany,lena@example.com',
      'Jonas Wolf,Account Executive,Hamburg,Germany,jonas@example.com',
      'Paul Frank,Sales Engineer,Hamburg,Germany,paul@example.com',
      'Mara Ost,Outside Sales Representative,Hamburg,Germany,mara@example.com',
    ].join('\n');
    const t = await workspaceWithPeople(csv, 4);
    const verified = async (brief: string) => verifiedOwn((await search(t.apiKey, brief)).results);
    // Before, "Role: Sales" took in sales engineers and said no to a "Sales Representative".
    expect(await verified('Vertriebler in Hamburg')).toEqual(['Jonas Wolf', 'Lena Braun', 'Mara Ost']);
    // Before, "outside" made these "not Sales" and "no" joined the title to the roles sought.
    expect(await verified('outside sales representatives in Hamburg')).toEqual(['Mara Ost']);
    expect(await verified('sales reps in Hamburg, no outside sales representatives')).toEqual(['Jonas Wolf', 'Lena Braun']);
  });

  it('verifies every level but the one ruled out, and a nurse who is no nurse practitioner', async () => {
    const csv = [
      'Name,Title,City,Country,Email',
      'Ines Roy,Junior Product Designer,Paris,France,ines@example.com',
      'Hugo Blanc,Senior Product Designer,Paris,France,hugo@example.com',
      'Zoe Petit,Nurse Practitioner,Paris,France,zoe@example.com',
      'Lea Morel,Registered Nurse,Paris,France,lea@example.com',
    ].join('\n');
    const t = await workspaceWithPeople(csv, 4);
    // Before, "no juniors" asked for juniors, and "not nurse practitioners" ruled out every nurse.
    expect(verifiedOwn((await search(t.apiKey, 'product designers, no juniors, in Paris')).results)).toEqual(['Hugo Blanc']);
    expect(verifiedOwn((await search(t.apiKey, 'nurses, not nurse practitioners, in Paris')).results)).toEqual(['Lea Morel']);
  });
});

describe('a credential after the title', () => {
  it('verifies "structural engineer pe" on a title that names the PE, never on the title alone', async () => {
    const csv = [
      'Name,Title,City,State,Country,Email',
      'Kim Lee,"Structural Engineer, PE",Seattle,WA,United States,kim@example.com',
      'Sam Ortiz,Structural Engineer,Seattle,WA,United States,sam@example.com',
    ].join('\n');
    const t = await workspaceWithPeople(csv, 2);
    const { results } = await search(t.apiKey, 'structural engineer pe in wa');
    // Before, "Role: Structural Engineer Pe" verified nobody whose title wrote it otherwise.
    expect(verifiedOwn(results)).toEqual(['Kim Lee']);
    expect(results.find((r) => r.fullName === 'Kim Lee')!.verdicts).toMatchObject({ 'Role: Structural Engineer': 'yes', 'Skill: PE': 'yes' });
    expect(results.find((r) => r.fullName === 'Sam Ortiz')?.verdicts['Skill: PE'] ?? 'no').not.toBe('yes');
  });
});

describe('education a file names', () => {
  it('verifies a school and degree from the education columns, rules out another school, and leaves unknown whom the file says nothing about', async () => {
    const csv = [
      'Name,Title,City,Email,School Name,Degree,Graduation Year',
      'Priya Nair,Product Manager,London,priya@example.com,INSEAD,MBA,2016',
      'Tom Hale,Product Manager,London,tom@example.com,Penn State University,MBA,2014',
      'Ola Berg,Product Manager,London,ola@example.com,INSEAD,,',
      'Mia Wong,Product Manager,London,mia@example.com,,,',
    ].join('\n');
    const e = await workspaceWithPeople(csv, 4);
    const { results } = await search(e.apiKey, 'product managers in London with an MBA from INSEAD');
    const criterion = Object.keys(results[0]!.verdicts).find((name) => name.startsWith('Education:'))!;
    const verdictOf = (name: string) => results.find((r) => r.fullName === name)?.verdicts[criterion];
    expect(verifiedOwn(results)).toEqual(['Priya Nair']);
    expect(results.find((r) => r.fullName === 'Priya Nair')!.fields.evidence).toMatchObject({ [criterion]: 'education: INSEAD, MBA, 2016' });
    // Another school ("Penn State" is not Penn, nor INSEAD): no. The school without its degree, or no education: unknown.
    expect(verdictOf('Tom Hale') ?? 'no').toBe('no');
    expect(verdictOf('Ola Berg')).toBe('unknown');
    expect(verdictOf('Mia Wong')).toBe('unknown');
    expect(results.find((r) => r.fullName === 'Mia Wong')!.fields.evidence).toMatchObject({ [criterion]: 'no education on record' });
  });

  /** A workspace holding the file's people (a header and one line each), searched with the brief. */
  async function searchFile(lines: string[], brief: string, criterion: string) {
    const f = await workspaceWithPeople(lines.join('\n'), lines.length - 1);
    const { results } = await search(f.apiKey, brief);
    const of = (name: string) => results.find((r) => r.fullName === name);
    return { verified: verifiedOwn(results), verdictOf: (name: string) => of(name)?.verdicts[criterion], evidenceOf: (name: string) => (of(name)?.fields.evidence as Record<string, string>)[criterion] };
  }

  it('reads a bootcamp as a school ("Le Wagon bootcamp grads" had asked), verified from the education the file holds', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Education',
      'Inès Morel,Data Analyst,Paris,ines@example.com,"Le Wagon, Data Analytics Bootcamp, 2021"',
      'Hugo Petit,Data Analyst,Paris,hugo@example.com,"Ironhack, Data Analytics, 2020"',
    ], 'Le Wagon bootcamp grads now working as data analysts in Paris', 'Education: Le Wagon');
    expect(found.verified).toEqual(['Inès Morel']);
    expect(found.evidenceOf('Inès Morel')).toBe('education: Le Wagon, Data Analytics Bootcamp, 2021');
    expect(found.verdictOf('Hugo Petit')).toBe('no');
  });

  it('verifies a school the vocabulary lacks by its name in the file, and leaves other schools unknown', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Education',
      'Rui Costa,Data Scientist,Porto,rui@example.com,"Universidade do Minho, MSc Data Science, 2016"',
      'Ana Reis,Data Scientist,Porto,ana@example.com,"Universidade do Porto, MSc Statistics, 2015"',
    ], 'data scientists in Porto who graduated from Universidade do Minho', 'Education: Universidade do Minho');
    expect(found.verified).toEqual(['Rui Costa']);
    expect(found.evidenceOf('Rui Costa')).toBe('education: Universidade do Minho, MSc Data Science, 2016');
    expect(found.verdictOf('Ana Reis')).toBe('unknown');
  });

  it('checks the field of study a degree is in, from its own column', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,School Name,Degree Name,Field Of Study,End Date',
      'Lea Roth,Data Scientist,Berlin,lea@example.com,TUM,Doctor of Philosophy - PhD,Machine Learning,2019',
      'Jan Vogel,Data Scientist,Berlin,jan@example.com,ETH Zurich,PhD,Chemistry,2017',
      'Ute Kern,Data Scientist,Berlin,ute@example.com,TUM,PhD,,2018',
    ], 'data scientists in Berlin with a PhD in machine learning', 'Education: PhD in machine learning');
    expect(found.verified).toEqual(['Lea Roth']);
    expect(found.evidenceOf('Lea Roth')).toBe('education: TUM, Doctor of Philosophy - PhD, Machine Learning');
    // Another field, or none said: unknown (a field may be written otherwise), never verified.
    expect([found.verdictOf('Jan Vogel'), found.verdictOf('Ute Kern')]).toEqual(['unknown', 'unknown']);
  });

  it('checks a field the brief names in its own language against the file\'s English', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Education',
      'Inês Prata,Lawyer,Lisbon,ines@example.com,"Universidade de Lisboa, M.A. Law, 2014"',
      'João Reis,Lawyer,Lisbon,joao@example.com,"Universidade de Lisboa, M.A. History, 2013"',
    ], 'advogados em Lisboa com mestrado em direito', "Education: Master's in direito (law)");
    expect(found.verified).toEqual(['Inês Prata']);
    expect(found.verdictOf('João Reis')).toBe('unknown');
  });

  it('finds a "VP of IT" for "VPs of IT", a plural acronym read as its title', async () => {
    const found = await searchFile([
      'Name,Title,City,Email',
      'Maria Lopez,VP of IT,Chicago,maria@example.com',
      'Tom Baker,VP of Sales,Chicago,tom@example.com',
    ], 'VPs of IT in Chicago', 'Role: VP of IT');
    expect(found.verified).toEqual(['Maria Lopez']);
    expect(found.verdictOf('Tom Baker')).toBe('no');
  });

  it('finds an "Account Executive" who sells B2B for "B2B account executives", B2B shown by the file', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Headline',
      'Nina Hart,Account Executive,Leeds,nina@example.com,B2B SaaS sales to mid-market',
      'Owen Pike,Account Executive,Leeds,owen@example.com,Retail banking',
    ], 'B2B account executives in Leeds', 'Mentions: B2B');
    expect(found.verified).toEqual(['Nina Hart']);
    expect(found.evidenceOf('Nina Hart')).toBe('headline: B2B SaaS sales to mid-market');
  });

  it('finds criminal defense attorneys by their title, never every in-house counsel, nor the defence industry', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Industry',
      'Rosa Diaz,Criminal Defense Attorney,Miami,rosa@example.com,Law Practice',
      'Sam Cole,Legal Counsel,Miami,sam@example.com,Defense & Space',
    ], 'criminal defense attorneys in Miami', 'Role: Criminal Defense Attorney');
    expect(found.verified).toEqual(['Rosa Diaz']);
    // Not even a candidate: no title word of his matches.
    expect(found.verdictOf('Sam Cole')).toBeUndefined();
  });

  it('finds a "Licensed Practical Nurse" for licensed practical nurses, never a "Practice Nurse"', async () => {
    const found = await searchFile([
      'Name,Title,City,Email',
      'Ada Moss,Licensed Practical Nurse,Columbus,ada@example.com',
      'Bea Lund,Practice Nurse,Columbus,bea@example.com',
    ], 'licensed practical nurses in Columbus', 'Role: Licensed Practical Nurse');
    expect(found.verified).toEqual(['Ada Moss']);
  });

  it('verifies a Group Product Manager for product managers, at the level the title names, never a product marketing manager', async () => {
    const found = await searchFile([
      'Name,Title,City,Email',
      'Rita Gomes,Group Product Manager,Amsterdam,rita@example.com',
      'Sam Otto,Product Marketing Manager,Amsterdam,sam@example.com',
    ], 'product managers in Amsterdam', 'Role: Product Manager');
    expect(found.verified).toEqual(['Rita Gomes']);
    expect(found.verdictOf('Sam Otto') ?? 'no').toBe('no');
  });

  it('verifies primary school teachers by the key stage or year group their titles name, never a secondary year', async () => {
    const found = await searchFile([
      'Name,Title,City,Email',
      'Amira Hussain,KS2 Teacher,Manchester,amira@example.com',
      'Ben Walsh,Year 4 Class Teacher,Manchester,ben@example.com',
      'Cara Lowe,Year 10 Teacher,Manchester,cara@example.com',
    ], 'primary school teachers in Manchester', 'Role: Primary School Teacher');
    expect(found.verified).toEqual(['Amira Hussain', 'Ben Walsh']);
  });

  it('verifies a "Sr. Construction PM" for construction project managers, a builder\'s PM running projects', async () => {
    const found = await searchFile([
      'Name,Title,City,Email',
      'Luis Ortega,Sr. Construction PM,Denver,luis@example.com',
      'Mia Hart,Senior Product Manager,Denver,mia@example.com',
    ], 'construction project managers in Denver', 'Role: Construction Project Manager');
    expect(found.verified).toEqual(['Luis Ortega']);
    expect(found.evidenceOf('Luis Ortega')).toBe('title: Sr. Construction PM');
  });

  it('verifies "Oxbridge-educated" barristers by either university, and "ex-Big Four" as a past employer, never a current one', async () => {
    const oxbridge = await searchFile([
      'Name,Title,City,Email,Education',
      'Ann Lee,Barrister,London,ann@example.com,University of Cambridge',
      'Ben Ray,Barrister,London,ben@example.com,University of Bristol',
    ], 'Oxbridge-educated barristers in London', 'Education: Oxford or Cambridge');
    expect(oxbridge.verified).toEqual(['Ann Lee']);
    expect(oxbridge.verdictOf('Ben Ray')).toBe('no');
    const auditors = await searchFile([
      'Name,Title,City,Email,Company,Past Companies',
      'Cara Holt,Auditor,London,cara@example.com,Acme Ltd,KPMG',
      'Dev Shah,Auditor,London,dev@example.com,KPMG,',
    ], 'ex-Big Four auditors in London', 'Past company: Deloitte, PwC, EY or KPMG');
    expect(auditors.verified).toEqual(['Cara Holt']);
  });

  it('finds an intensive-care nurse for a Dutch brief "met IC-ervaring", by the ward in any language of the file', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Skills',
      'Eva de Wit,Verpleegkundige,Rotterdam,eva@example.com,Intensieve zorg; Beademing',
      'Lars Smit,Verpleegkundige,Rotterdam,lars@example.com,Wijkverpleging',
    ], 'Zoek verpleegkundigen in Rotterdam met IC-ervaring', 'Skill: Intensive Care');
    expect(found.verified).toEqual(['Eva de Wit']);
    // The import keeps a skill by its name in the vocabulary.
    expect(found.evidenceOf('Eva de Wit')).toBe('skills: Intensive Care, Beademing');
  });

  it('finds physiotherapists "mit Zusatzqualifikation Manuelle Therapie" by the skill in any language of the file (the brief had asked)', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Skills',
      'Jonas Beck,Physiotherapeut,Düsseldorf,jonas@example.com,Manuelle Therapie; Lymphdrainage',
      'Mara Voss,Physiotherapeutin,Düsseldorf,mara@example.com,Sportphysiotherapie',
    ], 'Physiotherapeuten mit Zusatzqualifikation Manuelle Therapie, Raum Düsseldorf', 'Skill: Manual Therapy');
    expect(found.verified).toEqual(['Jonas Beck']);
    expect(found.evidenceOf('Jonas Beck')).toBe('skills: Manual Therapy, Manual Lymphatic Drainage');
  });

  it('finds the assistants to a CFO, never the CFO, for "assistants to the CFO"', async () => {
    const found = await searchFile([
      'Name,Title,City,Email',
      'Ada Moss,Executive Assistant to the CFO,New York,ada@example.com',
      'Tim Ruiz,Chief Financial Officer,New York,tim@example.com',
      'Lia Park,Executive Assistant to the CEO,New York,lia@example.com',
    ], 'assistants to the CFO in NYC', 'Role: Assistant');
    expect(found.verified).toEqual(['Ada Moss']);
    expect(found.evidenceOf('Ada Moss')).toBe('title: Executive Assistant to the CFO');
  });

  it('finds a bookkeeper who knows Exact Online for a Dutch brief, by the skill the file lists', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Skills',
      'Noor Peeters,Boekhouder,Gent,noor@example.com,Exact Online; BTW-aangifte',
      'Wim Claes,Boekhouder,Gent,wim@example.com,Excel; Twinfield',
    ], 'Zoek een boekhouder met kennis van Exact Online in Gent', 'Skill: Exact Online');
    expect(found.verified).toEqual(['Noor Peeters']);
    expect(found.evidenceOf('Noor Peeters')).toBe('skills: Exact Online, BTW-aangifte');
  });

  it('finds deputy general counsels for "deputy GCs", whichever way the file writes the title', async () => {
    const found = await searchFile([
      'Name,Title,City,Email',
      'Kim Lowe,Deputy General Counsel,London,kim@example.com',
      'Raj Iyer,Deputy GC,London,raj@example.com',
      'Eve Hart,General Counsel,London,eve@example.com',
    ], 'deputy GCs in London', 'Role: Deputy General Counsel');
    expect(found.verified.sort()).toEqual(['Kim Lowe', 'Raj Iyer']);
  });

  it('verifies a certification the file lists, for "PTCB certified"', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Skills',
      'Amy Ford,Pharmacy Technician,"Columbus, OH",amy@example.com,CPhT; Compounding',
      'Joe Park,Pharmacy Technician,"Columbus, OH",joe@example.com,Inventory',
    ], 'pharmacy technicians in Ohio, PTCB certified', 'Skill: PTCB');
    expect(found.verified).toEqual(['Amy Ford']);
    expect(found.evidenceOf('Amy Ford')).toBe('skills: PTCB, Compounding');
  });

  it('finds ER nurses by the ward their title or skills name, never another ward', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Skills',
      'Ana Cruz,ER Nurse,Denver,ana@example.com,Triage',
      'Ben Holt,Registered Nurse,Denver,ben@example.com,Emergency Department; Trauma',
      'Cy Moore,Registered Nurse,Denver,cy@example.com,Oncology',
      'Di Lane,OR Nurse,Denver,di@example.com,Perioperative',
    ], 'ER nurses in Denver', 'Role: Emergency Medicine Registered Nurse');
    expect(found.verified.sort()).toEqual(['Ana Cruz', 'Ben Holt']);
    expect(found.evidenceOf('Ana Cruz')).toContain('title: ER Nurse');
  });

  it('finds operating-room nurses for a Dutch brief, by the ward in the title or skills of the file', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Skills',
      'Sanne Bos,OK-verpleegkundige,Utrecht,sanne@example.com,Anesthesie',
      'Joris Kok,Verpleegkundige,Utrecht,joris@example.com,Operatiekamer; Steriliseren',
      'Femke Dam,Verpleegkundige,Utrecht,femke@example.com,Wijkverpleging',
    ], 'OK-verpleegkundigen in Utrecht', 'Role: Operating Room Registered Nurse');
    expect(found.verified.sort()).toEqual(['Joris Kok', 'Sanne Bos']);
  });

  it('finds TIG welders by the title or the skills of the file, never a MIG welder', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Skills',
      'Luis Vega,TIG Welder,Houston,luis@example.com,Pipe welding',
      'Mark Dunn,Welder,Houston,mark@example.com,GTAW; Blueprint reading',
      'Omar Reed,MIG Welder,Houston,omar@example.com,GMAW',
    ], 'TIG welders in Houston', 'Role: TIG Welder');
    expect(found.verified.sort()).toEqual(['Luis Vega', 'Mark Dunn']);
  });

  it('finds A320 captains by the type rating their title or skills state, never another type or rank (the brief had asked about "A320")', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Skills',
      'Sara Haddad,A320 Captain,Dubai,sara@example.com,CRM',
      'Tom Berg,Captain,Dubai,tom@example.com,A320 type rating; LPC',
      'Ana Cruz,Captain,Dubai,ana@example.com,A330 type rating',
      'Raj Iyer,First Officer,Dubai,raj@example.com,A320 type rating',
    ], 'A320 captains based in Dubai', 'Role: A320 Captain');
    expect(found.verified.sort()).toEqual(['Sara Haddad', 'Tom Berg']);
  });

  it('verifies a clearance by the level the title or skills state, never another level', async () => {
    const found = await searchFile([
      'Name,Title,City,Email,Skills',
      'Ray Cole,Security Engineer (TS/SCI),"Washington, DC",ray@example.com,Splunk',
      'Amy Diaz,Security Engineer,"Washington, DC",amy@example.com,Splunk; TS/SCI with Polygraph',
      'Ben Ortiz,Security Engineer,"Washington, DC",ben@example.com,Splunk; Secret Clearance',
    ], 'security engineer dc ts/sci', 'Skill: TS/SCI clearance');
    expect(found.verified.sort()).toEqual(['Amy Diaz', 'Ray Cole']);
    expect(found.evidenceOf('Ray Cole')).toBe('title: Security Engineer (TS/SCI)');
    expect(found.verdictOf('Ben Ortiz')).toBe('no');
  });
});
