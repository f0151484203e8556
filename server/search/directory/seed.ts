// Bulk loading of the generated directory: one transaction, multi-row INSERT ... SELECT FROM
// unnest(arrays) in batches (a handful of statements per 5,000 people, never row by row), with
// the secondary indexes and foreign keys dropped before the load and rebuilt after it.
import type { SqlRunner } from '@/server/db';
import { DIRECTORY_TABLES, directoryHasPeople, directorySize, insertDirectoryPeople } from '../people-store/directory-people';
import { generateCompanies, type GeneratedCompany } from './companies';
import { PeopleGenerator, type GeneratedPerson } from './people';

/** The seed of the default directory: every machine generates the same people. */
export const DEFAULT_DIRECTORY_SEED = 42;

const BATCH = 5000;
/** pg_advisory_xact_lock key: concurrent starters wait for one seeder. */
const SEED_LOCK = 0x5eed0001;

export interface SeedTarget {
  kind: 'pglite' | 'postgres';
  sql: SqlRunner;
}

export interface SeedOptions {
  size: number;
  seed?: number;
  /** Leave a non-empty directory alone (app start); otherwise replace it. */
  onlyIfEmpty?: boolean;
  onProgress?: (people: number) => void;
}

export interface SeedReport {
  seeded: boolean;
  size: number;
  companies: number;
  seed: number;
  seconds: number;
}

async function loadCompanies(tx: SqlRunner, companies: GeneratedCompany[]): Promise<void> {
  for (let i = 0; i < companies.length; i += BATCH) {
    const batch = companies.slice(i, i + BATCH);
    await tx.query(
      `INSERT INTO directory_company (id, name, name_key, domain, industry, employee_count, size_band, funding_stage, hq_city, hq_country_code, founded_year)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[])`,
      [
        batch.map((c) => c.id), batch.map((c) => c.name), batch.map((c) => c.nameKey), batch.map((c) => c.domain),
        batch.map((c) => c.industry), batch.map((c) => c.employeeCount), batch.map((c) => c.sizeBand), batch.map((c) => c.fundingStage),
        batch.map((c) => c.hqCity), batch.map((c) => c.hqCountryCode), batch.map((c) => c.foundedYear),
      ],
    );
  }
}

interface Deferred {
  indexes: Array<{ name: string; def: string }>;
  foreignKeys: Array<{ table: string; name: string; def: string }>;
}

/** Drops the secondary indexes and foreign keys of the directory tables; returns how to rebuild them. */
async function dropSecondaryStructures(tx: SqlRunner): Promise<Deferred> {
  const foreignKeys = await tx.query<{ table: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1::text[]) ORDER BY c.conname`,
    [DIRECTORY_TABLES],
  );
  const indexes = await tx.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype = 'p')
     ORDER BY i.indexname`,
    [DIRECTORY_TABLES],
  );
  for (const fk of foreignKeys) await tx.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`);
  for (const index of indexes) await tx.query(`DROP INDEX "${index.name}"`);
  return { indexes, foreignKeys };
}

async function rebuild(tx: SqlRunner, deferred: Deferred): Promise<void> {
  for (const index of deferred.indexes) await tx.query(index.def);
  for (const fk of deferred.foreignKeys) await tx.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.def}`);
}

/**
 * Generates a directory of `size` people from `seed` and loads it, replacing what is there (or
 * leaving a non-empty directory alone with onlyIfEmpty).
 */
export async function seedDirectory(db: SeedTarget, options: SeedOptions): Promise<SeedReport> {
  const size = options.size;
  const seed = options.seed ?? DEFAULT_DIRECTORY_SEED;
  if (!Number.isInteger(size) || size < 0) throw new RangeError(`directory size must be a whole number >= 0, got ${size}`);
  const started = performance.now();
  const companies = generateCompanies(seed);
  const result = await db.sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (options.onlyIfEmpty) {
      if (await directoryHasPeople(tx)) return false;
    }
    const deferred = await dropSecondaryStructures(tx);
    await tx.query(`TRUNCATE ${DIRECTORY_TABLES.join(', ')}`);
    await loadCompanies(tx, companies);
    const generator = new PeopleGenerator(seed, companies);
    for (let done = 0; done < size; ) {
      const n = Math.min(BATCH, size - done);
      const batch: GeneratedPerson[] = [];
      for (let i = 0; i < n; i++) batch.push(generator.next());
      await insertDirectoryPeople(tx, batch);
      done += n;
      options.onProgress?.(done);
    }
    await rebuild(tx, deferred);
    await tx.query(`ANALYZE ${DIRECTORY_TABLES.join(', ')}`);
    return true;
  });
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  if (!result) return { seeded: false, size: await directorySize(db.sql), companies: companies.length, seed, seconds };
  return { seeded: true, size, companies: companies.length, seed, seconds };
}

/**
 * Called at app start: fills an empty directory with `size` generated people (the configured
 * PEOPLE_DIRECTORY_SIZE); a directory that has people is left as it is.
 */
export async function ensureDirectorySeeded(db: SeedTarget, size: number): Promise<SeedReport> {
  const existing = await directorySize(db.sql);
  if (existing > 0 || size === 0) return { seeded: false, size: existing, companies: 0, seed: DEFAULT_DIRECTORY_SEED, seconds: 0 };
  return seedDirectory(db, { size, onlyIfEmpty: true });
}
