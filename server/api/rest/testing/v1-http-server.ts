// Test helper: the production server's /v1 door (node:http + serveV1, as scripts/serve.ts
// wires it) on a random port, in this process or, run as a script, in a child process that
// prints its port (a second app process on the same PostgreSQL).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveV1 } from '../node-adapter';

export async function startV1Server(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => void serveV1(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1]?.endsWith('v1-http-server.ts')) {
  const { url } = await startV1Server();
  process.stdout.write(`${url}\n`);
}
