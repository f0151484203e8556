import ipaddr from 'ipaddr.js';
import type { TrustProxy } from '@/server/env';

/**
 * The header that carries the TCP peer's address to the app. Next.js exposes no socket to route
 * handlers and only fills X-Forwarded-For when the client sent none, so the server process stamps
 * every request with its socket address under this name, replacing whatever the client sent
 * (server/auth/peer-address-hook.ts, installed at start).
 */
export const PEER_ADDRESS_HEADER = 'x-people-search-peer';

/**
 * The client address used to throttle anonymous actions (sign-in, sign-up, one-time password links).
 * Without TRUST_PROXY: the socket's peer, whatever forwarding headers say (anyone can write them).
 * With TRUST_PROXY: X-Forwarded-For read from the right, as the proxies appended to it, skipping
 * `hops` proxies or every hop whose address is in the trusted CIDRs; the leftmost entry when all
 * were skipped. Each proxy appends the address it saw, so entries a client forges stay on the left.
 *
 * Canonical form, so one address has one bucket: IPv4 (also when IPv4-mapped) as dotted quad,
 * IPv6 as its /64 (one subscriber's usual allocation). Null when absent or not an address.
 */
export function clientIpFrom(headers: { get(name: string): string | null }, trustProxy: TrustProxy | undefined): string | null {
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim() || null;
  if (!trustProxy) return peer ? canonicalAddress(peer) : null;
  // The chain as the last proxy saw it: the forwarded entries, then the peer itself.
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = peer ? [...forwarded, peer] : forwarded;
  if (chain.length === 0) return null;
  if (trustProxy.kind === 'hops') return canonicalAddress(chain[Math.max(0, chain.length - 1 - trustProxy.hops)]!);
  for (let i = chain.length - 1; i >= 0; i--) {
    const ip = parse(chain[i]!);
    if (ip === null) return null; // a hop we cannot read: we cannot see past it
    if (i === 0 || !isTrusted(ip, trustProxy.cidrs)) return canonicalAddress(chain[i]!);
  }
  return null;
}

function isTrusted(ip: ipaddr.IPv4 | ipaddr.IPv6, cidrs: Extract<TrustProxy, { kind: 'cidrs' }>['cidrs']): boolean {
  return cidrs.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
}

function parse(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // "[v6]:port", "v4:port" or a bare address.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  const bare = bracketed?.[1] ?? v4WithPort?.[1] ?? text;
  if (bare.length > 64 || !ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare);
}

function canonicalAddress(text: string): string | null {
  const ip = parse(text);
  if (ip === null) return null;
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
