import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { CliRun } from '@/server/operator/testing/run-cli';

const exec = promisify(execFile);

/**
 * Runs a script of `scripts/` as its npm command does (tsx), in a process of its own, against the
 * calling test's database (its environment). Node with tsx's loader, not `npx tsx`: npx cost a
 * second of CPU per run.
 */
export async function runScript(script: string, args: string[], timeoutMs = 120_000): Promise<CliRun> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', script, ...args], { env: process.env, timeout: timeoutMs });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
