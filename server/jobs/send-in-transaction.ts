import { randomUUID } from 'node:crypto';
import type { SqlTransaction } from '@/server/db';
import { getEnv } from '@/server/env';
import { wakeExecutors } from './embedded/runtime';
import { insertEventsStatement } from './embedded/sql-store';

/** An event as `someEvent.create(data, { id })` makes it (server/jobs/events.ts). */
interface CreatedEvent {
  name: string;
  data: Record<string, unknown>;
  id?: string;
  validate(): Promise<void>;
}

/**
 * Embedded mode: writes the event in the caller's transaction, into the run store the executor
 * reads (the app's own database), so it commits or not with what caused it, for one queued INSERT
 * instead of the SDK's send. Call `wakeAfterCommit` once the transaction has committed. Scaled mode:
 * writes nothing and returns false; send with `inngest.send` after the commit.
 */
export async function sendInTransaction(tx: SqlTransaction, event: CreatedEvent): Promise<boolean> {
  if (getEnv().inngestMode !== 'embedded') return false;
  await event.validate();
  const now = Date.now();
  tx.queue(...insertEventsStatement([{ id: event.id ?? randomUUID(), name: event.name, data: event.data, ts: now }], now));
  return true;
}

/** The executors of this process look at the store now rather than at their next poll. */
export const wakeAfterCommit = wakeExecutors;
