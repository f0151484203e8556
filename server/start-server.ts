import { EmbeddedConfigError } from '@/server/jobs/embedded/discovery';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { MigrationError } from '@/server/db/migrator';
import { getDb } from '@/server/db';
import { ConfigError, getEnv } from '@/server/env';
import { resumeStalledImports } from '@/server/people/imports';
import { dispatchPending } from '@/server/projects/dispatch';
import { ensureDirectorySeeded, warmInterpreter } from '@/server/search';

const DISPATCH_SWEEP_MS = 30_000;

/**
 * Everything a server process does before it answers: validate the configuration, open the
 * database (taking the data-dir lock in embedded mode) and bring its schema up to date, fill an
 * empty people directory (PEOPLE_DIRECTORY_SIZE generated people), start the
 * embedded Inngest executor (resuming unfinished runs), and re-send searches a crash left
 * undispatched. A failure stops the process with one clear line instead of serving a broken app.
 * Called once per process, by instrumentation.ts's register().
 */
export async function startServer(): Promise<void> {
  try {
    const env = getEnv();
    const started = Date.now();
    const db = await getDb();
    const seeded = await ensureDirectorySeeded(db, env.PEOPLE_DIRECTORY_SIZE);
    if (seeded.seeded) console.log(`[people-search] generated a people directory of ${seeded.size} people in ${seeded.seconds} s`);
    const { startInngest } = await import('@/inngest/start');
    const executor = await startInngest();
    console.log(
      `[people-search] ${db.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}, ` +
        `${executor ? 'in-process Inngest executor' : 'Inngest server mode'}; ready in ${Date.now() - started} ms; serving ${env.APP_URL}`,
    );
  } catch (error) {
    const known = [ConfigError, DataDirLockedError, MigrationError, EmbeddedConfigError].some((type) => error instanceof type);
    if (known) console.error(`[people-search] ${(error as Error).message}`);
    else console.error('[people-search] could not start:', error);
    process.exit(1);
  }
  // The interpreter's map (~55,000 place names) is built once per process: before the first brief arrives.
  setImmediate(() => console.log(`[people-search] interpreter ready in ${warmInterpreter()} ms`));
  const sweep = () => {
    dispatchPending().catch((error: unknown) => console.error('[search] dispatch sweep failed', error));
    resumeStalledImports().catch((error: unknown) => console.error('[people] import sweep failed', error));
  };
  void sweep();
  setInterval(sweep, DISPATCH_SWEEP_MS).unref();
}
