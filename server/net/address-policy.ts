import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses an outbound request (webhooks, Slack) may connect to: public unicast only.
 * Everything else (loopback, RFC 1918, link-local and the cloud metadata address in it, CGNAT,
 * unique-local, multicast,
 * unspecified, broadcast, documentation/benchmark/reserved ranges) is refused, and so is any
 * IPv6 form that carries a private IPv4 address (mapped, translated, NAT64, 6to4).
 * Returns why an address is refused, or null when it may be called.
 */
export function refusalReason(address: string): string | null {
  const parsed = parseAddress(address);
  if (!parsed) return `"${address}" is not an IP address`;
  return parsed.kind() === 'ipv4' ? ipv4Refusal(parsed as ipaddr.IPv4) : ipv6Refusal(parsed as ipaddr.IPv6);
}

/**
 * An IP address in any notation, or null. ipaddr.js also reads the legacy IPv4 forms
 * (2130706433, 0x7f000001, 0177.0.0.1, 127.1), but reads `::a.b.c.d` as `::ffff:a.b.c.d`:
 * a trailing dotted quad is rewritten as two hex groups first, so `::127.0.0.1` stays the
 * IPv4-compatible address it is (as the URL parser and the socket read it).
 */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.replace(/^\[|\]$/g, '');
  const quad = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(bare);
  let normalised = bare;
  if (quad) {
    const [a, b, c, d] = quad.slice(2).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((octet) => octet > 255)) return null;
    normalised = `${quad[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  try {
    return ipaddr.parse(normalised);
  } catch {
    return null;
  }
}

const IPV4_REASONS: Record<string, string> = {
  unspecified: 'an unspecified address (0.0.0.0/8)',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address (169.254.0.0/16, cloud metadata)',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT address (100.64.0.0/10)',
  private: 'a private network address (RFC 1918)',
  reserved: 'a reserved or documentation address',
  as112: 'an AS112 address',
  amt: 'an AMT relay address',
};

function ipv4Refusal(ip: ipaddr.IPv4): string | null {
  if (ip.toString() === '169.254.169.254') return 'the cloud metadata address';
  const range = ip.range();
  if (range === 'unicast') return null;
  return IPV4_REASONS[range] ?? `a special-purpose address (${range})`;
}

const IPV6_REASONS: Record<string, string> = {
  unspecified: 'the unspecified IPv6 address',
  linkLocal: 'a link-local IPv6 address (fe80::/10)',
  multicast: 'a multicast IPv6 address',
  loopback: 'the IPv6 loopback address',
  uniqueLocal: 'a unique-local IPv6 address (fc00::/7)',
  deprecatedSiteLocal: 'a site-local IPv6 address',
  discard: 'an IPv6 discard-only address',
  teredo: 'a Teredo address',
  benchmarking: 'an IPv6 benchmarking address',
  reserved: 'a reserved or documentation IPv6 address',
};

function ipv6Refusal(ip: ipaddr.IPv6): string | null {
  const parts = ip.parts;
  if (ip.toNormalizedString() === 'fd00:ec2:0:0:0:0:0:254') return 'the cloud metadata address';
  if (ip.range() === 'rfc6052' && parts[2] !== 0) return 'a local-use NAT64 address (64:ff9b:1::/48)';
  const embedded = embeddedIPv4(ip);
  if (embedded) {
    const inner = ipv4Refusal(embedded.v4);
    return inner ? `${embedded.form} carrying ${inner}` : null;
  }
  // ::/96 minus :: and ::1 are the deprecated IPv4-compatible addresses: never routable.
  if (parts.slice(0, 6).every((part) => part === 0) && !(parts[6] === 0 && (parts[7] === 0 || parts[7] === 1))) {
    return 'an IPv4-compatible IPv6 address (deprecated)';
  }
  const range = ip.range();
  if (range !== 'unicast') return IPV6_REASONS[range] ?? `a special-purpose IPv6 address (${range})`;
  // Only 2000::/3 is allocated as global unicast; the rest of "unicast" is unassigned space.
  if ((parts[0]! & 0xe000) !== 0x2000) return 'an IPv6 address outside global unicast (2000::/3)';
  return null;
}

/** The IPv4 address inside the IPv6 forms that translate to IPv4 on the wire. */
function embeddedIPv4(ip: ipaddr.IPv6): { v4: ipaddr.IPv4; form: string } | null {
  const p = ip.parts;
  const fromWords = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  switch (ip.range()) {
    case 'ipv4Mapped':
      return { v4: ip.toIPv4Address(), form: 'an IPv4-mapped IPv6 address' };
    case 'rfc6145':
      return { v4: fromWords(p[6]!, p[7]!), form: 'an IPv4-translated IPv6 address' };
    case 'rfc6052':
      // The well-known prefix 64:ff9b::/96 (the local-use /48 is refused before we get here).
      return { v4: fromWords(p[6]!, p[7]!), form: 'a NAT64 address' };
    case '6to4':
      return { v4: fromWords(p[1]!, p[2]!), form: 'a 6to4 address' };
    default:
      return null;
  }
}
