import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from './env';

/**
 * The two server secrets: Auth.js's session key and the key that seals secrets at rest.
 * Configuration wins; in embedded mode, a laptop start with neither creates them once in
 * DATA_DIR/secrets.json (mode 0600) and keeps them, so sessions and sealed secrets survive restarts.
 */
export interface ServerSecrets {
  authSecret: string;
  encryptionKey: Buffer;
}

let cached: ServerSecrets | undefined;

function embeddedSecrets(dataDir: string): { authSecret: string; encryptionKey: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const created = { authSecret: randomBytes(32).toString('base64url'), encryptionKey: randomBytes(32).toString('base64') };
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(created, null, 2), { flag: 'wx', mode: 0o600 });
    return created;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return JSON.parse(fs.readFileSync(file, 'utf8'));
    throw error;
  }
}

export function getSecrets(): ServerSecrets {
  if (cached) return cached;
  const env = getEnv();
  const stored = env.AUTH_SECRET && env.ENCRYPTION_KEY ? undefined : embeddedSecrets(env.DATA_DIR);
  cached = {
    authSecret: env.AUTH_SECRET ?? stored!.authSecret,
    encryptionKey: Buffer.from(env.ENCRYPTION_KEY ?? stored!.encryptionKey, 'base64'),
  };
  return cached;
}
