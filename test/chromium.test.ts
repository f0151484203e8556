import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSystemChromium } from './chromium';

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
