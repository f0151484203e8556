import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processWide } from '../process-wide';
import { isProcessAlive } from './process-alive';

/**
 * PGlite gives no error when two processes open one data directory: both write and data is
 * lost. So the embedded mode owns DATA_DIR through a lock file created atomically (O_EXCL);
 * a second opener is refused with the holder's identity.
 *
 * A lock is stale when its holder is on this host and either its process is gone, or it names
 * this very process but this process does not hold it: in a container the app is pid 1 on
 * every run, so the lock a killed run left behind names our own pid. The locks this process
 * holds are kept in memory (server/process-wide.ts, so that every bundle of the app sees them). A lock
 * from another host is never taken over: its holder's liveness cannot be checked from here.
 *
 * Taking over a stale lock is "remove it, create ours", and two processes doing that at once
 * could each remove the other's fresh lock and both go on as writers. So a takeover of the
 * lock whose bytes are S is done only by the process that created the marker file
 * `lock.json.takeover-<hash of S>-0` with O_EXCL, which exactly one process can do; while it
 * holds the marker it re-reads the lock and goes on only if it still reads S, then removes it
 * and creates its own with O_EXCL. Why no other lock can be removed by mistake:
 *  - Only a marker holder for S removes a lock, and only after reading S under the marker.
 *    From that read to the removal the lock stays S: normal openers only create a lock where
 *    there is none, S's holder is dead (or is this process, which is busy right here: the
 *    whole function is synchronous), and other would-be takers of S wait on the marker.
 *  - A lock's bytes are never seen twice (each carries a random token), so a process that
 *    read S long ago and gets the marker for S once it is free finds the lock changed and
 *    leaves it alone. Markers may therefore be removed once their takeover is over.
 *  - A marker is never removed while its holder may still act. If its holder died mid-takeover
 *    (a dead pid, or our own pid, as above), the next process moves on to generation 1, 2, ...
 *    of the marker, again with O_EXCL, and leaves the dead one to be cleaned up by the winner.
 *    There is no timeout: a holder that is merely slow (stopped, swapped out) could wake up
 *    and remove a lock made in the meantime. If a marker's holder looks alive for longer than
 *    TAKEOVER_WAIT_MS (its pid reused by an unrelated process), opening fails and says which
 *    file to delete: refusing is always safe, two writers are not.
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
    /** What to do about it; by default how to get the holder out of the way. */
    advice?: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holder.pid} on ${holder.host} ` +
        `("${holder.command}", since ${holder.since}). ${advice ?? defaultAdvice(dataDir, holder)}`,
    );
  }
}

function defaultAdvice(dataDir: string, holder: LockHolder): string {
  const advice = 'Stop it first, or point DATA_DIR elsewhere.';
  if (holder.host === os.hostname()) return advice;
  return (
    `${advice} A lock taken on another host is never taken over automatically; if ${holder.host} ` +
    `is gone or no longer runs it, delete ${path.join(dataDir, LOCK_FILE)} and start again.`
  );
}

const LOCK_FILE = 'lock.json';
/** How long to wait for another process's takeover of a stale lock to finish. */
const TAKEOVER_WAIT_MS = 10_000;
const UNKNOWN: LockHolder = { pid: 0, host: 'unknown', command: 'unknown', since: 'unknown' };

/** Lock files (resolved paths) this process holds. */
const heldLocks = () => processWide('dataDirLocks', () => new Set<string>());

/** The marker whose O_EXCL creator may take over the lock that reads `lockText`. */
export function takeoverMarkerPath(lockPath: string, lockText: string, generation: number): string {
  const key = createHash('sha256').update(lockText).digest('hex').slice(0, 16);
  return `${lockPath}.takeover-${key}-${generation}`;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Creates `file` with `text` unless it exists (O_EXCL); false if it exists. */
function createExclusive(file: string, text: string): boolean {
  try {
    fs.writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The file's text, or undefined if there is no such file. */
function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The holder a lock or marker names, or undefined if it is not (yet) one. */
function parseHolder(text: string | undefined): LockHolder | undefined {
  try {
    const { pid, host, command, since } = JSON.parse(text ?? '') as Partial<LockHolder>;
    if (!Number.isInteger(pid) || typeof host !== 'string') return undefined;
    return { pid: pid!, host, command: String(command), since: String(since) };
  } catch {
    return undefined;
  }
}

/** A holder on this host that is gone: a dead process, or this one, which holds nothing here. */
function isGone(holder: LockHolder, heldByUs: boolean): boolean {
  if (holder.host !== os.hostname()) return false;
  return holder.pid === process.pid ? !heldByUs : !isProcessAlive(holder.pid);
}

type Takeover = 'taken' | 'changed' | { busy: LockHolder | undefined; marker: string };

/** Replaces the stale lock that read `staleText` by `mine`, if this process gets to (see above). */
function takeOver(lockPath: string, staleText: string, mine: string): Takeover {
  for (let generation = 0; ; generation++) {
    const marker = takeoverMarkerPath(lockPath, staleText, generation);
    if (!createExclusive(marker, mine)) {
      const text = readText(marker);
      // Gone: that takeover is over, the lock has changed.
      if (text === undefined) return 'changed';
      const holder = parseHolder(text);
      // A process holds no marker while it looks at one, so one naming this process is stale.
      if (holder && isGone(holder, false)) continue;
      return { busy: holder, marker };
    }
    try {
      if (readText(lockPath) !== staleText) return 'changed';
      fs.rmSync(lockPath, { force: true });
      return createExclusive(lockPath, mine) ? 'taken' : 'changed';
    } finally {
      for (let g = generation; g >= 0; g--) fs.rmSync(takeoverMarkerPath(lockPath, staleText, g), { force: true });
    }
  }
}

function hold(lockPath: string, mine: string): () => void {
  heldLocks().add(lockPath);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    heldLocks().delete(lockPath);
    if (readText(lockPath) === mine) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return release;
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function lockDataDir(dataDir: string, command: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(fs.realpathSync(dataDir), LOCK_FILE);
  const me: LockHolder = { pid: process.pid, host: os.hostname(), command, since: new Date().toISOString() };
  const mine = JSON.stringify({ ...me, token: randomUUID() });
  let unreadable = 0;
  let waitingSince: number | undefined;
  for (;;) {
    if (createExclusive(lockPath, mine)) return hold(lockPath, mine);
    const text = readText(lockPath);
    if (text === undefined) continue; // released meanwhile
    const holder = parseHolder(text);
    if (!holder) {
      // Written right after it is created: give its writer a moment.
      if (++unreadable <= 3) {
        sleepSync(10);
        continue;
      }
      throw new DataDirLockedError(dataDir, UNKNOWN, `Its lock file ${lockPath} is unreadable; if no process uses the directory, delete that file and start again.`);
    }
    if (!isGone(holder, heldLocks().has(lockPath))) throw new DataDirLockedError(dataDir, holder);
    const outcome = takeOver(lockPath, text, mine);
    if (outcome === 'taken') return hold(lockPath, mine);
    if (outcome === 'changed') continue;
    // Another process is taking the stale lock over right now; it takes well under a millisecond.
    waitingSince ??= Date.now();
    if (Date.now() - waitingSince > TAKEOVER_WAIT_MS) {
      throw new DataDirLockedError(
        dataDir,
        outcome.busy ?? UNKNOWN,
        `It started taking over a stale lock but has not finished after ${TAKEOVER_WAIT_MS / 1000} s; if that process is gone, delete ${outcome.marker} and start again.`,
      );
    }
    sleepSync(5);
  }
}
