// `prisma generate` offline: the CLI insists on a schema-engine binary it would download, but
// generation does not use it. Point it at a script that fails loudly if anything ever runs it
// (a no-op binary would make `migrate status` lie), see ../shared/notes/stack-facts.md.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const stubDir = join('node_modules', '.cache', 'people-search');
const stub = join(stubDir, 'schema-engine-unavailable');
if (!existsSync(stub)) {
  mkdirSync(stubDir, { recursive: true });
  writeFileSync(stub, '#!/bin/sh\necho "schema-engine is not available offline; use npm run db:migration" >&2\nexit 1\n');
  chmodSync(stub, 0o755);
}
const result = spawnSync('npx', ['prisma', 'generate'], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: stub, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
});
process.exit(result.status ?? 1);
