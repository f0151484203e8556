import { type Page, expect } from '@playwright/test';

export const PASSWORD = 'correct horse battery staple';

/** A unique address per run, so tests never depend on each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * A made-up client address (benchmark range 198.18.0.0/15). The app throttles sign-ups (5 an
 * hour) and sign-ins per client IP; the e2e server runs with TRUST_PROXY=1, as if behind one
 * proxy, so the browser's X-Forwarded-For header is what it takes for the client's address. Each account gets its own address, like
 * customers on their own networks, instead of all of them sharing 127.0.0.1.
 */
export function uniqueClientIp(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + (byte() % 2)}.${byte()}.${byte()}`;
}

/** Signs up through the form (from an address of its own) and waits for the workspace home. */
export async function signUp(page: Page, email: string, name?: string) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  await page.goto('/sign-up');
  if (name) await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function openNav(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
}
