import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { createApiKey } from '@/server/api-keys/api-keys';
import { startV1Server } from '@/server/api/rest/testing/v1-http-server';
import { getDb } from '@/server/db';
import { quietExecutorLogger } from '@/server/jobs/embedded/testing/test-app';
import { peopleCsv } from '@/server/people/testing/people-csv';
import { createTestWorkspace, insertProject } from '@/test/fixtures';

// Issue 22 item 0: one workspace's people import must not stall the service for the others. With
// the embedded database (PGlite runs on this process's event loop) an import of 120,000 rows used
// to keep the server from reading any socket until it ended. Here A imports 25,000 rows through
// POST /v1/people/imports while B polls its finished project every 100 ms, all over real HTTP to
// the production /v1 door, in the process that also runs the background work.
const ROWS = 25_000;
const POLL_EVERY_MS = 100;
/**
 * Generous, as the suite runs four test files at once on two cores (a clean-clone CI run saw one
 * poll at 2.1 s); before the fix B's polls waited for the whole import (17 s on PGlite).
 */
const MAX_POLL_MS = 5000;
/**
 * On a slower machine the ceiling is this share of the import itself, which the stall before the
 * fix lasted whole: a Node 24 run on a machine at half speed saw one poll at 5.07 s of a 28.7 s import.
 */
const MAX_POLL_SHARE_OF_IMPORT = 1 / 4;

let server: Awaited<ReturnType<typeof startV1Server>>;
beforeAll(async () => {
  server = await startV1Server();
  await startInngest({ pollMs: 50, logger: quietExecutorLogger });
});
afterAll(async () => {
  await stopInngest();
  await server.close();
});

const call = (key: string, method: string, route: string, init: { body?: BodyInit; type?: string } = {}) =>
  fetch(`${server.url}/v1${route}`, {
    method,
    body: init.body,
    // The upload on a connection of its own, as the benchmark sends it.
    headers: { authorization: `Bearer ${key}`, ...(init.type ? { 'content-type': init.type, connection: 'close' } : {}) },
  });

interface Poll {
  /** From when the poll was due (its timer) to its answer: a blocked event loop delays both. */
  ms: number;
  status: number;
  answeredAt: number;
  error?: string;
}

describe('a large people import in one workspace', () => {
  it("leaves another workspace's polls answered promptly while it runs, and imports every row", async () => {
    const a = await createTestWorkspace();
    const b = await createTestWorkspace();
    const project = await insertProject(b.workspaceId, { status: 'done', completedAt: new Date() });
    // B polls with keys in turn: 10 polls a second would meet one key's 120 a minute.
    const bKeys = [b.apiKey];
    for (let k = 0; k < 3; k++) bKeys.push((await createApiKey(b.owner, { name: `poll ${k}` })).apiKey);
    expect((await call(b.apiKey, 'GET', `/projects/${project.id}`)).status).toBe(200);

    const csv = peopleCsv(ROWS);
    const posted = await call(a.apiKey, 'POST', '/people/imports', { body: csv, type: 'text/csv' });
    expect(posted.status).toBe(202);
    const { importId } = (await posted.json()) as { importId: string };
    const startedAt = performance.now();

    // A's import, watched in the database (A's own key would meet its per-minute limit).
    const { prisma } = await getDb();
    let endedAt: number | null = null;
    const ended = (async () => {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const imp = await prisma.peopleImport.findUniqueOrThrow({ where: { id: importId }, select: { status: true } });
        if (imp.status !== 'running') return (endedAt = performance.now());
        if (performance.now() - startedAt > 120_000) throw new Error('the import did not end within 2 minutes');
      }
    })();

    const polls: Poll[] = [];
    while (endedAt === null) {
      const dueAt = performance.now() + POLL_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
      // A request that fails on its pooled connection is retried once on a new one, as HTTP
      // clients retry an idempotent request (RFC 9110, 9.2.2): a clean-clone CI run saw one poll
      // fail after a 4.2 s stall of this process, which is both the server and its client here. The
      // poll's time runs to the retry's answer; a retry that fails too counts as status 0.
      const route = `/projects/${project.id}`;
      const key = bKeys[polls.length % bKeys.length]!;
      let error: string | undefined;
      const poll = () => call(key, 'GET', route).then(async (response) => (await response.arrayBuffer(), response.status));
      const status = await poll().catch((failure: Error) => {
        error = `${failure.message}: ${String(failure.cause)}`;
        return poll().catch(() => 0);
      });
      const answeredAt = performance.now();
      polls.push({ ms: answeredAt - dueAt, status, answeredAt, ...(error ? { error } : {}) });
    }
    await ended;

    const status = await (await call(a.apiKey, 'GET', `/people/imports/${importId}`)).json();
    expect(status).toMatchObject({ status: 'done', rows: ROWS, imported: ROWS, updated: 0, rejected: 0 });
    expect(await prisma.importedPerson.count({ where: { workspaceId: a.workspaceId } })).toBe(ROWS);

    const during = polls.filter((poll) => poll.answeredAt < endedAt!);
    const slowest = Math.max(...polls.map((poll) => poll.ms));
    const retried = polls.filter((poll) => poll.error).map((poll) => poll.error).join('; ');
    const summary = `${polls.length} polls (${during.length} while importing) in ${((endedAt! - startedAt) / 1000).toFixed(1)} s, slowest ${slowest.toFixed(0)} ms${retried ? `, retried after: ${retried}` : ''}`;
    expect(slowest, summary).toBeLessThanOrEqual(Math.max(MAX_POLL_MS, (endedAt! - startedAt) * MAX_POLL_SHARE_OF_IMPORT));
    expect(during.length, summary).toBeGreaterThanOrEqual(5);
    expect(polls.filter((poll) => poll.status !== 200), summary).toEqual([]);
  }, 90_000);
});
