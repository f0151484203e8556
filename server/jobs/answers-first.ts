import { processWide } from '@/server/process-wide';

/**
 * Requests this process is answering, so that its background work (the embedded executor's
 * runs) waits for a quiet moment: one process serves both, and a burst of POST /v1/search would
 * otherwise be answered behind the searches it starts. Quiet means no answer being made and no
 * request started for QUIET_GAP_MS, as seen after the event loop has read its sockets: with an
 * in-process database a request is often answered in one go, and the next one, already sent,
 * counts only once it is read. Under sustained load the background still moves: one piece every
 * `maxDeferMs`, however many pieces wait (each run of the executor waits on its own).
 * Process-wide (server/process-wide.ts): the executor's work and the answers of every bundle of
 * the app share one process.
 */
interface Foreground {
  answering: number;
  /** Requests started so far: a change means the foreground was not quiet. */
  started: number;
  /** When a piece last went ahead without a quiet moment (performance.now()). */
  lastForcedAt: number;
  /** The last piece of backgroundPiece's queue: the next one starts after it. */
  lastPiece: Promise<unknown>;
}

const foreground = processWide<Foreground>('foreground', () => ({ answering: 0, started: 0, lastForcedAt: -Infinity, lastPiece: Promise.resolve() }));

/** How long background work waits, at most, for a quiet moment. */
export const FOREGROUND_MAX_DEFER_MS = 100;
const QUIET_GAP_MS = 2;

/**
 * Counts a request as being answered until the returned function is called (later calls do
 * nothing). Call it once the answer is ready: sending it to a slow client is no work to wait for.
 */
export function answering(): () => void {
  foreground.answering++;
  foreground.started++;
  let open = true;
  return () => {
    if (open) foreground.answering--;
    open = false;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves in the event loop's check phase, which follows its poll phase (sockets read). */
const afterPoll = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Resolves at the first quiet moment, or once `maxDeferMs` have passed and no other piece went
 * ahead without a quiet moment in the last `maxDeferMs`.
 */
export async function foregroundQuiet(maxDeferMs = FOREGROUND_MAX_DEFER_MS): Promise<void> {
  let deadline = performance.now() + maxDeferMs;
  for (;;) {
    const now = performance.now();
    if (now >= deadline) {
      const nextForced = foreground.lastForcedAt + maxDeferMs;
      if (now >= nextForced) {
        foreground.lastForcedAt = now;
        return;
      }
      deadline = nextForced;
    }
    const seen = foreground.started;
    await sleep(Math.min(QUIET_GAP_MS, deadline - now));
    await afterPoll();
    if (foreground.answering === 0 && foreground.started === seen) return;
  }
}

/**
 * Runs one piece of background work that holds the database (a batch of an import), after the
 * pieces already waiting and at a quiet moment (foregroundQuiet). One at a time: with PGlite all
 * statements take turns on one engine, and pieces that passed the quiet check together would
 * each be ahead of the next answer's statements.
 */
export function backgroundPiece<T>(work: () => Promise<T>): Promise<T> {
  const turn = foreground.lastPiece.then(async () => {
    await foregroundQuiet();
    return work();
  });
  foreground.lastPiece = turn.catch(() => undefined);
  return turn;
}
