import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import { getDb } from '@/server/db';

/**
 * Calls into the process's database while `fn` runs: statements sent to PostgreSQL (every pooled
 * client's, Prisma's included), or protocol calls into PGlite.
 */
export async function databaseCallsDuring(fn: () => Promise<unknown>): Promise<number> {
  const { kind } = await getDb();
  const spy = kind === 'postgres' ? vi.spyOn(pg.Client.prototype, 'query') : vi.spyOn(PGlite.prototype, 'execProtocolStream');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
