import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { appRouter } from '@/server/api/root';
import { createCallerFactory } from '@/server/api/trpc';
import type { Context } from '@/server/api/trpc';
import { getDb } from '@/server/db';
import { SIGN_IN_LIMITS, SIGN_UP_LIMITS, ThrottledError, throttledSignIn, throttledSignUp } from './throttle';
import { kdfRuns as kdf, resetKdfRuns } from './testing/counted-kdf';
import { signUp } from './users';

// Every run of the password KDF on the sign-in path, counted (test/setup-database.ts): a
// throttled attempt must add none.

const PASSWORD = 'correct horse battery';
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
// One documentation-range address per call, so a test's own IP bucket starts empty.
let nextHost = 1;
const freshIp = () => `203.0.113.${nextHost++}`;

beforeEach(resetKdfRuns);

describe('sign-in throttling', () => {
  it('refuses the 11th attempt for one email within 15 minutes before any KDF work; other emails are unaffected', async () => {
    const email = uniqueEmail('target');
    await signUp({ email, password: PASSWORD });
    const other = uniqueEmail('bystander');
    await signUp({ email: other, password: PASSWORD });

    // Ten attempts (nine wrong, then the right one), each from its own address: only the
    // per-email limit is in play. Successful attempts count too.
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail - 1; i++) {
      expect(await throttledSignIn({ email, password: `wrong-${i}`, clientIp: freshIp() })).toBeNull();
    }
    expect(await throttledSignIn({ email, password: PASSWORD, clientIp: freshIp() })).toMatchObject({ email });
    expect(kdf.verifications).toBe(SIGN_IN_LIMITS.perEmail);

    // The 11th, even with the right password, another address and other casing: refused, no KDF.
    const refused = await throttledSignIn({ email: ` ${email.toUpperCase()} `, password: PASSWORD, clientIp: freshIp() }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ThrottledError);
    expect(refused).toMatchObject({ code: 'limit_exceeded', message: 'Too many sign-in attempts; try again in 15 minutes.' });
    expect((refused as ThrottledError).retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((refused as ThrottledError).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(kdf.verifications).toBe(SIGN_IN_LIMITS.perEmail);

    // Another account is unaffected, from the same address as the refused attempt's too.
    expect(await throttledSignIn({ email: other, password: PASSWORD, clientIp: `203.0.113.${nextHost - 1}` })).toMatchObject({ email: other });
    expect(kdf.verifications).toBe(SIGN_IN_LIMITS.perEmail + 1);
  });

  it('refuses the 31st attempt from one IP before any KDF work; other addresses are unaffected', async () => {
    const email = uniqueEmail('victim');
    await signUp({ email, password: PASSWORD });
    const attacker = freshIp();
    // Thirty guesses at thirty (unknown) emails: each costs the KDF, no email limit is reached.
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++) {
      expect(await throttledSignIn({ email: uniqueEmail(`guess${i}`), password: PASSWORD, clientIp: attacker })).toBeNull();
    }
    expect(kdf.verifications).toBe(SIGN_IN_LIMITS.perIp);

    await expect(throttledSignIn({ email, password: PASSWORD, clientIp: attacker })).rejects.toMatchObject({ code: 'limit_exceeded' });
    expect(kdf.verifications).toBe(SIGN_IN_LIMITS.perIp);

    // The account's owner, elsewhere, signs in: the refused attempt did not use up its email allowance either.
    expect(await throttledSignIn({ email, password: PASSWORD, clientIp: freshIp() })).toMatchObject({ email });
    expect(kdf.verifications).toBe(SIGN_IN_LIMITS.perIp + 1);
  });
});

describe('sign-up throttling', () => {
  it('refuses the 6th sign-up from one IP within an hour; another IP and the operator path are fine', async () => {
    const { prisma } = await getDb();
    const ip = freshIp();
    for (let i = 0; i < SIGN_UP_LIMITS.perIp; i++) {
      await throttledSignUp({ email: uniqueEmail(`visitor${i}`), password: PASSWORD }, { clientIp: ip });
    }
    const sixth = uniqueEmail('sixth');
    await expect(throttledSignUp({ email: sixth, password: PASSWORD }, { clientIp: ip })).rejects.toMatchObject({
      code: 'limit_exceeded',
      message: expect.stringMatching(/^Too many new accounts from your network; try again in (59|60) minutes\.$/),
    });
    expect(await prisma.user.count({ where: { email: sixth } })).toBe(0);

    const elsewhere = await throttledSignUp({ email: sixth, password: PASSWORD }, { clientIp: freshIp() });
    expect(elsewhere.user.email).toBe(sixth);
    // The operator CLI's path (signUp itself) has no limit.
    expect((await signUp({ email: uniqueEmail('operator'), password: PASSWORD })).user.id).toBeTruthy();
  });

  it('account.signUp throttles by the web context’s client IP and answers 429 with the message', async () => {
    const ip = freshIp();
    const context: Context = { principal: null, userId: null, clientIp: ip };
    const visitor = createCallerFactory(appRouter)(context);
    for (let i = 0; i < SIGN_UP_LIMITS.perIp; i++) {
      await visitor.account.signUp({ email: uniqueEmail(`web${i}`), password: PASSWORD });
    }
    await expect(visitor.account.signUp({ email: uniqueEmail('web-sixth'), password: PASSWORD })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many new accounts from your network; try again in \d+ minutes\.$/),
    });
    const elsewhere: Context = { ...context, clientIp: freshIp() };
    const neighbour = createCallerFactory(appRouter)(elsewhere);
    await expect(neighbour.account.signUp({ email: uniqueEmail('web-other'), password: PASSWORD })).resolves.toMatchObject({});
  });
});
