import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite gives no error when two processes open one data directory: both write and data is
 * lost. So the embedded mode owns DATA_DIR through a lock file created atomically (O_EXCL);
 * a second opener is refused with the holder's identity. A lock left by a dead process on this
 * host is taken over.
 */
export interface LockHolder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holder.pid} on ${holder.host} ` +
        `("${holder.command}", since ${holder.since}). Stop it first, or point DATA_DIR elsewhere.`,
    );
  }
}

const LOCK_FILE = 'lock.json';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function lockDataDir(dataDir: string, command: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, host: os.hostname(), command, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        const holder = readHolder(lockPath);
        if (holder?.pid === me.pid && holder.host === me.host) fs.rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      // A half-written lock (holder undefined) is only possible while its writer is alive; retry.
      if (holder && holder.host === me.host && !isAlive(holder.pid)) {
        fs.rmSync(lockPath, { force: true });
        continue;
      }
      if (holder) throw new DataDirLockedError(dataDir, holder);
    }
  }
  throw new DataDirLockedError(dataDir, readHolder(lockPath) ?? { pid: 0, host: 'unknown', command: 'unknown', since: 'unknown' });
}
