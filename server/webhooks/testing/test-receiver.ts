import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a receiver got it: the raw body bytes, never re-serialised. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Date.now() when the body had fully arrived. */
  at: number;
}

export type ReceiverHandler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestReceiver {
  port: number;
  host: string;
  /** `http://<host>:<port><path>` (IPv6 hosts bracketed). */
  url(path?: string): string;
  requests: ReceivedRequest[];
  /** TCP connections accepted, whether or not a request followed. */
  connections: number;
  close(): Promise<void>;
}

/**
 * A real HTTP receiver on a loopback address, for tests and the latency benchmark. The handler
 * answers; by default every request gets 200 at once.
 */
export async function startReceiver(handler: ReceiverHandler = (_req, res) => void res.end('ok'), host = '127.0.0.1'): Promise<TestReceiver> {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), at: Date.now() };
      requests.push(received);
      Promise.resolve(handler(received, res)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  const receiver: TestReceiver = {
    port: 0,
    host,
    url: (path = '/') => `http://${host.includes(':') ? `[${host}]` : host}:${receiver.port}${path}`,
    requests,
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => receiver.connections++);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  receiver.port = (server.address() as AddressInfo).port;
  return receiver;
}
