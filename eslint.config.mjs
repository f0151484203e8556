import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'server/db/generated/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      // Config is read in one place only (server/env.ts).
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through getEnv() in server/env.ts.' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Entry points and test/bench harnesses (a *-child.ts is a test's helper process) that set or read the environment.
    files: ['server/env.ts', 'instrumentation.ts', 'scripts/**', 'test/**', 'e2e/**', 'bench/**', 'playwright.config.ts', 'vitest.config.ts', '**/*.test.ts', '**/*-child.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
];

export default config;
