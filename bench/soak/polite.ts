// A polite workspace, as an API client should behave: imports its people file once, then searches
// one brief at a time (Idempotency-Key, retried when the answer was lost), polls every 2 s, pages
// through the results and downloads the CSV, with think time; honours Retry-After. Once the hourly
// allowance of new searches is used up, it reads its finished searches again until it may search.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { type Answer, type Intent, NoAnswer, sleep, type Tally } from './tally';

const BRIEFS = [
  'Senior backend engineers in Berlin who know Go and Kubernetes',
  '25 product managers in Lisbon',
  'Heads of growth at fintech companies in London',
  'Data scientists in Portugal with Python and SQL',
  'Engineering managers at Stripe',
  '10 product designers in Berlin who use Figma',
  'Account executives in San Francisco with Salesforce experience',
  'Software engineers in Warsaw with at least 5 years of experience',
  'Group product managers at Google in London',
  'SDRs in Porto',
  'Project managers in Lisbon at Initech or Globex',
  'someone good', // vague: the engine asks a question (awaiting_input)
];

export interface ClientFigures {
  /** Import ids that were answered 202. */
  imports: string[];
  /** Of those, the ones last seen running (so a kill now interrupts them). */
  importsRunning: Set<string>;
  searchesStarted: string[];
  searchesSettledDuringLoad: number;
  resultPages: number;
  exports: number;
  /** What a client would call wrong: export rows not matching the total, pages short, unexpected statuses. */
  problems: string[];
}

export const newFigures = (): ClientFigures => ({ imports: [], importsRunning: new Set(), searchesStarted: [], searchesSettledDuringLoad: 0, resultPages: 0, exports: 0, problems: [] });

export interface ClientContext {
  tally: Tally;
  name: string;
  key: string;
  deadline: number;
  figures: ClientFigures;
}

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

/**
 * Sends until there is an answer that is neither a 429 with Retry-After nor (for idempotent
 * requests) a lost answer or a 5xx, or until `until`. Null when time ran out.
 */
export async function persist(
  ctx: ClientContext,
  what: string,
  route: string,
  init: RequestInit & { timeoutMs?: number },
  until: number,
  intent: Intent = 'valid',
  /** A 429 asking to wait longer than this is returned, not waited for. */
  longestWaitMs = Infinity,
): Promise<Answer | null> {
  while (Date.now() < until) {
    try {
      const answer = await ctx.tally.send(intent, what, route, init);
      const retryAfter = answer.headers.get('retry-after');
      if (answer.status === 429 && retryAfter) {
        if (Number(retryAfter) * 1000 > longestWaitMs) return answer;
        await sleep(Math.min(Number(retryAfter) * 1000, until - Date.now()));
        continue;
      }
      if (answer.status >= 500) {
        await sleep(2000); // counted by the tally; the spec says a 500 is safe to retry
        continue;
      }
      return answer;
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      await sleep(1000);
    }
  }
  return null;
}

/** Uploads the people file until one upload is answered 202; watches the import while the load runs. */
export async function importPeople(ctx: ClientContext, body: Uint8Array<ArrayBuffer>): Promise<void> {
  const created = await persist(
    ctx,
    'POST /v1/people/imports',
    '/v1/people/imports?kind=people',
    // Uploads on a connection of their own: a kept-alive one may be closed by the server as the body starts.
    { method: 'POST', body, headers: { ...auth(ctx.key), 'content-type': 'text/csv', connection: 'close' }, timeoutMs: 600_000 },
    ctx.deadline,
  );
  if (!created) return void ctx.figures.problems.push(`${ctx.name}: the import was never accepted before the end of the load`);
  if (created.status !== 202) return void ctx.figures.problems.push(`${ctx.name}: upload answered ${created.status} ${created.text.slice(0, 200)}`);
  const importId = (created.json as { importId: string }).importId;
  ctx.figures.imports.push(importId);
  ctx.figures.importsRunning.add(importId);
  while (Date.now() < ctx.deadline) {
    await sleep(5000);
    const polled = await persist(ctx, 'GET /v1/people/imports/{id}', `/v1/people/imports/${importId}`, { headers: auth(ctx.key) }, ctx.deadline);
    if (polled?.status === 200 && (polled.json as { status: string }).status !== 'running') return void ctx.figures.importsRunning.delete(importId);
  }
}

