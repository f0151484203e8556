import { sha256Hex } from '@/server/crypto/tokens';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { IDEMPOTENCY_WINDOW_HOURS, idempotencyKeySchema } from '@/server/schemas/idempotency';

type Tx = Prisma.TransactionClient;

/**
 * Idempotent submission (Stripe's semantics) for POST /v1/search. The key row is read and
 * written inside startSearch's transaction, which holds the workspace row lock: concurrent
 * retries with one key run one after the other, and every one after the first finds the row.
 * A request refused before its project was created (a 429, a 400) stores no key, so repeating
 * it later is a fresh attempt.
 */
export interface IdempotentRequest {
  keyHash: string;
  requestHash: string;
}

/** The header value checked and hashed with the request it came with; invalid_request when malformed. */
export function idempotentRequest(header: string, request: { brief: string; callbackUrl?: string }): IdempotentRequest {
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new AppError('invalid_request', parsed.error.issues[0]!.message);
  return {
    keyHash: sha256Hex(parsed.data),
    // The body as validated: the same fields with the same values are the same request.
    requestHash: sha256Hex(JSON.stringify([request.brief, request.callbackUrl ?? null])),
  };
}

const windowStart = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_WINDOW_HOURS * 3600_000);

/** The project an earlier request with this key created within the window, or null; 400 if its body differed. */
export async function replayedProject(tx: Tx, workspaceId: string, request: IdempotentRequest, now: Date): Promise<string | null> {
  // Expired keys of the workspace go first, so a key is free again after the window.
  await tx.idempotencyKey.deleteMany({ where: { workspaceId, createdAt: { lt: windowStart(now) } } });
  const row = await tx.idempotencyKey.findUnique({ where: { workspaceId_keyHash: { workspaceId, keyHash: request.keyHash } } });
  if (!row) return null;
  if (row.requestHash !== request.requestHash) {
    throw new AppError(
      'invalid_request',
      `This Idempotency-Key was already used with a different request body in the last ${IDEMPOTENCY_WINDOW_HOURS} hours; use a new key for a new search.`,
    );
  }
  return row.projectId;
}

export async function rememberKey(tx: Tx, workspaceId: string, request: IdempotentRequest, projectId: string, now: Date) {
  await tx.idempotencyKey.create({ data: { workspaceId, keyHash: request.keyHash, requestHash: request.requestHash, projectId, createdAt: now } });
}
