import { getEnv } from '../env';
import { openDatabase, type Database } from './open';

export type { Database } from './open';
export type { NamedStatement, SqlRunner, SqlTransaction } from './sql-runner';
export type { PrismaClient } from './generated/client';

// One database per process, kept on globalThis so dev reloads and route bundles share it, and
// opened lazily: build workers import this module but must never open (and lock) the data dir.
const holder = globalThis as unknown as { __peopleSearchDb?: Promise<Database> };

export function getDb(): Promise<Database> {
  if (!holder.__peopleSearchDb) {
    const env = getEnv();
    const opening = env.DATABASE_URL
      ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
      : openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
    holder.__peopleSearchDb = opening;
    opening.catch(() => {
      if (holder.__peopleSearchDb === opening) holder.__peopleSearchDb = undefined;
    });
  }
  return holder.__peopleSearchDb;
}

/** Closes the process database (tests, CLI, shutdown); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const current = holder.__peopleSearchDb;
  holder.__peopleSearchDb = undefined;
  if (current) await (await current).close();
}
