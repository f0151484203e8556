import type { CronAdvance, RunStore, SaveOptions } from '../store';
import { dueAt } from '../store';
import type { EventPayload, NewRun, RunConcurrency, RunRecord } from '../types';

interface StoredEvent {
  payload: EventPayload;
  receivedAt: number;
  processedAt: number | null;
}

interface StoredRun {
  record: RunRecord;
  leaseOwner: string | null;
  leaseExpiresAt: number | null;
  concurrency: RunConcurrency | null;
}

const clone = <T>(value: T): T => structuredClone(value);

/** RunStore in memory, with the SQL store's semantics, for unit tests. Not durable. */
export class MemoryRunStore implements RunStore {
  private readonly events = new Map<string, StoredEvent>();
  private readonly runs = new Map<string, StoredRun>();
  /** Last slot fired per cron trigger, keyed by JSON [functionId, cron]. */
  private readonly cronSlots = new Map<string, number>();

  async insertEvents(events: EventPayload[], now: number): Promise<void> {
    for (const payload of events) {
      if (!this.events.has(payload.id)) this.events.set(payload.id, { payload: clone(payload), receivedAt: now, processedAt: null });
    }
  }

  async fanOutEvents(limit: number, plan: (event: EventPayload) => NewRun[], now: number): Promise<number> {
    const batch = [...this.events.values()].filter((e) => e.processedAt === null).sort((a, b) => a.receivedAt - b.receivedAt).slice(0, limit);
    for (const stored of batch) {
      for (const run of plan(clone(stored.payload))) this.createRun(run, now);
      stored.processedAt = now;
    }
    return batch.length;
  }

  private createRun(run: NewRun, now: number): void {
    const duplicate = [...this.runs.values()].some((r) => r.record.functionId === run.functionId && r.record.eventId === run.event.id);
    if (duplicate) return;
    this.runs.set(run.id, {
      leaseOwner: null,
      leaseExpiresAt: null,
      concurrency: run.concurrency ?? null,
      record: {
        id: run.id,
        functionId: run.functionId,
        eventId: run.event.id,
        event: clone(run.event),
        status: 'queued',
        steps: {},
        stack: [],
        pending: [],
        attempt: 0,
        maxAttempts: run.maxAttempts,
        wakeAt: null,
        output: null,
        error: null,
        createdAt: now,
        updatedAt: now,
        startedAt: null,
        finishedAt: null,
      },
    });
  }

  private claimable(run: StoredRun, now: number): boolean {
    return (
      run.record.status === 'queued' &&
      (run.record.wakeAt === null || run.record.wakeAt <= now) &&
      (run.leaseExpiresAt === null || run.leaseExpiresAt <= now)
    );
  }

  /** Leased, unfinished runs per concurrency key. */
  private leasedByKey(now: number): Map<string, number> {
    const counts = new Map<string, number>();
    for (const run of this.runs.values()) {
      if (run.record.status !== 'queued' || run.concurrency === null || run.leaseExpiresAt === null || run.leaseExpiresAt <= now) continue;
      counts.set(run.concurrency.key, (counts.get(run.concurrency.key) ?? 0) + 1);
    }
    return counts;
  }

  async claimRuns(owner: string, functionIds: string[], limit: number, now: number, leaseMs: number): Promise<RunRecord[]> {
    const leased = this.leasedByKey(now);
    const due = [...this.runs.values()]
      .filter((run) => functionIds.includes(run.record.functionId) && this.claimable(run, now))
      .sort((a, b) => dueAt(a.record) - dueAt(b.record) || a.record.createdAt - b.record.createdAt || a.record.id.localeCompare(b.record.id))
      .filter((run) => {
        if (run.concurrency === null) return true;
        const held = leased.get(run.concurrency.key) ?? 0;
        if (held >= run.concurrency.limit) return false;
        leased.set(run.concurrency.key, held + 1);
        return true;
      })
      .slice(0, limit);
    return due.map((run) => {
      run.leaseOwner = owner;
      run.leaseExpiresAt = now + leaseMs;
      run.record.startedAt ??= now;
      run.record.updatedAt = now;
      return clone(run.record);
    });
  }

