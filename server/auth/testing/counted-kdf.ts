// The password module for tests of when the KDF runs, not of what it costs (server/crypto's
// tests pin that): hashes are made at N=2^10 and verify in a millisecond, and every run counts.
import { randomBytes, scryptSync } from 'node:crypto';
import type * as Password from '@/server/crypto/password';

export interface KdfRuns {
  hashes: number;
  verifications: number;
}

/** For vi.mock('@/server/crypto/password', ...): the real module with a cheap, counted hash and a counted verification. */
export function countedCheapKdf(real: typeof Password, runs: KdfRuns): typeof Password {
  return {
    ...real,
    hashPassword: async (password: string) => {
      runs.hashes += 1;
      const salt = randomBytes(16);
      return ['scrypt', 2 ** 10, 8, 1, salt.toString('base64'), scryptSync(password, salt, 32, { N: 2 ** 10, r: 8, p: 1 }).toString('base64')].join('$');
    },
    verifyPassword: (password: string, stored: string) => {
      runs.verifications += 1;
      return real.verifyPassword(password, stored);
    },
  };
}
