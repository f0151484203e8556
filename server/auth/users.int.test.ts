import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { signUp } from './users';

describe('signUp', () => {
  it('lets exactly one of several concurrent sign-ups with one email succeed; the others get a conflict', async () => {
    const email = `race-${randomBytes(4).toString('hex')}@example.com`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => signUp({ email: i % 2 ? email.toUpperCase() : email, password: 'correct horse battery' })),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(4);
    for (const { reason } of lost) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ code: 'conflict', message: 'An account with this email already exists: sign in instead.' });
    }
    const { prisma } = await getDb();
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  it('refuses a sign-up with an email already taken', async () => {
    const email = `taken-${randomBytes(4).toString('hex')}@example.com`;
    await signUp({ email, password: 'correct horse battery' });
    await expect(signUp({ email: ` ${email.toUpperCase()} `, password: 'another password' })).rejects.toMatchObject({ code: 'conflict' });
  });
});
