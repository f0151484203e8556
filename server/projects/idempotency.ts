import { sha256Hex } from '@/server/crypto/tokens';
import type { SqlTransaction } from '@/server/db';
import { AppError } from '@/server/errors';
import { IDEMPOTENCY_WINDOW_HOURS, idempotencyKeySchema } from '@/server/schemas/idempotency';

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

const windowStart = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_WINDOW_HOURS * 3600_000).toISOString();

/** The project an earlier request with this key created within the window, or null; 400 if its body differed. */
export async function replayedProject(tx: SqlTransaction, workspaceId: string, request: IdempotentRequest, now: Date): Promise<string | null> {
  // Expired keys of the workspace go first, so a key is free again after the window.
  tx.queue(`DELETE FROM "IdempotencyKey" WHERE "workspaceId" = $1 AND "createdAt" < $2::timestamp`, [workspaceId, windowStart(now)]);
  const [row] = await tx.query<{ requestHash: string; projectId: string }>(
    `SELECT "requestHash", "projectId" FROM "IdempotencyKey" WHERE "workspaceId" = $1 AND "keyHash" = $2`,
    [workspaceId, request.keyHash],
  );
  if (!row) return null;
  if (row.requestHash !== request.requestHash) {
    throw new AppError(
      'invalid_request',
      `This Idempotency-Key was already used with a different request body in the last ${IDEMPOTENCY_WINDOW_HOURS} hours; use a new key for a new search.`,
    );
  }
  return row.projectId;
}

/** Queued: the key row goes with the transaction's next statement or its commit. */
export function rememberKey(tx: SqlTransaction, workspaceId: string, request: IdempotentRequest, projectId: string, now: Date): void {
  tx.queue(
    `INSERT INTO "IdempotencyKey" ("workspaceId", "keyHash", "requestHash", "projectId", "createdAt") VALUES ($1, $2, $3, $4, $5::timestamp)`,
    [workspaceId, request.keyHash, request.requestHash, projectId, now.toISOString()],
  );
}
