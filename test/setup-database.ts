// Every integration test file gets a database of its own, copied from the run's migrated
// template (test/global-setup-database.ts): a PGlite data directory, or a database on the
// PostgreSQL server at TEST_POSTGRES_URL (default 127.0.0.1:5432). Passwords are hashed at a
// test-only cost (test/cheap-password-cost.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject, vi } from 'vitest';
import { closeDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { databaseUrl, withAdmin } from './postgres-admin';

vi.mock('node:crypto', async (importOriginal) => (await import('./cheap-password-cost')).withCheapPasswordCost(await importOriginal()));

const template = inject('databaseTemplate');

process.env.AUTH_SECRET ??= 'test-auth-secret-0123456789abcdef0123456789';
process.env.ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString('base64');
process.env.APP_URL = 'http://people.test';

let cleanup: () => Promise<void>;
if (process.env.TEST_DATABASE === 'postgres') {
  const name = `ps_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  process.env.DATABASE_URL = databaseUrl(name);
  cleanup = () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-test-'));
  fs.cpSync(template, path.join(dir, 'pglite'), { recursive: true });
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dir;
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
}
resetEnvForTests();

afterAll(async () => {
  await closeDb();
  await cleanup();
});
