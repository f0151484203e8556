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

/**
 * A URL as members see it in the delivery log: without its query string and fragment (receivers
 * put tokens there, cut marked `?…`) and without its user name and password (replaced by `***`).
 * Also for a redirect's Location, which may be relative or cut short.
 */
export function forMembers(raw: string): string {
  try {
    const url = new URL(raw);
    if (!url.search && !url.hash && !url.username && !url.password) return raw;
    const cut = Boolean(url.search || url.hash);
    url.search = '';
    url.hash = '';
    if (url.username || url.password) {
      url.username = '***';
      url.password = '';
    }
    return cut ? `${url.toString()}?…` : url.toString();
  } catch {
    // Not an absolute URL (a relative Location, one cut short): the same parts, by their
    // delimiters; an authority that is not plain host[:port] may be credentials cut before '@'.
    return raw
      .replace(/^((?:[a-z][a-z0-9+.-]*:)?\/\/)([^/?#]*)/i, (_, start: string, authority: string) => {
        if (authority.includes('@')) return `${start}***@${authority.slice(authority.lastIndexOf('@') + 1)}`;
        return start + (/^[^:\s]*(:\d*)?$/.test(authority) ? authority : '***');
      })
      .replace(/[?#][\s\S]*$/, '?…');
  }
}

/** The error logged for a redirect the sender did not follow (it never follows one). */
export function redirectNotFollowed(status: number, location: string | undefined): string {
  return `HTTP ${status}: redirect${location ? ` to ${location.slice(0, 200)}` : ''} not followed`;
}

/** A logged error as members see it: a redirect's Location cut as forMembers cuts a URL. */
export function errorForMembers(error: string | null): string | null {
  const redirect = error && /^(HTTP \d{3}: redirect to )([\s\S]*)( not followed)$/.exec(error);
  return redirect ? `${redirect[1]}${forMembers(redirect[2]!)}${redirect[3]}` : error;
}
