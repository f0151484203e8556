// Every integration test file gets a database of its own: a fresh PGlite data directory, or a
// fresh database on the PostgreSQL server at TEST_POSTGRES_URL (default 127.0.0.1:5432).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { closeDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';

const kind = process.env.TEST_DATABASE;
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;

process.env.AUTH_SECRET ??= 'test-auth-secret-0123456789abcdef0123456789';
process.env.ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString('base64');
process.env.APP_URL = 'http://people.test';

let cleanup: () => Promise<void>;
if (kind === 'postgres') {
  const name = `ps_test_${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-test-'));
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dir;
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
}
resetEnvForTests();

afterAll(async () => {
  await closeDb();
  await cleanup();
});
