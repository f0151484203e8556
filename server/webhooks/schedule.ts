/**
 * The spec's retry schedule: three attempts in total, immediately, 30 seconds after the first
 * failure, 5 minutes after the second. A resend is one more attempt, counted apart.
 */
export const AUTOMATIC_ATTEMPTS = 3;
export const RESEND_ATTEMPTS = 1;

/** step.sleep before attempt n + 1 once attempt n failed (index n - 1). */
export const RETRY_SLEEPS = ['30s', '5m'] as const;
export const RETRY_SLEEP_MS = [30_000, 5 * 60_000] as const;

/** The delivery key of the automatic attempts; each resend has its own `resend_<random>`. */
export const AUTOMATIC_DELIVERY = 'automatic';
