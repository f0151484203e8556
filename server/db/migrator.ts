import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SqlRunner } from './sql-runner';

/**
 * Applies prisma/migrations/<name>/migration.sql in name order, recording them in Prisma's own
 * `_prisma_migrations` table the way `prisma migrate deploy` does, so either tool can take over.
 * Everything runs in one transaction under Prisma's advisory lock: concurrent starters wait, and a
 * failing migration leaves the database as it was.
 */
// Read at run time from the app's own folder (not bundled): turbopackIgnore keeps the tracer out.
const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'prisma', 'migrations');
const PRISMA_MIGRATE_LOCK = 72707369;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) return [];
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(/*turbopackIgnore: true*/ path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, 'migration.sql'));
      return { name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') };
    });
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Returns the names of the migrations it applied. */
export async function applyMigrations(sql: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  return sql.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${PRISMA_MIGRATE_LOCK})`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const rows = await tx.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const applied = new Map<string, AppliedRow>();
    for (const row of rows) {
      if (row.rolled_back_at) continue;
      if (!row.finished_at) {
        throw new MigrationError(`Migration ${row.migration_name} failed earlier and was never resolved; fix the database, then mark it rolled back.`);
      }
      applied.set(row.migration_name, row);
    }
    const known = new Set(migrations.map((m) => m.name));
    const unknown = [...applied.keys()].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new MigrationError(`The database has migrations this code does not know (${unknown.join(', ')}): it is newer than this build.`);
    }
    const done: string[] = [];
    for (const migration of migrations) {
      const row = applied.get(migration.name);
      if (row) {
        if (row.checksum !== migration.checksum) {
          throw new MigrationError(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      done.push(migration.name);
    }
    return done;
  });
}
