import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { newPGlite } from './open';

/**
 * Prisma's schema engine compiled to WASM (@prisma/schema-engine-wasm), so migrations are authored
 * and checked offline, where the CLI would download a native binary. The package calls itself
 * internal: its use stays in this file. The shadow database is an in-memory PGlite with the same
 * extensions as ours (the adapter's own shadow loads none, so pg_trgm indexes would fail).
 */
const SCHEMA_DIR = path.join(process.cwd(), 'prisma', 'schema');
const MIGRATIONS_DIR = path.join(process.cwd(), 'prisma', 'migrations');

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
};

async function loadEngineModule() {
  const require = createRequire(import.meta.url);
  const bindingsPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bindings = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as Record<string, unknown> & {
    __wbg_set_wasm(exports: unknown): void;
    SchemaEngine: { new: (options: unknown, log: (message: string) => void, adapter: object) => Promise<Engine> };
  };
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(path.join(path.dirname(bindingsPath), 'schema_engine_bg.wasm')), {
    './schema_engine_bg.js': bindings as WebAssembly.ModuleImports,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return bindings;
}

function readSchemaFiles(dir = SCHEMA_DIR) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.prisma'))
    .sort()
    .map((name) => ({ path: path.join(dir, name), content: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

function migrationList(dir = MIGRATIONS_DIR) {
  const names = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => fs.existsSync(path.join(dir, name, 'migration.sql'))).sort()
    : [];
  if (names.length === 0) return { tag: 'empty' };
  const lockPath = path.join(dir, 'migration_lock.toml');
  return {
    tag: 'migrations',
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8') } },
    })),
  };
}

async function withEngine<T>(fn: (engine: Engine) => Promise<T>): Promise<T> {
  const bindings = await loadEngineModule();
  const main = await newPGlite();
  const factory = {
    provider: 'postgres' as const,
    adapterName: 'pglite-with-extensions',
    connect: () => new PrismaPGlite(main).connect(),
    connectToShadowDb: async () => new PrismaPGlite(await newPGlite()).connect(),
  };
  const files = readSchemaFiles();
  const engine = await bindings.SchemaEngine.new(
    { datamodels: files.map((f) => [f.path, f.content]) },
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await main.close();
  }
}

/**
 * SQL that takes a database from the state of prisma/migrations to prisma/schema; '' when they
 * agree (no drift).
 */
export async function pendingSchemaSql(): Promise<string> {
  return withEngine(async (engine) => {
    const result = await engine.diff({
      from: migrationList(),
      to: { tag: 'schemaDatamodel', files: readSchemaFiles() },
      script: true,
      exitCode: true,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = (result.stdout ?? '').trim();
    return result.exitCode === 0 || sql === '-- This is an empty migration.' ? '' : sql;
  });
}

export { MIGRATIONS_DIR };
