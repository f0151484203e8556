import { admitApiKey } from '@/server/api-keys/admit-api-key';
import type { Principal } from '@/server/auth/principal';
import { KEY_REQUESTS_PER_MINUTE } from '@/server/limits/policy';
import { answerPerMinuteLimit, PER_MINUTE_WINDOW_SECONDS } from '@/server/limits/rate-limit-answer';
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
  const { principal, decision, statusRead } = await admitApiKey(req.header('authorization'), KEY_REQUESTS_PER_MINUTE, PER_MINUTE_WINDOW_SECONDS, statusOf);
  const rateHeaders = answerPerMinuteLimit(decision, { policy: 'per-key', counted: 'requests', holder: 'this key' });
  return { principal, rateHeaders, statusRead };
}
