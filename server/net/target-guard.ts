import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import { parseAddress, refusalReason } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Every address a host name resolves to (DNS by default; injectable for tests). `signal` aborts
 * the lookup when the attempt's time is up.
 */
export type Resolver = (hostname: string, signal?: AbortSignal) => Promise<ResolvedAddress[]>;

/**
 * A and AAAA records over DNS (c-ares), cancelled when `signal` aborts. Not the OS's getaddrinfo
 * (dns.lookup): that runs on libuv's small thread pool, shared with file and crypto work, and
 * cannot be cancelled, so a receiver's name server that never answers would keep a thread per
 * attempt long after the attempt gave up. RFC 6761 loopback names are answered without DNS.
 */
export const systemResolver: Resolver = async (hostname, signal) => {
  const name = hostname.replace(/\.$/, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }];
  signal?.throwIfAborted();
  const resolver = new dns.promises.Resolver({ timeout: 2000, tries: 2 });
  const cancel = () => resolver.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const found: ResolvedAddress[] = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (found.length === 0 && v4.status === 'rejected') throw v4.reason;
    return found;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
};

/** What an outbound request (a webhook, a call to Slack) may do with a URL. */
export type TargetCheck =
  | {
      kind: 'allowed';
      url: URL;
      /** The host as written in the URL, without IPv6 brackets: Host header, SNI and certificate name. */
      hostname: string;
      port: number;
      /** The checked address the socket must connect to (never resolved again). */
      address: ResolvedAddress;
    }
  | { kind: 'blocked'; reason: string }
  | { kind: 'unresolvable'; error: string };

/** A target the guard let through: what server/net/pinned-post.ts dials. */
export type AllowedTarget = Extract<TargetCheck, { kind: 'allowed' }>;

export interface GuardOptions {
  resolve: Resolver;
  /** Aborts a DNS lookup still running (the attempt timed out). */
  signal?: AbortSignal;
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS: lower-cased `host` or `host:port` entries. */
  allowHosts: readonly string[];
}

/**
 * Decides where an outbound request may go, before any connection: the URL must be http(s),
 * and the host (an IP literal in any notation, or every address its name resolves to) must be
 * public, unless the operator listed exactly that host or host:port. The caller connects to
 * `address` only, so a name that resolves differently a moment later (DNS rebinding) changes nothing.
 */
export async function checkTarget(rawUrl: string, options: GuardOptions): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { kind: 'blocked', reason: 'not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'blocked', reason: `unsupported scheme ${url.protocol}` };
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (hostname === '') return { kind: 'blocked', reason: 'the URL has no host' };
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const allowed = isAllowListed(hostname, port, options.allowHosts);

  const literal = parseAddress(hostname);
  if (literal) {
    const reason = refusalReason(literal.toString());
    if (reason && !allowed) return { kind: 'blocked', reason: `${hostname} is ${reason}` };
    return { kind: 'allowed', url, hostname, port, address: connectable(literal) };
  }

  const name = hostname.replace(/\.$/, '').toLowerCase();
  // RFC 6761: resolvers may answer these with loopback without asking DNS.
  if ((name === 'localhost' || name.endsWith('.localhost')) && !allowed) return { kind: 'blocked', reason: `${hostname} is a loopback name` };

  let addresses: ResolvedAddress[];
  try {
    addresses = await options.resolve(hostname, options.signal);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { kind: 'unresolvable', error: `could not resolve ${hostname}${code ? ` (${code})` : ''}` };
  }
  if (addresses.length === 0) return { kind: 'unresolvable', error: `${hostname} has no addresses` };
  for (const candidate of addresses) {
    const ip = parseAddress(candidate.address);
    // A resolver answer that is not an IP address is refused rather than handed to the socket.
    const reason = ip ? refusalReason(ip.toString()) : 'not an IP address';
    if (reason && !allowed) return { kind: 'blocked', reason: `${hostname} resolves to ${candidate.address}, ${reason}` };
  }
  return { kind: 'allowed', url, hostname, port, address: connectable(parseAddress(addresses[0]!.address)!) };
}

/** The address to dial: an IPv4-mapped IPv6 address is dialled as the IPv4 address it names. */
function connectable(ip: ipaddr.IPv4 | ipaddr.IPv6): ResolvedAddress {
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) return { address: (ip as ipaddr.IPv6).toIPv4Address().toString(), family: 4 };
  return { address: ip.toString(), family: ip.kind() === 'ipv6' ? 6 : 4 };
}

/** The canonical form used to compare hosts: IPs in their standard notation, names lower-case without a final dot. */
function canonicalHost(host: string): string {
  const bare = host.replace(/^\[|\]$/g, '');
  const ip = parseAddress(bare);
  return ip ? ip.toString() : bare.replace(/\.$/, '').toLowerCase();
}

function parseEntry(entry: string): { host: string; port: number | null } | null {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: canonicalHost(bracketed[1]!), port: bracketed[2] ? Number(bracketed[2]) : null };
  if ((entry.match(/:/g) ?? []).length > 1) return { host: canonicalHost(entry), port: null }; // bare IPv6
  const [host, port] = entry.split(':');
  if (!host) return null;
  if (port !== undefined && !/^\d+$/.test(port)) return null;
  return { host: canonicalHost(host), port: port === undefined ? null : Number(port) };
}

/** Exactly the listed host (any port) or host:port, compared as written in the URL. */
export function isAllowListed(hostname: string, port: number, entries: readonly string[]): boolean {
  const host = canonicalHost(hostname);
  return entries.some((entry) => {
    const parsed = parseEntry(entry);
    return parsed !== null && parsed.host === host && (parsed.port === null || parsed.port === port);
  });
}
