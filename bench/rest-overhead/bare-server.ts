// The baseline: a bare Node http server doing the one database read the facade does for
// GET /v1/projects/{id} (same Prisma query, same embedded database), and nothing else.
import http from 'node:http';
import { openDatabase } from '../../server/db/open';

const [dataDir, port] = process.argv.slice(2);
const db = await openDatabase({ kind: 'pglite', dataDir: dataDir!, holder: 'bench bare server' });
const server = http.createServer(async (req, res) => {
  const id = req.url!.split('/').pop()!;
  const project = await db.prisma.project.findFirst({ where: { id } });
  res.writeHead(project ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify(project ?? {}));
});
server.listen(Number(port), () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => db.close().then(() => process.exit(0))));
