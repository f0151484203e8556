import { admitApiKey } from '@/server/api-keys/admission';
import type { Principal } from '@/server/auth/principal';
import { AppError } from '@/server/errors';
import { KEY_REQUESTS_PER_MINUTE } from '@/server/limits/policy';
import type { RestRequest } from './exchange';

export interface Guarded {
  principal: Principal & { kind: 'apiKey' };
  /** IETF RateLimit headers for every response to this request. */
  rateHeaders: Record<string, string>;
}

/** Authenticates the key and counts the request; throws unauthorized or limit_exceeded. */
export async function guardRestRequest(req: RestRequest): Promise<Guarded> {
  const { principal, decision } = await admitApiKey(req.header('authorization'), KEY_REQUESTS_PER_MINUTE, 60);
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
