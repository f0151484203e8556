// npm run db:migration -- <name>: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// the SQL that brings the migrations up to prisma/schema/*.prisma. Offline (WASM schema engine).
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, pendingSchemaSql } from '../server/db/schema-engine';

async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('Usage: npm run db:migration -- <name>   (lower-case letters, digits and _)');
    process.exit(2);
  }
  const sql = await pendingSchemaSql();
  if (!sql) {
    console.error('prisma/schema and prisma/migrations already agree: no migration written.');
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
  console.log(JSON.stringify({ migration: path.relative(process.cwd(), dir) }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
