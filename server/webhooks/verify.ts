import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verification for receivers of our webhooks. Self-contained on purpose (only node:crypto), so
 * it can be copied into a receiver as it is. Always pass the raw body bytes as received, never
 * re-serialised JSON: any difference in spacing or key order changes the HMAC.
 */

/** Constant-time equality of two byte strings (false at once when the lengths differ). */
function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `X-Service-Signature: sha256=<hex>`: HMAC-SHA256 of the raw body, keyed with the whole secret
 * string `whsec_…` as UTF-8 bytes. The provided hex is compared lower-cased.
 */
export function verifyServiceSignature(rawBody: Buffer | string, header: string | null | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(rawBody).digest('hex');
  return sameBytes(Buffer.from(match[1]!.toLowerCase(), 'ascii'), Buffer.from(expected, 'ascii'));
}

/** A fetch Headers object, or a plain object such as Node's `req.headers` (lower-case names). */
export type WebhookHeaderSource = Headers | Record<string, string | string[] | null | undefined>;

/**
 * Standard Webhooks: `webhook-signature` holds one or more space-separated `v1,<base64>`
 * entries, each an HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the
 * base64-decoded bytes after `whsec_`. The timestamp must be within `toleranceSeconds` of now,
 * so a captured delivery cannot be replayed later; remember handled webhook-ids to refuse
 * replays inside the window.
 */
export function verifyStandardWebhook(
  rawBody: Buffer | string,
  headers: WebhookHeaderSource,
  secret: string,
  options: { toleranceSeconds?: number; now?: Date } = {},
): boolean {
  const get = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    return typeof value === 'string' ? value : null; // a repeated header is refused
  };
  const id = get('webhook-id');
  const timestamp = get('webhook-timestamp');
  const signatures = get('webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp) || !secret.startsWith('whsec_')) return false;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > (options.toleranceSeconds ?? 300)) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  if (key.length === 0) return false;
  const mac = createHmac('sha256', key);
  mac.update(`${id}.${timestamp}.`, 'utf8');
  mac.update(rawBody);
  const expected = mac.digest();
  let valid = false;
  for (const entry of signatures.split(' ')) {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) continue;
    // Compare every entry (no early exit), so timing does not tell which one matched.
    if (sameBytes(Buffer.from(value, 'base64'), expected)) valid = true;
  }
  return valid;
}