/** Searches one brief after the other until the deadline. */
export async function searchLoop(ctx: ClientContext, offset: number): Promise<void> {
  const finished: Array<{ projectId: string; total: number }> = [];
  for (let i = 0; Date.now() < ctx.deadline; i++) {
    const brief = BRIEFS[(offset + i) % BRIEFS.length]!;
    const idempotencyKey = randomUUID();
    // A submission whose answer was lost is repeated with its key (up to a minute past the load's
    // end), so every project the service created is known to the client.
    const created = await persist(
      ctx,
      'POST /v1/search',
      '/v1/search',
      { method: 'POST', body: JSON.stringify({ brief }), headers: { ...auth(ctx.key), 'content-type': 'application/json', 'idempotency-key': idempotencyKey } },
      ctx.deadline + 60_000,
      'valid',
      10_000,
    );
    if (!created) break;
    const retryAfter = created.headers.get('retry-after');
    if (created.status === 429 && retryAfter) {
      // The hourly allowance: the same brief once it allows, the finished searches meanwhile.
      await revisit(ctx, finished, Date.now() + Number(retryAfter) * 1000);
      i--;
      continue;
    }
    if (created.status === 429) {
      ctx.figures.problems.push(`${ctx.name}: credits or budget used up (429 without Retry-After): ${created.text.slice(0, 200)}`);
      return;
    }
    if (created.status !== 202) {
      ctx.figures.problems.push(`${ctx.name}: POST /v1/search answered ${created.status} ${created.text.slice(0, 200)}`);
      await sleep(5000);
      continue;
    }
    const projectId = (created.json as { projectId: string }).projectId;
    ctx.figures.searchesStarted.push(projectId);
    const status = await pollProject(ctx, projectId);
    if (status?.status === 'done') {
      await readResults(ctx, projectId, status.totalResults);
      finished.push({ projectId, total: status.totalResults });
    }
    if (status && status.status !== 'running') ctx.figures.searchesSettledDuringLoad++;
    await sleep(1000 + Math.random() * 2000); // think time
  }
}

/** Until `until` (or the deadline): polls a finished search again, pages its results, downloads its CSV. */
async function revisit(ctx: ClientContext, finished: Array<{ projectId: string; total: number }>, until: number): Promise<void> {
  for (let n = 0; Date.now() < Math.min(until, ctx.deadline); n++) {
    const earlier = finished[n % Math.max(1, finished.length)];
    if (earlier) {
      const polled = await persist(ctx, 'GET /v1/projects/{id}', `/v1/projects/${earlier.projectId}`, { headers: auth(ctx.key) }, ctx.deadline);
      const status = polled?.status === 200 ? (polled.json as ProjectStatus) : null;
      if (polled && (!status || status.status !== 'done' || status.totalResults !== earlier.total)) {
        ctx.figures.problems.push(`${ctx.name}: ${earlier.projectId} read again: ${polled.status} ${polled.text.slice(0, 200)} (was done with ${earlier.total})`);
      }
      await readResults(ctx, earlier.projectId, earlier.total);
    }
    await sleep(3000 + Math.random() * 2000); // think time
  }
}

interface ProjectStatus {
  status: 'running' | 'awaiting_input' | 'done';
  totalResults: number;
}

async function pollProject(ctx: ClientContext, projectId: string): Promise<ProjectStatus | null> {
  let last: ProjectStatus | null = null;
  while (Date.now() < ctx.deadline) {
    const polled = await persist(ctx, 'GET /v1/projects/{id}', `/v1/projects/${projectId}`, { headers: auth(ctx.key) }, ctx.deadline);
    if (polled && polled.status !== 200) ctx.figures.problems.push(`${ctx.name}: GET /v1/projects/${projectId} answered ${polled.status} ${polled.text.slice(0, 200)}`);
    if (polled?.status === 200) last = polled.json as ProjectStatus;
    if (last && last.status !== 'running') return last;
    await sleep(2000);
  }
  return last;
}

/** Up to 4 pages of 25, then the CSV: the pages and the export must hold what the status counts. */
async function readResults(ctx: ClientContext, projectId: string, total: number): Promise<void> {
  const until = ctx.deadline + 30_000;
  for (let offset = 0; offset < Math.min(total, 100); offset += 25) {
    const page = await persist(ctx, 'GET /v1/projects/{id}/results', `/v1/projects/${projectId}/results?limit=25&offset=${offset}`, { headers: auth(ctx.key) }, until);
    if (!page) return;
    ctx.figures.resultPages++;
    const body = page.json as { total: number; results: unknown[] } | null;
    if (page.status !== 200 || !body || body.total !== total || body.results.length !== Math.min(25, total - offset)) {
      ctx.figures.problems.push(`${ctx.name}: results page ${projectId} offset ${offset}: ${page.status} total ${body?.total} rows ${body?.results.length} (status said ${total})`);
    }
  }
  const csv = await persist(ctx, 'GET /v1/projects/{id}/export.csv', `/v1/projects/${projectId}/export.csv`, { headers: auth(ctx.key) }, until);
  if (!csv) return;
  ctx.figures.exports++;
  const records = csv.status === 200 ? (parse(csv.text, { bom: true }) as string[][]) : [];
  if (csv.status !== 200 || records.length - 1 !== total) {
    ctx.figures.problems.push(`${ctx.name}: export.csv of ${projectId}: ${csv.status}, ${records.length - 1} rows (status said ${total})`);
  }
}
