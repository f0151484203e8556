// Measures searching a workspace's OWN imported people on the held-out set beside this file
// (issue 25): imports the five exports through the real import path (POST /v1/people/imports),
// runs every brief of briefs.ts as a real search (POST /v1/search, embedded executor) with the
// generated directory switched off, and prints per brief and in total: verified results (every
// verdict `yes`), must-verify found, look-alikes verified, precision, recall, awaiting_input.
// A measurement, not a test: it exits 0 whatever the figures.
// Usage: npx tsx bench/search-quality/own-people/run.ts [--verbose]   (--verbose: every brief's misses)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRIEFS, FILES, type OwnPeopleBrief } from './briefs';

const here = path.dirname(fileURLToPath(import.meta.url));
const verbose = process.argv.includes('--verbose');

// A fresh embedded database, no generated directory; secrets as test/setup-database.ts sets them.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-own-people-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.PEOPLE_DIRECTORY_SIZE = '0';
process.env.AUTH_SECRET ??= 'bench-auth-secret-0123456789abcdef0123456789';
process.env.ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString('base64');
process.env.APP_URL = 'http://people.test';

const { getDb, closeDb } = await import('../../../server/db');
const { startInngest, stopInngest } = await import('../../../inngest/start');
const { createTestWorkspace, v1 } = await import('../../../test/fixtures');
const { postImport } = await import('../../../server/people/testing/import-fixtures');
const { SEARCHES_PER_HOUR } = await import('../../../server/limits/policy');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const db = await getDb();
await startInngest();

/** Polled in the database: REST polling would spend the key's 120 requests a minute. */
async function waitForImportRow(importId: string) {
  for (let i = 0; i < 6000; i++) {
    const row = await db.prisma.peopleImport.findUniqueOrThrow({ where: { id: importId } });
    if (row.status !== 'running' && row.status !== 'uploading') return row;
    await sleep(50);
  }
  throw new Error(`${importId} did not finish`);
}

async function importFile(key: string, body: string, fileName: string) {
  const response = await postImport(key, body, { contentType: 'text/csv', headers: { 'x-file-name': fileName } });
  const json = await response.json();
  if (response.status !== 202) return { fileName, status: `HTTP ${response.status}`, rows: 0, imported: 0, rejected: 0, header: [] as string[], error: JSON.stringify(json) };
  const row = await waitForImportRow(json.importId);
  return { fileName, status: row.status as string, rows: row.rows, imported: row.imported + row.updated, rejected: row.rejected, header: row.header, error: row.failure ?? null };
}

const fileText = (name: string) => fs.readFileSync(path.join(here, name), 'utf8');

// 0. LinkedIn writes a few "Notes:" lines above the header of Connections.csv: does the importer take them?
const NOTES =
  'Notes:\n"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261"\n\n';
{
  const probe = await createTestWorkspace({ credits: 1_000 });
  const r = await importFile(probe.apiKey, NOTES + fileText(FILES[0]), 'Connections.csv');
  console.log(`LinkedIn Connections.csv with its "Notes:" preamble: ${r.status}, ${r.imported} of ${r.rows} rows imported, ${r.rejected} rejected` +
    (r.error ? ` (${String(r.error).slice(0, 160)})` : '') + `; header read as: ${JSON.stringify(r.header).slice(0, 160)}`);
  console.log('  -> the set keeps the header-first form of the file.\n');
}

// 1. Workspaces: SEARCHES_PER_HOUR searches each, every file imported into each.
type Workspace = Awaited<ReturnType<typeof createTestWorkspace>>;
async function workspaceWithPeople(report: boolean): Promise<Workspace> {
  const ws = await createTestWorkspace({ credits: 1_000_000 });
  for (const name of FILES) {
    const r = await importFile(ws.apiKey, fileText(name), name);
    if (report) {
      const { personFieldOf } = await import('../../../server/people/headers');
      const header = fileText(name).split(/\r?\n/, 1)[0]!.split(',');
      const unmapped = header.filter((h) => personFieldOf(h) === null);
      const mapped = header.filter((h) => personFieldOf(h) !== null).map((h) => `${h}->${personFieldOf(h)!.field}`);
      console.log(`${name}: ${r.status}, ${r.imported} of ${r.rows} rows imported, ${r.rejected} rejected${r.error ? ` (${r.error})` : ''}`);
      console.log(`  mapped: ${mapped.join(', ')}`);
      console.log(`  not mapped: ${unmapped.join(', ')}`);
    }
  }
  return ws;
}

