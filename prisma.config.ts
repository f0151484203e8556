import { defineConfig } from 'prisma/config';

// The datasource URL is only used by Prisma CLI commands run by hand against a server;
// the app connects through driver adapters (server/db/client.ts).
export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations' },
});
