import { DataDirLockedError } from './db/data-dir-lock';
import { ConfigError, getEnv } from './env';
import { getDb } from './db';
import { MigrationError } from './db/migrator';

/**
 * Everything a server process does before it answers: validate the configuration, open the
 * database (taking the data-dir lock in embedded mode) and bring its schema up to date.
 * A failure stops the process with one clear line instead of serving a broken app.
 */
export async function startServer(): Promise<void> {
  try {
    const env = getEnv();
    const started = Date.now();
    const db = await getDb();
    console.log(
      `[people-search] database: ${db.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL'} ready in ${Date.now() - started} ms; serving ${env.APP_URL}`,
    );
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof MigrationError) {
      console.error(`[people-search] ${error.message}`);
    } else {
      console.error('[people-search] could not start:', error);
    }
    process.exit(1);
  }
}
