import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
// eslint-disable-next-line no-restricted-imports -- the people store's lint rule (plain JavaScript), not the engine
import peopleStore from './server/search/people-store/lint-rule.mjs';

// The direction of imports (ARCHITECTURE.md: data flows down; nothing imports upward).
const upward = {
  regex: '^(@/|(\\.\\./)+)(inngest|app|components)(/|$)',
  message: 'server/ sits below inngest/, app/ and components/: pass what you need in (see server/jobs/start.ts) instead of importing upward.',
};
const pastEngineIndex = {
  regex: '(^@/|/)server/search/(?!(search-rules|types)$).+',
  message:
    'Use the engine through its front door: @/server/search (or, without loading the engine, the browser-safe @/server/search/search-rules and the data shapes of @/server/search/types).',
};
const frameworks = {
  regex: '^(next|next-auth|@trpc/[^/]+|@auth/[^/]+)(/.*)?$',
  message: 'Domain services and the engine take plain data and throw AppError: no Next.js, tRPC or Auth.js here.',
};
const restrict = (...patterns) => ['error', { patterns }];
const DOMAIN = ['api-keys', 'credits', 'crypto', 'db', 'integrations', 'jobs', 'limits', 'net', 'operator', 'people', 'projects', 'results', 'webhooks', 'workspaces'];

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
  { files: ['**/*.{ts,tsx,mjs}'], rules: { 'no-restricted-imports': restrict(pastEngineIndex) } },
  { files: ['server/**'], rules: { 'no-restricted-imports': restrict(upward, pastEngineIndex) } },
  { files: DOMAIN.map((folder) => `server/${folder}/**`), rules: { 'no-restricted-imports': restrict(upward, pastEngineIndex, frameworks) } },
  { files: ['server/search/**'], rules: { 'no-restricted-imports': restrict(upward, frameworks) } },
  {
    // Only the people store names the people tables; tests, test helpers and benchmarks may read them as truth.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['server/search/people-store/**', '**/*.test.ts', '**/testing/**', 'bench/**', 'e2e/**', 'test/**'],
    plugins: { 'people-store': peopleStore },
    rules: { 'people-store/people-tables': 'error' },
  },
  {
    // Entry points and test/bench harnesses (testing/ helpers; a *-child.ts is a test's helper process) that set or read the environment.
    files: ['server/env.ts', 'instrumentation.ts', 'scripts/**', 'test/**', 'e2e/**', 'bench/**', 'playwright.config.ts', 'vitest.config.ts', '**/*.test.ts', '**/testing/**', '**/*-child.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The test files of a vitest worker share one module graph (vitest.config.ts): a module mocked
    // in one file would reach the others, or miss modules already loaded.
    files: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message: 'Pass a stand-in instead, or set it for every integration file in test/setup-database.ts.',
        },
      ],
    },
  },
];

export default config;
