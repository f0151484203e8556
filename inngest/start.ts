import type { EmbeddedExecutor, EmbeddedExecutorOptions } from '@/server/jobs/embedded/executor';
import { startEmbeddedExecutor, stopEmbeddedExecutor } from '@/server/jobs/start';
import { serveHandler } from './serve';

/** The embedded executor over this app's functions (a no-op in scaled mode). Overrides are for tests and tools. */
export function startInngest(overrides: Partial<EmbeddedExecutorOptions> = {}): Promise<EmbeddedExecutor | null> {
  return startEmbeddedExecutor({ handler: serveHandler, ...overrides });
}

export const stopInngest = stopEmbeddedExecutor;
