// The floors a PostgreSQL import is measured against, on the rows it stored, in the same database
// and the same run: COPY into a table of imported_person's columns without an index (the
// issue's floor), and one INSERT ... SELECT into an empty table with all of imported_person's
// indexes (what the database alone needs to index those rows, however they are sent), and the
// ceiling any import that keeps those indexes has against the COPY floor: COPY, then each index
// built once over the loaded rows (the cheapest way a database can index them, which an import
// into a table other workspaces search cannot take).
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

export interface Floors {
  copyRowsPerSecond: number;
  indexedInsertRowsPerSecond: number;
  /** COPY into an unindexed table, then imported_person's indexes built over it: rows/s of the two together. */
  copyThenBuildRowsPerSecond: number;
  indexes: number;
}

const rate = (rows: number, started: number) => Math.round(rows / ((performance.now() - started) / 1000));

export async function measureFloors(url: string, workspaceId: string, rows: number, tmpDir: string): Promise<Floors> {
  if (!/^bench_[0-9a-f]+$/.test(workspaceId)) throw new Error(`not a benchmark workspace: ${workspaceId}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const file = path.join(tmpDir, 'floor.copy');
  try {
    await client.query('DROP TABLE IF EXISTS bench_import_floor, bench_import_indexed');
    await pipeline(client.query(copyTo(`COPY (SELECT * FROM imported_person WHERE workspace_id = '${workspaceId}') TO STDOUT`)), fs.createWriteStream(file));
    await client.query('CREATE TABLE bench_import_floor (LIKE imported_person)');
    let started = performance.now();
    await pipeline(fs.createReadStream(file), client.query(copyFrom('COPY bench_import_floor FROM STDIN')));
    const copyRowsPerSecond = rate(rows, started);
    await client.query('CREATE TABLE bench_import_indexed (LIKE imported_person INCLUDING INDEXES)');
    started = performance.now();
    await client.query('INSERT INTO bench_import_indexed SELECT * FROM bench_import_floor');
    const indexedInsertRowsPerSecond = rate(rows, started);
    const copySeconds = rows / copyRowsPerSecond;
    const definitions = (await client.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = 'imported_person'`)).rows;
    started = performance.now();
    for (const [i, { indexdef }] of definitions.entries()) {
      await client.query(indexdef.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+/, `CREATE $1INDEX bench_import_floor_${i} ON bench_import_floor`));
    }
    const copyThenBuildRowsPerSecond = Math.round(rows / (copySeconds + (performance.now() - started) / 1000));
    return { copyRowsPerSecond, indexedInsertRowsPerSecond, copyThenBuildRowsPerSecond, indexes: definitions.length };
  } finally {
    await client.query('DROP TABLE IF EXISTS bench_import_floor, bench_import_indexed').catch(() => undefined);
    await client.end();
    fs.rmSync(file, { force: true });
  }
}
