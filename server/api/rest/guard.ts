import { admitApiKey } from '@/server/api-keys/admission';
import type { Principal } from '@/server/auth/principal';
import { AppError } from '@/server/errors';
import { KEY_REQUESTS_PER_MINUTE } from '@/server/limits/policy';
import type { StatusRead } from '@/server/projects/project-status';
import type { RestRequest } from './exchange';

export interface Guarded {
  principal: Principal & { kind: 'apiKey' };
  /** IETF RateLimit headers for every response to this request. */
  rateHeaders: Record<string, string>;
  /** A poll's project status, read with the admission (PostgreSQL mode). */
  statusRead?: StatusRead;
}

/**
 * Authenticates the key and counts the request; throws unauthorized or limit_exceeded.
 * `statusOf`, the project a poll will read, has its status read along (`statusRead`).
 */
export async function guardRestRequest(req: RestRequest, statusOf?: string): Promise<Guarded> {
  const { principal, decision, statusRead } = await admitApiKey(req.header('authorization'), KEY_REQUESTS_PER_MINUTE, 60, statusOf);
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
  return { principal, rateHeaders, statusRead };
}
