import { getEnv } from '../env';
import { processWide } from '../process-wide';
import { openDatabase, type Database } from './open';

export type { Database } from './open';
export type { NamedStatement, SqlRunner, SqlTransaction } from './sql-runner';

// One database per process, shared by every bundle of the app (server/process-wide.ts), and
// opened lazily: build workers import this module but must never open (and lock) the data dir.
const holder = processWide<{ db?: Promise<Database> }>('db', () => ({}));

export function getDb(): Promise<Database> {
  if (!holder.db) {
    const env = getEnv();
    const opening = env.DATABASE_URL
      ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
      : openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
    holder.db = opening;
    opening.catch(() => {
      if (holder.db === opening) holder.db = undefined;
    });
  }
  return holder.db;
}

/** Closes the process database (tests, CLI, shutdown); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const current = holder.db;
  holder.db = undefined;
  if (current) await (await current).close();
}
