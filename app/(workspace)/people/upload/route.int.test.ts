import { describe, expect, it, vi } from 'vitest';
import type { Context } from '@/server/api/trpc';
import { webContext } from '@/server/api/testing/trpc-http';
import { createTestWorkspace } from '@/test/fixtures';

// The People page's upload (this route) with the session the web door would resolve.
let session: Context = webContext(null);
vi.mock('@/server/api/web-context', () => ({ createWebContext: async () => session }));
const { POST } = await import('./route');

function upload(headers: Record<string, string>, query = 'kind=people') {
  return POST(
    new Request(`http://people.test/people/upload?${query}`, {
      method: 'POST',
      headers: { host: 'people.test', 'content-type': 'text/csv', ...headers },
      body: 'full_name,email\nAda Lovelace,ada@example.com\n',
    }),
  );
}

describe('POST /people/upload refuses other sites', () => {
  it.each(['null', 'https://evil.example', 'http://people.test.evil.example', 'not a url', 'file://people.test'])(
    'Origin: %s is 403 forbidden, signed in or not',
    async (origin) => {
      const ws = await createTestWorkspace();
      for (const as of [ws.owner, null]) {
        session = webContext(as);
        const response = await upload({ origin });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: { code: 'forbidden', message: 'Cross-site upload refused.' } });
      }
    },
  );

  it('lets this host’s own page through, and a request without Origin (it goes on to the query check)', async () => {
    const ws = await createTestWorkspace();
    session = webContext(ws.owner);
    for (const headers of [{ origin: 'http://people.test' }, {}] as Array<Record<string, string>>) {
      const response = await upload(headers, 'kind=bogus');
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_request');
    }
  });
});
