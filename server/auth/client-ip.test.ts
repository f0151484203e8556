import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { PEER_ADDRESS_HEADER, clientIpFrom } from './client-ip';
import { rateLimitedCode, retryMinutesFromCode, throttledSignInMessage } from './sign-in-codes';

const PEER = PEER_ADDRESS_HEADER;
const from = (entries: Record<string, string>, trust?: string) => clientIpFrom(new Headers(entries), trust ? parseEnv({ TRUST_PROXY: trust }).TRUST_PROXY : undefined);

describe('clientIpFrom', () => {
  it('without TRUST_PROXY takes the socket peer and ignores every forwarding header', () => {
    expect(from({ [PEER]: '127.0.0.1', 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '192.0.2.1' })).toBe('127.0.0.1');
    expect(from({ 'x-forwarded-for': '198.51.100.7' })).toBeNull();
    expect(from({})).toBeNull();
  });

  it('with a hop count takes the entry that many proxies from the right', () => {
    // The client forged "1.2.3.4"; the one proxy appended what it saw, 198.51.100.7.
    expect(from({ [PEER]: '10.0.0.2', 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, '1')).toBe('198.51.100.7');
    expect(from({ [PEER]: '10.0.0.3', 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.0.0.2' }, '2')).toBe('198.51.100.7');
    expect(from({ [PEER]: '10.0.0.2' }, '1')).toBe('10.0.0.2');
  });

  it('with proxy CIDRs skips trusted hops from the right', () => {
    const headers = { [PEER]: '10.0.0.2', 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.1.0.9' };
    expect(from(headers, '10.0.0.0/8')).toBe('198.51.100.7');
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(from({ [PEER]: '203.0.113.5', 'x-forwarded-for': '1.2.3.4' }, '10.0.0.0/8')).toBe('203.0.113.5');
    expect(from({ [PEER]: '10.0.0.2', 'x-forwarded-for': 'garbage, 10.0.0.5' }, '10.0.0.0/8')).toBeNull();
  });

  it('gives one address one bucket: IPv4-mapped and with a port, IPv6 by /64', () => {
    expect(from({ [PEER]: '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(from({ [PEER]: '10.0.0.1', 'x-forwarded-for': '198.51.100.7:51234' }, '1')).toBe('198.51.100.7');
    expect(from({ [PEER]: '10.0.0.1', 'x-forwarded-for': '[2001:db8:1:2::1]:443' }, '1')).toBe('2001:db8:1:2::/64');
    expect(from({ [PEER]: '2001:db8:1:2:aaaa::9' })).toBe(from({ [PEER]: '2001:0db8:0001:0002:ffff::1' }));
  });

  it('treats what is not an address as unknown', () => {
    expect(from({ [PEER]: 'unknown' })).toBeNull();
    expect(from({ [PEER]: '10.0.0.1', 'x-forwarded-for': 'x'.repeat(500) }, '1')).toBeNull();
  });
});

describe('the throttled sign-in code', () => {
  it('carries whole minutes to wait, rounded up, and nothing else parses as one', () => {
    expect(rateLimitedCode(900)).toBe('rate_limited:15');
    expect(retryMinutesFromCode(rateLimitedCode(61))).toBe(2);
    expect(retryMinutesFromCode(rateLimitedCode(1))).toBe(1);
    expect(retryMinutesFromCode('credentials')).toBeNull();
    expect(retryMinutesFromCode(undefined)).toBeNull();
    expect(throttledSignInMessage(1)).toBe('Too many sign-in attempts; try again in 1 minute.');
  });
});
