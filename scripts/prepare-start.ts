// The first half of `npm start`: validates the configuration and builds the app when the sources
// changed since the last build; scripts/serve.ts then serves it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, getEnv } from '../server/env';

const SOURCES = ['app', 'server', 'inngest', 'components', 'public', 'prisma/schema', 'instrumentation.ts', 'proxy.ts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP = path.join('.next', 'source-stamp');

function sourceStamp(): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry).sort()) {
        if (!child.endsWith('.test.ts') && child !== 'generated') visit(path.join(entry, child));
      }
    } else {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  SOURCES.forEach(visit);
  return hash.digest('hex');
}

function buildIfStale() {
  const stamp = sourceStamp();
  const built = fs.existsSync(path.join('.next', 'BUILD_ID')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === stamp;
  if (built) return;
  console.log('Building the app (first start, or the sources changed)…');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, stamp);
}

function main() {
  // Validate as the server will run: `next start` defaults NODE_ENV to production, which
  // refuses the development-only settings (server/env.ts).
  (process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';
  try {
    getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  buildIfStale();
}

main();
