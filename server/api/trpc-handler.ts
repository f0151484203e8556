import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { WEB_API_MAX_BATCH_SIZE, WEB_API_MAX_BODY_BYTES } from '@/server/schemas/web-api-limits';
import { appRouter } from './root';
import type { Context } from './trpc';

/**
 * The web UI's tRPC endpoint: a body larger than WEB_API_MAX_BODY_BYTES is refused before it is
 * buffered (413, whatever Content-Length claims), and a batch of more than WEB_API_MAX_BATCH_SIZE
 * procedures is a 400. Errors never carry internal messages (see the error formatter in trpc.ts).
 */
export async function handleTrpcRequest(req: Request, createContext: () => Promise<Context>): Promise<Response> {
  let request = req;
  if (req.body !== null) {
    const body = await readCapped(req);
    if (body === null) return payloadTooLarge(req);
    request = new Request(req, { body, duplex: 'half' } as RequestInit);
  }
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext,
    maxBatchSize: WEB_API_MAX_BATCH_SIZE,
  });
}

/** The body, or null when it is larger than the cap (the stream is cancelled there). */
async function readCapped(req: Request): Promise<Uint8Array | null> {
  if (Number(req.headers.get('content-length') ?? '0') > WEB_API_MAX_BODY_BYTES) {
    await req.body?.cancel().catch(() => undefined);
    return null;
  }
  const reader = req.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > WEB_API_MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** tRPC's own error shape, so the client's error handling reads it like any other. */
function payloadTooLarge(req: Request): Response {
  const error = new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: `The request body exceeds ${WEB_API_MAX_BODY_BYTES / 1024} KiB.` });
  const batch = new URL(req.url).searchParams.get('batch') === '1';
  const shape = { error: { message: error.message, code: -32012, data: { code: error.code, httpStatus: 413, appCode: 'invalid_request' } } };
  return Response.json(batch ? [shape] : shape, { status: 413 });
}
