import type { EventPayload, NewRun, RunRecord } from './types';

/**
 * Durable state of the embedded executor. Two implementations: SQL (PGlite or PostgreSQL,
 * safe for several processes sharing one PostgreSQL) and in memory (unit tests).
 * Times are epoch milliseconds from the executor's clock.
 */
export interface RunStore {
  /** Records sent events; an id already recorded is ignored (Inngest's event-id idempotency). */
  insertEvents(events: EventPayload[], now: number): Promise<void>;
  /**
   * Takes up to `limit` unprocessed events (skipping those another process holds), creates the
   * runs `plan` returns for each (one per function and event at most) and marks the events
   * processed, all in one transaction. Returns how many events were processed.
   */
  fanOutEvents(limit: number, plan: (event: EventPayload) => NewRun[], now: number): Promise<number>;
  /**
   * Leases up to `limit` queued runs of `functionIds` that are due and not leased (or whose lease
   * expired). Runs of functions this process does not serve are left to processes that do.
   * Fair: runs go in the order they became due (dueAt: a woken sleep or a retry whose time came
   * before a new run was created goes first, so a stream of new runs never starves them), and no
   * concurrency key gets more leased runs than its limit, counting the leases of every process.
   */
  claimRuns(owner: string, functionIds: string[], limit: number, now: number, leaseMs: number): Promise<RunRecord[]>;
  /**
   * Saves the run if `owner` still holds its lease and the run is unfinished, extending it (or releasing it), and records
   * `emit` events in the same transaction. Returns false when the lease was lost.
   */
  saveRun(run: RunRecord, owner: string, options: SaveOptions): Promise<boolean>;
  /**
   * Cancels a run that has not finished: it is never executed again, and a process executing it
   * loses its lease (its next save fails). Returns false if the run had already finished.
   */
  cancelRun(id: string, now: number, reason?: string): Promise<boolean>;
  /** Extends the leases `owner` holds on `ids`; returns the ids still held. */
  renewLeases(ids: string[], owner: string, now: number, leaseMs: number): Promise<string[]>;
  /** Drops leases: those of `owner`, or every lease when owner is undefined. Returns the count. */
  releaseLeases(owner?: string): Promise<number>;
  /** Owners holding a lease on an unfinished run. */
  leaseOwners(): Promise<string[]>;
  /** The earliest time a queued run of `functionIds` becomes claimable (runs waiting for a full concurrency key excluded), or null if none. */
  nextWakeAt(functionIds: string[], now: number): Promise<number | null>;
  getRun(id: string): Promise<RunRecord | null>;
  listRuns(filter: { eventId?: string; functionId?: string; status?: RunRecord['status'] }): Promise<RunRecord[]>;
  /**
   * Moves a cron trigger (`functionId`, `cron` as declared) to `slot`, its latest slot at `now`.
   * Seen for the first time, the trigger is recorded at `slot` without firing: Inngest fires from
   * the next slot after registration. Otherwise, if `slot` is later than the one recorded, the
   * slot is moved (a conditional update) and `event` inserted in one transaction, so processes
   * sharing the store fire a slot once, and a slot is never fired twice.
   */
  advanceCronSlot(functionId: string, cron: string, slot: number, event: EventPayload, now: number): Promise<CronAdvance>;
  /** Deletes finished runs and processed events older than `before`. */
  prune(before: number): Promise<{ runs: number; events: number }>;
}

/** `registered`: first sight, nothing fired; `fired`: the event was inserted; `unchanged`: the slot was already recorded. */
export type CronAdvance = 'registered' | 'fired' | 'unchanged';

export interface SaveOptions {
  now: number;
  leaseMs: number;
  release: boolean;
  emit?: EventPayload[];
}

/** When a run became claimable: its wake time, or its creation for a run that never slept. */
export function dueAt(run: Pick<RunRecord, 'wakeAt' | 'createdAt'>): number {
  return run.wakeAt ?? run.createdAt;
}
