import { expect, it } from 'vitest';
import { getDb } from '@/server/db';

// Prisma's interactive transactions on both backends (on PGlite they run through
// server/db/prisma-pglite-client.ts): what commits is seen, what throws leaves nothing.
it('commits a Prisma transaction, and rolls back one that throws or fails in the database', async () => {
  const { prisma } = await getDb();
  const email = (name: string) => `${name}-${Date.now()}@example.com`;
  const kept = email('kept');
  await prisma.$transaction(async (tx) => {
    await tx.user.create({ data: { email: kept } });
    expect(await tx.user.count({ where: { email: kept } })).toBe(1);
  });
  expect(await prisma.user.count({ where: { email: kept } })).toBe(1);

  const thrown = email('thrown');
  await expect(
    prisma.$transaction(async (tx) => {
      await tx.user.create({ data: { email: thrown } });
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await prisma.user.count({ where: { email: thrown } })).toBe(0);

  const duplicate = email('duplicate');
  await expect(
    prisma.$transaction(async (tx) => {
      await tx.user.create({ data: { email: duplicate } });
      await tx.user.create({ data: { email: kept } }); // unique email taken
    }),
  ).rejects.toMatchObject({ code: 'P2002' });
  expect(await prisma.user.count({ where: { email: duplicate } })).toBe(0);
  // The database is free afterwards.
  expect(await prisma.user.count({ where: { email: kept } })).toBe(1);
});
