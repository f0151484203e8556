// One import in a process of its own, so that its peak RSS is the import's alone. Prints one JSON
// line: {"rows","imported","updated","rejected","seconds","rowsPerSecond","peakRssMb","peakHeapMb","retainedHeapMb"}.
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { closeDb, getDb } from '@/server/db';
import { importFile } from '@/server/people/imports';

const [workspaceId, file] = process.argv.slice(2);
await getDb(); // opening the database is not part of the import
// The JS heap apart from RSS: PGlite's WebAssembly memory is part of RSS and grows with the database.
let peakHeap = 0;
const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 100);
// What the import holds, apart from garbage not yet collected: the heap just after each full
// collection. The peaks above move with when V8 chooses to collect; this one grows only if the
// import keeps something per row.
let retainedHeap = 0;
const collections = new PerformanceObserver((list) => {
  if ((list.getEntries() as Array<PerformanceEntry & { detail?: { kind?: number } }>).some((e) => e.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) {
    retainedHeap = Math.max(retainedHeap, process.memoryUsage().heapUsed);
  }
});
collections.observe({ entryTypes: ['gc'] });
const started = performance.now();
const report = await importFile({ workspaceId: workspaceId!, kind: 'people', path: file! });
const seconds = (performance.now() - started) / 1000;
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
clearInterval(sampler);
collections.disconnect();
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
await closeDb();
console.log(JSON.stringify({ ...report, seconds: Math.round(seconds * 10) / 10, rowsPerSecond: Math.round(report.rows / seconds), peakRssMb, peakHeapMb: mb(peakHeap), retainedHeapMb: mb(retainedHeap) }));
process.exit(0);
