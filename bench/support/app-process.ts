// The app as benchmarks run it: `npm start` in its own process group, in embedded mode (a fresh
// data directory) or PostgreSQL mode (a fresh database), seeded from the bench's own process
// before it starts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeDb } from '../../server/db';
import { resetEnvForTests } from '../../server/env';

export type Mode = 'embedded' | 'postgres';

export interface AppEnvironment {
  env: Record<string, string>;
  dataDir: string;
  /** Drops the PostgreSQL database (nothing in embedded mode). */
  dispose: () => Promise<void>;
}

/**
 * Points this process at a fresh database of the mode (so the bench can seed it through the
 * services) and returns the environment the app must start with to use the same one.
 */
export async function freshEnvironment(mode: Mode, adminUrl: string): Promise<AppEnvironment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, PEOPLE_DIRECTORY_SIZE: '0', NEXT_TELEMETRY_DISABLED: '1' };
  let dispose = async () => {};
  if (mode === 'postgres') {
    const name = `ps_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    Object.assign(env, { DATABASE_URL: url.toString(), AUTH_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    dispose = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  Object.assign(process.env, env);
  if (mode === 'embedded') delete process.env.DATABASE_URL;
  resetEnvForTests();
  return { env, dataDir, dispose };
}

/** Waits until `url` answers with anything but a 5xx (the app is up). */
export async function waitFor(url: string, timeoutMs = 300_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never came up`);
}

/** SIGTERM to a process group; whatever still runs after `graceMs` is killed. */
export async function stopGroup(pid: number, graceMs: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
      return true;
    } catch {
      return false; // the group is gone
    }
  };
  if (!signal('SIGTERM')) return;
  await new Promise((r) => setTimeout(r, graceMs));
  signal('SIGKILL');
}

/** `npm start` on `port` in its own process group, once the bench has closed its own handle on the database. */
export async function startApp(app: AppEnvironment, port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  await closeDb();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, ...app.env, ...extraEnv, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitFor(`http://127.0.0.1:${port}/v1/openapi.json`);
  return child;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
