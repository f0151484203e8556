// The spec's retry schedule: three attempts in total, immediately, 30 seconds after the first
// failure, 5 minutes after the second. A resend is one more attempt, counted apart.
// Browser-safe (no imports): the settings page states the same schedule.

/** Seconds to wait before attempt n + 1 once attempt n failed (index n - 1). */
const RETRY_DELAYS_SECONDS = [30, 5 * 60] as const;

export const AUTOMATIC_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
export const RESEND_ATTEMPTS = 1;

/** step.sleep durations before attempts 2 and 3. */
export const RETRY_SLEEPS = RETRY_DELAYS_SECONDS.map((seconds) => `${seconds}s`);
export const RETRY_SLEEP_MS = RETRY_DELAYS_SECONDS.map((seconds) => seconds * 1000);

const inWords = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`);

/** "at once, after 30 seconds, after 5 minutes": the schedule in the words of the docs and the UI. */
export const RETRY_SCHEDULE_IN_WORDS = ['at once', ...RETRY_DELAYS_SECONDS.map((seconds) => `after ${inWords(seconds)}`)].join(', ');

/** The delivery key of the automatic attempts; each resend has its own `resend_<random>`. */
export const AUTOMATIC_DELIVERY = 'automatic';
