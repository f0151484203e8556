import { timerEvent, type CronSchedule } from './cron';
import type { FunctionDef } from './discovery';
import type { RunStore } from './store';

interface Trigger {
  functionId: string;
  schedule: CronSchedule;
  /** When the store next needs asking: the next slot, kept in memory. */
  dueAt: number;
}

/**
 * Turns the served functions' cron slots into timer events. Each trigger's next slot is computed
 * in memory, so the store is asked only at start and when a slot is due; the store decides
 * whether the slot fires (once across processes, the latest one only after downtime).
 */
export class CronScheduler {
  private readonly triggers: Trigger[];

  constructor(
    functions: FunctionDef[],
    private readonly store: RunStore,
  ) {
    this.triggers = functions.flatMap((fn) => fn.crons.map((schedule) => ({ functionId: fn.id, schedule, dueAt: -Infinity })));
  }

  /** The earliest time a slot is due, or null without cron triggers. */
  nextDueAt(): number | null {
    return this.triggers.length === 0 ? null : Math.min(...this.triggers.map((trigger) => trigger.dueAt));
  }

  /** Records the latest slot of every trigger that is due at `now`; returns how many fired. */
  async tick(now: number): Promise<number> {
    let fired = 0;
    for (const trigger of this.triggers) {
      if (trigger.dueAt > now) continue;
      const { functionId, schedule } = trigger;
      const slot = schedule.latestSlot(now);
      if (slot !== null) {
        const outcome = await this.store.advanceCronSlot(functionId, schedule.expression, slot, timerEvent(functionId, schedule.expression, slot), now);
        if (outcome === 'fired') fired++;
      }
      // Only after the store answered: a failed call is tried again on the next tick.
      trigger.dueAt = schedule.nextSlot(now) ?? Infinity;
    }
    return fired;
  }
}
