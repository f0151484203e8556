import ipaddr from 'ipaddr.js';

/**
 * The client address used to throttle anonymous actions (sign-in, sign-up): the first entry of
 * X-Forwarded-For, else X-Real-IP. Next.js fills X-Forwarded-For with the socket address only when
 * the request has none, so these headers are trustworthy only when a reverse proxy in front of
 * the app REPLACES them with the address it sees (e.g. nginx `proxy_set_header X-Forwarded-For
 * $remote_addr;`, not `$proxy_add_x_forwarded_for`, which keeps the client's own value first).
 * Without such a proxy a client can pick its own address and the per-IP limits are advisory;
 * the per-email sign-in limit holds regardless.
 *
 * Canonical form, so one address has one bucket: IPv4 (also when IPv4-mapped) as dotted quad,
 * IPv6 as its /64 (one subscriber's usual allocation). Null when absent or not an address.
 */
export function clientIpFrom(headers: { get(name: string): string | null }): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const raw = forwarded || headers.get('x-real-ip')?.trim();
  return raw ? canonicalAddress(raw) : null;
}

function canonicalAddress(text: string): string | null {
  // "[v6]:port", "v4:port" or a bare address.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  const bare = bracketed?.[1] ?? v4WithPort?.[1] ?? text;
  if (bare.length > 64 || !ipaddr.isValid(bare)) return null;
  const ip = ipaddr.process(bare);
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
