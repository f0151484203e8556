import { afterEach, describe, expect, it } from 'vitest';
import { startReceiver, type TestReceiver } from '@/server/webhooks/testing/test-receiver';
import { postPinned } from './pinned-post';
import type { AllowedTarget } from './target-guard';

// The client's own contract; what a webhook makes of it is in server/webhooks/http-sender.test.ts
// (pinning, SNI, IPv6, basic auth, redirects, connection errors, a large response).

/** A checked target: `url`, dialled at 127.0.0.1. */
function target(url: string): AllowedTarget {
  const parsed = new URL(url);
  return { kind: 'allowed', url: parsed, hostname: parsed.hostname, port: Number(parsed.port), address: { address: '127.0.0.1', family: 4 } };
}

const open: TestReceiver[] = [];
async function receiver(...args: Parameters<typeof startReceiver>): Promise<TestReceiver> {
  const started = await startReceiver(...args);
  open.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

const post = (url: string, extra: { timeoutMs?: number; readLimit?: number } = {}) =>
  postPinned(target(url), { headers: { 'content-type': 'text/plain' }, body: 'hello', timeoutMs: 1000, readLimit: 1024, ...extra });

describe('postPinned', () => {
  it('answers the whole response: status, lower-case headers, body; 3xx handed back, not followed', async () => {
    const r = await receiver((_req, res) => {
      res.writeHead(302, { Location: '/elsewhere', 'X-Twice': ['a', 'b'] });
      res.end('moved');
    });
    const response = await post(r.url('/in'));
    expect(response).toMatchObject({ status: 302, cut: null, headers: { location: '/elsewhere', 'x-twice': 'a, b' } });
    expect(response.body.toString()).toBe('moved');
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.headers).toMatchObject({ 'content-length': '5', connection: 'close', 'content-type': 'text/plain' });
  });

  it('stops reading at readLimit and says so', async () => {
    const r = await receiver((_req, res) => void res.end('x'.repeat(5000)));
    const response = await post(r.url(), { readLimit: 100 });
    expect(response.cut).toBe('limit');
    expect(response.body.length).toBe(100);
  });

  it('rejects when no head arrives in time', async () => {
    const r = await receiver(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      res.end();
    });
    await expect(post(r.url(), { timeoutMs: 200 })).rejects.toThrow('timed out after 200 ms');
  });

  it('after the head, a timeout cuts the body and the head stands', async () => {
    const r = await receiver((_req, res) => {
      res.writeHead(200);
      res.write('start');
    });
    // Long enough for the head to arrive on a loaded machine.
    const response = await post(r.url(), { timeoutMs: 3000 });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('start');
    expect(response.cut).toBeInstanceOf(Error);
    expect((response.cut as Error).message).toBe('timed out after 3000 ms');
  });
});
