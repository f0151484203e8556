import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

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
});
