import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { needsReseal, open, seal } from './secret-box';
import { randomBase62, safeEqual } from './tokens';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);
  it('round-trips and never stores the plaintext', () => {
    const sealed = seal('whsec_secret', key);
    expect(sealed).not.toContain('whsec_secret');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(open(sealed, key)).toBe('whsec_secret');
  });
  it('uses a fresh IV each time', () => {
    expect(seal('same', key)).not.toBe(seal('same', key));
  });
  it('binds a secret to its context (associated data) and still opens the unbound v1 format', () => {
    const sealed = seal('whsec_secret', key, 'workspace:a');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(open(sealed, key, 'workspace:a')).toBe('whsec_secret');
    expect(() => open(sealed, key, 'workspace:b')).toThrow();
    expect(() => open(sealed, key)).toThrow();
    const legacy = seal('whsec_old', key);
    expect(needsReseal(legacy)).toBe(true);
    expect(needsReseal(sealed)).toBe(false);
    expect(open(legacy, key, 'workspace:a')).toBe('whsec_old');
  });
  it('refuses a tampered ciphertext or a wrong key', () => {
    const sealed = seal('whsec_secret', key);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => open(parts.join('.'), key)).toThrow();
    expect(() => open(sealed, randomBytes(32))).toThrow();
  });
});

// Each hash is a full-strength scrypt (128 MiB): allow for a busy machine.
describe('passwords (scrypt)', { timeout: 60_000 }, () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
  it('verifies older, cheaper hashes and marks them for a rehash', async () => {
    const salt = randomBytes(16);
    const old = scryptSync('correct horse battery', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const stored = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), old.toString('base64')].join('$');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
    // A stored cost beyond what the server will spend is refused, not run.
    expect(await verifyPassword('x', ['scrypt', 2 ** 24, 8, 1, salt.toString('base64'), old.toString('base64')].join('$'))).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });
});

describe('tokens', () => {
  it('draws base62 characters', () => {
    expect(randomBase62(200)).toMatch(/^[A-Za-z0-9]{200}$/);
  });
  it('compares in constant time and by value', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
