import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/**
 * A hot statement PostgreSQL parses and plans once per connection (a named prepared statement)
 * instead of on every call. PGlite runs it as plain text.
 */
export interface NamedStatement {
  name: string;
  text: string;
}

/** Raw SQL on either backend: migrations, bulk loads, the few atomic counters and the hottest reads. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(statement: string | NamedStatement, params?: unknown[]): Promise<T[]>;
  /** A multi-statement script without parameters. */
  exec(script: string): Promise<void>;
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

const textOf = (statement: string | NamedStatement) => (typeof statement === 'string' ? statement : statement.text);
const pgQuery = (statement: string | NamedStatement, values?: unknown[]) =>
  typeof statement === 'string' ? { text: statement, values } : { name: statement.name, text: statement.text, values };

function pgliteTx(tx: Transaction): SqlRunner {
  return {
    query: async <T>(statement: string | NamedStatement, params?: unknown[]) => (await tx.query<T>(textOf(statement), params)).rows,
    exec: async (script) => void (await tx.exec(script)),
    // PGlite has no nested transactions; the outer one already gives the atomicity asked for.
    transaction: (fn) => fn(pgliteTx(tx)),
  };
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    query: async <T>(statement: string | NamedStatement, params?: unknown[]) => (await db.query<T>(textOf(statement), params)).rows,
    exec: async (script) => void (await db.exec(script)),
    transaction: (fn) => db.transaction((tx) => fn(pgliteTx(tx))),
  };
}

function pgClientRunner(client: PoolClient): SqlRunner {
  return {
    query: async <T>(statement: string | NamedStatement, params?: unknown[]) => (await client.query(pgQuery(statement, params))).rows as T[],
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
    query: async <T>(statement: string | NamedStatement, params?: unknown[]) => (await pool.query(pgQuery(statement, params))).rows as T[],
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
