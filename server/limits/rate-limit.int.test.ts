import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { consume } from './rate-limit';

describe('sliding-window rate limit', () => {
  it('admits exactly the limit of a concurrent burst', async () => {
    const { sql } = await getDb();
    const decisions = await Promise.all(Array.from({ length: 50 }, () => consume(sql, 'burst', 20, 60)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    const refused = decisions.filter((d) => !d.allowed);
    expect(refused.every((d) => d.remaining === 0 && d.resetSeconds >= 1 && d.resetSeconds <= 60)).toBe(true);
  });

  it('counts remaining and frees a slot when the oldest request leaves the window', async () => {
    const { sql } = await getDb();
    expect(await consume(sql, 'slide', 3, 2)).toMatchObject({ allowed: true, remaining: 2 });
    expect(await consume(sql, 'slide', 3, 2)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await consume(sql, 'slide', 3, 2)).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await consume(sql, 'slide', 3, 2);
    expect(refused.allowed).toBe(false);
    expect(refused.resetSeconds).toBeLessThanOrEqual(2);
    // A refused request does not occupy a slot: after the window, three are admitted again.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    for (let i = 0; i < 3; i++) expect((await consume(sql, 'slide', 3, 2)).allowed).toBe(true);
    expect((await consume(sql, 'slide', 3, 2)).allowed).toBe(false);
  });

  it('keeps buckets apart', async () => {
    const { sql } = await getDb();
    expect((await consume(sql, 'a', 1, 60)).allowed).toBe(true);
    expect((await consume(sql, 'a', 1, 60)).allowed).toBe(false);
    expect((await consume(sql, 'b', 1, 60)).allowed).toBe(true);
  });
});
