import { describe, expect, it } from 'vitest';
import { createEventApiFetch } from './event-api';
import { MemoryRunStore } from './testing/memory-store';

async function setup() {
  const store = new MemoryRunStore();
  let woken = 0;
  const fetch = createEventApiFetch({ store: async () => store, onEvents: () => woken++ });
  const post = (body: unknown, path = '/e/embedded') =>
    fetch(`http://embedded.inngest.invalid${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
  const pending = async () => {
    const names: string[] = [];
    await store.fanOutEvents(100, (event) => (names.push(`${event.name}:${event.id}`), []), Date.now());
    return names;
  };
  return { store, post, fetch, pending, woken: () => woken };
}

describe('embedded Event API fetch', () => {
  it('saves events, answers ids in order like Inngest, and wakes the executors', async () => {
    const { post, pending, woken } = await setup();
    const res = await post([{ name: 'a/one', data: { x: 1 }, id: 'given' }, { name: 'a/two' }]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ids: string[]; status: number };
    expect(body.status).toBe(200);
    expect(body.ids[0]).toBe('given');
    expect(body.ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await pending()).toEqual(['a/one:given', `a/two:${body.ids[1]}`]);
    expect(woken()).toBe(1);
  });

  it('fills in data and ts', async () => {
    const { post, store } = await setup();
    const before = Date.now();
    await post({ name: 'a/bare', id: 'b1' });
    let seen: unknown;
    await store.fanOutEvents(1, (event) => ((seen = event), []), Date.now());
    expect(seen).toMatchObject({ id: 'b1', name: 'a/bare', data: {} });
    expect((seen as { ts: number }).ts).toBeGreaterThanOrEqual(before);
  });

  it('rejects malformed events and reserved names with 400, saving nothing', async () => {
    const { post, pending } = await setup();
    for (const body of ['not json', { data: {} }, { name: '' }, { name: 'inngest/function.failed' }, { name: 'x', data: [1] }, { name: 'x', ts: 'now' }]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    expect(await pending()).toEqual([]);
  });

  it('refuses every other Inngest API call', async () => {
    const { fetch } = await setup();
    expect((await fetch('http://embedded.inngest.invalid/v1/runs/x/actions', { method: 'GET' })).status).toBe(404);
    expect((await fetch('http://embedded.inngest.invalid/fn/register', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('answers 500 when the store fails, so the SDK retries the send', async () => {
    const fetch = createEventApiFetch({ store: async () => ({ insertEvents: async () => Promise.reject(new Error('db down')) }) });
    const res = await fetch('http://embedded.inngest.invalid/e/k', { method: 'POST', body: '{"name":"a/b"}' });
    expect(res.status).toBe(500);
  });
});
