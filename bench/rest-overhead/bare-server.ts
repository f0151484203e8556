// The floor: a bare node:http server doing, per request, the one raw database statement an
// endpoint cannot do without (the driver itself: PGlite's query or a `pg` pool, no Prisma), on
// the same database the app used, and nothing else: no key, no limit, no validation.
//   GET  /project/{id}   one indexed SELECT of the project row
//   GET  /results/{id}   one indexed SELECT of the first 100 result rows by rank
//   POST /search         read the JSON body, one INSERT of a project row, 202
//   GET  /memory         no database: the status and bytes (headers and body) the facade answered
//                        for GET /v1/projects/{id}, sent by run.ts, from memory (the goal's floor)
// Usage (forked by run.ts): bare-server.ts <pglite data dir | postgresql:// url> <port> <workspaceId>
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { openDatabase } from '../../server/db/open';

const [target, port, workspaceId] = process.argv.slice(2);
const db = target!.startsWith('postgres')
  ? await openDatabase({ kind: 'postgres', url: target! })
  : await openDatabase({ kind: 'pglite', dataDir: target!, holder: 'bench bare server' });

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** What GET /memory answers: run.ts sends the facade's answer once it has one. */
let remembered: RememberedAnswer = { status: 503, headers: {}, body: '' };
export interface RememberedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
process.on('message', (answer: RememberedAnswer) => {
  remembered = answer;
});

async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const [, kind, id] = req.url!.split('/');
  if (kind === 'memory') {
    res.writeHead(remembered.status, { ...remembered.headers, 'content-length': Buffer.byteLength(remembered.body) });
    return res.end(remembered.body);
  }
  if (kind === 'project') {
    const [row] = await db.sql.query(`SELECT * FROM "Project" WHERE id = $1`, [id]);
    return send(res, row ? 200 : 404, row ?? {});
  }
  if (kind === 'results') {
    const rows = await db.sql.query(`SELECT * FROM "Result" WHERE "projectId" = $1 ORDER BY rank LIMIT 100`, [id]);
    return send(res, 200, rows);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const { brief } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { brief: string };
  const projectId = `prj_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
  await db.sql.query(`INSERT INTO "Project" (id, "workspaceId", brief, source, "updatedAt") VALUES ($1, $2, $3, 'api', now())`, [projectId, workspaceId, brief]);
  return send(res, 202, { projectId, status: 'running' });
}

const server = http.createServer((req, res) => {
  answer(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
});
server.listen(Number(port), () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => db.close().then(() => process.exit(0))));
