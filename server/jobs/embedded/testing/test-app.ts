import { Inngest, type InngestFunction } from 'inngest';
import { serve } from 'inngest/next';
import { embeddedClientOptions } from '../client-options';
import { EmbeddedExecutor, type EmbeddedExecutorOptions, type ExecutorLogger } from '../executor';
import type { ServeHandler } from '../invoke';
import { embeddedSigningKey } from '../signing';
import type { RunStore } from '../store';
import type { RunRecord } from '../types';

/**
 * Test support: an Inngest client wired to a given store, the real serve() handler for some
 * functions, and executors over them. Used by this folder's tests and by tests of the app's
 * functions that want to run them for real without the app.
 */
export const silentLogger = { info() {}, warn() {}, error() {}, debug() {} };

export const quietExecutorLogger: ExecutorLogger = { info() {}, warn() {}, error() {} };

export interface TestApp {
  client: Inngest;
  store: RunStore;
  /** Built once functions are defined on the client: see `serve()`. */
  handler: ServeHandler | undefined;
  serve(functions: InngestFunction.Like[]): ServeHandler;
  executor(options?: Partial<EmbeddedExecutorOptions>): Promise<EmbeddedExecutor>;
  /** Every executor started through this app, so a test can stop them all. */
  executors: EmbeddedExecutor[];
  stopAll(): Promise<void>;
}

export function createTestApp(store: RunStore, id = 'test-app'): TestApp {
  const app: TestApp = {
    store,
    handler: undefined,
    executors: [],
    client: new Inngest({
      id,
      logger: silentLogger,
      ...embeddedClientOptions({ signingKey: embeddedSigningKey(), store: async () => store, onEvents: () => app.executors.forEach((e) => e.wake()) }),
    }),
    serve(functions) {
      app.handler = serve({ client: app.client, functions }) as unknown as ServeHandler;
      return app.handler;
    },
    async executor(options = {}) {
      if (!app.handler) throw new Error('serve() the functions first');
      const executor = new EmbeddedExecutor({
        handler: app.handler,
        store,
        signingKey: embeddedSigningKey(),
        pollMs: 50,
        retryDelay: () => 20,
        logger: quietExecutorLogger,
        ...options,
      });
      app.executors.push(executor);
      await executor.start();
      return executor;
    },
    async stopAll() {
      await Promise.all(app.executors.map((executor) => (executor.running ? executor.stop() : undefined)));
    },
  };
  return app;
}

export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The run the event started for `functionId`, once it has finished. */
export function waitForRun(store: RunStore, eventId: string, functionId: string, timeoutMs?: number): Promise<RunRecord> {
  return waitFor(
    async () => (await store.listRuns({ eventId, functionId })).find((run) => run.status !== 'queued'),
    timeoutMs,
    `run of ${functionId} for event ${eventId}`,
  );
}
