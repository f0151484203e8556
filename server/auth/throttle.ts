import { createHash } from 'node:crypto';
import { type SqlRunner, getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { consume } from '@/server/limits/rate-limit';
import type { RateDecision } from '@/server/limits/sliding-window';
import { retryMinutes, throttledSignInMessage } from './sign-in-codes';
import { checkCredentials, signUp } from './users';

/**
 * Throttles for the anonymous doors, on the shared database limiter (sliding windows). Every
 * attempt is counted BEFORE the password KDF runs, so a refused attempt costs no scrypt.
 * `clientIp` is plain data (see client-ip.ts); null (unknown) shares one bucket.
 * The operator CLI calls signUp directly and is not throttled.
 */
export const SIGN_IN_LIMITS = { perEmail: 10, perIp: 30, windowSeconds: 15 * 60 } as const;
export const SIGN_UP_LIMITS = { perIp: 5, windowSeconds: 60 * 60 } as const;

/** limit_exceeded, with how long to wait. */
export class ThrottledError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('limit_exceeded', message, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/**
 * checkCredentials behind two limits: per client IP, then per email (lower-cased, successful
 * attempts included). The user, null for wrong credentials, or ThrottledError.
 */
export async function throttledSignIn(input: { email: string; password: string; clientIp: string | null }) {
  const email = input.email.trim().toLowerCase();
  const { sql } = await getDb();
  const { perEmail, windowSeconds } = SIGN_IN_LIMITS;
  // IP first: attempts refused for their IP do not use up the targeted account's allowance.
  const byIp = await consumePasswordAttempt(sql, input.clientIp);
  const decision = byIp.allowed ? await consume(sql, `sign-in:email:${digest(email)}`, perEmail, windowSeconds) : byIp;
  if (!decision.allowed) throw signInThrottled(decision);
  return checkCredentials(email, input.password);
}

/**
 * The per-address rule of sign-in, for the other anonymous doors that run the KDF on a password
 * (setting one through a one-time link): the same bucket and the same answer, so one address
 * gets SIGN_IN_LIMITS.perIp KDF runs a window across all of them. Call it before hashing.
 */
export async function admitPasswordAttempt(origin: { clientIp: string | null }): Promise<void> {
  const { sql } = await getDb();
  const decision = await consumePasswordAttempt(sql, origin.clientIp);
  if (!decision.allowed) throw signInThrottled(decision);
}

const consumePasswordAttempt = (sql: SqlRunner, clientIp: string | null) =>
  consume(sql, `sign-in:ip:${clientIp ?? 'unknown'}`, SIGN_IN_LIMITS.perIp, SIGN_IN_LIMITS.windowSeconds);

const signInThrottled = (decision: RateDecision) =>
  new ThrottledError(throttledSignInMessage(retryMinutes(decision.resetSeconds)), decision.resetSeconds);

/** A visitor's sign-up (the web form): signUp behind a per-IP limit; no free choice of credits. */
export async function throttledSignUp(input: Omit<Parameters<typeof signUp>[0], 'credits'>, origin: { clientIp: string | null }) {
  const { sql } = await getDb();
  const { perIp, windowSeconds } = SIGN_UP_LIMITS;
  const decision = await consume(sql, `sign-up:ip:${origin.clientIp ?? 'unknown'}`, perIp, windowSeconds);
  if (!decision.allowed) {
    const minutes = retryMinutes(decision.resetSeconds);
    throw new ThrottledError(
      `Too many new accounts from your network; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      decision.resetSeconds,
    );
  }
  return signUp({ email: input.email, password: input.password, name: input.name });
}

// The limiter's table holds bucket names; keep the emails people tried out of it.
const digest = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 32);
