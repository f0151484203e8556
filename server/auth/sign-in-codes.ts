/**
 * What a throttled sign-in tells the browser. Auth.js puts a CredentialsSignin's `code` in the
 * `code` query parameter that `signIn('credentials', { redirect: false })` returns; ours carries
 * the minutes to wait: `rate_limited:<minutes>`. No server imports: the sign-in form uses this too.
 */
const RATE_LIMITED_CODE = 'rate_limited';

export function rateLimitedCode(retryAfterSeconds: number): string {
  return `${RATE_LIMITED_CODE}:${retryMinutes(retryAfterSeconds)}`;
}

/** The minutes to wait, when the code is a throttled sign-in's; null for any other code. */
export function retryMinutesFromCode(code: string | null | undefined): number | null {
  const match = /^rate_limited:(\d{1,5})$/.exec(code ?? '');
  return match ? Number(match[1]) : null;
}

export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

export function throttledSignInMessage(minutes: number): string {
  return `Too many sign-in attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
