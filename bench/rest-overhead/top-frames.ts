// Summarises .cpuprofile files (node --cpu-prof): the frames with the most self time, and self
// time by package (node_modules/<pkg>, or the app's own folder).
// Usage: npx tsx bench/rest-overhead/top-frames.ts <dir or file.cpuprofile...> [--top 25] [--last <seconds>]
// --last keeps only the samples of the profile's last seconds (the load, not the start-up).
// A windows.json beside the profiles (written by run.ts --profile: [from, to] µs of each facade
// round, on the profiles' clock) keeps only the samples inside those rounds.
// --inclusive a,b,c: also the share of samples with a function of that name on the stack.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, last: { type: 'string' }, inclusive: { type: 'string' } } });
const files = positionals.flatMap((entry) =>
  fs.statSync(entry).isDirectory() ? fs.readdirSync(entry).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(entry, f)) : [entry],
);
const windowsFile = path.join(fs.statSync(positionals[0]!).isDirectory() ? positionals[0]! : path.dirname(positionals[0]!), 'windows.json');
const windows: Array<[number, number]> = fs.existsSync(windowsFile) ? JSON.parse(fs.readFileSync(windowsFile, 'utf8')) : [];
const inWindows = (t: number) => windows.length === 0 || windows.some(([from, to]) => t >= from && t <= to);
const byFrame = new Map<string, number>();
const byPackage = new Map<string, number>();
const watched = (values.inclusive ?? '').split(',').filter(Boolean);
const inclusive = new Map<string, number>(watched.map((name) => [name, 0]));
let total = 0;
for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; endTime: number; startTime: number };
  const hitsById = new Map<number, number>();
  const from = values.last ? profile.endTime - Number(values.last) * 1e6 : -Infinity;
  let t = profile.startTime;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    if (t < from || !inWindows(t)) return;
    hitsById.set(id, (hitsById.get(id) ?? 0) + 1);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nodes.get(at)!.callFrame.functionName;
      if (inclusive.has(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, inclusive.get(name)! + 1);
      }
    }
  });
  for (const node of profile.nodes) {
    const hits = hitsById.get(node.id) ?? 0;
    if (!hits) continue;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^file:\/\//, '').replace(/^.*?\/(node_modules|\.next|server|app|scripts)\//, '$1/');
    const frame = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
    byFrame.set(frame, (byFrame.get(frame) ?? 0) + hits);
    const pkg = url.startsWith('wasm://')
      ? 'wasm (PGlite, Prisma query compiler)'
      : (/node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url ? (/\/(\.next|server|app|scripts)\//.exec(url)?.[1] ?? 'node internals') : functionName));
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
  }
}
const pct = (n: number) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
const top = Number(values.top);
console.log(`self time, ${files.length} profile(s), ${total} samples${windows.length ? ` in ${windows.length} measured round(s)` : ''}\n\nby frame:`);
for (const [frame, hits] of [...byFrame].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`${pct(hits)}  ${frame}`);
console.log('\nby package:');
for (const [pkg, hits] of [...byPackage].sort((x, y) => y[1] - x[1]).slice(0, 15)) console.log(`${pct(hits)}  ${pkg}`);
if (watched.length) {
  console.log('\ninclusive (a function of that name anywhere on the stack):');
  for (const [name, hits] of inclusive) console.log(`${pct(hits)}  ${name}`);
}
