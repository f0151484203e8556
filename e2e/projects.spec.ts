import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { openNav, signUp, uniqueEmail } from './support/accounts';

// The projects workspace in a real browser: searches started from the UI run to the end, and what
// the UI shows (stars, the CSV) is what a client of the REST API sees.

const FINDS_PEOPLE = 'Senior backend engineers in Berlin with Go experience';
const VAGUE = 'find me some people';
// Generous: the first search of a fresh server also waits for the people directory to be seeded.
const SEARCH_TIMEOUT = 60_000;

const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

/** Creates an API key in the settings UI (shown once) for REST calls as this workspace. */
async function createKey(page: Page, name = 'E2E projects'): Promise<string> {
  await openNav(page, 'API keys & webhooks');
  await page.getByLabel('Key name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByRole('region', { name: 'New API key' }).getByTestId('new-api-key').innerText()).trim();
  expect(key).toMatch(/^ok_live_/);
  return key;
}

async function startSearch(page: Page, brief: string, target?: number): Promise<string> {
  await openNav(page, 'Projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await page.getByLabel('Brief').fill(brief);
  if (target !== undefined) await page.getByLabel('Target (optional)').fill(String(target));
  await page.getByRole('button', { name: 'Start search' }).click();
  await expect(page).toHaveURL(/\/projects\/prj_[A-Za-z0-9]{24}$/);
  const projectId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brief);
  return projectId;
}

async function restStatus(request: APIRequestContext, key: string, projectId: string) {
  const response = await request.get(`/v1/projects/${projectId}`, { headers: auth(key) });
  expect(response.status()).toBe(200);
  return response.json();
}

const statValue = (page: Page, stat: 'total' | 'verified' | 'starred' | 'target') => page.getByTestId(`stat-${stat}-value`);

test('a search started in the UI finishes; stars and the CSV match the REST API; usage shows the spend', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail('projects'));
  const key = await createKey(page);

  let startingBalance = 0;
  await test.step('usage before any search', async () => {
    await openNav(page, 'Usage');
    await expect(page.getByTestId('spent-this-month')).toHaveText('0');
    await expect(page.getByTestId('searches-this-hour')).toHaveText('0');
    startingBalance = Number((await page.getByTestId('credit-balance').innerText()).replace(/,/g, ''));
    expect(startingBalance).toBeGreaterThan(0);
  });

  await test.step('the projects page starts empty', async () => {
    await openNav(page, 'Projects');
    await expect(page.getByText('No searches yet')).toBeVisible();
  });

  const projectId = await test.step('start a search from the form', () => startSearch(page, FINDS_PEOPLE));

  let total = 0;
  await test.step('watch it reach done', async () => {
    await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: SEARCH_TIMEOUT });
    await expect(page.getByRole('table', { name: 'Results' })).toBeVisible();
    total = Number(await statValue(page, 'total').innerText());
    expect(total).toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: 'Criteria' }).getByRole('listitem').first()).toBeVisible();

    const status = await restStatus(request, key, projectId);
    expect(status).toMatchObject({ projectId, status: 'done', done: true, totalResults: total, starredResults: 0, clarificationQuestion: null, error: null });
    await expect(statValue(page, 'verified')).toHaveText(String(status.verifiedResults));

    // Rows carry verdict badges, one per criterion, and an external LinkedIn link.
    const rows = page.getByRole('table', { name: 'Results' }).locator('tbody tr[data-result-id]');
    await expect(rows).toHaveCount(Math.min(total, 25));
    await expect(rows.first().locator('[data-verdict]').first()).toBeVisible();
    // Each verdict says on hover what decided it; the details list it per criterion.
    await expect(rows.first().locator('[data-verdict]').first()).toHaveAttribute('title', /: (meets it|does not meet it|unknown \(no data\)) \(.+\)$/);
    await rows.first().getByRole('button', { name: /^Details for / }).click();
    await expect(page.getByRole('definition').filter({ hasText: /^(title|location|skills|no .+ on record)/ }).first()).toBeVisible();
    await rows.first().getByRole('button', { name: /^Details for / }).click();
    const linkedin = rows.first().getByRole('link', { name: /LinkedIn profile of/ });
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
  });

  await test.step('star two results, unstar one: starredResults follows through the REST API', async () => {
    const rows = page.getByRole('table', { name: 'Results' }).locator('tbody tr[data-result-id]');
    const first = rows.nth(0);
    const second = rows.nth(1);
    await first.getByRole('button', { name: /^Star / }).click();
    await expect(first.getByRole('button', { name: /^Unstar / })).toHaveAttribute('aria-pressed', 'true');
    await expect(statValue(page, 'starred')).toHaveText('1');
    await expect.poll(async () => (await restStatus(request, key, projectId)).starredResults).toBe(1);

    await second.getByRole('button', { name: /^Star / }).click();
    await expect(statValue(page, 'starred')).toHaveText('2');
    await expect.poll(async () => (await restStatus(request, key, projectId)).starredResults).toBe(2);

    await first.getByRole('button', { name: /^Unstar / }).click();
    await expect(statValue(page, 'starred')).toHaveText('1');
    await expect.poll(async () => (await restStatus(request, key, projectId)).starredResults).toBe(1);

    // Persisted: after a reload the second result is still starred, the first is not.
    await page.reload();
    await expect(statValue(page, 'starred')).toHaveText('1');
    await expect(rows.nth(1).getByRole('button', { name: /^Unstar / })).toBeVisible();
    await expect(rows.nth(0).getByRole('button', { name: /^Star / })).toBeVisible();
  });

  await test.step('the CSV downloaded from the UI is byte-identical to GET /v1/projects/{id}/export.csv', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const fromUi = await readFile((await download.path())!);

    const response = await request.get(`/v1/projects/${projectId}/export.csv`, { headers: auth(key) });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/csv/);
    const fromApi = await response.body();
    expect(fromUi.length).toBeGreaterThan(0);
    expect(Buffer.compare(fromUi, fromApi)).toBe(0);
    // One header row, one row per result (the sample data has no line breaks inside cells).
    expect(fromApi.toString('utf8').trimEnd().split(/\r?\n/)).toHaveLength(total + 1);
  });

  await test.step('the projects list shows it with its counts', async () => {
    await openNav(page, 'Projects');
    const row = page.getByRole('table', { name: 'Projects' }).locator(`tr[data-project-id="${projectId}"]`);
    await expect(row).toContainText(FINDS_PEOPLE);
    await expect(row).toContainText('Done');
    await expect(row).toContainText(`/ ${total}`);
    await expect(row).toContainText('Web');
    await row.getByRole('link', { name: FINDS_PEOPLE }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  });

  await test.step('usage shows the credits spent: one per result delivered', async () => {
    await openNav(page, 'Usage');
    await expect(page.getByTestId('spent-this-month')).toHaveText(total.toLocaleString('en'));
    await expect(page.getByTestId('credit-balance')).toHaveText((startingBalance - total).toLocaleString('en'));
    await expect(page.getByTestId('searches-this-hour')).toHaveText('1');
  });

  await test.step("another workspace's user gets a not-found page for this project", async () => {
    const context = await browser.newContext();
    const stranger = await context.newPage();
    await signUp(stranger, uniqueEmail('stranger'));
    await stranger.goto(`/projects/${projectId}`);
    await expect(stranger.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await expect(stranger.getByText(FINDS_PEOPLE)).toHaveCount(0);
    await stranger.goto('/projects/not-a-project-id');
    await expect(stranger.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await context.close();
  });
});

test('results page 25 at a time, in the order of GET /v1/projects/{id}/results', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('paging'));
  const key = await createKey(page);
  const projectId = await startSearch(page, 'Engineers in Germany who speak English', 60);
  await expect(page.getByRole('table', { name: 'Results' })).toBeVisible({ timeout: SEARCH_TIMEOUT });
  await expect(statValue(page, 'target')).toHaveText('60');
  const total = Number(await statValue(page, 'total').innerText());
  expect(total).toBeGreaterThan(25);

  const names = async () => page.getByRole('table', { name: 'Results' }).locator('tbody tr[data-result-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')));
  const rest = async (offset: number) => {
    const response = await request.get(`/v1/projects/${projectId}/results?limit=25&offset=${offset}`, { headers: auth(key) });
    expect(response.status()).toBe(200);
    return ((await response.json()).results as Array<{ fullName: string }>).map((r) => r.fullName);
  };

  const pager = page.getByRole('navigation', { name: 'Results pages' });
  await expect(pager).toContainText(`Showing 1–25 of ${total}`);
  expect(await names()).toEqual(await rest(0));

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`Showing 26–${Math.min(50, total)} of ${total}`);
  await expect(pager).toContainText(`Page 2 of ${Math.ceil(total / 25)}`);
  await expect.poll(names).toEqual(await rest(25));

  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Showing 1–25');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('a vague brief ends in awaiting_input; "New search from this brief" pre-fills the form', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('vague'));

  await test.step('the form checks its fields before sending', async () => {
    await openNav(page, 'Projects');
    await page.getByRole('button', { name: 'Start search' }).click();
    await expect(page.getByText('Describe the people you are looking for.')).toBeVisible();
    await page.getByLabel('Brief').fill(VAGUE);
    await page.getByLabel('Target (optional)').fill('900');
    await page.getByRole('button', { name: 'Start search' }).click();
    await expect(page.getByText('Enter a whole number from 1 to 500')).toBeVisible();
    await expect(page).toHaveURL(/\/projects$/);
    await page.getByLabel('Target (optional)').fill('');
  });

  const projectId = await test.step('start the vague search', () => startSearch(page, VAGUE));

  await test.step('the clarification question is shown prominently', async () => {
    await expect(page.getByText('Needs input', { exact: true })).toBeVisible({ timeout: SEARCH_TIMEOUT });
    const question = page.getByTestId('clarification-question');
    await expect(question).toBeVisible();
    expect((await question.innerText()).length).toBeGreaterThan(20);
    await expect(page.getByRole('table', { name: 'Results' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  });

  await test.step('one click opens the form pre-filled with the brief', async () => {
    await page.getByRole('link', { name: 'New search from this brief' }).click();
    await expect(page).toHaveURL(/\/projects\?/);
    await expect(page.getByLabel('Brief')).toHaveValue(VAGUE);
    await expect(page.getByLabel('Brief')).toBeFocused();
    await expect(page.getByText('Brief copied from an earlier search')).toBeVisible();
    const row = page.getByRole('table', { name: 'Projects' }).locator(`tr[data-project-id="${projectId}"]`);
    await expect(row).toContainText('Needs input');
  });

  await test.step('the refined brief runs as a new project', async () => {
    await page.getByLabel('Brief').fill(FINDS_PEOPLE);
    await page.getByRole('button', { name: 'Start search' }).click();
    await expect(page).toHaveURL(/\/projects\/prj_/);
    expect(page.url()).not.toContain(projectId);
    await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: SEARCH_TIMEOUT });
  });
});

