// Every integration test file gets a database of its own, copied from the run's migrated
// template (test/global-setup-database.ts): a PGlite data directory, or a database on the
// PostgreSQL server at TEST_POSTGRES_URL (default 127.0.0.1:5432). Passwords are hashed at a
// test-only cost (test/cheap-password-cost.ts).
//
// The files of a worker share one module graph (vitest.config.ts: isolate false, which halves the
// run), so what one file changes must not reach the next: module stand-ins are set here, once for
// every file, with neutral defaults; the environment and the stand-ins' settings are restored after
// each file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject, vi } from 'vitest';
import { setWebSession } from '@/server/api/testing/web-session';
import { resetKdfRuns } from '@/server/auth/testing/counted-kdf';
import { closeDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { overrideDeliverySettings } from '@/server/webhooks/testing/delivery-settings';
import { databaseUrl, withAdmin } from './postgres-admin';

vi.mock('node:crypto', async (importOriginal) => (await import('./cheap-password-cost')).withCheapPasswordCost(await importOriginal()));
vi.mock('@/server/crypto/password', async (real) => (await import('@/server/auth/testing/counted-kdf')).countedKdf(await real()));
vi.mock('@/server/api/web-context', async () => (await import('@/server/api/testing/web-session')).webContextStandIn);
vi.mock('@/server/webhooks/settings', async (real) => (await import('@/server/webhooks/testing/delivery-settings')).withOverrides(real));

const environment = { ...process.env };

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
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  resetEnvForTests();
  overrideDeliverySettings({});
  resetKdfRuns();
  setWebSession(undefined);
});
