import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { SIGN_UP_REFUSED_MESSAGE, signUp } from './users';

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
      expect(reason).toMatchObject({ code: 'conflict', message: SIGN_UP_REFUSED_MESSAGE });
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

describe('password hashes from before today\'s cost', () => {
  it('still sign in, and are replaced by a full-strength hash at that sign-in', async () => {
    const { scryptSync } = await import('node:crypto');
    const { checkCredentials } = await import('./users');
    const salt = randomBytes(16);
    const old = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), scryptSync('an old long password', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('base64')].join('$');
    const email = `legacy-${randomBytes(4).toString('hex')}@example.com`;
    const { prisma } = await getDb();
    await prisma.user.create({ data: { email, passwordHash: old } });
    expect(await checkCredentials(email, 'wrong password')).toBeNull();
    expect((await prisma.user.findUniqueOrThrow({ where: { email } })).passwordHash).toBe(old);
    expect(await checkCredentials(email, 'an old long password')).toMatchObject({ email });
    const rehashed = (await prisma.user.findUniqueOrThrow({ where: { email } })).passwordHash!;
    expect(rehashed).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await checkCredentials(email, 'an old long password')).toMatchObject({ email });
  });
});
