import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { openNav, signUp, uniqueEmail } from './support/accounts';
import { newCustomerKey } from './support/api-key';

// The People page in a real browser: a file dropped on the page is imported (with progress and
// counts), its rejected rows download as CSV, the people show up in a search of this workspace
// only, and the suppression list, the setting and deletions work.

const MESSY = path.join(import.meta.dirname, 'fixtures', 'messy-people.csv');

/** Drops a file on the drop zone the way a browser does (a DataTransfer carrying a File). */
async function dropFile(page: Page, testId: string, file: string, type: string) {
  const content = (await readFile(file)).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ content, name, type }) => {
      const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { content, name: path.basename(file), type },
  );
  // Files given before hydration would be lost: the zone says when it is ready.
  await expect(page.getByTestId(testId)).toBeEnabled();
  await page.getByTestId(testId).dispatchEvent('dragover', { dataTransfer });
  await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer });
}

test('people imported on the People page are searched by this workspace only; suppression, setting and deletion work', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  await signUp(page, uniqueEmail('people'));
  await openNav(page, 'People');
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await expect(page.getByText('The shared directory is demo data')).toBeVisible();

  await test.step('drop a messy CSV: counts, then the rejected rows as CSV', async () => {
    await dropFile(page, 'drop-people', MESSY, 'text/csv');
    const row = page.getByRole('table', { name: 'Import history' }).locator('tbody tr').first();
    await expect(row.getByText('done')).toBeVisible({ timeout: 60_000 });
    await expect(row.locator('[data-col="rows"]')).toHaveText('9');
    await expect(row.locator('[data-col="imported"]')).toHaveText('7');
    await expect(row.locator('[data-col="updated"]')).toHaveText('0');
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: 'Download the 2 rejected rows' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('"row","error","Full Name","Job Title","Organisation","City","Country","E-mail Address","LinkedIn URL","Skills","Years of Experience"');
    expect(csv).toContain('"8","Row 8 has no name"');
    expect(csv).toContain('"9","Row 9 has 12 cells but the header has 9"');
  });

  await test.step('the same file again only updates', async () => {
    await expect(page.getByTestId('file-people')).toBeEnabled();
    await page.getByTestId('file-people').setInputFiles(MESSY);
    const row = page.getByRole('table', { name: 'Import history' }).locator('tbody tr').first();
    await expect(row.locator('[data-col="updated"]')).toHaveText('7', { timeout: 60_000 });
    await expect(row.locator('[data-col="imported"]')).toHaveText('0');
  });

  await test.step('delete one person', async () => {
    const people = page.getByRole('table', { name: 'Your people' });
    await expect(people.getByText('Ana Silva')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Hugo Alves' }).click();
    await page.getByRole('button', { name: 'Delete person' }).click();
    await expect(people.getByText('Hugo Alves')).toHaveCount(0);
  });

  await test.step('a search of this workspace finds them, labelled as its own', async () => {
    await openNav(page, 'Projects');
    await page.getByLabel('Brief').fill('product managers in Lisbon');
    await page.getByRole('button', { name: 'Start search' }).click();
    await expect(page).toHaveURL(/\/projects\/prj_/);
    const ana = page.locator('tr[data-name="Ana Silva"]');
    await expect(ana).toBeVisible({ timeout: 90_000 });
    await expect(ana.getByText('Your people')).toBeVisible();
    await expect(page.getByText('Demo directory').first()).toBeVisible();
  });

  await test.step('another workspace never sees them (REST search and CSV)', async () => {
    const key = await newCustomerKey(browser, 'people-other');
    const created = await request.post('/v1/search', { headers: { Authorization: `Bearer ${key}` }, data: { brief: 'product managers in Lisbon' } });
    expect(created.status()).toBe(202);
    const { projectId } = await created.json();
    await expect
      .poll(async () => (await (await request.get(`/v1/projects/${projectId}`, { headers: { Authorization: `Bearer ${key}` } })).json()).status, { timeout: 90_000 })
      .toBe('done');
    const csv = await (await request.get(`/v1/projects/${projectId}/export.csv`, { headers: { Authorization: `Bearer ${key}` } })).text();
    expect(csv).not.toContain('Ana Silva');
    expect(csv).not.toContain('your people');
  });

  await test.step('suppression list: add, then remove; the setting sticks', async () => {
    await openNav(page, 'People');
    await page.getByLabel('Add an entry').fill('ANA@example.com');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const list = page.getByRole('table', { name: 'Suppression list' });
    await expect(list.getByText('ana@example.com')).toBeVisible();
    await page.getByLabel('Add an entry').fill('not a thing');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(/is not an e-mail address/)).toBeVisible();
    await page.getByRole('button', { name: 'Remove ana@example.com' }).click();
    await expect(list).toHaveCount(0);

    const setting = page.getByLabel('Skip people already delivered in earlier projects');
    await expect(setting).not.toBeChecked();
    await setting.check();
    await expect(setting).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Skip people already delivered in earlier projects')).toBeChecked();
  });

  await test.step('delete the imports: people leave once no import holds them', async () => {
    await page.getByRole('button', { name: 'Delete import messy-people.csv' }).first().click();
    await page.getByRole('button', { name: 'Delete import', exact: true }).click();
    await expect(page.getByText('Import deleted; 0 people left your searches')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your people' }).getByText('Ana Silva')).toBeVisible();
    // The history refetches after the toast: wait for the one import left.
    await expect(page.getByRole('button', { name: 'Delete import messy-people.csv' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Delete import messy-people.csv' }).click();
    await page.getByRole('button', { name: 'Delete import', exact: true }).click();
    await expect(page.getByText('Import deleted; 6 people left your searches')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your people' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Import history' })).toHaveCount(0);
  });
});

test('suppression list: an entry added by hand can be removed; one from a list names the list and has no Remove', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('suppression'));
  const list = page.getByRole('table', { name: 'Suppression list' });
  const entry = (value: string) => list.locator(`tr[data-value="${value}"]`);

  await test.step('the upload zones take no file until the page can send it', async () => {
    // The scripts are held back until the test lets them go: the server's HTML is on screen,
    // React has not attached the handlers yet.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Only until the response starts: the page's events wait for the held scripts.
    await page.goto('/people', { waitUntil: 'commit' });
    await expect(page.getByTestId('file-suppression')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Upload a suppression list' })).toBeDisabled();
    releaseScripts();
    await expect(page.getByTestId('file-suppression')).toBeEnabled({ timeout: 30_000 });
    await page.unrouteAll({ behavior: 'wait' });
  });

  await test.step('an uploaded list: its entries show the file and have no Remove', async () => {
    const csv = Buffer.from('email\nlisted@example.com\nboth@example.com\n');
    await expect(page.getByTestId('file-suppression')).toBeEnabled();
    // Each side's part on its own: the page sent the file and the server took it, then the page
    // saw the import, then its entries.
    const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/people/upload');
    await page.getByTestId('file-suppression').setInputFiles({ name: 'do-not-contact.csv', mimeType: 'text/csv', buffer: csv });
    expect((await uploaded).status()).toBe(202);
    await expect(page.getByRole('table', { name: 'Import history' }).getByText('do-not-contact.csv')).toBeVisible();
    // No reload: the panel refreshes when the list's import ends.
    await expect(entry('listed@example.com').locator('[data-col="holders"]')).toHaveText('do-not-contact.csv', { timeout: 60_000 });
    await expect(entry('listed@example.com').getByRole('button')).toHaveCount(0);
  });

  await test.step('an entry added by hand has Remove and disappears after it', async () => {
    await page.getByLabel('Add an entry').fill('hand@example.com');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(entry('hand@example.com').locator('[data-col="holders"]')).toHaveText('By hand');
    await page.getByRole('button', { name: 'Remove hand@example.com' }).click();
    await expect(entry('hand@example.com')).toHaveCount(0);
    await expect(entry('listed@example.com')).toBeVisible();
  });

  await test.step('held by hand and by a list: Remove lifts the hand only; a stale Remove shows the server\'s refusal', async () => {
    await page.getByLabel('Add an entry').fill('both@example.com');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(entry('both@example.com').locator('[data-col="holders"]')).toHaveText('By hand, do-not-contact.csv');
    // Another tab of the same user removes the hand's hold first.
    const other = await page.context().newPage();
    await other.goto('/people');
    await other.getByRole('button', { name: 'Remove both@example.com' }).click();
    await expect(other.getByText('both@example.com stays suppressed: a suppression list holds it')).toBeVisible();
    await expect(other.locator('tr[data-value="both@example.com"] [data-col="holders"]')).toHaveText('do-not-contact.csv');
    await other.close();
    // This tab still offers Remove: the server refuses (409) and the panel says why.
    await page.getByRole('button', { name: 'Remove both@example.com' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'both@example.com not removed' })).toContainText(
      'both@example.com comes from a suppression list: delete the list to remove it.',
    );
    await expect(entry('both@example.com').locator('[data-col="holders"]')).toHaveText('do-not-contact.csv');
    await expect(entry('both@example.com').getByRole('button')).toHaveCount(0);
  });
});

test('POST /v1/people/imports from a client: 202, then the status with counts and errors', async ({ browser, request }) => {
  const key = await newCustomerKey(browser, 'people-rest');
  const headers = { Authorization: `Bearer ${key}` };
  const body = await readFile(MESSY);
  const created = await request.post('/v1/people/imports', { headers: { ...headers, 'Content-Type': 'text/csv' }, data: body });
  expect(created.status()).toBe(202);
  const { importId, status } = await created.json();
  expect(status).toBe('running');
  await expect.poll(async () => (await (await request.get(`/v1/people/imports/${importId}`, { headers })).json()).status, { timeout: 60_000 }).toBe('done');
  expect(await (await request.get(`/v1/people/imports/${importId}`, { headers })).json()).toMatchObject({ rows: 9, imported: 7, rejected: 2, errors: [{ row: 8 }, { row: 9 }] });
  const wrong = await request.post('/v1/people/imports', { headers: { ...headers, 'Content-Type': 'application/pdf' }, data: Buffer.from('%PDF-1.4') });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).error.code).toBe('invalid_request');
});
