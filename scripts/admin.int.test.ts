import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/server/db';
import { getEnv } from '@/server/env';
import { v1, insertProject } from '@/test/fixtures';

const exec = promisify(execFile);

/** Runs the operator CLI as a user would, in its own process, against this test's database. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await exec('npx', ['tsx', 'scripts/admin.ts', ...args], { env: process.env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('operator CLI', () => {
  it('creates a workspace, keys, credits and revokes, one JSON line each', async () => {
    // The embedded database allows one process: release it while the CLI runs.
    await closeDb();
    const email = `cli-${randomBytes(3).toString('hex')}@example.com`;
    const created = await admin('create-workspace', '--name', 'Acme', '--owner', email, '--password', 'a long password', '--credits', '50');
    expect(created.code).toBe(0);
    const lines = created.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!);
    expect(Object.keys(out).sort()).toEqual(['apiKey', 'webhookSecret', 'workspaceId']);
    expect(out.apiKey).toMatch(/^ok_live_/);
    expect(out.webhookSecret).toMatch(/^whsec_/);

    const key = await admin('create-key', '--workspace', out.workspaceId, '--name', 'second');
    expect(key.code).toBe(0);
    const { apiKey } = JSON.parse(key.stdout);

    const credits = await admin('set-credits', '--workspace', out.workspaceId, '--credits', '75', '--monthly-budget', '500');
    expect(JSON.parse(credits.stdout)).toEqual({ workspaceId: out.workspaceId, credits: 75, monthlyBudget: 500 });

    const revoked = await admin('revoke-key', '--workspace', out.workspaceId, '--key', apiKey);
    expect(JSON.parse(revoked.stdout)).toEqual({ revoked: true });

    const project = await insertProject(out.workspaceId);
    expect((await v1('GET', `/projects/${project.id}`, { key: out.apiKey })).status).toBe(200);
    expect((await v1('GET', `/projects/${project.id}`, { key: apiKey })).status).toBe(401);
    await closeDb();
  });

  it('fails with a clear message and a non-zero exit on bad input', async () => {
    await closeDb();
    const cases: Array<[string[], RegExp]> = [
      [['create-key', '--workspace', 'does-not-exist'], /No workspace with id does-not-exist/],
      [['set-credits', '--workspace', 'x', '--credits', 'many'], /--credits must be a whole number/],
      [['create-workspace', '--name', 'X'], /--owner is required/],
      [['frobnicate'], /Unknown command "frobnicate"/],
      [['create-key', '--nope', '1'], /Unknown option '--nope'/],
    ];
    for (const [args, message] of cases) {
      const result = await admin(...args);
      expect(result.code).not.toBe(0);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
    }
  });

  it.runIf(getEnv().databaseMode === 'embedded')('says the data directory is in use while the server holds it', async () => {
    await getDb(); // this test process now plays the running server
    const result = await admin('create-key', '--workspace', 'x');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/data directory .* is in use by process \d+/);
    expect(result.stderr).toMatch(/stop the server/);
  });
});
