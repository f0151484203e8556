/**
 * Requests this process is answering, so that its background work (the embedded executor's
 * runs) waits for a moment when nobody is waiting on an answer. One process serves both: a
 * burst of POST /v1/search would otherwise be answered behind the searches it starts. Under
 * sustained load the background still moves, one piece at least every `maxDeferMs`.
 * Process-wide (on globalThis), as every bundle of the app answers through the same server.
 */
interface Foreground {
  answering: number;
  quiet: Set<() => void>;
}

const holder = globalThis as unknown as { __peopleSearchForeground?: Foreground };
const foreground = (holder.__peopleSearchForeground ??= { answering: 0, quiet: new Set() });

/** How long background work waits, at most, for the requests in flight to be answered. */
export const FOREGROUND_MAX_DEFER_MS = 100;

/** Counts a request as being answered until `response` closes (answered, or the client left). */
export function answerInForeground(response: { once(event: 'close', listener: () => void): unknown }): void {
  foreground.answering++;
  response.once('close', () => {
    if (--foreground.answering === 0) for (const resume of [...foreground.quiet]) resume();
  });
}

/** Resolves at once when no request is being answered, else when none is or after `maxDeferMs`. */
export function foregroundQuiet(maxDeferMs = FOREGROUND_MAX_DEFER_MS): Promise<void> {
  if (foreground.answering === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const resume = () => {
      clearTimeout(timer);
      foreground.quiet.delete(resume);
      resolve();
    };
    const timer = setTimeout(resume, maxDeferMs);
    foreground.quiet.add(resume);
  });
}
