import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { WEB_UPLOADS_PER_MINUTE } from './policy';
import { consume } from './rate-limit';

/**
 * The People page's upload, limited per signed-in user as /v1 is per key: the same sliding window
 * in the database, the same RateLimit headers, and past it the same 429 limit_exceeded with
 * Retry-After. Counted before the body is read. Returns the headers for the response.
 */
export async function admitWebUpload(userId: string): Promise<Record<string, string>> {
  const { sql } = await getDb();
  const decision = await consume(sql, `web-upload:user:${userId}`, WEB_UPLOADS_PER_MINUTE, 60);
  const rateHeaders = {
    'RateLimit-Policy': `"per-user";q=${decision.limit};w=60`,
    RateLimit: `"per-user";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
  if (!decision.allowed) {
    throw new AppError('limit_exceeded', `Rate limit of ${decision.limit} uploads per minute for your account reached; retry in ${decision.resetSeconds} s.`, {
      ...rateHeaders,
      'Retry-After': String(decision.resetSeconds),
    });
  }
  return rateHeaders;
}
