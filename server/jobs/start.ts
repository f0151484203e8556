import { getDb } from '@/server/db';
import { getEnv } from '@/server/env';
import { processWide } from '@/server/process-wide';
import { EmbeddedExecutor, type EmbeddedExecutorOptions } from './embedded/executor';
import { embeddedSigningKey } from './embedded/signing';
import { SqlRunStore } from './embedded/sql-store';

/** The executor's start, shared by every bundle of the app (server/process-wide.ts). */
const holder = processWide<{ starting?: Promise<EmbeddedExecutor | null> }>('embeddedExecutor', () => ({}));

/**
 * Starts the embedded executor once per process (later calls get the same one); in scaled mode
 * an Inngest server calls /api/inngest instead and this does nothing. The serve() handler of the
 * app's functions is passed in by the layer that knows them (inngest/start.ts): the job runtime
 * sits below the functions and never imports them. Call it after the database is open.
 */
export function startEmbeddedExecutor(
  options: Pick<EmbeddedExecutorOptions, 'handler'> & Partial<EmbeddedExecutorOptions>,
): Promise<EmbeddedExecutor | null> {
  holder.starting ??= (async () => {
    const env = getEnv();
    if (env.inngestMode !== 'embedded') return null;
    const db = await getDb();
    const executor = new EmbeddedExecutor({
      store: new SqlRunStore(db.sql),
      signingKey: embeddedSigningKey(),
      sleepScale: env.EMBEDDED_SLEEP_SCALE,
      // PGlite's data directory is locked to this process: any lease left is a dead one's.
      exclusive: db.kind === 'pglite',
      ...options,
    });
    await executor.start();
    return executor;
  })();
  const starting = holder.starting;
  starting.catch(() => {
    if (holder.starting === starting) holder.starting = undefined;
  });
  return starting;
}

/** Stops the executor started by startEmbeddedExecutor (graceful: runs in flight are saved and released). */
export async function stopEmbeddedExecutor(): Promise<void> {
  const starting = holder.starting;
  holder.starting = undefined;
  const executor = await starting?.catch(() => null);
  await executor?.stop();
}
