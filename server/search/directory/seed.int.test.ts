import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Database } from '@/server/db';
import { directorySize } from '../people-store/directory-people';
import { ensureDirectorySeeded, seedDirectory } from './seed';

let db: Database;

async function structure(): Promise<string[]> {
  const indexes = await db.sql.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('directory_person', 'directory_company', 'directory_past_role') ORDER BY 1`,
  );
  const fks = await db.sql.query<{ name: string }>(
    `SELECT conname AS name FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text LIKE 'directory_%' ORDER BY 1`,
  );
  return [...indexes.map((r) => r.name), ...fks.map((r) => r.name)];
}

async function checksum(): Promise<string> {
  const [row] = await db.sql.query<{ sum: string }>(
    `SELECT md5(string_agg(concat_ws('|', id, full_name, title, company_name, city, email, phone, array_to_string(skills, ','), years_experience), ';' ORDER BY id)) AS sum FROM directory_person`,
  );
  return row!.sum;
}

beforeAll(async () => {
  db = await getDb();
});

describe('seeding the directory', () => {
  it('seeds an empty directory once, at start', async () => {
    expect(await directorySize(db.sql)).toBe(0);
    expect((await ensureDirectorySeeded(db, 0)).seeded).toBe(false);
    const first = await ensureDirectorySeeded(db, 1500);
    expect(first).toMatchObject({ seeded: true, size: 1500 });
    expect(first.seconds).toBeGreaterThan(0);
    expect(await ensureDirectorySeeded(db, 3000)).toMatchObject({ seeded: false, size: 1500 });
    expect(await directorySize(db.sql)).toBe(1500);
  });

  it('rebuilds every index and foreign key it dropped for the load', async () => {
    const before = await structure();
    expect(before).toEqual(expect.arrayContaining(['directory_person_skills_idx', 'directory_person_title_trgm_idx', 'directory_person_company_id_fkey']));
    await seedDirectory(db, { size: 700 });
    expect(await structure()).toEqual(before);
    expect(await directorySize(db.sql)).toBe(700);
    const [orphans] = await db.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM directory_past_role r LEFT JOIN directory_person p ON p.id = r.person_id WHERE p.id IS NULL',
    );
    expect(orphans!.n).toBe(0);
  });

  it('gives the same directory for the same seed, another for another seed', async () => {
    await seedDirectory(db, { size: 600, seed: 42 });
    const a = await checksum();
    await seedDirectory(db, { size: 600, seed: 7 });
    const b = await checksum();
    await seedDirectory(db, { size: 600, seed: 42 });
    expect(await checksum()).toBe(a);
    expect(b).not.toBe(a);
  });

  it('lets one of two concurrent starters seed', async () => {
    await seedDirectory(db, { size: 0 });
    const reports = await Promise.all([ensureDirectorySeeded(db, 400), ensureDirectorySeeded(db, 400)]);
    expect(reports.filter((r) => r.seeded)).toHaveLength(1);
    expect(await directorySize(db.sql)).toBe(400);
  });

  it('refuses a negative size', async () => {
    await expect(seedDirectory(db, { size: -1 })).rejects.toThrow(/whole number/);
  });
});
