import { getDb } from '@/server/db';
import { SLACK_TIMESTAMP_TOLERANCE_S } from './signature';

/**
 * Drops the signatures whose window has passed and records this one, in one statement: true the
 * first time a signature is seen, false for a copy. Only verified requests are recorded, so nobody
 * can spend a signature they could not make.
 */
const RECORD_SIGNATURE = {
  name: 'slack_record_signature',
  text: `WITH expired AS (DELETE FROM "SlackSeenRequest" WHERE "expiresAt" < $3::timestamp)
         INSERT INTO "SlackSeenRequest" ("signature", "expiresAt") VALUES ($1, $2::timestamp)
         ON CONFLICT ("signature") DO NOTHING RETURNING 1 AS "first"`,
};

/**
 * A signed slash command is accepted once. Kept until the request's timestamp leaves Slack's
 * window (timestamp + 5 minutes): after that the timestamp check refuses any copy by itself.
 * In the database, since in scaled mode a copy may reach another process.
 */
export async function firstSighting(signature: string, timestamp: string, nowMs = Date.now()): Promise<boolean> {
  const expiresAt = new Date((Number(timestamp) + SLACK_TIMESTAMP_TOLERANCE_S) * 1000).toISOString();
  const { sql } = await getDb();
  const rows = await sql.query(RECORD_SIGNATURE, [signature.toLowerCase(), expiresAt, new Date(nowMs).toISOString()]);
  return rows.length === 1;
}
