import type { Principal } from '@/server/auth/principal';
import { safeEqual, sha256Hex } from '@/server/crypto/tokens';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import type { RateDecision } from '@/server/limits/sliding-window';
import type { StatusRead } from '@/server/projects/project-status';
import { admitStatement } from './admit-statement';
import { isWellFormedKey, keyFromAuthorization } from './key-format';
import { flushWindows, keysInMemory } from './keys-in-memory';

/** What a request with an API key may do: who it acts for, and the per-key limit's decision. */
export interface Admission {
  principal: Principal & { kind: 'apiKey' };
  decision: RateDecision;
  /** The status of the project named by `statusOf`, when the admission read it (see admitApiKey). */
  statusRead?: StatusRead;
}

const unauthorized = () => new AppError('unauthorized', 'Missing, invalid or revoked API key. Send "Authorization: Bearer ok_live_…".');

/**
 * Authenticates an Authorization header and counts the request against the key's sliding window,
 * exactly, on both backends. Embedded mode (one process owns the data directory): keys and
 * windows live in memory, kept exact by the database telling this process of every key change.
 * PostgreSQL mode (any number of processes): one statement authenticates and counts, and
 * nothing is kept in memory. Missing, malformed, unknown and revoked keys get the same 401.
 * `statusOf` names the project a poll will read once admitted: PostgreSQL mode reads its status in
 * the admission's statement (one round trip instead of two); embedded mode keeps it in memory.
 */
export async function admitApiKey(authorization: string | null, limit: number, windowSeconds: number, statusOf?: string): Promise<Admission> {
  const key = keyFromAuthorization(authorization);
  if (!key || !isWellFormedKey(key)) throw unauthorized();
  const hash = sha256Hex(key);
  const db = await getDb();
  const backend = db.kind === 'pglite' ? keysInMemory : admitStatement;
  const admitted = await backend.admit(db, hash, limit, windowSeconds, statusOf);
  if (!admitted || !safeEqual(admitted.key.keyHash, hash)) throw unauthorized();
  const { key: record, decision, statusRead } = admitted;
  return { principal: { kind: 'apiKey', apiKeyId: record.id, workspaceId: record.workspaceId }, decision, statusRead };
}

/**
 * Embedded mode: writes the per-key windows held in memory to the database now (they are written
 * within a second anyway); call before the process stops. PostgreSQL mode keeps nothing to write.
 */
export async function persistAdmissionState(): Promise<void> {
  const db = await getDb();
  if (db.kind === 'pglite') await flushWindows(db);
}
