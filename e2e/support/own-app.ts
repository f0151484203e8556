// An app of a spec's own (scripts/serve.ts, the process `npm start` runs, on the suite's build), for a configuration the suite's main
// server does not have. Its data directory is fresh and removed when it stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface OwnApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts the app on `port` with `env` over the suite's environment (a value of undefined drops a variable) and waits until it answers. */
export async function startOwnApp(port: number, env: Record<string, string | undefined>): Promise<OwnApp> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'people-search-e2e-own-'));
  const merged: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, APP_URL: baseUrl, PEOPLE_DIRECTORY_SIZE: '0', NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', PORT: String(port), ...env };
  const childEnv = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)) as NodeJS.ProcessEnv;
  const server = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], { env: childEnv, stdio: 'ignore' });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`${baseUrl}/v1/openapi.json`).then((r) => r.ok).catch(() => false);
    if (ready) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the app did not start');
}
