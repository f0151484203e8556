import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
const integration = ['**/*.int.test.ts'];
const exclude = ['node_modules/**', '.next/**', 'e2e/**', '.data/**'];

/** The integration suite against one kind of database. */
function integrationProject(database: 'pglite' | 'postgres') {
  return {
    resolve: { alias },
    test: {
      name: `integration-${database}`,
      include: integration,
      exclude,
      globalSetup: ['test/global-setup-database.ts'],
      setupFiles: ['test/setup-database.ts'],
      env: { TEST_DATABASE: database },
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

// unit: pure code. integration-*: the same suite against embedded PGlite and a real PostgreSQL
// (test/setup-database.ts gives every test file a fresh database of the chosen kind).
// isolate false: the files of a worker share one module graph, loaded once, where loading it for
// each file took half of the run (647 s -> 392 s for all three projects, 2 cores). So no test
// mocks a module (lint forbids vi.mock in tests; test/setup-database.ts sets the stand-ins).
export default defineConfig({
  resolve: { alias },
  test: {
    // Twice the cores: integration files spend much of their time waiting (child processes,
    // retries, PostgreSQL), and one run of all projects then takes about half as long.
    maxWorkers: Math.max(2, os.availableParallelism() * 2),
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['**/*.test.ts'], exclude: [...exclude, ...integration], environment: 'node', isolate: false } },
      integrationProject('pglite'),
      integrationProject('postgres'),
    ],
  },
});
