import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { openNav, signUp, uniqueEmail } from './support/accounts';

// Monitors in a real browser: the Monitors page creates, pauses, resumes, runs and deletes one, and
// "Watch this search" makes one from a finished project. What the page shows is what /v1 says.

const FINDS_PEOPLE = 'Senior backend engineers in Berlin with Go experience';
const VAGUE = 'find me some people';
// Generous: the first search of a fresh server also waits for the people directory to be seeded.
const SEARCH_TIMEOUT = 60_000;

// Not the server's zone, so the default is visibly the browser's.
test.use({ timezoneId: 'Europe/Berlin' });

const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

async function createKey(page: Page): Promise<string> {
  await openNav(page, 'API keys & webhooks');
  await page.getByLabel('Key name').fill('E2E monitors');
  await page.getByRole('button', { name: 'Create key' }).click();
  return (await page.getByRole('region', { name: 'New API key' }).getByTestId('new-api-key').innerText()).trim();
}

async function restMonitor(request: APIRequestContext, key: string, monitorId: string) {
  const response = await request.get(`/v1/monitors/${monitorId}`, { headers: auth(key) });
  return { status: response.status(), body: response.status() === 200 ? await response.json() : null };
}

const runRows = (monitor: Locator) => monitor.getByRole('table', { name: 'Runs' }).locator('tbody tr');

/** Waits for the newest run to finish and returns its project id. */
async function newestRunDone(monitor: Locator): Promise<string> {
  const newest = runRows(monitor).first();
  await expect(newest).toHaveAttribute('data-run-status', 'done', { timeout: SEARCH_TIMEOUT });
  const href = await newest.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/projects\/prj_[A-Za-z0-9]{24}$/);
  return href!.split('/').pop()!;
}

