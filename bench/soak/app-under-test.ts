// The app as the soak runs it: built once as `npm start` would (production validation), then
// started, killed with SIGKILL and started again on the same data dir, its output kept in a log,
// and the RSS of its process group sampled from /proc every second.
//
// It runs from a directory of its own (symbolic links to the checkout, and a copy of the build):
// in a shared checkout someone else's `npm start` rebuilds .next when the sources change, which
// removes the build from under a running app, and a restart finds none.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { closeDb } from '../../server/db';
import { type AppEnvironment, waitFor } from '../support/app-process';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** npm start's first half (scripts/prepare-start.ts): validates the configuration as production and builds when stale. */
async function buildIfStale(app: AppEnvironment): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prepare-start.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...app.env, NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_HOSTS: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`scripts/prepare-start.ts exited with ${code}`);
}

/**
 * Builds when stale, then copies the build (without Next's cache) into `workDir`/app, whose other
 * entries link to the checkout; returns that directory. Retried while another build is running.
 */
export async function privateBuild(app: AppEnvironment, workDir: string): Promise<string> {
  const runDir = path.join(workDir, 'app');
  fs.mkdirSync(runDir);
  for (const entry of fs.readdirSync(ROOT)) if (entry !== '.next') fs.symlinkSync(path.join(ROOT, entry), path.join(runDir, entry));
  const buildId = () => fs.readFileSync(path.join(ROOT, '.next', 'BUILD_ID'), 'utf8');
  for (let attempt = 1; ; attempt++) {
    try {
      await buildIfStale(app);
      const before = buildId();
      const cache = path.join(ROOT, '.next', 'cache');
      fs.cpSync(path.join(ROOT, '.next'), path.join(runDir, '.next'), { recursive: true, verbatimSymlinks: true, filter: (source) => !source.startsWith(cache) });
      if (buildId() === before && fs.existsSync(path.join(runDir, '.next', 'server', 'app-paths-manifest.json'))) return runDir;
    } catch (error) {
      if (attempt >= 20) throw error;
    }
    console.log('[soak] the build changed while it was copied, or another build is running: again in 15 s');
    fs.rmSync(path.join(runDir, '.next'), { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 15_000));
  }
}

/**
 * npm start's second half (scripts/serve.ts) in its own process group, its stdout and stderr
 * appended to `logFile`; resolves once /v1/openapi.json answers. Every start after a kill is
 * a crash recovery on the same data dir.
 */
export async function startServe(app: AppEnvironment, runDir: string, port: number, env: Record<string, string>, logFile: string): Promise<ChildProcess> {
  await closeDb(); // the bench's own handle: one process owns an embedded data dir
  const log = fs.openSync(logFile, 'a');
  fs.writeSync(log, `\n===== start at ${new Date().toISOString()} =====\n`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: runDir,
    env: { ...process.env, ...app.env, NEXT_TELEMETRY_DISABLED: '1', ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(`the app exited during its start (code ${code}, signal ${signal}); see ${logFile}`);
  });
  await Promise.race([waitFor(`http://127.0.0.1:${port}/v1/openapi.json`), exited]);
  void exited.catch(() => undefined); // a later exit is the soak's kill
  return child;
}

/** SIGKILL to the whole process group: a crash, nothing flushed or closed. */
export async function killGroup(child: ChildProcess): Promise<void> {
  const exited = child.exitCode === null && child.signalCode === null ? once(child, 'exit') : Promise.resolve();
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    /* already gone */
  }
  await exited;
  // Anything else left in the group (there should be nothing).
  for (let tries = 0; tries < 50 && groupRssBytes(child.pid!) > 0; tries++) await new Promise((r) => setTimeout(r, 100));
}

/** Sum of the resident set sizes of the processes whose process group is `pgid`, in bytes. */
export function groupRssBytes(pgid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so split after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      /* the process ended while being read */
    }
  }
  return total;
}

/** Samples the current app's process group every second; keeps the peak. */
export class RssSampler {
  peakBytes = 0;
  peakAt = '';
  private timer: NodeJS.Timeout | undefined;

  start(currentPgid: () => number | null, clock: () => string): void {
    this.timer = setInterval(() => {
      const pgid = currentPgid();
      if (pgid === null) return;
      const bytes = groupRssBytes(pgid);
      if (bytes > this.peakBytes) {
        this.peakBytes = bytes;
        this.peakAt = clock();
      }
    }, 1000);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
