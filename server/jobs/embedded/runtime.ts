import { processWide } from '@/server/process-wide';

/**
 * Process-wide registry of running embedded executors (server/process-wide.ts), so that every
 * bundle of the app (route handlers, instrumentation) sees the same ones: sending an event wakes them,
 * and a new executor can tell a dead lease owner of this process from a live one.
 */
export interface LiveExecutor {
  readonly owner: string;
  wake(): void;
}

const live = () => processWide('embeddedExecutors', () => new Set<LiveExecutor>());

export function registerExecutor(executor: LiveExecutor): void {
  live().add(executor);
}

export function unregisterExecutor(executor: LiveExecutor): void {
  live().delete(executor);
}

export function wakeExecutors(): void {
  for (const executor of live()) executor.wake();
}

export function isLiveOwner(owner: string): boolean {
  for (const executor of live()) if (executor.owner === owner) return true;
  return false;
}
