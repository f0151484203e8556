import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { startV1Server } from '@/server/api/rest/testing/v1-http-server';
import { getDb } from '@/server/db';
import { quietExecutorLogger, waitFor } from '@/server/jobs/embedded/testing/test-app';
import { createTestWorkspace } from '@/test/fixtures';

// One process answers the API and runs the searches (embedded executor): while a request is being
// answered through the server, background work waits, so a burst of POST /v1/search is answered
// before the searches it starts. (The bound on that wait is a unit test: server/jobs/foreground.)

let server: Awaited<ReturnType<typeof startV1Server>>;
beforeAll(async () => {
  server = await startV1Server();
  await startInngest({ pollMs: 50, logger: quietExecutorLogger, foregroundMaxDeferMs: 60_000 });
});
afterAll(async () => {
  await stopInngest();
  await server.close();
});

const statusOf = async (projectId: string) =>
  (await (await getDb()).prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { status: true } })).status;

it('starts a search only once no request is being answered', async () => {
  const { apiKey } = await createTestWorkspace();
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  // A request still being answered: its body has not all arrived.
  const slow = http.request(`${server.url}/v1/search`, { method: 'POST', headers: { ...headers, 'content-length': '100' } });
  slow.on('error', () => undefined);
  slow.write('{"brief": "some');
  await new Promise((resolve) => setTimeout(resolve, 50));

  const accepted = await fetch(`${server.url}/v1/search`, { method: 'POST', headers, body: JSON.stringify({ brief: 'somebody good' }) });
  expect(accepted.status).toBe(202);
  const { projectId } = await accepted.json();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await statusOf(projectId)).toBe('running');

  slow.destroy();
  await waitFor(async () => (await statusOf(projectId)) === 'awaiting_input', 10_000);
});