  async saveRun(run: RunRecord, owner: string, options: SaveOptions): Promise<boolean> {
    const stored = this.runs.get(run.id);
    if (!stored || stored.leaseOwner !== owner || stored.record.status !== 'queued') return false;
    stored.record = { ...clone(run), updatedAt: options.now };
    stored.leaseOwner = options.release ? null : owner;
    stored.leaseExpiresAt = options.release ? null : options.now + options.leaseMs;
    if (options.emit?.length) await this.insertEvents(options.emit, options.now);
    return true;
  }

  async cancelRun(id: string, now: number, reason = 'cancelled'): Promise<boolean> {
    const stored = this.runs.get(id);
    if (!stored || stored.record.status !== 'queued') return false;
    Object.assign(stored.record, { status: 'cancelled', pending: [], wakeAt: null, finishedAt: now, updatedAt: now, error: { name: 'Cancelled', message: reason } });
    stored.leaseOwner = null;
    stored.leaseExpiresAt = null;
    return true;
  }

  async renewLeases(ids: string[], owner: string, now: number, leaseMs: number): Promise<string[]> {
    const held: string[] = [];
    for (const id of ids) {
      const run = this.runs.get(id);
      if (run?.leaseOwner !== owner) continue;
      run.leaseExpiresAt = now + leaseMs;
      held.push(id);
    }
    return held;
  }

  async releaseLeases(owner?: string): Promise<number> {
    let count = 0;
    for (const run of this.runs.values()) {
      if (run.leaseOwner === null || (owner !== undefined && run.leaseOwner !== owner)) continue;
      run.leaseOwner = null;
      run.leaseExpiresAt = null;
      count++;
    }
    return count;
  }

  async leaseOwners(): Promise<string[]> {
    const owners = new Set<string>();
    for (const run of this.runs.values()) if (run.leaseOwner && run.record.status === 'queued') owners.add(run.leaseOwner);
    return [...owners];
  }

  async nextWakeAt(functionIds: string[], now: number): Promise<number | null> {
    const leased = this.leasedByKey(now);
    let next: number | null = null;
    for (const run of this.runs.values()) {
      if (run.record.status !== 'queued' || !functionIds.includes(run.record.functionId)) continue;
      // Waiting for its group to free a place: a finishing run wakes the executor, not the clock.
      if (run.leaseOwner === null && run.concurrency !== null && (leased.get(run.concurrency.key) ?? 0) >= run.concurrency.limit) continue;
      const at = Math.max(run.record.wakeAt ?? now, run.leaseExpiresAt ?? now);
      if (next === null || at < next) next = at;
    }
    return next;
  }

  async getRun(id: string): Promise<RunRecord | null> {
    const run = this.runs.get(id);
    return run ? clone(run.record) : null;
  }

  async listRuns(filter: { eventId?: string; functionId?: string; status?: RunRecord['status'] }): Promise<RunRecord[]> {
    return [...this.runs.values()]
      .map((run) => run.record)
      .filter((r) => (filter.eventId === undefined || r.eventId === filter.eventId) && (filter.functionId === undefined || r.functionId === filter.functionId) && (filter.status === undefined || r.status === filter.status))
      .sort((a, b) => a.createdAt - b.createdAt)
      .map(clone);
  }

  async advanceCronSlot(functionId: string, cron: string, slot: number, event: EventPayload, now: number): Promise<CronAdvance> {
    const key = JSON.stringify([functionId, cron]);
    const last = this.cronSlots.get(key);
    this.cronSlots.set(key, Math.max(last ?? slot, slot));
    if (last === undefined) return 'registered';
    if (last >= slot) return 'unchanged';
    await this.insertEvents([event], now);
    return 'fired';
  }

  async prune(before: number): Promise<{ runs: number; events: number }> {
    let runs = 0;
    let events = 0;
    for (const [id, run] of this.runs) {
      if (run.record.finishedAt !== null && run.record.finishedAt < before) {
        this.runs.delete(id);
        runs++;
      }
    }
    for (const [id, event] of this.events) {
      if (event.processedAt !== null && event.processedAt < before) {
        this.events.delete(id);
        events++;
      }
    }
    return { runs, events };
  }
}
