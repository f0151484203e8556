import { createHmac } from 'node:crypto';

/**
 * The two signatures every delivery carries. Both are HMAC-SHA256 over the exact body bytes
 * sent, keyed with the workspace's webhook secret `whsec_<base64>`, but with different key bytes:
 *
 * - `X-Service-Signature: sha256=<hex>` (the spec's): lower-case hex of HMAC-SHA256(body), keyed
 *   with the whole secret string as UTF-8 bytes, `whsec_` prefix included, as shown in the UI.
 * - Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`):
 *   HMAC-SHA256 of `${id}.${timestamp}.${body}`, keyed with the base64-decoded part after
 *   `whsec_` (32 bytes), as the standardwebhooks and svix libraries expect.
 */
const SECRET_PREFIX = 'whsec_';

export function serviceSignature(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex')}`;
}

/** The Standard Webhooks key: the bytes the base64 after `whsec_` encodes. */
export function standardWebhooksKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  if (key.length === 0) throw new Error('The webhook secret has no key bytes after whsec_');
  return key;
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, timestamp in whole seconds. */
export function standardWebhooksSignature(webhookId: string, timestamp: number, body: string | Buffer, secret: string): string {
  const mac = createHmac('sha256', standardWebhooksKey(secret));
  mac.update(`${webhookId}.${timestamp}.`, 'utf8');
  mac.update(body);
  return `v1,${mac.digest('base64')}`;
}

/** The signature headers of one attempt: a fresh timestamp each time, the same id and body. */
export function signatureHeaders(input: { webhookId: string; body: string; secret: string; now?: Date }): Record<string, string> {
  const timestamp = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return {
    'x-service-signature': serviceSignature(input.body, input.secret),
    'webhook-id': input.webhookId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardWebhooksSignature(input.webhookId, timestamp, input.body, input.secret),
  };
}
