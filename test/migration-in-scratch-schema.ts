// Runs one migration of prisma/migrations over tables as they were before it, in a scratch schema
// of the test's database, and returns what `read` sees after it (the schema is dropped).
import fs from 'node:fs';
import path from 'node:path';
import { getDb, type SqlRunner } from '@/server/db';

export async function afterMigration<T>(migration: string, before: (tx: SqlRunner) => Promise<void>, read: (tx: SqlRunner) => Promise<T>): Promise<T> {
  const file = path.join(process.cwd(), 'prisma/migrations', migration, 'migration.sql');
  const statements = fs.readFileSync(file, 'utf8').split(/;\s*$/m).map((s) => s.trim()).filter((s) => s.replace(/^--.*$/gm, '').trim() !== '');
  const schema = `before_${migration.replace(/\W/g, '_')}`;
  const { sql } = await getDb();
  return sql.transaction(async (tx) => {
    await tx.query(`CREATE SCHEMA ${schema}`);
    await tx.query(`SET LOCAL search_path TO ${schema}`);
    await before(tx);
    for (const statement of statements) await tx.query(statement);
    const after = await read(tx);
    await tx.query(`DROP SCHEMA ${schema} CASCADE`);
    return after;
  });
}
