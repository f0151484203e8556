import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { RunRecord } from './types';

/**
 * Real crashes: a child process runs the executor on the test database and is SIGKILLed in the
 * middle of a step, then (in its successor) in the middle of a sleep. A third process finishes
 * the run. The database is only ever opened by the children (PGlite allows one process).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inngest-crash-'));
const logFile = path.join(dir, 'side-effects.log');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

function start(mode: 'send' | 'resume') {
  // node itself with tsx as a loader: the tsx CLI would put a second process between us and the
  // one to kill.
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/testing/executor-crash-child.ts')], {
    env: { ...process.env, CRASH_LOG: logFile, CRASH_MODE: mode },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited };
}

const lines = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n') : []).map((line) => {
  const [what, at, pid] = line.split(' ');
  return { what: what!, at: Number(at), pid: Number(pid) };
});

async function until(what: string, count = 1, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (lines().filter((line) => line.what === what).length < count) {
    if (Date.now() > deadline) throw new Error(`no "${what}" x${count} in ${timeoutMs} ms; log: ${JSON.stringify(lines())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function kill(proc: ReturnType<typeof start>) {
  proc.child.kill('SIGKILL');
  await proc.exited;
}

it('a run survives SIGKILL mid-step and mid-sleep: finished steps are not repeated, the sleep is not restarted', async () => {
  const first = start('send');
  await until('b-start');
  await kill(first); // crash 1: inside step b

  const second = start('resume');
  await until('b-done');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await kill(second); // crash 2: one second into the six-second sleep

  const third = start('resume');
  const { code, stdout, stderr } = await third.exited;
  expect(code, stderr).toBe(0);
  const run = JSON.parse(stdout.trim().split('\n').at(-1)!) as RunRecord;
  expect(run.status).toBe('completed');
  expect(run.output).toBe('finished');

  const count = (what: string) => lines().filter((line) => line.what === what).length;
  // At-least-once: only the step that was running at the crash ran twice.
  expect({ a: count('a'), bStart: count('b-start'), bDone: count('b-done'), c: count('c'), d: count('d') }).toEqual({ a: 1, bStart: 2, bDone: 1, c: 1, d: 1 });
  const at = (what: string) => lines().find((line) => line.what === what)!.at;
  const slept = at('c') - at('b-done');
  const resumed = lines().filter((line) => line.what === 'ready-resume').map((line) => line.at);
  console.info(`crash test: sleep of 6000 ms took ${slept} ms across a kill; resumed processes ready at +${resumed.map((t) => t - at('a')).join(' ms, +')} ms after step a`);
  expect(slept).toBeGreaterThanOrEqual(6000 - 50);
  // A restarted sleep would end a whole sleep after the last process came up; the remainder ends
  // before that, however long the restart took on a loaded machine.
  expect(at('c')).toBeLessThan(resumed.at(-1)! + 6000);
  expect(lines().find((line) => line.what === 'c')!.pid).toBe(third.child.pid);
}, 120_000);
