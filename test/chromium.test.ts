import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseChromium, findSystemChromium } from './chromium';

describe('findSystemChromium', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-choice-'));
  const fake = path.join(dir, 'chromium');
  fs.writeFileSync(fake, '#!/bin/sh\n', { mode: 0o755 });

  it('finds a chromium on PATH', () => {
    expect(findSystemChromium({ PATH: `/nonexistent${path.delimiter}${dir}` })).toBe(fake);
  });

  it('finds none on a PATH without one', () => {
    expect(findSystemChromium({ PATH: '/nonexistent' })).toBeNull();
  });

  it('takes E2E_SYSTEM_CHROMIUM instead of PATH, and a missing file there means none', () => {
    expect(findSystemChromium({ PATH: dir, E2E_SYSTEM_CHROMIUM: '/nonexistent/chromium' })).toBeNull();
    expect(findSystemChromium({ PATH: '', E2E_SYSTEM_CHROMIUM: fake })).toBe(fake);
  });

  it('ignores a file that is not executable', () => {
    const plain = path.join(dir, 'not-executable');
    fs.writeFileSync(plain, '', { mode: 0o644 });
    expect(findSystemChromium({ PATH: '', E2E_SYSTEM_CHROMIUM: plain })).toBeNull();
  });
});

describe('chooseChromium without a system browser', () => {
  it('launches the npm-provided build, without the flags that break Playwright', async () => {
    const choice = await chooseChromium({ PATH: '/nonexistent', E2E_SYSTEM_CHROMIUM: '/nonexistent/chromium' });
    expect(choice.source).toBe('npm');
    expect(fs.statSync(choice.executablePath).isFile()).toBe(true);
    for (const flag of choice.args) expect(flag).not.toMatch(/^--(single-process|headless|disable-web-security|(en|dis)able-features=)/);
    expect(choice.args).toContain('--no-sandbox');
  }, 120_000);
});
