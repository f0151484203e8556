// One import in a process of its own, so that its peak RSS is the import's alone. Prints one
// JSON line: {"rows","imported","updated","rejected","seconds","rowsPerSecond","peakRssMb"}.
import { closeDb, getDb } from '@/server/db';
import { importFile } from '@/server/people/imports';

const [workspaceId, file] = process.argv.slice(2);
await getDb(); // opening the database is not part of the import
const started = performance.now();
const report = await importFile({ workspaceId: workspaceId!, kind: 'people', path: file! });
const seconds = (performance.now() - started) / 1000;
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
await closeDb();
console.log(JSON.stringify({ ...report, seconds: Math.round(seconds * 10) / 10, rowsPerSecond: Math.round(report.rows / seconds), peakRssMb }));
process.exit(0);
