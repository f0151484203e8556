import { describe, expect, it } from 'vitest';
import { pendingSchemaSql } from './schema-engine';

describe('prisma/schema and prisma/migrations', () => {
  it('agree (run `npm run db:migration -- <name>` after changing the schema)', async () => {
    expect(await pendingSchemaSql()).toBe('');
  }, 60_000);
});
