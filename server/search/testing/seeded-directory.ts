// Shared by the engine's integration tests: a directory seeded in the test database, searched
// through the same source the app uses, with the raw SQL that says who truly matches.
import { type Database, getDb } from '@/server/db';
import { seedDirectory } from '../directory/seed';
import { runSearch } from '../engine';
import { directorySource } from '../index';
import type { PeopleSource } from '../people-source';
import type { SearchOutcome, SearchResult } from '../types';

export interface SeededDirectory {
  db: Database;
  source: PeopleSource;
  /** Runs a brief that must not ask a question. */
  done(brief: string): Promise<Extract<SearchOutcome, { status: 'done' }>>;
  /** Ids of the directory people a WHERE clause over `directory_person p` selects, ascending. */
  truth(where: string): Promise<number[]>;
}

export async function seededDirectory(size: number): Promise<SeededDirectory> {
  const db = await getDb();
  await seedDirectory(db, { size });
  const source = directorySource(db);
  return {
    db,
    source,
    async done(brief) {
      const outcome = await runSearch(source, brief);
      if (outcome.status !== 'done') throw new Error(`"${brief}" asked: ${outcome.clarificationQuestion}`);
      return outcome;
    },
    async truth(where) {
      return (await db.sql.query<{ id: number }>(`SELECT id FROM directory_person p WHERE ${where} ORDER BY id`)).map((r) => r.id);
    },
  };
}

/** The results every criterion of which is met. */
export const verified = (results: SearchResult[]) => results.filter((r) => Object.values(r.verdicts).every((v) => v === 'yes'));
