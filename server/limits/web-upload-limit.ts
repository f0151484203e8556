import { getDb } from '@/server/db';
import { WEB_UPLOADS_PER_MINUTE } from './policy';
import { consume } from './rate-limit';
import { answerPerMinuteLimit, PER_MINUTE_WINDOW_SECONDS } from './rate-limit-answer';

/**
 * The People page's upload, limited per signed-in user as /v1 is per key: the same sliding window
 * in the database, the same RateLimit headers, and past it the same 429 limit_exceeded with
 * Retry-After. Counted before the body is read. Returns the headers for the response.
 */
export async function admitWebUpload(userId: string): Promise<Record<string, string>> {
  const { sql } = await getDb();
  const decision = await consume(sql, `web-upload:user:${userId}`, WEB_UPLOADS_PER_MINUTE, PER_MINUTE_WINDOW_SECONDS);
  return answerPerMinuteLimit(decision, { policy: 'per-user', counted: 'uploads', holder: 'your account' });
}
