import type { Database } from '@/server/db';
import type { RateDecision } from '@/server/limits/rate-limit';

/** The active key behind a hash, as the admission strategies read it. */
export interface ActiveKey {
  id: string;
  workspaceId: string;
  keyHash: string;
  /** lastUsedAt in epoch ms (the column holds UTC without a zone, as Prisma writes it). */
  lastUsedMs: number | null;
}

export interface AdmissionStrategy {
  /** The active key with this hash, with the limit's decision for it; null for no such active key. */
  admit(db: Database, keyHash: string, limit: number, windowSeconds: number): Promise<{ key: ActiveKey; decision: RateDecision } | null>;
}

/** lastUsedAt is shown to a minute's precision; writing it on every request would double the load. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Reads lastUsedAt as epoch ms, whatever the process's time zone. */
export const LAST_USED_MS_SQL = `(extract(epoch FROM "lastUsedAt" AT TIME ZONE 'UTC') * 1000)::float8 AS "lastUsedMs"`;
/** Stamps lastUsedAt with the database clock, in UTC as Prisma writes it. */
export const TOUCH_LAST_USED_SQL = `UPDATE "ApiKey" SET "lastUsedAt" = timezone('UTC', clock_timestamp()) WHERE id = $1`;

export function isLastUseStale(key: ActiveKey, now: number): boolean {
  return key.lastUsedMs === null || now - key.lastUsedMs > LAST_USED_RESOLUTION_MS;
}
