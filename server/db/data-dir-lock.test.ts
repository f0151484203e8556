import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, takeoverMarkerPath } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ps-lock-')));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const lockText = (holder: { pid: number; host?: string; command?: string; since?: string }) =>
  JSON.stringify({ host: os.hostname(), command: 'other', since: 'now', ...holder });

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

/** A data-dir-lock-child.ts process and its output, line by line. */
function startChild() {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'data-dir-lock-child.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiting: Array<{ resolve: (line: string) => void; reject: (error: Error) => void }> = [];
  readline.createInterface({ input: proc.stdout! }).on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(line);
    else lines.push(line);
  });
  proc.on('exit', (code) => waiting.splice(0).forEach((waiter) => waiter.reject(new Error(`child exited (${code})`))));
  return {
    proc,
    send: (line: string) => proc.stdin!.write(`${line}\n`),
    next: () =>
      lines.length > 0 ? Promise.resolve(lines.shift()!) : new Promise<string>((resolve, reject) => waiting.push({ resolve, reject })),
  };
}

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  proc.kill();
  await exited;
}

describe('data directory lock', () => {
  it('refuses a second holder, naming the first, until it is released', () => {
    const dir = tempDir();
    const release = lockDataDir(dir, 'first');
    expect(() => lockDataDir(dir, 'second')).toThrow(DataDirLockedError);
    try {
      lockDataDir(dir, 'second');
    } catch (error) {
      expect((error as Error).message).toContain(`process ${process.pid}`);
      expect((error as Error).message).toContain('"first"');
    }
    release();
    lockDataDir(dir, 'second')();
  });

  it('refuses while another live process holds it', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    fs.writeFileSync(path.join(dir, 'lock.json'), JSON.stringify({ pid: child.pid, host: os.hostname(), command: 'other', since: 'now' }));
    try {
      expect(() => lockDataDir(dir, 'me')).toThrow(/in use by process/);
    } finally {
      child.kill();
      await new Promise((resolve) => child.on('exit', resolve));
    }
    // Its holder is dead now: the stale lock is taken over.
    lockDataDir(dir, 'me')();
  });

  it('takes over a lock naming this process that it does not hold (a previous run with the same pid)', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'lock.json');
    fs.writeFileSync(lockPath, lockText({ pid: process.pid, command: 'the killed run', since: 'yesterday' }));
    const release = lockDataDir(dir, 'me');
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, command: 'me' });
    // While it holds the lock, the same pid is a live holder.
    expect(() => lockDataDir(dir, 'again')).toThrow(/"me"/);
    release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('never takes over a lock from another host, and says how to recover if that host is gone', async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'lock.json');
    for (const pid of [process.pid, await deadPid()]) {
      const text = lockText({ pid, host: 'elsewhere.invalid', command: 'app' });
      fs.writeFileSync(lockPath, text);
      expect(() => lockDataDir(dir, 'me')).toThrow(DataDirLockedError);
      try {
        lockDataDir(dir, 'me');
      } catch (error) {
        const message = (error as Error).message;
        expect(message).toContain(`process ${pid} on elsewhere.invalid`);
        expect(message).toContain(`if elsewhere.invalid is gone or no longer runs it, delete ${lockPath} and start again`);
        expect(message).not.toContain('\n');
      }
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(text);
    }
  });

  it('moves past takeover markers left by processes that died mid-takeover, and removes them', async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'lock.json');
    const dead = await deadPid();
    const stale = lockText({ pid: dead, command: 'killed run' });
    fs.writeFileSync(lockPath, stale);
    fs.writeFileSync(takeoverMarkerPath(lockPath, stale, 0), lockText({ pid: dead, command: 'dead taker' }));
    // A previous run of this container (same pid) that died while taking over.
    fs.writeFileSync(takeoverMarkerPath(lockPath, stale, 1), lockText({ pid: process.pid, command: 'previous run' }));
    const release = lockDataDir(dir, 'me');
    expect(fs.readdirSync(dir)).toEqual(['lock.json']);
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, command: 'me' });
    release();
  });

  it('waits for a live process taking over the stale lock, then refuses as its lock is live', async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'lock.json');
    const stale = lockText({ pid: await deadPid(), command: 'killed run' });
    fs.writeFileSync(lockPath, stale);
    const marker = takeoverMarkerPath(lockPath, stale, 0);
    // The other taker holds the marker; 300 ms later it has replaced the lock (at once, by a
    // rename: a real taker's remove + create leaves a gap where a plain open wins) and drops the marker.
    const taker = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs');
       setTimeout(() => {
         const lock = JSON.stringify({ pid: process.pid, host: require('node:os').hostname(), command: 'taker', since: 'now' });
         fs.writeFileSync(${JSON.stringify(`${lockPath}.new`)}, lock);
         fs.renameSync(${JSON.stringify(`${lockPath}.new`)}, ${JSON.stringify(lockPath)});
         fs.rmSync(${JSON.stringify(marker)});
       }, 300);
       setInterval(() => {}, 1000);`,
    ]);
    try {
      fs.writeFileSync(marker, lockText({ pid: taker.pid!, command: 'taker' }));
      const started = Date.now();
      expect(() => lockDataDir(dir, 'me')).toThrow(`in use by process ${taker.pid} on ${os.hostname()} ("taker"`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(200);
      expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: taker.pid, command: 'taker' });
    } finally {
      await stop(taker);
    }
  });

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'lock.json');
    const children = Array.from({ length: 6 }, startChild);
    try {
      expect(await Promise.all(children.map((child) => child.next()))).toEqual(children.map(() => 'ready'));
      const dead = await deadPid();
      for (let round = 0; round < 5; round++) {
        fs.writeFileSync(lockPath, lockText({ pid: dead, command: 'killed run', since: `round ${round}` }));
        const at = Date.now() + 300;
        for (const child of children) child.send(`go ${dir} ${at}`);
        const results = await Promise.all(children.map((child) => child.next()));
        const winners = children.filter((_, i) => results[i] === 'won');
        expect(winners, results.join('\n')).toHaveLength(1);
        const winner = winners[0]!.proc.pid;
        for (const result of results.filter((line) => line !== 'won')) {
          expect(result).toMatch(new RegExp(`^refused DataDirLockedError: .* in use by process ${winner} `));
        }
        expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: winner });
        expect(fs.readdirSync(dir)).toEqual(['lock.json']);
        for (const child of children) child.send('release');
        expect(await Promise.all(children.map((child) => child.next()))).toEqual(children.map(() => 'released'));
        expect(fs.readdirSync(dir)).toEqual([]);
      }
    } finally {
      await Promise.all(children.map((child) => stop(child.proc)));
    }
  }, 60_000);
});
