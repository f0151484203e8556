import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/** Raw SQL on either backend: migrations, bulk loads and the few atomic counters. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A multi-statement script without parameters. */
  exec(script: string): Promise<void>;
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

function pgliteTx(tx: Transaction): SqlRunner {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
    exec: async (script) => void (await tx.exec(script)),
    // PGlite has no nested transactions; the outer one already gives the atomicity asked for.
    transaction: (fn) => fn(pgliteTx(tx)),
  };
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    exec: async (script) => void (await db.exec(script)),
    transaction: (fn) => db.transaction((tx) => fn(pgliteTx(tx))),
  };
}

function pgClientRunner(client: PoolClient): SqlRunner {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    exec: async (script) => void (await client.query(script)),
    transaction: async (fn) => {
      await client.query('SAVEPOINT nested');
      try {
        const value = await fn(pgClientRunner(client));
        await client.query('RELEASE SAVEPOINT nested');
        return value;
      } catch (error) {
        await client.query('ROLLBACK TO SAVEPOINT nested');
        throw error;
      }
    },
  };
}

export function pgPoolRunner(pool: Pool): SqlRunner {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
    exec: async (script) => void (await pool.query(script)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(pgClientRunner(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
