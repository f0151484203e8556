/**
 * A separate process for data-dir-lock.test.ts. Prints `ready`, then follows commands on stdin:
 *   go <dir> <epoch ms>   waits (busily, for a close start) until then and tries lockDataDir(dir),
 *                         printing `won` or `refused <error name>: <message>`
 *   release               releases the lock it won, if any, and prints `released`
 * It exits when stdin closes; a lock it still holds is released on exit.
 */
import readline from 'node:readline';
import { lockDataDir } from './data-dir-lock';

let release: (() => void) | undefined;
const say = (line: string) => process.stdout.write(`${line}\n`);

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [command, dir, at] = line.split(' ');
  if (command === 'go') {
    while (Date.now() < Number(at));
    try {
      release = lockDataDir(dir!, `child ${process.pid}`);
      say('won');
    } catch (error) {
      say(`refused ${(error as Error).name}: ${(error as Error).message}`);
    }
  } else if (command === 'release') {
    release?.();
    release = undefined;
    say('released');
  }
});
lines.on('close', () => process.exit(0));
say('ready');
