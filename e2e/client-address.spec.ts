import net from 'node:net';
import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { startOwnApp, type OwnApp } from './support/own-app';

// The suite's main server trusts one proxy (TRUST_PROXY=1, playwright.config.ts). This test
// starts the built app as `npm start` would, with the default configuration: no TRUST_PROXY.
let app: OwnApp | undefined;
let baseUrl = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  app = await startOwnApp(port, { TRUST_PROXY: undefined });
  baseUrl = app.baseUrl;
});

test.afterAll(async () => {
  await app?.stop();
});

test('without TRUST_PROXY, forged X-Forwarded-For headers do not lift the sign-up throttle', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    // A different made-up "client address" every time, as an attacker would send.
    const forged = `203.0.113.${i + 1}, 198.51.100.${i + 1}`;
    const response = await api.post('/api/trpc/account.signUp', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forged, 'x-real-ip': `192.0.2.${i + 1}` },
      data: { email: uniqueEmail('forged'), password: PASSWORD },
    });
    statuses.push(response.status());
  }
  // Five an hour from one address (the socket's): the sixth is refused whatever the headers say.
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  await api.dispose();
});
