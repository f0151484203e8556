import type { Browser } from '@playwright/test';
import { openNav, signUp, uniqueEmail } from './accounts';

/** Onboards like a new customer: signs up in the web app and creates an API key (shown once). */
export async function newCustomerKey(browser: Browser, label = 'client'): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, uniqueEmail(label));
  await openNav(page, 'API keys & webhooks');
  await page.getByLabel('Key name').fill(`${label} server`);
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByRole('region', { name: 'New API key' }).getByTestId('new-api-key').innerText()).trim();
  await context.close();
  return key;
}
