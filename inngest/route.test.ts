import type { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { canonicalJson } from '@/server/jobs/embedded/canonical-json';
import { signRequest } from '@/server/jobs/embedded/signing';
import { GET, POST, PUT } from './route';

const request = (method: string, body?: string) =>
  new Request('http://localhost:3000/api/inngest?fnId=people-search-x&stepId=step', { method, body, headers: { 'content-type': 'application/json' } }) as NextRequest;

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe('/api/inngest', () => {
  it('does not exist in embedded mode: only the in-process executor drives functions', async () => {
    vi.stubEnv('INNGEST_SIGNING_KEY', '');
    resetEnvForTests();
    for (const handler of [GET, POST, PUT]) expect((await handler(request('POST', '{}'), undefined)).status).toBe(404);
  });

  it('is the signed serve() endpoint in scaled mode: unsigned executions are refused', async () => {
    vi.stubEnv('INNGEST_SIGNING_KEY', `signkey-prod-${'ab'.repeat(32)}`);
    vi.stubEnv('INNGEST_EVENT_KEY', 'test-event-key');
    vi.stubEnv('INNGEST_DEV', '');
    vi.stubEnv('INNGEST_SERVE_ORIGIN', 'https://people.example.com');
    resetEnvForTests();
    const unsigned = await POST(request('POST', JSON.stringify({ event: {}, events: [], steps: {}, ctx: { run_id: 'r' } })), undefined);
    expect(unsigned.status).toBe(401);
    const introspection = await GET(request('GET'), undefined);
    expect(introspection.status).toBe(401);
  });

  describe('syncs in scaled mode', () => {
    const signingKey = `signkey-prod-${'ab'.repeat(32)}`;
    const scaled = () => {
      vi.stubEnv('INNGEST_SIGNING_KEY', signingKey);
      vi.stubEnv('INNGEST_EVENT_KEY', 'test-event-key');
      vi.stubEnv('INNGEST_DEV', '');
      vi.stubEnv('INNGEST_SERVE_ORIGIN', 'https://people.example.com');
      resetEnvForTests();
    };
    const put = (headers: Record<string, string>, body = '') =>
      new Request('http://attacker.example/api/inngest', { method: 'PUT', body, headers: { host: 'attacker.example', ...headers } }) as NextRequest;

    it('refuses an unsigned PUT without registering anything (no call to Inngest)', async () => {
      scaled();
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      try {
        const outOfBand = await PUT(put({}), undefined);
        expect(outOfBand.status).toBe(401);
        const unsignedInBand = await PUT(put({ 'x-inngest-sync-kind': 'in_band', 'content-type': 'application/json' }, JSON.stringify({ url: 'http://attacker.example/api/inngest' })), undefined);
        expect(unsignedInBand.status).toBe(401);
        expect(fetchSpy).not.toHaveBeenCalled();
      } finally {
        fetchSpy.mockRestore();
      }
    });

    it('answers a signed in-band sync with the configured origin, whatever the Host header says', async () => {
      scaled();
      const body = { url: 'http://attacker.example/api/inngest' };
      const signature = signRequest(canonicalJson(body), signingKey);
      const response = await PUT(
        put({ 'x-inngest-sync-kind': 'in_band', 'x-inngest-signature': signature, 'content-type': 'application/json' }, JSON.stringify(body)),
        undefined,
      );
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('https://people.example.com/api/inngest');
      expect(text).not.toContain('attacker.example');
    });
  });
});
