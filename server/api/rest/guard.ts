import { admitApiKey } from '@/server/api-keys/admission';
import type { Principal } from '@/server/auth/principal';
import { AppError } from '@/server/errors';
import { KEY_REQUESTS_PER_MINUTE } from '@/server/limits/policy';
import { isProjectId } from '@/server/projects/project-id';
import type { StatusRead } from '@/server/projects/project-status';
import type { RestRequest } from './exchange';

export interface Guarded {
  principal: Principal & { kind: 'apiKey' };
  /** IETF RateLimit headers for every response to this request. */
  rateHeaders: Record<string, string>;
  /** A poll's project status, read with the admission (PostgreSQL mode). */
  statusRead?: StatusRead;
}

const POLL = /^\/v1\/projects\/([^/]+)\/?$/;

/** The project a `GET /v1/projects/{id}` (or HEAD) will read once admitted. */
function polledProject(method: string, pathname: string | undefined): string | undefined {
  if (!pathname || (method !== 'GET' && method !== 'HEAD')) return undefined;
  const id = POLL.exec(pathname)?.[1];
  return id && isProjectId(id) ? id : undefined;
}

/**
 * Authenticates the key and counts the request; throws unauthorized or limit_exceeded. Given the
 * request's path, a poll of a project's status has it read along (`statusRead`).
 */
export async function guardRestRequest(req: RestRequest, pathname?: string): Promise<Guarded> {
  const authorization = req.header('authorization');
  const { principal, decision, statusRead } = await admitApiKey(authorization, KEY_REQUESTS_PER_MINUTE, 60, polledProject(req.method, pathname));
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
