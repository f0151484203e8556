// The operator CLIs' shape: a function of its arguments that writes through CliIo and returns the
// exit code. Its npm script runs it on the process (runAsScript); tests run it in-process
// (testing/run-cli.ts), which spares each case a Node process compiling the app on start.
import { format } from 'node:util';
import { closeDb } from '@/server/db';

export interface CliIo {
  /** Standard output: the one JSON line a script prints. */
  out(text: string): void;
  /** Standard error: messages, usage and progress. */
  err(text: string): void;
}

export type Cli = (args: string[], io: CliIo) => Promise<number>;

/** Runs a CLI as its npm script: the process's arguments and streams, the database closed, its exit code. */
export async function runAsScript(cli: Cli, name: string): Promise<never> {
  let code: number;
  try {
    code = await cli(process.argv.slice(2), { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) });
  } catch (error) {
    process.stderr.write(`${format(`${name}: unexpected error:`, error)}\n`);
    code = 1;
  }
  await closeDb().catch(() => undefined);
  process.exit(code);
}
