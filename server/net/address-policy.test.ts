import { describe, expect, it } from 'vitest';
import { refusalReason } from './address-policy';

describe('refusalReason', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['127.255.255.254', /loopback/],
    ['0.0.0.0', /unspecified/],
    ['0.1.2.3', /unspecified/],
    ['10.0.0.1', /private/],
    ['172.16.0.1', /private/],
    ['172.31.255.255', /private/],
    ['192.168.1.1', /private/],
    ['169.254.169.254', /metadata/],
    ['169.254.1.1', /link-local/],
    ['100.64.0.1', /carrier-grade/],
    ['100.127.255.255', /carrier-grade/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.250', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['240.0.0.1', /reserved/],
    ['192.0.2.10', /reserved|documentation/],
    ['198.18.0.1', /reserved/],
    ['192.0.0.170', /reserved/],
    // Legacy IPv4 notations that inet_aton (and so some resolvers and libraries) accept.
    ['2130706433', /loopback/],
    ['0x7f000001', /loopback/],
    ['0177.0.0.1', /loopback/],
    ['127.1', /loopback/],
    ['0x7f.1', /loopback/],
    ['::1', /loopback/],
    ['::', /unspecified/],
    ['fe80::1', /link-local/],
    ['fc00::1', /unique-local/],
    ['fd12:3456::1', /unique-local/],
    ['fd00:ec2::254', /metadata/],
    ['ff02::1', /multicast/],
    ['fec0::1', /site-local/],
    ['::ffff:127.0.0.1', /IPv4-mapped.*loopback/],
    ['::ffff:7f00:1', /IPv4-mapped.*loopback/],
    ['::ffff:10.0.0.1', /IPv4-mapped.*private/],
    ['::ffff:169.254.169.254', /IPv4-mapped.*metadata/],
    ['::ffff:0:127.0.0.1', /translated.*loopback/],
    ['::127.0.0.1', /IPv4-compatible/],
    ['::8.8.8.8', /IPv4-compatible/],
    ['64:ff9b::127.0.0.1', /NAT64.*loopback/],
    ['64:ff9b::a00:1', /NAT64.*private/],
    ['64:ff9b:1::1', /local-use NAT64/],
    ['2002:7f00:1::', /6to4.*loopback/],
    ['2002:c0a8:101::1', /6to4.*private/],
    ['2001::1', /Teredo|reserved/],
    ['2001:db8::1', /reserved|documentation/],
    ['100::1', /discard/],
    ['1::1', /outside global unicast/],
  ])('refuses %s', (address, reason) => {
    expect(refusalReason(address)).toMatch(reason);
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'allows the public address %s',
    (address) => {
      expect(refusalReason(address)).toBeNull();
    },
  );

  it('refuses what is not an address at all', () => {
    expect(refusalReason('example.com')).toMatch(/not an IP address/);
    expect(refusalReason('')).toMatch(/not an IP address/);
  });
});
