import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCRYPT_COST, hashPassword, needsRehash, verifyPassword } from '@/server/crypto/password';
import { CHEAP_COST_N, FULL_COST_N } from './cheap-password-cost';

describe('the integration suite\'s cheap password cost (test/cheap-password-cost.ts)', () => {
  it('applies to the cost the app hashes at today', () => {
    expect(SCRYPT_COST.N).toBe(FULL_COST_N);
  });

  it('makes hashes that say today\'s cost, verify, and need no rehash', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    const [, , , , salt, hash] = stored.split('$');
    expect(scryptSync('correct horse battery', Buffer.from(salt!, 'base64'), 32, { N: CHEAP_COST_N, r: 8, p: 1 }).toString('base64')).toBe(hash);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('wrong horse battery', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('leaves every other cost as it is', async () => {
    const salt = Buffer.alloc(16, 1);
    const old = ['scrypt', 2 ** 12, 8, 1, salt.toString('base64'), scryptSync('pw', salt, 32, { N: 2 ** 12, r: 8, p: 1 }).toString('base64')].join('$');
    expect(await verifyPassword('pw', old)).toBe(true);
  });
});
