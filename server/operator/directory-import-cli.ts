// npm run directory:import -- --file <path.csv|path.jsonl> (scripts/directory-import.ts)
// Loads people an operator licenses into the shared directory (every workspace searches them),
// with the same reading rules as a workspace import. A progress bar on stderr, then one JSON line:
// {"importId":"imp_…","rows":n,"imported":n,"updated":n,"rejected":n,"seconds":s}.
import { createReadStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importFile } from '@/server/people/imports';
import type { Cli, CliIo } from './cli';

const USAGE = 'Usage: npm run directory:import -- --file <path.csv|path.jsonl>';

/** Lines of the file (streamed): the bar's 100 %. Quoted line breaks make it an upper bound. */
async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) for (const byte of chunk) if (byte === 10) lines++;
  return Math.max(1, lines);
}

function progressBar(totalLines: number, io: CliIo) {
  const started = Date.now();
  let last = 0;
  return (rows: number, finished = false) => {
    const now = Date.now();
    if (now - last < 200 && !finished) return;
    last = now;
    const share = finished ? 1 : Math.min(1, rows / totalLines);
    const rate = Math.round(rows / Math.max(0.001, (now - started) / 1000));
    const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '.');
    io.err(`\r[${bar}] ${Math.round(share * 100)}% ${rows.toLocaleString('en-US')} rows, ${rate.toLocaleString('en-US')} rows/s`);
  };
}

export const directoryImportCli: Cli = async (args, io) => {
  let file: string | undefined;
  try {
    ({ file } = parseArgs({ args, options: { file: { type: 'string' } }, strict: true }).values);
  } catch (error) {
    io.err(`directory:import: ${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (!file || !existsSync(file)) {
    io.err(`directory:import: ${file ? `${file} does not exist` : '--file is required'}\n${USAGE}\n`);
    return 2;
  }
  const started = performance.now();
  try {
    const bar = progressBar(await countLines(file), io);
    const report = await importFile({ workspaceId: null, kind: 'people', path: file, onProgress: (rows) => bar(rows) });
    bar(report.rows, true);
    io.err('\n');
    io.out(`${JSON.stringify({ ...report, seconds: Math.round((performance.now() - started) / 10) / 100 })}\n`);
    return 0;
  } catch (error) {
    io.err(`\ndirectory:import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
};