type Result = { personId: string | null; fullName: string; title: string; location: string; primaryEmail: string | null; verdicts: Record<string, string>; fields: Record<string, unknown> };
type Outcome = OwnPeopleBrief & {
  status: string;
  question: string | null;
  criteria: string[];
  verified: string[];
  found: string[];
  looks: string[];
  others: string[];
  results: Map<string, Result>;
  seconds: number;
};

async function emailsOf(workspaceId: string) {
  const rows = await db.sql.query<{ id: number; email: string | null }>('SELECT id, email FROM imported_person WHERE workspace_id = $1', [workspaceId]);
  return new Map(rows.map((r) => [`own_${r.id}`, (r.email ?? '').toLowerCase()]));
}

async function search(ws: Workspace, emailOf: Map<string, string>, b: OwnPeopleBrief): Promise<Outcome> {
  const started = performance.now();
  const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: b.brief } });
  const created = await response.json();
  if (response.status !== 202) throw new Error(`POST /search ${response.status}: ${JSON.stringify(created)}`);
  const projectId: string = created.projectId;
  for (let i = 0; ; i++) {
    const row = await db.prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { status: true } });
    if (row.status !== 'running') break;
    if (i > 6000) throw new Error(`search "${b.brief}" did not finish`);
    await sleep(50);
  }
  const status = await (await v1('GET', `/projects/${projectId}`, { key: ws.apiKey })).json();
  // Every result, in rank order (the REST page holds at most 100; read them where the page reads them).
  const rows = (await db.prisma.result.findMany({ where: { projectId }, orderBy: { rank: 'asc' } })) as unknown as Result[];
  const results = new Map<string, Result>();
  const verified: string[] = [];
  for (const r of rows) {
    const email = (r.personId && emailOf.get(r.personId)) || (r.primaryEmail ?? '').toLowerCase() || `(no e-mail) ${r.fullName}`;
    results.set(email, r);
    const verdicts = Object.values(r.verdicts ?? {});
    if (verdicts.length > 0 && verdicts.every((v) => v === 'yes')) verified.push(email);
  }
  const must = new Set(b.mustVerify.map((e) => e.toLowerCase()));
  const look = new Set(b.lookAlikes.map((e) => e.toLowerCase()));
  return {
    ...b,
    status: status.status,
    question: status.clarificationQuestion ?? null,
    criteria: ((await db.prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { criteria: true } })).criteria as Array<{ name: string }> | null ?? []).map((c) => c.name),
    verified,
    found: verified.filter((e) => must.has(e)),
    looks: verified.filter((e) => look.has(e)),
    others: verified.filter((e) => !must.has(e) && !look.has(e)),
    results,
    seconds: (performance.now() - started) / 1000,
  };
}

const started = performance.now();
const outcomes: Outcome[] = [];
let ws: Workspace | null = null;
let emailOf = new Map<string, string>();
for (const [i, b] of BRIEFS.entries()) {
  if (i % SEARCHES_PER_HOUR === 0) {
    ws = await workspaceWithPeople(i === 0);
    emailOf = await emailsOf(ws.workspaceId);
    if (i === 0) console.log(`people imported per workspace: ${emailOf.size}\n`);
  }
  outcomes.push(await search(ws!, emailOf, b));
}

