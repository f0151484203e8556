// Integration tests sign up hundreds of accounts. At today's password cost (scrypt N=2^17, 128 MiB)
// each hash or check is 0.4-1 s of a core, several minutes of a run on two cores. This replaces
// node:crypto's scrypt, for integration tests only (test/setup-database.ts), with one that
// computes a hash asked for at that cost at N=2^10. The hashes still say N=2^17, and a hash made at
// any other cost is computed at its own, so needsRehash and the rehash at sign-in behave as they
// do in production; server/crypto's unit tests pin the real cost with the real scrypt.
import type * as Crypto from 'node:crypto';

/** The cost server/crypto/password.ts hashes at (test/cheap-password-cost.int.test.ts checks they agree). */
export const FULL_COST_N = 2 ** 17;
export const CHEAP_COST_N = 2 ** 10;

type ScryptOptions = Crypto.ScryptOptions | undefined;
type Callback = (error: Error | null, key: Buffer) => void;

/** node:crypto with scrypt at FULL_COST_N computed at CHEAP_COST_N. */
export function withCheapPasswordCost(real: typeof Crypto): typeof Crypto {
  const cheapen = (options: ScryptOptions) => (options?.N === FULL_COST_N ? { ...options, N: CHEAP_COST_N } : options);
  function scrypt(password: Crypto.BinaryLike, salt: Crypto.BinaryLike, keylen: number, ...rest: [Callback] | [ScryptOptions, Callback]) {
    const [options, callback] = rest.length === 1 ? [undefined, rest[0]] : rest;
    real.scrypt(password, salt, keylen, cheapen(options) ?? {}, callback);
  }
  const patched = { ...real, scrypt: scrypt as typeof Crypto.scrypt };
  return { ...patched, default: patched } as typeof Crypto;
}
