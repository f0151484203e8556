import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
const integration = ['**/*.int.test.ts'];
const exclude = ['node_modules/**', '.next/**', 'e2e/**', '.data/**'];

// unit: pure code. integration-*: the same suite against embedded PGlite and a real PostgreSQL
// (test/setup-database.ts gives every test file a fresh database of the chosen kind).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['**/*.test.ts'], exclude: [...exclude, ...integration], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'integration-pglite',
          include: integration,
          exclude,
          setupFiles: ['test/setup-database.ts'],
          env: { TEST_DATABASE: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-postgres',
          include: integration,
          exclude,
          setupFiles: ['test/setup-database.ts'],
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
