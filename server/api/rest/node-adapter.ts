import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { answering } from '@/server/jobs/answers-first';
import { errorReply } from './envelope';
import type { RestReply, RestRequest } from './exchange';
import { dispatchV1 } from './v1-dispatch';

/** A node:http request as the facade reads it; the body is the request stream itself. */
function fromIncomingMessage(req: IncomingMessage): RestRequest {
  const method = req.method ?? 'GET';
  return {
    method,
    target: req.url ?? '/',
    header: (name) => {
      // Node joins repeated headers with ", " as fetch does, and keeps one of those that may not repeat.
      const value = req.headers[name.toLowerCase()];
      return (Array.isArray(value) ? value.join(', ') : value) ?? null;
    },
    body: method === 'GET' || method === 'HEAD' ? null : req,
  };
}

/**
 * Writes a reply: JSON in one write with its length (a fetch Response piped through would go out
 * chunked, in more writes), a streamed Response (the CSV export) as it comes.
 */
async function writeReply(reply: RestReply, res: ServerResponse, isHead: boolean): Promise<void> {
  if (!(reply instanceof Response)) {
    // A 204 has no body and so no length (RFC 9110, 8.6).
    res.writeHead(reply.status, reply.status === 204 ? reply.headers : { ...reply.headers, 'content-length': Buffer.byteLength(reply.json) });
    res.end(isHead ? undefined : reply.json);
    return;
  }
  res.statusCode = reply.status;
  const cookies = reply.headers.getSetCookie();
  reply.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (!reply.body || isHead) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(reply.body as import('node:stream/web').ReadableStream<Uint8Array>), res);
}

/**
 * Serves one /v1 request from node:http; a handler that throws is a 500 envelope. The process's
 * background work waits while the answer is being made (not while it is sent).
 */
export async function serveV1(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const answered = answering();
  let reply: RestReply;
  try {
    reply = await dispatchV1(fromIncomingMessage(req));
  } catch (error) {
    console.error('[v1] unexpected error', error);
    reply = errorReply('internal_error');
  } finally {
    answered();
  }
  await writeReply(reply, res, req.method === 'HEAD').catch(() => res.destroy());
}
