import { AppError } from '@/server/errors';
import type { RestRequest } from './exchange';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The request's JSON object body, read with a size cap (a lying or absent Content-Length cannot
 * make us buffer more than MAX_BODY_BYTES). Every way a body can be wrong is an invalid_request.
 */
export async function readJsonObjectBody(req: RestRequest): Promise<Record<string, unknown>> {
  const type = req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw new AppError('invalid_request', 'Send the body as JSON with "Content-Type: application/json".');
  }
  const declared = Number(req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    // Leaving the loop early stops the body (the rest is never read).
    for await (const chunk of req.body ?? []) {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_request', 'The request body did not arrive whole.');
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new AppError('invalid_request', 'The request body is empty; send a JSON object.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('invalid_request', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError('invalid_request', 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

const tooLarge = () => new AppError('invalid_request', `The request body exceeds ${MAX_BODY_BYTES / 1024} KiB.`);