// 2. Figures.
const { prisma } = db;
const people = new Map(
  (await prisma.importedPerson.findMany({ where: { workspaceId: ws!.workspaceId } })).map((p) => [(p.email ?? '').toLowerCase(), p]),
);
const ratio = (n: number, d: number) => (d === 0 ? '   -' : (n / d).toFixed(2));
const describe = (email: string) => {
  const p = people.get(email);
  if (!p) return email;
  const place = [p.city, p.region, p.country].filter(Boolean).join(', ') || 'no place';
  return `${p.fullName} [${p.title || 'no title'} | role ${p.roleKey ?? '-'} | ${place}${p.skills.length ? ` | skills ${p.skills.join('/')}` : ''}${p.languages.length ? ` | langs ${p.languages.join('/')}` : ''}]`;
};
const errors = (o: Outcome) => o.mustVerify.length - o.found.length + o.looks.length * 2 + o.others.length;
function details(o: Outcome) {
  const lines: string[] = [`  criteria: ${o.criteria.join(' · ') || '(none)'}${o.question ? ` | asked: ${o.question}` : ''}`];
  for (const e of o.mustVerify.filter((m) => !o.found.includes(m.toLowerCase()))) {
    const r = o.results.get(e.toLowerCase());
    lines.push(`  missed ${describe(e.toLowerCase())}: ${r ? JSON.stringify(r.verdicts) : 'not among the results'}`);
  }
  for (const e of o.looks) lines.push(`  LOOK-ALIKE verified ${describe(e)}: ${JSON.stringify(o.results.get(e)?.verdicts)}`);
  for (const e of o.others) lines.push(`  unlabelled verified ${describe(e)}: ${JSON.stringify(o.results.get(e)?.verdicts)}`);
  return lines.join('\n');
}

console.log('verified  must found  look-alikes  precision  recall  asked  brief');
for (const o of outcomes) {
  console.log(
    `${String(o.verified.length).padStart(8)}  ${`${o.found.length}/${o.mustVerify.length}`.padStart(10)}  ${`${o.looks.length}/${o.lookAlikes.length}`.padStart(11)}` +
      `  ${ratio(o.found.length, o.verified.length).padStart(9)}  ${ratio(o.found.length, o.mustVerify.length).padStart(6)}  ${(o.status === 'awaiting_input' ? 'yes' : '').padStart(5)}  ${o.brief}`,
  );
  if (verbose && errors(o) > 0) console.log(details(o));
}

const sum = (f: (o: Outcome) => number) => outcomes.reduce((n, o) => n + f(o), 0);
const verifiedTotal = sum((o) => o.verified.length);
const foundTotal = sum((o) => o.found.length);
const mustTotal = sum((o) => o.mustVerify.length);
const unanswerable = outcomes.filter((o) => o.mustVerify.length === 0);
console.log(
  `\nTOTAL ${outcomes.length} briefs, ${people.size} people: verified ${verifiedTotal}, must found ${foundTotal}/${mustTotal},` +
    ` precision ${ratio(foundTotal, verifiedTotal)}, recall ${ratio(foundTotal, mustTotal)},` +
    ` look-alikes verified ${sum((o) => o.looks.length)} (of ${sum((o) => o.lookAlikes.length)} labelled; in ${outcomes.filter((o) => o.looks.length > 0).length} briefs),` +
    ` unlabelled verified ${sum((o) => o.others.length)}, awaiting_input ${outcomes.filter((o) => o.status === 'awaiting_input').length}` +
    ` (of the ${unanswerable.length} briefs no file can answer: ${unanswerable.filter((o) => o.status === 'awaiting_input').length} asked, ${unanswerable.filter((o) => o.verified.length === 0).length} verified nobody)`,
);
console.log(`time: ${((performance.now() - started) / 1000).toFixed(0)} s`);

console.log('\nWORST 10 (missed musts + 2 x look-alikes verified + unlabelled verified):');
for (const o of [...outcomes].sort((a, b) => errors(b) - errors(a) || a.found.length / (a.mustVerify.length || 1) - b.found.length / (b.mustVerify.length || 1)).slice(0, 10)) {
  console.log(`"${o.brief}": verified ${o.verified.length}, found ${o.found.length}/${o.mustVerify.length}, look-alikes ${o.looks.length}, status ${o.status}`);
  console.log(details(o));
}

await stopInngest();
await closeDb();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
