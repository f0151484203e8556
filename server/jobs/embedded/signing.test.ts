import { Inngest } from 'inngest';
import { serve } from 'inngest/next';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { callHandler, type ServeHandler } from './invoke';
import { embeddedSigningKey, signRequest } from './signing';
import { embeddedClientOptions } from './client-options';
import { MemoryRunStore } from './testing/memory-store';
import { silentLogger } from './testing/test-app';

function handler(signingKey: string): ServeHandler {
  const client = new Inngest({ id: 'sig', logger: silentLogger, ...embeddedClientOptions({ signingKey, store: async () => new MemoryRunStore() }) });
  const fn = client.createFunction({ id: 'f', triggers: [{ event: 'x/y' }] }, async () => 'ran');
  return serve({ client, functions: [fn] }) as unknown as ServeHandler;
}

const body = { event: { name: 'x/y', data: {}, id: 'e', ts: 0 }, events: [{ name: 'x/y', data: {}, id: 'e', ts: 0 }], steps: {}, version: 2, ctx: { run_id: 'r', attempt: 0, max_attempts: 1, disable_immediate_execution: false, use_api: false, stack: { stack: [], current: 0 } } };
const url = 'http://embedded.inngest.invalid/api/inngest?fnId=sig-f&stepId=step';

describe('signed requests to serve()', () => {
  it('writes canonical JSON: sorted keys, no undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, undefined, 'x'], c: null }, u: undefined })).toBe('{"a":{"c":null,"d":[1,null,"x"]},"b":1}');
  });

  it('is accepted by the SDK with the right key, refused without a signature or with another key', async () => {
    const key = embeddedSigningKey();
    expect(embeddedSigningKey()).toBe(key); // one per process
    const serveHandler = handler(key);
    const ok = await callHandler({ handler: serveHandler, signingKey: key, serveUrl: 'http://embedded.inngest.invalid/api/inngest' }, 'POST', { fnId: 'sig-f', stepId: 'step' }, body);
    expect(ok).toMatchObject({ status: 200, body: 'ran' });

    const unsigned = await serveHandler(new Request(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
    expect(unsigned.status).toBe(401);
    const text = canonicalJson(body);
    const forged = await serveHandler(
      new Request(url, { method: 'POST', body: text, headers: { 'content-type': 'application/json', 'x-inngest-signature': signRequest(text, 'signkey-embedded-00ff') } }),
    );
    expect(forged.status).toBe(401);
  });
});
