import { describe, expect, it } from 'vitest';
import { clientIpFrom } from './client-ip';
import { rateLimitedCode, retryMinutesFromCode, throttledSignInMessage } from './sign-in-codes';

const from = (entries: Record<string, string>) => clientIpFrom(new Headers(entries));

describe('clientIpFrom', () => {
  it('takes the first X-Forwarded-For entry, else X-Real-IP', () => {
    expect(from({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1', 'x-real-ip': '192.0.2.1' })).toBe('198.51.100.7');
    expect(from({ 'x-real-ip': ' 192.0.2.1 ' })).toBe('192.0.2.1');
    expect(from({})).toBeNull();
  });

  it('gives one address one bucket: IPv4-mapped and with a port, IPv6 by /64', () => {
    expect(from({ 'x-forwarded-for': '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(from({ 'x-forwarded-for': '198.51.100.7:51234' })).toBe('198.51.100.7');
    expect(from({ 'x-forwarded-for': '[2001:db8:1:2::1]:443' })).toBe('2001:db8:1:2::/64');
    expect(from({ 'x-forwarded-for': '2001:db8:1:2:aaaa::9' })).toBe(from({ 'x-forwarded-for': '2001:0db8:0001:0002:ffff::1' }));
  });

  it('treats what is not an address as unknown', () => {
    expect(from({ 'x-forwarded-for': 'unknown' })).toBeNull();
    expect(from({ 'x-forwarded-for': 'x'.repeat(500) })).toBeNull();
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
