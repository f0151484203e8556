import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { type PGlitePipeline, PGliteStatements } from './pglite-statements';

/**
 * A hot statement PostgreSQL parses and plans once per connection (a named prepared statement)
 * instead of on every call. On PGlite every statement text is prepared once (pglite-statements.ts).
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
  transaction<T>(fn: (tx: SqlTransaction) => Promise<T>): Promise<T>;
}

/** The runner inside a transaction. */
export interface SqlTransaction extends SqlRunner {
  /**
   * A write whose rows are not needed: it goes along with the transaction's next query, or its
   * commit, and its error fails that. On PGlite this saves a call into the engine per statement.
   */
  queue(statement: string | NamedStatement, params?: unknown[]): void;
}

const textOf = (statement: string | NamedStatement) => (typeof statement === 'string' ? statement : statement.text);
const pgQuery = (statement: string | NamedStatement, values?: unknown[]) =>
  typeof statement === 'string' ? { text: statement, values } : { name: statement.name, text: statement.text, values };

function pgliteTransaction(tx: PGlitePipeline): SqlTransaction {
  const runner: SqlTransaction = {
    query: async <T>(statement: string | NamedStatement, params?: unknown[]) => (await tx.query<T>(textOf(statement), params)).rows,
    queue: (statement, params) => tx.queue(textOf(statement), params),
    exec: (script) => tx.exec(script),
    // PGlite has no nested transactions; the outer one already gives the atomicity asked for.
    transaction: (fn) => fn(runner),
  };
  return runner;
}

export function pgliteRunner(db: PGlite): SqlRunner {
  const statements = PGliteStatements.of(db);
  return {
    query: async <T>(statement: string | NamedStatement, params?: unknown[]) => (await statements.query<T>(textOf(statement), params)).rows,
    exec: async (script) => void (await db.exec(script)),
    transaction: (fn) => statements.transaction((tx) => fn(pgliteTransaction(tx))),
  };
}

/**
 * A transaction on one pooled connection. Statements run one after another in the order they are
 * asked for (the driver takes one at a time); a query reports a queued write's error rather than
 * its own (the transaction was aborted by then), and COMMIT waits for the queue.
 */
function pgTransaction(client: PoolClient): SqlTransaction & { settle(): Promise<void> } {
  let tail: Promise<unknown> = Promise.resolve();
  let queuedFailure: unknown;
  const run = (statement: string | NamedStatement, params?: unknown[]) => {
    const result = tail.then(() => client.query(pgQuery(statement, params)));
    tail = result.catch(() => undefined);
    return result;
  };
  const runner = {
    settle: async () => {
      await tail;
      if (queuedFailure) throw queuedFailure;
    },
    query: async <T>(statement: string | NamedStatement, params?: unknown[]) => {
      try {
        const { rows } = await run(statement, params);
        if (queuedFailure) throw queuedFailure;
        return rows as T[];
      } catch (error) {
        throw queuedFailure ?? error;
      }
    },
    queue: (statement: string | NamedStatement, params?: unknown[]) => {
      run(statement, params).catch((error: unknown) => (queuedFailure ??= error));
    },
    exec: async (script: string) => void (await runner.query(script)),
    transaction: async <T>(fn: (tx: SqlTransaction) => Promise<T>) => {
      await runner.query('SAVEPOINT nested');
      try {
        const value = await fn(runner);
        await runner.query('RELEASE SAVEPOINT nested');
        return value;
      } catch (error) {
        await tail;
        queuedFailure = undefined;
        await client.query('ROLLBACK TO SAVEPOINT nested');
        throw error;
      }
    },
  };
  return runner;
}

export function pgPoolRunner(pool: Pool): SqlRunner {
  return {
    query: async <T>(statement: string | NamedStatement, params?: unknown[]) => (await pool.query(pgQuery(statement, params))).rows as T[],
    exec: async (script) => void (await pool.query(script)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx = pgTransaction(client);
        const value = await fn(tx);
        await tx.settle();
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