test('past the hourly allowance the form shows the 429 message and usage shows the allowance used', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('allowance'));
  const key = await createKey(page);

  // Use up the hour through the API: vague briefs end in awaiting_input and cost no credits. Each
  // is awaited, because a running search holds a credit reservation until it ends.
  for (let i = 0; i < 20; i++) {
    const response = await request.post('/v1/search', { headers: auth(key), data: { brief: VAGUE } });
    expect(response.status()).toBe(202);
    const { projectId } = await response.json();
    await expect.poll(async () => (await restStatus(request, key, projectId)).status, { timeout: SEARCH_TIMEOUT }).toBe('awaiting_input');
  }

  await openNav(page, 'Projects');
  await page.getByLabel('Brief').fill(FINDS_PEOPLE);
  await page.getByRole('button', { name: 'Start search' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Search limit reached' });
  await expect(alert).toContainText('20 searches in the last hour');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('table', { name: 'Projects' }).locator('tbody tr')).toHaveCount(20);
  await expect(page.getByRole('table', { name: 'Projects' })).toContainText('API');

  await alert.getByRole('link', { name: 'View usage' }).click();
  await expect(page.getByTestId('searches-this-hour')).toHaveText('20');
  await expect(page.getByText('Allowance used')).toBeVisible();
});
