// npm run directory:seed -- --size <n> [--seed <n>]
// Replaces the people directory of the configured database (DATA_DIR or DATABASE_URL) with <n>
// generated people, then prints one JSON line: {"size":n,"seconds":s,...}.
import { closeDb, getDb } from '@/server/db';
import { getEnv } from '@/server/env';
import { parseSeedArgs, SEED_USAGE, seedDirectory, UsageError } from '@/server/search';

async function main(): Promise<void> {
  let args: { size: number | null; seed: number };
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(`directory:seed: ${error.message}`);
    console.error(SEED_USAGE);
    process.exit(error.message ? 2 : 0);
  }
  const size = args.size ?? getEnv().PEOPLE_DIRECTORY_SIZE;
  const db = await getDb();
  try {
    let shown = 0;
    const report = await seedDirectory(db, {
      size,
      seed: args.seed,
      onProgress: (done) => {
        if (process.stderr.isTTY && done - shown >= 50_000) {
          shown = done;
          process.stderr.write(`\r${done.toLocaleString('en-US')} people...`);
        }
      },
    });
    if (shown > 0) process.stderr.write('\n');
    console.log(JSON.stringify({ size: report.size, seconds: report.seconds, seed: report.seed, companies: report.companies, database: db.kind }));
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(`directory:seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
