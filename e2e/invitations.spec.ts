import { expect, test } from '@playwright/test';
import { PASSWORD, openNav, signUp, uniqueClientIp, uniqueEmail } from './support/accounts';

test('an admin invites a new colleague, who creates their account through the one-time link and lands in the workspace', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const ownerName = `Inviter ${Date.now().toString(36)}`;
  await signUp(owner, uniqueEmail('inviter'), ownerName);
  const colleague = uniqueEmail('colleague');

  await openNav(owner, 'Members');
  await owner.getByLabel('Email').fill(colleague);
  await owner.getByLabel('Role', { exact: true }).selectOption('admin');
  await owner.getByRole('button', { name: 'Invite', exact: true }).click();
  const link = (await owner.getByTestId('invite-url').innerText()).trim();
  expect(link).toMatch(/\/invitations\/[A-Za-z0-9]{43}$/);

  const guestContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  const guest = await guestContext.newPage();
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByRole('heading', { name: `Join ${ownerName}'s workspace` })).toBeVisible();
  await expect(guest.getByText(`with the address ${colleague}`)).toBeVisible();
  await guest.getByLabel('Password').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Create account and join' }).click();
  await expect(guest).toHaveURL(/\/projects$/);
  // Their only workspace is the one they joined, with the role they were invited as.
  const sidebar = guest.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toContainText(`${ownerName}'s workspace`);
  await expect(sidebar).toContainText('Admin');

  // Spent: the same link does nothing a second time.
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByRole('heading', { name: 'This invitation link does not work' })).toBeVisible();

  await owner.reload();
  await expect(owner.getByRole('row', { name: new RegExp(colleague) })).toContainText('Admin');
  await expect(owner.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);
  await ownerContext.close();
  await guestContext.close();
});
