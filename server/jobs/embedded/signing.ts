import { createHmac, randomBytes } from 'node:crypto';
import { processWide } from '@/server/process-wide';

/**
 * Request signing for the in-process serve() handler. Embedded mode runs the SDK in its cloud
 * mode with a signing key made fresh for each process: the executor signs every request like an
 * Inngest server would, so the same handler refuses unsigned calls if it is ever reachable
 * over HTTP. Format: `t=<unix seconds>&s=<hex HMAC-SHA256(key without 'signkey-<env>-', body + t)>`.
 */
export function signRequest(body: string, signingKey: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000).toString();
  const key = signingKey.replace(/^signkey-\w+-/, '');
  const s = createHmac('sha256', key).update(body).update(t).digest('hex');
  return `t=${t}&s=${s}`;
}

/** One key per process (server/process-wide.ts), so every bundle (route, instrumentation) agrees. */
export function embeddedSigningKey(): string {
  return processWide('embeddedSigningKey', () => `signkey-embedded-${randomBytes(32).toString('hex')}`);
}
