import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack's replay window: a request whose timestamp is further than this from now is refused. */
export const SLACK_TIMESTAMP_TOLERANCE_S = 5 * 60;

export type SlackSignatureCheck = { ok: true } | { ok: false; reason: string };

/** `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{raw body}`, keyed with the app's signing secret. */
export function slackSignature(signingSecret: string, timestamp: string, rawBody: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`, 'utf8').digest('hex')}`;
}

/**
 * The timestamp half of Slack's verification, which needs no secret: whole seconds, at most five
 * minutes from now either way. Checked first, so a stale or malformed request is refused before
 * anything is looked up for it.
 */
export function checkSlackTimestamp(timestamp: string | null, nowMs = Date.now()): SlackSignatureCheck {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing or malformed X-Slack-Request-Timestamp' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SLACK_TIMESTAMP_TOLERANCE_S) return { ok: false, reason: 'X-Slack-Request-Timestamp is more than 5 minutes away' };
  return { ok: true };
}

/**
 * Verifies a request exactly as Slack documents it
 * (https://api.slack.com/authentication/verifying-requests-from-slack): the timestamp is within
 * five minutes of now, and `X-Slack-Signature` equals the HMAC of the raw body, compared in
 * constant time. The body must be the bytes Slack sent, before any form parsing.
 */
export function verifySlackSignature(input: {
  signingSecret: string;
  timestamp: string | null;
  signature: string | null;
  rawBody: string;
  nowMs?: number;
}): SlackSignatureCheck {
  const fresh = checkSlackTimestamp(input.timestamp, input.nowMs);
  if (!fresh.ok) return fresh;
  if (!input.signature || !/^v0=[0-9a-f]{64}$/i.test(input.signature)) return { ok: false, reason: 'missing or malformed X-Slack-Signature' };
  const expected = Buffer.from(slackSignature(input.signingSecret, input.timestamp!, input.rawBody), 'utf8');
  const given = Buffer.from(input.signature.toLowerCase(), 'utf8');
  // Same length by the format check above; timingSafeEqual needs it.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'X-Slack-Signature does not match' };
  return { ok: true };
}
