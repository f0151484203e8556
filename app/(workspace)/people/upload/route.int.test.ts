import { describe, expect, it } from 'vitest';
import { webContext } from '@/server/api/testing/trpc-http';
import { setWebSession } from '@/server/api/testing/web-session';
import { getDb } from '@/server/db';
import { WEB_UPLOADS_PER_MINUTE } from '@/server/limits/policy';
import { MAX_QUEUED_IMPORTS, QUEUED_IMPORTS_RETRY_SECONDS } from '@/server/people/limits';
import { addTestMember, createTestWorkspace } from '@/test/fixtures';
import { POST } from './route';

// The People page's upload (this route) with the session the web door would resolve.
setWebSession(webContext(null));

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
        setWebSession(webContext(as));
        const response = await upload({ origin });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: { code: 'forbidden', message: 'Cross-site upload refused.' } });
      }
    },
  );

  it('lets this host’s own page through, and a request without Origin (it goes on to the query check)', async () => {
    const ws = await createTestWorkspace();
    setWebSession(webContext(ws.owner));
    for (const headers of [{ origin: 'http://people.test' }, {}] as Array<Record<string, string>>) {
      const response = await upload(headers, 'kind=bogus');
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_request');
    }
  });
});

describe('POST /people/upload limits', () => {
  it(`answers 429 with Retry-After past ${WEB_UPLOADS_PER_MINUTE} uploads a minute per user, as /v1 does per key`, async () => {
    const ws = await createTestWorkspace();
    setWebSession(webContext(ws.owner));
    // Counted before anything else is read: refused bodies count too.
    for (let i = 0; i < WEB_UPLOADS_PER_MINUTE; i++) {
      const response = await upload({}, 'kind=bogus');
      expect(response.status).toBe(400);
      expect(response.headers.get('ratelimit-policy')).toBe(`"per-user";q=${WEB_UPLOADS_PER_MINUTE};w=60`);
    }
    const refused = await upload({});
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit')).toMatch(/^"per-user";r=0;t=\d+$/);
    expect(await refused.json()).toEqual({ error: { code: 'limit_exceeded', message: expect.stringMatching(/^Rate limit of \d+ uploads per minute for your account reached; retry in \d+ s\.$/) } });
    const { prisma } = await getDb();
    expect(await prisma.peopleImport.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
    // Another user of the same workspace has a window of their own.
    setWebSession(webContext(await addTestMember(ws.workspaceId, 'member')));
    expect((await upload({})).status).toBe(202);
  });

  it(`refuses import ${MAX_QUEUED_IMPORTS + 1} of the workspace with 429 and Retry-After before reading it`, async () => {
    const ws = await createTestWorkspace();
    setWebSession(webContext(ws.owner));
    const encoder = new TextEncoder();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    /** A file sent in two parts, the second once released; its Content-Length declared, as browsers do. */
    const held = (name: string) => {
      const parts = ['full_name,email\n', `${name},${name.toLowerCase().replace(' ', '.')}@example.com\n`];
      let sent = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (sent === 1) await gate;
            if (sent === parts.length) return controller.close();
            controller.enqueue(encoder.encode(parts[sent++]!));
          },
        },
        { highWaterMark: 0 },
      );
      const headers = { host: 'people.test', 'content-type': 'text/csv', 'content-length': String(Buffer.byteLength(parts.join(''))) };
      return { body, response: POST(new Request('http://people.test/people/upload?kind=people', { method: 'POST', headers, body, duplex: 'half' } as RequestInit)) };
    };
    const { prisma } = await getDb();
    const queued = () => prisma.peopleImport.count({ where: { workspaceId: ws.workspaceId } });
    const uploads = Array.from({ length: MAX_QUEUED_IMPORTS }, (_, i) => held(`Held ${i}`));
    for (let i = 0; i < 400 && (await queued()) < MAX_QUEUED_IMPORTS; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await queued()).toBe(MAX_QUEUED_IMPORTS);

    const extra = held('Extra');
    const refused = await extra.response;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(QUEUED_IMPORTS_RETRY_SECONDS));
    expect(await refused.json()).toEqual({ error: { code: 'limit_exceeded', message: expect.stringContaining(`already has ${MAX_QUEUED_IMPORTS} imports uploading or running`) } });
    expect(extra.body.locked).toBe(false); // its body was never read
    expect(await queued()).toBe(MAX_QUEUED_IMPORTS);

    release();
    expect((await Promise.all(uploads.map((u) => u.response))).map((r) => r.status)).toEqual(Array(MAX_QUEUED_IMPORTS).fill(202));
  });
});
