import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { type PGlitePipeline, PGliteStatements } from './pglite-statements';

/**
 * The PGlite that pglite-prisma-adapter is given: what the adapter calls (query, exec, and
 * transaction with query and rollback) goes through PGliteStatements, so Prisma's statements are
 * prepared once and run in one call each, like the app's raw SQL (bench/rest-overhead).
 */
export function prismaPGliteClient(db: PGlite): PGlite {
  const statements = PGliteStatements.of(db);
  const transactionClient = (tx: PGlitePipeline) => ({
    query: (text: string, params?: unknown[], options?: QueryOptions) => tx.query(text, params, options),
    exec: async (script: string) => {
      await tx.exec(script);
      return [];
    },
    // The adapter does not await this; the transaction ends when its callback returns.
    rollback: async () => tx.abandon(),
  });
  const client = {
    query: (text: string, params?: unknown[], options?: QueryOptions) => statements.query(text, params, options),
    exec: (script: string, options?: QueryOptions) => db.exec(script, options),
    transaction: <T>(fn: (tx: ReturnType<typeof transactionClient>) => Promise<T>) => statements.transaction((tx) => fn(transactionClient(tx))),
  };
  return client as unknown as PGlite;
}
