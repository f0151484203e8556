// One import in a process of its own, so that its peak RSS is the import's alone. Prints one
// JSON line: {"rows","imported","updated","rejected","seconds","rowsPerSecond","peakRssMb","peakHeapMb"}.
import { closeDb, getDb } from '@/server/db';
import { importFile } from '@/server/people/imports';

const [workspaceId, file] = process.argv.slice(2);
await getDb(); // opening the database is not part of the import
// The JS heap apart from RSS: PGlite's WebAssembly memory is part of RSS and grows with the database.
let peakHeap = 0;
const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 100);
const started = performance.now();
const report = await importFile({ workspaceId: workspaceId!, kind: 'people', path: file! });
const seconds = (performance.now() - started) / 1000;
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
clearInterval(sampler);
const peakHeapMb = Math.round(peakHeap / 1024 / 1024);
await closeDb();
console.log(JSON.stringify({ ...report, seconds: Math.round(seconds * 10) / 10, rowsPerSecond: Math.round(report.rows / seconds), peakRssMb, peakHeapMb }));
process.exit(0);
