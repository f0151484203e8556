import type { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/server/env';
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
    resetEnvForTests();
    const unsigned = await POST(request('POST', JSON.stringify({ event: {}, events: [], steps: {}, ctx: { run_id: 'r' } })), undefined);
    expect(unsigned.status).toBe(401);
    const introspection = await GET(request('GET'), undefined);
    expect(introspection.status).toBe(401);
  });
});
