import { authenticateApiKey } from '@/server/api-keys/api-keys';
import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { KEY_REQUESTS_PER_MINUTE } from '@/server/limits/policy';
import { consume } from '@/server/limits/rate-limit';

export interface Guarded {
  principal: Principal & { kind: 'apiKey' };
  /** IETF RateLimit headers for every response to this request. */
  rateHeaders: Record<string, string>;
}

/** Authenticates the key and counts the request; throws unauthorized or limit_exceeded. */
export async function guardRestRequest(req: Request): Promise<Guarded> {
  const principal = await authenticateApiKey(req.headers.get('authorization'));
  const { sql } = await getDb();
  const decision = await consume(sql, `key:${principal.apiKeyId}`, KEY_REQUESTS_PER_MINUTE, 60);
  const rateHeaders = {
    'RateLimit-Policy': `"per-key";q=${decision.limit};w=60`,
    RateLimit: `"per-key";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
  if (!decision.allowed) {
    throw new AppError('limit_exceeded', `Rate limit of ${decision.limit} requests per minute for this key reached; retry in ${decision.resetSeconds} s.`, {
      ...rateHeaders,
      'Retry-After': String(decision.resetSeconds),
    });
  }
  return { principal, rateHeaders };
}
