import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@/server/crypto/tokens';
import { generateApiKey, isWellFormedKey, keyFromAuthorization } from './key-format';

describe('API key format', () => {
  it('is ok_live_ + 43 base62 characters, stored only as its SHA-256', () => {
    const generated = generateApiKey();
    expect(generated.key).toMatch(/^ok_live_[A-Za-z0-9]{43}$/);
    expect(generated.keyHash).toBe(sha256Hex(generated.key));
    expect(generated.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(generated.displayPrefix).toBe(generated.key.slice(0, 12));
    expect(generated.lastFour).toBe(generated.key.slice(-4));
  });

  it('never repeats', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey().key));
    expect(keys.size).toBe(1000);
  });

  it('recognises only well-formed live keys', () => {
    expect(isWellFormedKey(generateApiKey().key)).toBe(true);
    expect(isWellFormedKey(`ok_test_${'a'.repeat(43)}`)).toBe(false);
    expect(isWellFormedKey(`ok_live_${'a'.repeat(42)}`)).toBe(false);
    expect(isWellFormedKey(`ok_live_${'a'.repeat(42)}-`)).toBe(false);
  });

  it.each([
    [null, null],
    ['', null],
    ['Bearer', null],
    ['Bearer ', null],
    ['Basic abc', null],
    ['Bearer a b', null],
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['BEARER   abc ', 'abc'],
  ])('reads %j as %j', (header, key) => {
    expect(keyFromAuthorization(header)).toBe(key);
  });
});
