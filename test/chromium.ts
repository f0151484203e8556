// Which Chromium the browser tests drive, so that `npm install && npm test` works on a fresh
// machine: a system Chromium when there is one (faster to start, kept current by the OS),
// otherwise the build that `npm install` brought in @sparticuz/chromium (unpacked to /tmp at
// first launch; no download, no apt). Used by playwright.config.ts.
import fs from 'node:fs';
import path from 'node:path';

/** Flags every Chromium gets in a container-like test machine. */
const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * @sparticuz/chromium flags left out. Headless is Playwright's. --single-process (a Lambda
 * necessity) crashes the browser when a test closes its second context. --disable-features and
 * --enable-features would replace Playwright's own lists (Chromium honours the last one). And the
 * tests must see the web's security model as users' browsers do.
 */
const LEFT_OUT = [
  '--headless',
  '--single-process',
  '--disable-features=',
  '--enable-features=',
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
];

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

export interface BrowserChoice {
  source: 'system' | 'npm';
  executablePath: string;
  args: string[];
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The system Chromium, or null. `E2E_SYSTEM_CHROMIUM` names the binary to use instead of looking
 * one up on PATH; pointing it at a missing file is how a run behaves like a machine without one.
 */
export function findSystemChromium(env: Record<string, string | undefined> = process.env): string | null {
  const override = env.E2E_SYSTEM_CHROMIUM;
  if (override !== undefined && override !== '') return isExecutable(override) ? override : null;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of SYSTEM_NAMES) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

/** The browser the Playwright run launches, with its flags. */
export async function chooseChromium(env: Record<string, string | undefined> = process.env): Promise<BrowserChoice> {
  const system = findSystemChromium(env);
  if (system) return { source: 'system', executablePath: system, args: COMMON_ARGS };
  // Loaded only when needed: its first executablePath() unpacks ~67 MB of brotli archives.
  const { default: packaged } = await import('@sparticuz/chromium');
  const executablePath = await packaged.executablePath();
  // Its own flags tune it for serverless hosts (software GL through swiftshader, no zygote).
  const args = [...new Set([...packaged.args.filter((arg) => !LEFT_OUT.some((drop) => arg.startsWith(drop))), ...COMMON_ARGS])];
  return { source: 'npm', executablePath, args };
}
