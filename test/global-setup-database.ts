// Once per test run and database kind: a database with every migration applied, which each test
// file's fresh database is copied from (test/setup-database.ts). A PGlite data directory costs
// about 2.5 s to create and migrate and about 0.3 s to copy and open.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/open';
import { databaseUrl, withAdmin } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated data directory to copy. PostgreSQL: the migrated template database's name. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DATABASE === 'postgres') {
    const name = `ps_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    await (await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 1 })).close();
    project.provide('databaseTemplate', name);
    return () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-test-template-'));
  await (await openDatabase({ kind: 'pglite', dataDir: root, holder: 'test template' })).close();
  project.provide('databaseTemplate', path.join(root, 'pglite'));
  return () => fs.rmSync(root, { recursive: true, force: true });
}
