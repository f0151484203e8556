/**
 * The session doors that take a plain POST (the People page's upload) refuse a request another
 * site's page made: a browser sends Origin with every POST, and it must name this host. `null`
 * (a sandboxed frame, a file: page, a redirect across sites) and anything unreadable are foreign
 * too. Without Origin it is no browser's cross-site request (Auth.js's session cookie is
 * SameSite=Lax, so another site's page cannot send it unannounced).
 */
export function isCrossSite(headers: { get(name: string): string | null }): boolean {
  const origin = headers.get('origin');
  return origin !== null && originHost(origin) !== headers.get('host');
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}
