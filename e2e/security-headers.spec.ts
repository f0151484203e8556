import { expect, test } from '@playwright/test';
import { openNav, signUp, uniqueEmail } from './support/accounts';

// Every Content-Security-Policy violation the browser reports on the page, collected before any
// of the page's own scripts run.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});

const violations = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('pages carry the security headers and work under their Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/sign-in');
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy']!;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toContain('unsafe-eval');
  // A plain-http APP_URL: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  // A fresh nonce per response.
  const again = (await page.request.get('/sign-in')).headers()['content-security-policy'];
  expect(again).not.toBe(csp);

  // The app works (client-side React, forms, navigation) with nothing blocked.
  await signUp(page, uniqueEmail('csp'));
  await openNav(page, 'API keys & webhooks');
  await page.getByLabel('Key name').fill('csp check');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveText(/^ok_live_/);
  await openNav(page, 'Members');
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Stylesheets applied: the font and layout rules arrived.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
});

test('no page can be framed', async ({ page }) => {
  await page.goto('/sign-in');
  await page.setContent('<iframe id="f" src="/sign-in"></iframe>');
  const frame = page.frameLocator('#f');
  await expect(frame.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
