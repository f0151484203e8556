import { describe, expect, it } from 'vitest';
import { afterMigration } from '@/test/migration-in-scratch-schema';
import { companyNameKey } from './companies';

// The migration that recomputed company keys, run over keys as the code before it wrote them, in a
// scratch schema: it must give every stored name the key companyNameKey now gives it.
const BEFORE: Array<[name: string, oldKey: string]> = [
  ['Booking.com B.V.', 'booking com b v'], ['Booking.com', 'booking com'], ['Nestlé S.A.', 'nestle s a'], ['Amazon.com, Inc.', 'amazon com'],
  ['Shopify Inc.', 'shopify'], ['Com', 'com'], ['Nordkala AI', 'nordkala ai'], ['Kirkland & Ellis LLP', 'kirkland and ellis'],
];

describe('migration 20261126120000_issue25_company_keys', () => {
  it('gives stored companies the keys companyNameKey gives their names', async () => {
    const rows = await afterMigration(
      '20261126120000_issue25_company_keys',
      async (tx) => {
        for (const table of ['directory_company', 'imported_company']) {
          await tx.query(`CREATE TABLE "${table}" (name text NOT NULL, name_key text NOT NULL)`);
          await tx.query(`INSERT INTO "${table}" (name, name_key) SELECT * FROM unnest($1::text[], $2::text[])`, [BEFORE.map((b) => b[0]), BEFORE.map((b) => b[1])]);
        }
      },
      (tx) => tx.query<{ name: string; name_key: string }>('SELECT name, name_key FROM directory_company UNION ALL SELECT name, name_key FROM imported_company'),
    );
    expect(rows).toHaveLength(BEFORE.length * 2);
    for (const row of rows) expect(row.name_key).toBe(companyNameKey(row.name));
  });
});
