import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook, RESPONSE_READ_LIMIT } from './http-sender';
import type { ResolvedAddress, TargetCheck } from '@/server/net/target-guard';
import { startReceiver, type TestReceiver } from './testing/test-receiver';

type Allowed = Extract<TargetCheck, { kind: 'allowed' }>;

/** A checked target as the guard hands it over: `url`, dialled at `address`. */
function target(url: string, address: ResolvedAddress = { address: '127.0.0.1', family: 4 }): Allowed {
  const parsed = new URL(url);
  return { kind: 'allowed', url: parsed, hostname: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port), address };
}

const BODY = '{"event":"project.completed","projectId":"prj_x","note":"naïve ✓"}';
const send = (url: string, extra: Partial<Parameters<typeof postWebhook>[0]> = {}) =>
  postWebhook({ target: target(url), body: BODY, headers: { 'x-service-signature': 'sha256=abc' }, userAgent: 'PeopleSearch-Webhooks/test', ...extra });

const open: Array<{ close(): Promise<void> | void }> = [];
async function receiver(...args: Parameters<typeof startReceiver>): Promise<TestReceiver> {
  const started = await startReceiver(...args);
  open.push(started);
  return started;
}

/** A raw TCP server (for receivers that do not speak HTTP properly), closed after the test. */
async function tcpServer(onSocket: (socket: net.Socket) => void): Promise<number> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  });
  return (server.address() as net.AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

describe('postWebhook', () => {
  it('POSTs the exact bytes with JSON content type, length, user agent and the given headers; 2xx is delivered', async () => {
    const r = await receiver((_req, res) => {
      res.statusCode = 202;
      res.end('accepted');
    });
    const outcome = await send(r.url('/hooks/in?source=test'));
    expect(outcome).toMatchObject({ delivered: true, statusCode: 202, error: null, responseExcerpt: 'accepted' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
    const [request] = r.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/hooks/in?source=test');
    expect(request!.body.equals(Buffer.from(BODY, 'utf8'))).toBe(true);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['content-length']).toBe(String(Buffer.byteLength(BODY)));
    expect(request!.headers['user-agent']).toBe('PeopleSearch-Webhooks/test');
    expect(request!.headers['x-service-signature']).toBe('sha256=abc');
    expect(request!.headers.host).toBe(`127.0.0.1:${r.port}`);
  });

  it.each([200, 201, 204, 299])('HTTP %i is delivered', async (status) => {
    const r = await receiver((_req, res) => {
      res.statusCode = status;
      res.end();
    });
    expect(await send(r.url())).toMatchObject({ delivered: true, statusCode: status, error: null });
  });

  it.each([
    [400, 'HTTP 400'],
    [404, 'HTTP 404'],
    [500, 'HTTP 500'],
    [503, 'HTTP 503'],
  ])('HTTP %i is a failure', async (status, error) => {
    const r = await receiver((_req, res) => {
      res.statusCode = status;
      res.end('nope');
    });
    expect(await send(r.url())).toMatchObject({ delivered: false, statusCode: status, error });
  });

  it.each([301, 302, 303, 307, 308])('a %i redirect is a failure and is never followed', async (status) => {
    const elsewhere = await receiver();
    const r = await receiver((_req, res) => {
      res.writeHead(status, { location: elsewhere.url('/moved') });
      res.end();
    });
    const outcome = await send(r.url());
    expect(outcome).toMatchObject({ delivered: false, statusCode: status });
    expect(outcome.error).toBe(`HTTP ${status}: redirect to ${elsewhere.url('/moved')} not followed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(elsewhere.connections).toBe(0);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const r = await receiver(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      res.end();
    });
    const started = Date.now();
    const outcome = await send(r.url(), { timeoutMs: 300 });
    const elapsed = Date.now() - started;
    expect(outcome).toMatchObject({ delivered: false, statusCode: null, error: 'timed out after 300 ms' });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
  });

  it('times out a receiver that accepts the connection but never speaks', async () => {
    const port = await tcpServer(() => undefined);
    const outcome = await send(`http://127.0.0.1:${port}/`, { timeoutMs: 200 });
    expect(outcome).toMatchObject({ delivered: false, error: 'timed out after 200 ms' });
  });

  it('defaults to a 10 second timeout', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('./http-sender');
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  });

  it('reports a refused connection', async () => {
    const r = await receiver();
    const url = r.url();
    await r.close();
    expect(await send(url)).toMatchObject({ delivered: false, statusCode: null, error: 'connection refused (ECONNREFUSED)' });
  });

  it('reports a receiver that does not speak HTTP', async () => {
    const port = await tcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.0\r\n'));
    const outcome = await send(`http://127.0.0.1:${port}/`);
    expect(outcome).toMatchObject({ delivered: false, statusCode: null, error: 'the receiver did not answer with HTTP (HPE_INVALID_CONSTANT)' });
  });

  it(`reads at most ${RESPONSE_READ_LIMIT} bytes of a large response and keeps a short excerpt`, async () => {
    let written = 0;
    const r = await receiver((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      // Up to 64 MB, stopping as soon as the client goes away.
      const pump = () => {
        while (written < 64 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    const outcome = await send(r.url());
    expect(outcome).toMatchObject({ delivered: true, statusCode: 200 });
    expect(outcome.responseExcerpt).toBe('a'.repeat(512));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it('connects to the checked address only: a name is never resolved again, and Host keeps the name', async () => {
    const r = await receiver();
    // .invalid never resolves (RFC 6761): the request can only arrive through the pinned address.
    const outcome = await postWebhook({
      target: target(`http://receiver.invalid:${r.port}/pinned`),
      body: BODY,
      headers: {},
      userAgent: 'ua',
    });
    expect(outcome).toMatchObject({ delivered: true, statusCode: 200 });
    expect(r.requests[0]!.headers.host).toBe(`receiver.invalid:${r.port}`);
    expect(r.requests[0]!.path).toBe('/pinned');
  });

  it('dials IPv6 addresses', async () => {
    let ipv6 = true;
    const r = await startReceiver(undefined, '::1').catch(() => ((ipv6 = false), null));
    if (!ipv6 || !r) return expect(ipv6).toBe(false); // no IPv6 loopback on this machine
    open.push(r);
    const outcome = await postWebhook({ target: target(r.url('/v6'), { address: '::1', family: 6 }), body: BODY, headers: {}, userAgent: 'ua' });
    expect(outcome).toMatchObject({ delivered: true });
    expect(r.requests[0]!.headers.host).toBe(`[::1]:${r.port}`);
  });

  it('sends the credentials of a URL as basic auth', async () => {
    const r = await receiver();
    await send(r.url().replace('http://', 'http://hook:s%3Acret@'));
    expect(r.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('hook:s:cret').toString('base64')}`);
  });

  describe('https', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-tls-'));
    let haveOpenssl = true;
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=receiver.invalid'], { stdio: 'ignore' });
    } catch {
      haveOpenssl = false;
    }

    it.skipIf(!haveOpenssl)('sends SNI for the name and refuses a certificate it cannot verify', async () => {
      // SNI arrives in the ClientHello, before the client rejects the self-signed certificate.
      const seen: string[] = [];
      const pem = { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
      const sniServer = tls.createServer({
        ...pem,
        SNICallback: (servername, callback) => {
          seen.push(servername);
          callback(null, tls.createSecureContext(pem));
        },
      });
      sniServer.on('tlsClientError', () => undefined);
      await new Promise<void>((resolve) => sniServer.listen(0, '127.0.0.1', resolve));
      open.push({ close: () => new Promise<void>((resolve) => sniServer.close(() => resolve())) });
      const port = (sniServer.address() as net.AddressInfo).port;
      const outcome = await postWebhook({ target: target(`https://receiver.invalid:${port}/`), body: BODY, headers: {}, userAgent: 'ua' });
      expect(outcome.delivered).toBe(false);
      expect(outcome.error).toMatch(/^TLS: .*self.signed/i);
      expect(seen).toEqual(['receiver.invalid']);
    });
  });
});
