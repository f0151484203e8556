import { expect, test } from '@playwright/test';
import { openNav, signUp, uniqueEmail } from './support/accounts';

// Issue 10: the web form reads the brief as it is typed (criteria chips, the words it will not use,
// the estimate, the question it would ask) before anything is spent; the project page shows the
// same reading of the finished search.

const SEARCH_TIMEOUT = 60_000;

test('the form shows the live reading of the brief, and the project page the same reading', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail('preview'));
  await openNav(page, 'Projects');
  const brief = page.getByLabel('Brief');
  const reading = page.getByTestId('brief-reading');
  const chips = reading.getByRole('list', { name: 'Criteria' }).getByRole('listitem');

  await test.step('criteria as chips and the estimate while typing', async () => {
    await brief.fill('product managers in Berlin, but not from Zalando');
    await expect(chips).toHaveText(['Role: Product Manager', 'Location: Berlin', 'Company: not Zalando (current or past)'], { timeout: SEARCH_TIMEOUT });
    await expect(reading.getByTestId('estimate')).toHaveText(/^About [\d,]+ (person|people) in the directory meet every criterion\.$/);
    await expect(reading.getByTestId('not-used')).toHaveCount(0);
  });

  await test.step('the words it will not use and the question it would ask, before anything is spent', async () => {
    await brief.fill('nurses in Xyzzyville with blorptastic vibes');
    await expect(reading.getByTestId('preview-question')).toContainText('“Xyzzyville”');
    await expect(reading.getByTestId('not-used')).toContainText('“blorptastic”');
    await expect(reading.getByTestId('estimate')).toHaveCount(0);
    await brief.fill('');
    await expect(reading).toHaveCount(0);
  });

  await test.step('previews cost nothing', async () => {
    await openNav(page, 'Usage');
    await expect(page.getByTestId('searches-this-hour')).toHaveText('0');
    await expect(page.getByTestId('spent-this-month')).toHaveText('0');
  });

  await test.step('the project page shows the reading of the search', async () => {
    await openNav(page, 'Projects');
    const text = 'find 5 Berlin-based senior software engineers who write Golang, blorptastic';
    await page.getByLabel('Brief').fill(text);
    await expect(chips).toHaveText(['Role: Software Engineer', 'Seniority: Senior', 'Location: Berlin', 'Skill: Go'], { timeout: SEARCH_TIMEOUT });
    await page.getByRole('button', { name: 'Start search' }).click();
    await expect(page).toHaveURL(/\/projects\/prj_[A-Za-z0-9]{24}$/);
    await expect(page.getByTestId('stat-target-value')).toHaveText('5', { timeout: SEARCH_TIMEOUT });
    const projectReading = page.getByTestId('brief-reading');
    await expect(projectReading.getByRole('list', { name: 'Criteria' }).getByRole('listitem')).toHaveText(
      ['Role: Software Engineer', 'Seniority: Senior', 'Location: Berlin', 'Skill: Go'],
      { timeout: SEARCH_TIMEOUT },
    );
    await expect(projectReading.getByTestId('not-used')).toContainText('“blorptastic”');
  });
});
