import type { Database } from '@/server/db';
import type { RateDecision } from '@/server/limits/sliding-window';
import type { StatusRead } from '@/server/projects/project-status';

/** The active key behind a hash, as the admission backends read it. */
export interface ActiveKey {
  id: string;
  workspaceId: string;
  keyHash: string;
}

/** What a backend admitted: the key, the limit's decision, and the read asked of it (if it made it). */
export interface Admitted {
  key: ActiveKey;
  decision: RateDecision;
  /** The status row of `statusOf`'s project in the key's workspace, read in the admission's own statement (null: no such project); absent when the backend did not read it. */
  statusRead?: StatusRead;
}

/** What each backend (keys-in-memory.ts in embedded mode, admit-statement.ts on PostgreSQL) does for admitApiKey. */
export interface AdmissionBackend {
  /**
   * The active key with this hash, with the limit's decision for it; null for no such active key.
   * `statusOf` names the project whose status the request will read once admitted: a backend
   * that can read it in the same round trip does.
   */
  admit(db: Database, keyHash: string, limit: number, windowSeconds: number, statusOf?: string): Promise<Admitted | null>;
}

/** lastUsedAt is shown to a minute's precision; writing it on every request would double the load. */
export const LAST_USED_RESOLUTION_MS = 60_000;
