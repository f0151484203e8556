import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/client';
import { lockDataDir } from './data-dir-lock';
import { applyMigrations } from './migrator';
import { prismaPGliteClient } from './prisma-pglite-client';
import { pgliteRunner, pgPoolRunner, type SqlRunner } from './sql-runner';

export interface Database {
  kind: 'pglite' | 'postgres';
  prisma: PrismaClient;
  sql: SqlRunner;
  /**
   * Embedded mode only: calls `onNotify` with the payload of every NOTIFY on `channel`. PGlite
   * delivers a notification before the statement (or COMMIT) that raised it returns, so a
   * listener has run by the time the writer goes on.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory (tests). `holder` names this process in the lock file. */
  | { kind: 'pglite'; dataDir?: string; holder?: string };

/** A PGlite with the extensions our migrations need; no dataDir = in memory. */
export function newPGlite(dataDir?: string): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: { pg_trgm } });
}

/**
 * Settings of each PostgreSQL session (an `options` parameter in DATABASE_URL replaces them). A
 * search's read ANDs the bitmaps of several indexes; with the server's default 4 MB they turn
 * lossy at a workspace of a million people and every row of their pages is checked again
 * (476,000 rows for "Python developers at companies with fewer than 50 employees in Germany":
 * 437 ms, 104 ms with 32 MB).
 */
const SESSION_OPTIONS = '-c work_mem=32MB';

/** Opens a database and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: SESSION_OPTIONS });
    // An idle connection the server closed (restart, failover) must not crash the process: the
    // pool drops it and opens a new one on demand.
    pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    const sql = pgPoolRunner(pool);
    try {
      await applyMigrations(sql);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    return {
      kind: 'postgres',
      prisma,
      sql,
      close: async () => {
        await prisma.$disconnect();
        await pool.end().catch(() => undefined);
      },
    };
  }

  let release = () => {};
  let pglite: PGlite | undefined;
  try {
    if (options.dataDir) {
      release = lockDataDir(options.dataDir, options.holder ?? process.argv.slice(1).join(' '));
      const dir = path.join(options.dataDir, 'pglite');
      fs.mkdirSync(dir, { recursive: true });
      pglite = await newPGlite(dir);
    } else {
      pglite = await newPGlite();
    }
    await applyMigrations(pgliteRunner(pglite));
    // This process keeps in memory what the database tells it has changed (the triggers that
    // check this setting notify only a session that asked).
    await pglite.exec(`SET people_search.notify_changes = 'on'`);
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    release();
    throw error;
  }
  const sql = pgliteRunner(pglite);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(prismaPGliteClient(pglite)) });
  return {
    kind: 'pglite',
    prisma,
    sql,
    listen: async (channel, onNotify) => void (await pglite.listen(channel, onNotify)),
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
      release();
    },
  };
}
