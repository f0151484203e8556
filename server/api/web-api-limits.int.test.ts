import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { WEB_API_MAX_BATCH_SIZE, WEB_API_MAX_BODY_BYTES } from '@/server/schemas/web-api-limits';
import { storableTextMessage } from '@/server/schemas/text';
import { createTestWorkspace } from '@/test/fixtures';
import { trpcHttp, webContext } from './testing/trpc-http';
import { handleTrpcRequest } from './trpc-handler';

describe('/api/trpc limits', () => {
  it(`refuses a body over ${WEB_API_MAX_BODY_BYTES / 1024} KiB with 413, also when Content-Length is absent`, async () => {
    const ws = await createTestWorkspace();
    const big = JSON.stringify({ name: 'x'.repeat(WEB_API_MAX_BODY_BYTES) });
    const declared = await trpcHttp(webContext(ws.owner), 'mutation', 'apiKeys.create', { name: 'x'.repeat(WEB_API_MAX_BODY_BYTES) });
    expect(declared.status).toBe(413);
    expect(declared.body.error?.data.code).toBe('PAYLOAD_TOO_LARGE');
    // A streamed body without Content-Length is counted as it arrives.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 4096) controller.enqueue(new TextEncoder().encode(big.slice(i, i + 4096)));
        controller.close();
      },
    });
    const streamed = await handleTrpcRequest(
      new Request('http://people.test/api/trpc/apiKeys.create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit),
      async () => webContext(ws.owner),
    );
    expect(streamed.status).toBe(413);
    // Under the cap it works.
    expect((await trpcHttp(webContext(ws.owner), 'mutation', 'apiKeys.create', { name: 'fine' })).status).toBe(200);
  });

  it(`refuses a batch of more than ${WEB_API_MAX_BATCH_SIZE} procedures`, async () => {
    const ws = await createTestWorkspace();
    const batch = (n: number) => {
      const paths = Array.from({ length: n }, () => 'workspace.summary').join(',');
      return handleTrpcRequest(new Request(`http://people.test/api/trpc/${paths}?batch=1&input={}`), async () => webContext(ws.owner));
    };
    expect((await batch(WEB_API_MAX_BATCH_SIZE)).status).toBe(200);
    expect((await batch(WEB_API_MAX_BATCH_SIZE + 1)).status).toBe(400);
  });
});

describe('/api/trpc errors', () => {
  it('never carry an internal message: a database outage while building the context is a bare 500', async () => {
    // A real driver failure: nothing listens on port 1.
    const outage = async () => {
      const client = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
      await client.connect();
      throw new Error('unreachable');
    };
    const response = await trpcHttp(outage, 'query', 'workspace.summary');
    expect(response.status).toBe(500);
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect/i);
    expect(response.body.error?.message).toBe('Internal error; it is safe to retry.');
  });

  it('refuses text PostgreSQL cannot store (U+0000) with 400 naming the field, before any service runs', async () => {
    const ws = await createTestWorkspace();
    const key = await trpcHttp(webContext(ws.owner), 'mutation', 'apiKeys.create', { name: 'ci\u0000key' });
    expect(key.status).toBe(400);
    expect(key.body.error?.message).toBe(storableTextMessage('name'));
    const revoke = await trpcHttp(webContext(ws.owner), 'mutation', 'apiKeys.revoke', { keyId: 'k\u0000' });
    expect(revoke.status).toBe(400);
    const signUp = await trpcHttp(webContext(null), 'mutation', 'account.signUp', { email: 'nul@example.test', password: 'a long password', name: 'N\u0000' });
    expect(signUp.status).toBe(400);
    // Authentication still comes first.
    expect((await trpcHttp(webContext(null), 'mutation', 'apiKeys.create', { name: 'ci\u0000key' })).status).toBe(401);
  });
});
