import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { getDb } from '@/server/db';
import { seedDirectory } from '@/server/search';
import { createTestWorkspace, v1 } from '@/test/fixtures';
import { MAX_IMPORT_BYTES } from '@/server/people/limits';
import { CONNECTIONS_CSV, MESSY_CSV, postImport, waitForImport } from '@/server/people/testing/import-fixtures';

let a: Awaited<ReturnType<typeof createTestWorkspace>>;
let b: Awaited<ReturnType<typeof createTestWorkspace>>;

beforeAll(async () => {
  await seedDirectory(await getDb(), { size: 200 });
  await startInngest();
  a = await createTestWorkspace();
  b = await createTestWorkspace();
}, 120_000);
afterAll(() => stopInngest());

async function expectError(response: Response, code = 'invalid_request', status = 400) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  return body.error.message as string;
}

async function importCsv(key: string, csv: string, kind?: string) {
  const response = await postImport(key, csv, { contentType: 'text/csv; charset=utf-8', kind });
  expect(response.status).toBe(202);
  const created = await response.json();
  expect(created).toEqual({ importId: expect.stringMatching(/^imp_[A-Za-z0-9]{24}$/), status: 'running' });
  return waitForImport(key, created.importId);
}

async function person(workspaceId: string, fullName: string) {
  const { sql } = await getDb();
  const rows = await sql.query<Record<string, unknown>>('SELECT * FROM imported_person WHERE workspace_id = $1 AND full_name = $2', [workspaceId, fullName]);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('POST /v1/people/imports with a messy CSV', () => {
  let first: Record<string, unknown>;

  it('imports every readable row, rejects the rest with spreadsheet row numbers', async () => {
    first = await importCsv(a.apiKey, MESSY_CSV);
    expect(first).toStrictEqual({
      importId: expect.any(String),
      kind: 'people',
      status: 'done',
      rows: 9,
      imported: 7,
      updated: 0,
      rejected: 2,
      errors: [
        { row: 8, message: 'Row 8 has no name' },
        { row: 9, message: 'Row 9 has 12 cells but the header has 9' },
      ],
    });
  });

  it('normalises titles, places, companies and skills with the engine vocabulary', async () => {
    expect(await person(a.workspaceId, 'Ana Silva')).toMatchObject({
      role_key: 'product_manager', function: 'product', seniority: 'senior', city: 'Lisbon', country_code: 'PT',
      company_name: 'Stripe', email: 'ana@example.com', linkedin_key: 'linkedin.com/in/ana-silva',
      skills: ['Python', 'SQL', 'Roadmapping'], years_experience: 7,
    });
    const ana = await person(a.workspaceId, 'Ana Silva');
    expect(ana.company_id).toBeLessThan(1_000_000); // the directory's Stripe
    expect(ana.company_industry).not.toBeNull();
    const bruno = await person(a.workspaceId, 'Bruno Costa');
    expect(bruno).toMatchObject({ role_key: 'group_product_manager', function: 'product', city: 'Lisbon', company_name: 'Acme Widgets Lda', company_industry: null });
    expect(bruno.company_id).toBeGreaterThanOrEqual(1_000_000_000); // a new company with only its name
    expect((await person(a.workspaceId, 'Diogo Reis')).company_id).toBe(bruno.company_id);
    expect(await person(a.workspaceId, 'Carla Nowak')).toMatchObject({ role_key: 'product_manager', seniority: 'mid', city: 'Warsaw', country_code: 'PL' });
    expect(await person(a.workspaceId, 'Diogo Reis')).toMatchObject({ role_key: 'project_manager', city: 'Porto' });
    expect(await person(a.workspaceId, 'Eva Santos')).toMatchObject({ role_key: 'product_designer', city: '', city_id: null, country_code: 'PT', country: 'Portugal' });
    expect(await person(a.workspaceId, 'Filipa Lopes')).toMatchObject({ role_key: 'product_marketing_manager', city: 'Lisbon' });
    expect(await person(a.workspaceId, 'Hugo Alves')).toMatchObject({ role_key: 'backend_engineer', skills: [], years_experience: null, company_id: null });
  });

  it('changes nothing but the updated count when the same file comes again', async () => {
    const { sql } = await getDb();
    const before = await sql.query('SELECT id, full_name, role_key, city FROM imported_person WHERE workspace_id = $1 ORDER BY id', [a.workspaceId]);
    const again = await importCsv(a.apiKey, MESSY_CSV);
    expect(again).toMatchObject({ status: 'done', rows: 9, imported: 0, updated: 7, rejected: 2 });
    const after = await sql.query('SELECT id, full_name, role_key, city FROM imported_person WHERE workspace_id = $1 ORDER BY id', [a.workspaceId]);
    expect(after).toEqual(before);
  });

  it('keeps what a later file leaves blank (matched by e-mail, case-insensitive)', async () => {
    const partial = await importCsv(a.apiKey, 'Name,Email,Title,Location\nAna Silva,Ana@EXAMPLE.com,,\n');
    expect(partial).toMatchObject({ rows: 1, imported: 0, updated: 1 });
    expect(await person(a.workspaceId, 'Ana Silva')).toMatchObject({ title: 'Sr. Product Manager, Payments', role_key: 'product_manager', city: 'Lisbon', linkedin_key: 'linkedin.com/in/ana-silva' });
  });

  it("imports LinkedIn's Connections.csv as it is", async () => {
    const status = await importCsv(b.apiKey, CONNECTIONS_CSV);
    expect(status).toMatchObject({ status: 'done', rows: 2, imported: 2, rejected: 0 });
    expect(await person(b.workspaceId, 'Jane Doe')).toMatchObject({ first_name: 'Jane', last_name: 'Doe', title: 'Senior Software Engineer', seniority: 'senior', company_name: 'Google' });
    expect(await person(b.workspaceId, 'Max Mustermann')).toMatchObject({ role_key: 'head_of_growth', email: 'max@example.org', linkedin_key: 'linkedin.com/in/maxm' });
  });

  it('imports the exports of HubSpot, Salesforce and Lever as those tools write them', async () => {
    const hubspot = await importCsv(b.apiKey, [
      'Record ID,First Name,Last Name,Email,Phone Number,Job Title,Company Name,City,State/Region,Country/Region,Lifecycle Stage',
      '51207437,Tammy,Hensley,tammy@barren.example,+1 607-785-3451,Social Worker,Barren County Schools,Glasgow,KY,United States,Opportunity',
    ].join('\n'));
    expect(hubspot).toMatchObject({ status: 'done', imported: 1 });
    expect(await person(b.workspaceId, 'Tammy Hensley')).toMatchObject({ company_name: 'Barren County Schools', city_id: null, region_code: 'US-KY', country_code: 'US', phone: '+1 607-785-3451' });
    const salesforce = await importCsv(b.apiKey, [
      'Contact ID,Salutation,First Name,Last Name,Title,Account Name,Department,Mailing Street,Mailing City,Mailing State/Province,Mailing Zip/Postal Code,Mailing Country,Email',
      '003XX1,Ms.,Denise,Washington,Sr. Paralegal - Litigation,Jenner & Block LLP,Legal,353 N Clark St,Chicago,IL,60654,United States,denise@jenner.example',
    ].join('\n'));
    expect(salesforce).toMatchObject({ status: 'done', imported: 1 });
    expect(await person(b.workspaceId, 'Denise Washington')).toMatchObject({ company_name: 'Jenner & Block LLP', city: 'Chicago', region_code: 'US-IL', role_key: 'paralegal', seniority: 'senior' });
    const lever = await importCsv(b.apiKey, [
      'Opportunity ID,Name,Headline,Location,Emails,Phones,Links,Tags',
      '03de571c,Marcus Lindqvist,VP People at Personio,"Berlin, Germany",marcus@personio.example,,"https://github.com/ml, https://www.linkedin.com/in/marcus-lindqvist-728d",',
    ].join('\n'));
    expect(lever).toMatchObject({ status: 'done', imported: 1 });
    expect(await person(b.workspaceId, 'Marcus Lindqvist')).toMatchObject({ title: 'VP People', company_name: 'Personio', city: 'Berlin', linkedin_key: 'linkedin.com/in/marcus-lindqvist-728d' });
  });

  it('reads JSON Lines with the same rules (line numbers for rows)', async () => {
    const body = [
      JSON.stringify({ name: 'Ines Prata', jobTitle: 'Senior Data Scientist', location: 'Berlin, Germany', skills: ['python', 'pytorch'], linkedinUrl: 'https://linkedin.com/in/ines' }),
      '',
      '{not json',
      JSON.stringify({ title: 'No Name' }),
      JSON.stringify({ firstName: 'Joao', lastName: 'Neves', email: 'joao@x.test', yearsOfExperience: 12 }),
    ].join('\n');
    const response = await postImport(b.apiKey, body, { contentType: 'application/x-ndjson' });
    expect(response.status).toBe(202);
    const status = await waitForImport(b.apiKey, (await response.json()).importId);
    expect(status).toMatchObject({ rows: 4, imported: 2, rejected: 2, errors: [{ row: 3, message: 'Row 3 is not valid JSON' }, { row: 4, message: 'Row 4 has no name' }] });
    expect(await person(b.workspaceId, 'Ines Prata')).toMatchObject({ role_key: 'data_scientist', seniority: 'senior', city: 'Berlin', skills: ['Python', 'PyTorch'] });
    expect(await person(b.workspaceId, 'Joao Neves')).toMatchObject({ years_experience: 12, role_key: null, title: '' });
  });

  it('answers another workspace exactly like an unknown import', async () => {
    const foreign = await v1('GET', `/people/imports/${first.importId}`, { key: b.apiKey });
    const unknown = await v1('GET', `/people/imports/imp_${'x'.repeat(24)}`, { key: b.apiKey });
    expect(await expectError(foreign.clone(), 'not_found', 404)).toBe('Import not found');
    expect(await foreign.text()).toBe(await unknown.text());
  });
});

describe('bodies that are not an import', () => {
  it.each([
    ['application/json', '{"name":"x"}'],
    ['text/plain', 'Name\nAna'],
    [undefined, 'Name\nAna'],
  ])('refuses Content-Type %s', async (contentType, body) => {
    expect(await expectError(await postImport(a.apiKey, body, { contentType }))).toMatch(/text\/csv/);
  });

  it('refuses binary data, an empty file, a CSV without a name column and JSON that is not JSON Lines', async () => {
    await expectError(await postImport(a.apiKey, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), { contentType: 'text/csv' }));
    await expectError(await postImport(a.apiKey, '', { contentType: 'text/csv' }));
    expect(await expectError(await postImport(a.apiKey, 'Colour,Size\nred,4', { contentType: 'text/csv' }))).toMatch(/no name column/);
    await expectError(await postImport(a.apiKey, '[{"name":"Ana"}]', { contentType: 'application/x-ndjson' }));
    expect(await expectError(await postImport(a.apiKey, 'Name\nAna', { contentType: 'text/csv', kind: 'everyone' }))).toMatch(/kind/);
    const { prisma } = await getDb();
    expect(await prisma.peopleImport.count({ where: { workspaceId: a.workspaceId, status: { not: 'done' } } })).toBe(0);
  });

  it('refuses more than 50 MiB with 400, declared or streamed, and keeps nothing', async () => {
    const declared = await postImport(a.apiKey, 'Name\nAna', { contentType: 'text/csv', headers: { 'content-length': String(MAX_IMPORT_BYTES + 1) } });
    expect(await expectError(declared)).toMatch(/50 MiB/);
    const line = Buffer.from(`${'Ana Silva,'.repeat(100)}\n`);
    const chunks = Math.ceil((MAX_IMPORT_BYTES + 1) / line.length);
    async function* body() {
      yield Buffer.from('Name\n');
      for (let i = 0; i < chunks; i++) yield line;
    }
    const streamed = await postImport(a.apiKey, Readable.toWeb(Readable.from(body())) as ReadableStream, { contentType: 'text/csv' });
    expect(await expectError(streamed)).toMatch(/50 MiB/);
    const { sql } = await getDb();
    expect(await sql.query(`SELECT 1 FROM people_import WHERE "workspaceId" = $1 AND status <> 'done'`, [a.workspaceId])).toEqual([]);
    expect(await sql.query('SELECT 1 FROM people_import_chunk LIMIT 1')).toEqual([]);
  });

  it('needs a valid key', async () => {
    await expectError(await postImport('ok_live_nope', 'Name\nAna', { contentType: 'text/csv' }), 'unauthorized', 401);
  });
});