test('the Monitors page creates a monitor whose runs link to projects; pause, resume, run now, delete', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail('monitors'));
  const key = await createKey(page);

  await test.step('the page is in the navigation and starts empty, in the browser\'s time zone', async () => {
    await openNav(page, 'Monitors');
    await expect(page.getByRole('heading', { name: 'Monitors', level: 1 })).toBeVisible();
    await expect(page.getByText('No monitors yet')).toBeVisible();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
    await expect(page.getByLabel('Daily')).toBeChecked();
  });

  await test.step('a cron schedule more often than hourly is refused before sending', async () => {
    await page.getByLabel('Brief').fill(FINDS_PEOPLE);
    await page.getByLabel('Custom (cron)').check();
    await page.getByLabel('Cron expression').fill('*/5 * * * *');
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await expect(page.getByText('This schedule may run at most once an hour')).toBeVisible();
    await page.getByLabel('Daily').check();
  });

  await test.step('a brief that needs clarifying is refused with the question', async () => {
    await page.getByLabel('Brief').fill(VAGUE);
    // The preview asks it first; creating is refused with the same words.
    const question = (await page.getByTestId('preview-question').innerText()).trim();
    expect(question).toContain(`“${VAGUE}”`);
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The monitor was not created' })).toContainText(question);
    await expect(page.getByText('No monitors yet')).toBeVisible();
  });

  const monitor = page.getByRole('article', { name: FINDS_PEOPLE });
  let monitorId = '';
  let firstRun = '';
  await test.step('create it: listed with its schedule, and its first run links to a project', async () => {
    await page.getByLabel('Brief').fill(FINDS_PEOPLE);
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Monitor created' })).toBeVisible();
    await expect(monitor).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The monitor was not created' })).toHaveCount(0);
    monitorId = (await monitor.getAttribute('data-monitor-id'))!;
    await expect(monitor).toContainText('Active');
    await expect(monitor.getByTestId('monitor-schedule')).toHaveText(/^Daily at \d\d:\d\d · Europe\/Berlin$/);
    await expect(monitor).toContainText(/Next run in (23|24) hours/);

    await expect(runRows(monitor)).toHaveCount(1);
    firstRun = await newestRunDone(monitor);
    const delivered = Number(await runRows(monitor).first().locator('td').nth(2).innerText());
    expect(delivered).toBeGreaterThan(0);

    const rest = await restMonitor(request, key, monitorId);
    expect(rest.body).toMatchObject({ monitorId, status: 'active', brief: FINDS_PEOPLE, schedule: 'daily', timezone: 'Europe/Berlin' });
    expect(rest.body.runs).toEqual([expect.objectContaining({ projectId: firstRun, status: 'done', newResults: delivered })]);

    await runRows(monitor).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/projects/${firstRun}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FINDS_PEOPLE);
    await expect(page.getByText('Monitor', { exact: true })).toBeVisible();
    // A monitor's own run is watched already.
    await expect(page.getByRole('button', { name: 'Watch this search' })).toHaveCount(0);
  });

  await test.step('pause and resume it', async () => {
    await openNav(page, 'Monitors');
    await monitor.getByRole('button', { name: 'Pause' }).click();
    await expect(monitor).toContainText('Paused');
    await expect(monitor).toContainText('No runs while paused');
    await expect.poll(async () => (await restMonitor(request, key, monitorId)).body.status).toBe('paused');
    await page.reload();
    await monitor.getByRole('button', { name: 'Resume' }).click();
    await expect(monitor).toContainText('Active');
    await expect(monitor).toContainText(/Next run in/);
    await expect.poll(async () => (await restMonitor(request, key, monitorId)).body.status).toBe('active');
  });

  await test.step('run it now: a second run, a project of its own', async () => {
    await monitor.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Run started' })).toBeVisible();
    await expect(runRows(monitor)).toHaveCount(2);
    const second = await newestRunDone(monitor);
    expect(second).not.toBe(firstRun);
    await expect(runRows(monitor).nth(1)).toHaveAttribute('data-project-id', firstRun);
  });

  await test.step('delete it after confirming; its projects stay', async () => {
    await monitor.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this monitor?' });
    await expect(dialog).toContainText('The projects of its runs stay');
    await dialog.getByRole('button', { name: 'Delete monitor' }).click();
    await expect(monitor).toHaveCount(0);
    await expect(page.getByText('No monitors yet')).toBeVisible();
    expect((await restMonitor(request, key, monitorId)).status).toBe(404);
    await page.goto(`/projects/${firstRun}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FINDS_PEOPLE);
  });
});

test('"Watch this search" on a finished project creates a monitor shown on the Monitors page', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('watch'));

  const projectId = await test.step('a search runs to the end', async () => {
    await openNav(page, 'Projects');
    await page.getByLabel('Brief').fill(FINDS_PEOPLE);
    await page.getByRole('button', { name: 'Start search' }).click();
    await expect(page).toHaveURL(/\/projects\/prj_[A-Za-z0-9]{24}$/);
    await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: SEARCH_TIMEOUT });
    return new URL(page.url()).pathname.split('/').pop()!;
  });

  await test.step('watch it weekly, in the browser\'s time zone', async () => {
    await page.getByRole('button', { name: 'Watch this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Watch this search' });
    await expect(dialog).toContainText('Europe/Berlin');
    await expect(dialog.getByLabel('Weekly')).toBeChecked();
    await dialog.getByLabel('Daily').check();
    await dialog.getByRole('button', { name: 'Create monitor' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Watch this search' })).toHaveCount(0);
  });

  await test.step('"View monitor" leads to it on the Monitors page', async () => {
    await page.getByRole('link', { name: 'View monitor' }).click();
    await expect(page).toHaveURL(/\/monitors\?monitor=mon_[A-Za-z0-9]{24}$/);
    const monitor = page.getByRole('article', { name: FINDS_PEOPLE });
    await expect(monitor).toBeVisible();
    await expect(monitor).toHaveAttribute('data-monitor-id', new URL(page.url()).searchParams.get('monitor')!);
    await expect(monitor.getByTestId('monitor-schedule')).toHaveText(/^Daily at \d\d:\d\d · Europe\/Berlin$/);
    const run = await newestRunDone(monitor);
    expect(run).not.toBe(projectId);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Monitors' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('the project, opened again, links to its monitor instead of watching twice', async () => {
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole('link', { name: 'View monitor' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Watch this search' })).toHaveCount(0);
  });
});
