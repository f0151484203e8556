import { type APIRequestContext, expect, test } from '@playwright/test';
import { PASSWORD, openNav, signIn, signUp, uniqueEmail } from './support/accounts';

// A well-formed project id nobody has: a valid key gets 404 not_found, anything else 401.
const PROBE = '/v1/projects/prj_xxxxxxxxxxxxxxxxxxxxxxxx';

async function callWithKey(request: APIRequestContext, key: string) {
  const response = await request.get(PROBE, { headers: { Authorization: `Bearer ${key}` } });
  return { status: response.status(), body: await response.json() };
}

test('owner creates a key, reads it once, uses and revokes it, reveals the webhook secret; a member is refused', async ({ browser, request }) => {
  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  const ownerEmail = uniqueEmail('owner');
  const ownerName = `Owner ${Date.now().toString(36)}`;
  const ownerWorkspace = `${ownerName}'s workspace`;

  await test.step('sign up', async () => {
    await signUp(page, ownerEmail, ownerName);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText(ownerEmail);
  });

  let key = '';
  await test.step('create a key: shown once, in full', async () => {
    await openNav(page, 'API keys & webhooks');
    await expect(page.getByRole('heading', { name: 'API keys & webhooks' })).toBeVisible();
    await expect(page.getByText('No API keys yet')).toBeVisible();

    await page.getByLabel('Key name').fill('E2E server');
    await page.getByRole('button', { name: 'Create key' }).click();
    const panel = page.getByRole('region', { name: 'New API key' });
    await expect(panel).toContainText('It will not be shown again');
    key = (await panel.getByTestId('new-api-key').innerText()).trim();
    expect(key).toMatch(/^ok_live_[A-Za-z0-9]{43}$/);

    const row = page.getByRole('row', { name: /E2E server/ });
    await expect(row).toContainText(`${key.slice(0, 12)}…${key.slice(-4)}`);
    await expect(row).toContainText(ownerEmail);
    await expect(row).toContainText('Never');
    await expect(row).toContainText('Active');
  });

  await test.step('after a reload the key is gone for good', async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: /E2E server/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'New API key' })).toHaveCount(0);
    expect(await page.content()).not.toContain(key);
  });

  await test.step('the key authenticates /v1; a wrong key does not', async () => {
    expect(await callWithKey(request, key)).toEqual({ status: 404, body: { error: { code: 'not_found', message: expect.any(String) } } });
    const wrong = `ok_live_${'x'.repeat(43)}`;
    expect(await callWithKey(request, wrong)).toEqual({ status: 401, body: { error: { code: 'unauthorized', message: expect.any(String) } } });

    await page.reload();
    await expect(page.getByRole('row', { name: /E2E server/ })).toContainText('just now');
  });

  await test.step('revoke with confirmation: the next request is refused', async () => {
    const row = page.getByRole('row', { name: /E2E server/ });
    await row.getByRole('button', { name: 'Revoke E2E server' }).click();
    const dialog = page.getByRole('dialog', { name: /Revoke “E2E server”/ });
    await expect(dialog).toContainText('401 unauthorized');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

    expect(await callWithKey(request, key)).toEqual({ status: 401, body: { error: { code: 'unauthorized', message: expect.any(String) } } });
  });

  await test.step('reveal the webhook secret as owner', async () => {
    const secret = page.getByTestId('webhook-secret');
    await expect(secret).toContainText('•');
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    await expect(page.getByRole('region', { name: 'Webhook signing secret' })).toContainText(`by ${ownerEmail}`);
  });

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberEmail = uniqueEmail('member');

  await test.step('a second user signs up', async () => {
    await signUp(member, memberEmail);
  });

  await test.step('the owner invites them; they accept through the link while signed in', async () => {
    await openNav(page, 'Members');
    await page.getByLabel('Email').fill(memberEmail);
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = (await page.getByTestId('invite-url').innerText()).trim();
    await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(memberEmail);
    // Invited is not joined.
    await expect(page.getByRole('table', { name: 'Members' })).not.toContainText(memberEmail);

    await member.goto(new URL(link).pathname);
    await expect(member.getByRole('heading', { name: `Join ${ownerWorkspace}` })).toBeVisible();
    await member.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(member).toHaveURL(/\/projects$/);

    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(memberEmail) });
    await expect(row).toContainText('Member');
    await expect(row.getByRole('button', { name: `Remove ${memberEmail}` })).toBeVisible();
  });

  await test.step('the member signs out, signs in again and switches to the owner’s workspace', async () => {
    await member.getByRole('button', { name: 'Sign out' }).click();
    await expect(member).toHaveURL(/\/sign-in$/);
    await signIn(member, memberEmail);
    await expect(member).toHaveURL(/\/projects$/);

    await member.getByRole('button', { name: /Switch workspace/ }).click();
    await member.getByRole('button', { name: new RegExp(ownerWorkspace) }).click();
    await expect(member.getByRole('button', { name: `Workspace: ${ownerWorkspace}. Switch workspace` })).toBeVisible();
    await expect(member.getByRole('complementary', { name: 'Sidebar' })).toContainText('Member');
  });

  await test.step('as a member: no key controls, and the reveal is refused visibly', async () => {
    await openNav(member, 'API keys & webhooks');
    await expect(member.getByRole('row', { name: /E2E server/ })).toContainText('Revoked');
    await expect(member.getByText('Only owners and admins can create or revoke keys')).toBeVisible();
    await expect(member.getByRole('button', { name: 'Create key' })).toHaveCount(0);
    await expect(member.getByLabel('Key name')).toHaveCount(0);
    await expect(member.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
    await expect(member.getByRole('button', { name: 'Rotate secret' })).toHaveCount(0);

    await member.getByRole('button', { name: 'Reveal' }).click();
    const refusal = member.getByRole('alert').filter({ hasText: 'Reveal refused' });
    await expect(refusal).toContainText('Only workspace owners and admins');
    await expect(member.getByTestId('webhook-secret')).toContainText('•');
  });

  await memberContext.close();
  await ownerContext.close();
});

test('a wrong password is refused with a visible error', async ({ page }) => {
  const email = uniqueEmail('wrongpw');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signIn(page, email, `${PASSWORD}-not`);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText('Incorrect email or password');
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('visitors are sent to sign-in; the API reference is public', async ({ page }) => {
  await page.goto('/settings/api-keys');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const endpoint = page.locator('article[id="get-projects-projectid"]');
  await expect(endpoint).toContainText('/v1/projects/{projectId}');
  await expect(endpoint).toContainText('projectId');
  await expect(endpoint).toContainText('404');
  await expect(page.getByRole('table', { name: 'Error codes' })).toContainText('unauthorized');
});
