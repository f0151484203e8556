// Every run of the password KDF in integration tests, counted: the throttle tests check that a
// refused attempt adds none. test/setup-database.ts wraps the real module for every integration
// file (its cost is already cheap there: test/cheap-password-cost.ts); a test resets the counts.
import type * as Password from '@/server/crypto/password';

export const kdfRuns = { hashes: 0, verifications: 0 };

export function resetKdfRuns(): void {
  kdfRuns.hashes = kdfRuns.verifications = 0;
}

/** For vi.mock('@/server/crypto/password', ...): the real module, its hash and verification counted. */
export function countedKdf(real: typeof Password): typeof Password {
  return {
    ...real,
    hashPassword: (password: string) => {
      kdfRuns.hashes += 1;
      return real.hashPassword(password);
    },
    verifyPassword: (password: string, stored: string) => {
      kdfRuns.verifications += 1;
      return real.verifyPassword(password, stored);
    },
  };
}
