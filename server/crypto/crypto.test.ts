import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { open, seal } from './secret-box';
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
  it('refuses a tampered ciphertext or a wrong key', () => {
    const sealed = seal('whsec_secret', key);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => open(parts.join('.'), key)).toThrow();
    expect(() => open(sealed, randomBytes(32))).toThrow();
  });
});

describe('passwords (scrypt)', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
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
