import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errorResponse } from './envelope';
import { refuseUnroutable } from './unroutable';

/** A node:http request as a fetch Request (the body streams; GET and HEAD have none). */
export function toFetchRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  // The host only frames the URL; handlers read its path and query.
  const url = `http://localhost${req.url?.startsWith('/') ? req.url : '/'}`;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Required by Node's fetch for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes a fetch Response to a node:http response, streaming its body. */
export async function writeFetchResponse(response: Response, res: ServerResponse, isHead: boolean): Promise<void> {
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (!response.body || isHead) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>), res);
}

/** Serves one node:http request with a fetch handler; a handler that throws is a 500 envelope. */
export async function serveWithFetchHandler(handler: (req: Request) => Promise<Response>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let response: Response;
  try {
    // Before a fetch Request exists: it refuses methods such as TRACE outright.
    response = refuseUnroutable(req.method ?? 'GET', (req.url ?? '/').split('?')[0]!) ?? (await handler(toFetchRequest(req)));
  } catch (error) {
    console.error('[v1] unexpected error', error);
    response = errorResponse('internal_error', 'Internal error; it is safe to retry.');
  }
  await writeFetchResponse(response, res, req.method === 'HEAD').catch(() => res.destroy());
}
