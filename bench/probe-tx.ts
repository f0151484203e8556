import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
const { getDb } = await import('../server/db');
const db = await getDb();
async function time(label: string, fn: () => Promise<unknown>) {
  const t: number[] = [];
  for (let i = 0; i < 50; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(label.padEnd(40), 'p50', t[25]!.toFixed(2), 'ms');
}
await time('sql SELECT 1', () => db.sql.query('SELECT 1'));
await time('prisma $queryRaw SELECT 1', () => db.prisma.$queryRaw`SELECT 1`);
await time('prisma interactive tx (1 stmt)', () => db.prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 1`));
await time('sql transaction (1 stmt)', () => db.sql.transaction((tx) => tx.query('SELECT 1')));
await time('sql insert (autocommit)', () => db.sql.query(`INSERT INTO "RateLimitLog" (bucket, stamps) VALUES (gen_random_uuid()::text, '{}')`));
await time('prisma tx with insert', () => db.prisma.$transaction(async (tx) => tx.$executeRaw`INSERT INTO "RateLimitLog" (bucket, stamps) VALUES (gen_random_uuid()::text, '{}')`));
process.exit(0);
