// The process behind `npm start` (and `npm run dev`, with --dev): one node:http server for the whole
// app. /v1 (the REST facade) is answered straight from node:http (server/api/rest/node-adapter.ts);
// every other path goes to Next's request handler. Next's routing alone cost more than the API's
// own work (bench/rest-overhead: the facade's 401 path ran at a fraction of the floor), so the
// hot path skips it. This script loads only Next: app.prepare() runs instrumentation.ts, which
// starts the server (database, executor) and registers the handlers below from Next's own
// bundle (server/http-door.ts), so the server's modules are loaded once. While answers are being
// made, the executor's background work waits (server/jobs/answers-first.ts).
import http from 'node:http';
import next from 'next';
import { getEnv } from '../server/env';
import { httpDoor } from '../server/http-door';

const dev = process.argv.includes('--dev');
const { PORT } = getEnv();
const app = next({ dev, dir: process.cwd(), port: PORT });
const handleWithNext = app.getRequestHandler();
await app.prepare();
const door = await httpDoor();

const server = http.createServer((req, res) => {
  if (door.isV1Path(req.url ?? '/')) return void door.serveV1(req, res);
  res.once('close', door.answering());
  void handleWithNext(req, res);
});
server.listen(PORT, () => {
  console.log(`[people-search] listening on port ${PORT}`);
  // Slack allows a slash command 3 s: the route is loaded and warmed now, not by the first /people.
  void door.warmSlashCommandRoute(PORT);
});
// The per-key windows held in memory (embedded mode) are kept for the next start.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void door.persistAdmissionState().finally(() => process.exit(0)));
}
