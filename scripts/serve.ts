// The second half of `npm start`: one process serving the whole app. /v1 (the REST facade) is
// answered straight from node:http by the same code Next.js routes in development
// (server/api/rest/v1-dispatch.ts); every other path goes to Next's request handler. Next's
// routing alone cost more than the API's own work (bench/rest-overhead: the facade's 401 path
// ran at a fraction of the floor), so the hot path skips it. startServer() (also what
// instrumentation.ts runs for Next) opens the database and starts the executor before listening.
// While answers are being made, the executor's background work waits (server/jobs/foreground.ts).
import http from 'node:http';
import next from 'next';
import { persistAdmissionState } from '../server/api-keys/admit-api-key';
import { serveV1 } from '../server/api/rest/node-adapter';
import { isV1Path } from '../server/api/rest/unroutable';
import { getEnv } from '../server/env';
import { answering } from '../server/jobs/foreground';
import { warmSlashCommandRoute } from '../server/integrations/slack/warm-up';
import { startServer } from './start-server';

const { PORT } = getEnv();
const app = next({ dev: false, dir: process.cwd(), port: PORT });
const handleWithNext = app.getRequestHandler();
await app.prepare();
// Ready before the first request, whichever door it comes through.
await startServer();

const server = http.createServer((req, res) => {
  if (isV1Path(req.url ?? '/')) return void serveV1(req, res);
  res.once('close', answering());
  void handleWithNext(req, res);
});
server.listen(PORT, () => {
  console.log(`[people-search] listening on port ${PORT}`);
  // Slack allows a slash command 3 s: the route is loaded and warmed now, not by the first /people.
  void warmSlashCommandRoute(PORT);
});
// The per-key windows held in memory (embedded mode) are kept for the next start.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void persistAdmissionState().finally(() => process.exit(0)));
}
