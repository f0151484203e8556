import type { Cli } from '../cli';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a CLI in this process, against this test's database, and keeps what it printed. */
export async function runCli(cli: Cli, args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await cli(args, { out: (text) => (stdout += text), err: (text) => (stderr += text) });
  return { code, stdout, stderr };
}
