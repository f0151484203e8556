import { describe, expect, it } from 'vitest';
import { DEFAULT_DIRECTORY_SEED } from './seed';
import { parseSeedArgs, UsageError } from './seed-args';

describe('parseSeedArgs', () => {
  it('reads --size and --seed in both spellings', () => {
    expect(parseSeedArgs(['--size', '100000'])).toEqual({ size: 100000, seed: DEFAULT_DIRECTORY_SEED });
    expect(parseSeedArgs(['--size=1_000_000', '--seed=7'])).toEqual({ size: 1_000_000, seed: 7 });
    expect(parseSeedArgs([])).toEqual({ size: null, seed: DEFAULT_DIRECTORY_SEED });
  });

  it.each([
    [['--size'], '--size needs a value'],
    [['--size', 'lots'], '--size must be a whole number, got "lots"'],
    [['--size', '-5'], '--size must be a whole number, got "-5"'],
    [['--size', '20000000'], '--size must be at most 10,000,000, got 20000000'],
    [['--bogus'], 'unknown argument "--bogus"'],
  ])('%j fails with a clear message', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrowError(new UsageError(message));
  });
});
