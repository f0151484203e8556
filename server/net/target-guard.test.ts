import { describe, expect, it } from 'vitest';
import { checkTarget, isAllowListed, type ResolvedAddress, type Resolver, systemResolver } from './target-guard';

/** A resolver over a fixed table that records what it was asked. */
function fakeResolver(table: Record<string, ResolvedAddress[]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const found = table[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };
  return { resolve, asked };
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

describe('checkTarget', () => {
  it.each([
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://127.0.0.1:8080/hook',
    'https://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://0.0.0.0/',
    'http://0/',
    'http://10.1.2.3/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://100.64.0.1/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:a00:1::]/',
    'http://[::]/',
  ])('refuses %s without resolving anything', async (url) => {
    const dns = fakeResolver({});
    const check = await checkTarget(url, { resolve: dns.resolve, allowHosts: [] });
    expect(check.kind).toBe('blocked');
    expect(dns.asked).toEqual([]);
  });

  it('refuses localhost and *.localhost by name', async () => {
    const dns = fakeResolver({});
    for (const url of ['http://localhost/', 'http://LOCALHOST.:3000/', 'http://api.localhost/']) {
      const check = await checkTarget(url, { resolve: dns.resolve, allowHosts: [] });
      expect(check).toMatchObject({ kind: 'blocked', reason: expect.stringMatching(/loopback name/) });
    }
    expect(dns.asked).toEqual([]);
  });

  it('refuses a name when any of its addresses is private, and says which', async () => {
    const dns = fakeResolver({
      'rebind.example': [v4('127.0.0.1')],
      'mixed.example': [v4('93.184.216.34'), v4('10.0.0.7')],
      'v6.example': [v6('2606:4700::1'), v6('::ffff:192.168.1.1')],
      'metadata.example': [v4('169.254.169.254')],
    });
    const expectations: Array<[string, RegExp]> = [
      ['http://rebind.example/', /resolves to 127\.0\.0\.1, a loopback/],
      ['https://mixed.example/', /resolves to 10\.0\.0\.7, a private/],
      ['https://v6.example/', /resolves to ::ffff:192\.168\.1\.1, an IPv4-mapped IPv6 address carrying a private/],
      ['http://metadata.example/', /cloud metadata/],
    ];
    for (const [url, reason] of expectations) {
      expect(await checkTarget(url, { resolve: dns.resolve, allowHosts: [] })).toMatchObject({ kind: 'blocked', reason: expect.stringMatching(reason) });
    }
  });

  it('allows a public name and pins the address it checked', async () => {
    const dns = fakeResolver({ 'hooks.example': [v6('2606:4700::6810:84e5'), v4('104.16.132.229')] });
    const check = await checkTarget('https://hooks.example/in?x=1', { resolve: dns.resolve, allowHosts: [] });
    expect(check).toMatchObject({ kind: 'allowed', hostname: 'hooks.example', port: 443, address: { address: '2606:4700::6810:84e5', family: 6 } });
    expect(dns.asked).toEqual(['hooks.example']);
  });

  it('allows public literals and dials a mapped address as IPv4', async () => {
    const dns = fakeResolver({});
    expect(await checkTarget('http://8.8.8.8:8080/', { resolve: dns.resolve, allowHosts: [] })).toMatchObject({ kind: 'allowed', port: 8080, address: { address: '8.8.8.8', family: 4 } });
    expect(await checkTarget('http://[::ffff:8.8.8.8]/', { resolve: dns.resolve, allowHosts: [] })).toMatchObject({ kind: 'allowed', address: { address: '8.8.8.8', family: 4 } });
  });

  it('reports names that do not resolve as unresolvable (a failed attempt, not a block)', async () => {
    const dns = fakeResolver({ 'empty.example': [] });
    expect(await checkTarget('https://nowhere.example/', { resolve: dns.resolve, allowHosts: [] })).toEqual({ kind: 'unresolvable', error: 'could not resolve nowhere.example (ENOTFOUND)' });
    expect(await checkTarget('https://empty.example/', { resolve: dns.resolve, allowHosts: [] })).toMatchObject({ kind: 'unresolvable' });
  });

  it.each(['ftp://example.com/', 'file:///etc/passwd', 'gopher://example.com/', 'not a url', 'javascript:alert(1)'])('refuses %s', async (url) => {
    expect(await checkTarget(url, { resolve: fakeResolver({}).resolve, allowHosts: [] })).toMatchObject({ kind: 'blocked' });
  });

  it('lets exactly the allow-listed host or host:port through', async () => {
    const dns = fakeResolver({ 'receiver.test': [v4('127.0.0.1')], localhost: [v4('127.0.0.1')] });
    const allow = (url: string, allowHosts: string[]) => checkTarget(url, { resolve: dns.resolve, allowHosts }).then((check) => check.kind);
    expect(await allow('http://127.0.0.1:4000/', ['127.0.0.1:4000'])).toBe('allowed');
    expect(await allow('http://127.0.0.1:4001/', ['127.0.0.1:4000'])).toBe('blocked');
    expect(await allow('http://127.0.0.1:4001/', ['127.0.0.1'])).toBe('allowed');
    expect(await allow('http://127.0.0.2:4000/', ['127.0.0.1:4000'])).toBe('blocked');
    // The URL parser writes 2130706433 as 127.0.0.1: the same host.
    expect(await allow('http://2130706433:4000/', ['127.0.0.1:4000'])).toBe('allowed');
    expect(await allow('http://localhost:4000/', ['127.0.0.1:4000'])).toBe('blocked');
    expect(await allow('http://localhost:4000/', ['localhost:4000'])).toBe('allowed');
    expect(await allow('http://receiver.test:4000/', ['receiver.test:4000'])).toBe('allowed');
    expect(await allow('http://receiver.test:4000/', ['other.test:4000'])).toBe('blocked');
    expect(await allow('http://[::1]:4000/', ['[::1]:4000'])).toBe('allowed');
    expect(await allow('http://[::1]:4000/', ['::1'])).toBe('allowed');
    expect(await allow('http://[::1]:4000/', ['[::1]:4001'])).toBe('blocked');
    expect(await allow('http://10.0.0.1/', ['10.0.0.1:80'])).toBe('allowed');
    expect(await allow('https://10.0.0.1/', ['10.0.0.1:80'])).toBe('blocked');
  });
});

describe('isAllowListed', () => {
  it('ignores malformed entries', () => {
    expect(isAllowListed('127.0.0.1', 80, ['127.0.0.1:http', ':80', ''])).toBe(false);
  });
});

describe('systemResolver', () => {
  it('answers RFC 6761 loopback names without DNS and refuses to start when already aborted', async () => {
    expect(await systemResolver('LocalHost.')).toEqual([{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }]);
    await expect(systemResolver('example.com', AbortSignal.abort())).rejects.toThrow();
  });
});
