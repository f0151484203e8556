// Command line of `npm run directory:seed` (scripts/directory-seed.ts).
import { DEFAULT_DIRECTORY_SEED } from './seed';

export const SEED_USAGE =
  'Usage: npm run directory:seed -- --size <people> [--seed <number>]\n' +
  '  --size  how many people to generate (0 to 10,000,000; default: PEOPLE_DIRECTORY_SIZE)\n' +
  `  --seed  generator seed (default ${DEFAULT_DIRECTORY_SEED}; the same seed gives the same people everywhere)`;

const MAX_DIRECTORY_SIZE = 10_000_000;

/** A command-line mistake; an empty message means --help. */
export class UsageError extends Error {
  override name = 'UsageError';
}

function wholeNumber(flag: string, value: string | undefined, max: number): number {
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  const cleaned = value.replace(/[_,]/g, '');
  if (!/^\d+$/.test(cleaned)) throw new UsageError(`${flag} must be a whole number, got "${value}"`);
  const n = Number(cleaned);
  if (n > max) throw new UsageError(`${flag} must be at most ${max.toLocaleString('en-US')}, got ${value}`);
  return n;
}

/** `size` null: not given (the caller uses PEOPLE_DIRECTORY_SIZE). */
export function parseSeedArgs(argv: readonly string[]): { size: number | null; seed: number } {
  let size: number | null = null;
  let seed = DEFAULT_DIRECTORY_SEED;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    if (flag === '--help' || flag === '-h') throw new UsageError('');
    if (flag === '--size') size = wholeNumber('--size', inline ?? argv[++i], MAX_DIRECTORY_SIZE);
    else if (flag === '--seed') seed = wholeNumber('--seed', inline ?? argv[++i], 2 ** 31 - 1);
    else throw new UsageError(`unknown argument "${arg}"`);
  }
  return { size, seed };
}
