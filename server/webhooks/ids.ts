import { randomBase62 } from '@/server/crypto/tokens';

/** Standard Webhooks message id: the same for every attempt and resend of one event. */
export function newWebhookId(): string {
  return `msg_${randomBase62(27)}`;
}

export function newResendKey(): string {
  return `resend_${randomBase62(16)}`;
}

/** The URL as shown in logs: a password in it is replaced by ***. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (!url.password) return raw;
    url.password = '***';
    return url.toString();
  } catch {
    return raw;
  }
}

/** The URL without its query string and fragment (where receivers put tokens), marked as cut. */
export function withoutQuery(raw: string): string {
  try {
    const url = new URL(raw);
    if (!url.search && !url.hash) return raw;
    url.search = '';
    url.hash = '';
    return `${url.toString()}?…`;
  } catch {
    return raw.replace(/[?#].*$/, '?…');
  }
}
