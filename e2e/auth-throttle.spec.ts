import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, uniqueClientIp, uniqueEmail } from './support/accounts';

test('the 11th sign-in attempt for one email in 15 minutes is refused with its own message', async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  const email = uniqueEmail('throttled');
  const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  for (let attempt = 1; attempt <= 10; attempt++) {
    await signIn(page, email, `guess number ${attempt}`);
    await expect(alert).toContainText('Incorrect email or password');
  }
  await signIn(page, email, 'guess number 11');
  await expect(alert).toHaveText('Too many sign-in attempts; try again in 15 minutes.');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the 6th sign-up from one address in an hour is refused with a message', async ({ browser }) => {
  const extraHTTPHeaders = { 'x-forwarded-for': uniqueClientIp() };
  const signUpOnce = async () => {
    const context = await browser.newContext({ extraHTTPHeaders });
    const page = await context.newPage();
    await page.goto('/sign-up');
    await page.getByLabel('Email').fill(uniqueEmail('sameip'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    return { context, page };
  };
  for (let i = 0; i < 5; i++) {
    const { context, page } = await signUpOnce();
    await expect(page).toHaveURL(/\/getting-started$/);
    await context.close();
  }
  const { context, page } = await signUpOnce();
  await expect(page.getByRole('form', { name: 'Create account' }).getByRole('alert')).toHaveText(
    /^Too many new accounts from your network; try again in (59|60) minutes\.$/,
  );
  await expect(page).toHaveURL(/\/sign-up$/);
  await context.close();
});
