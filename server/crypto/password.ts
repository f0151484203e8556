import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Passwords are hashed with scrypt (memory-hard, in Node's crypto: no native dependency) at
 * OWASP's recommended cost: N=2^17, r=8, p=1 (128 MiB per hash). Stored as
 * `scrypt$N$r$p$salt$hash`, so older, cheaper hashes still verify and are replaced at the user's
 * next sign-in (needsRehash).
 */
const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** Highest cost a stored hash may ask for: Node refuses more memory than maxmem. */
const MAX_N = 2 ** 20;
// scrypt needs 128 * N * r bytes (plus a little): 2x the current cost's needs leaves headroom.
const maxmemFor = (n: number, r: number) => 2 * 128 * n * r + 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_COST;
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger) || cost.N > MAX_N || cost.r > 32 || cost.p > 16) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { ...cost, maxmem: maxmemFor(cost.N, cost.r) });
  return timingSafeEqual(actual, expected);
}

/** A hash made at a lower cost than today's: replace it once the password is known again. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < SCRYPT_COST.N || Number(r) < SCRYPT_COST.r || Number(p) < SCRYPT_COST.p;
}
