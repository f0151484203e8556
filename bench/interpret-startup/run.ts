// Start-up cost of the interpreter with the whole map: npx tsx bench/interpret-startup/run.ts
// Prints the time to load the engine's modules, the first interpretBrief (builds the lexicon and
// the gazetteer's ~100k place phrases), a warm one, and the heap they hold, each against a floor
// measured in the same run (a warm interpretBrief), so the figures compare across machines.
import { performance } from 'node:perf_hooks';

const heapBefore = process.memoryUsage().heapUsed;
const t0 = performance.now();
const { interpretBrief, resolvePlace } = await import('@/server/search');
const loaded = performance.now();
interpretBrief('nurses in Tucson');
const first = performance.now();
const briefs = ['software engineers in Bratislava', '10 Berlin-based senior software engineers who write Golang', 'product managers in Berlin, but not from Zalando'];
const warmStart = performance.now();
for (let round = 0; round < 20; round++) for (const brief of briefs) interpretBrief(brief);
const warm = (performance.now() - warmStart) / (20 * briefs.length);
const firstPlaceStart = performance.now();
resolvePlace('Lisboa'); // builds the index of every name of every city
const firstPlace = performance.now() - firstPlaceStart;
const placeStart = performance.now();
for (let round = 0; round < 100; round++) resolvePlace('Greater Lisbon Area');
const place = (performance.now() - placeStart) / 100;
const heapMB = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
const figures = {
  loadMs: Math.round(loaded - t0),
  firstInterpretMs: Math.round(first - loaded),
  warmInterpretMs: Number(warm.toFixed(2)),
  firstOverWarm: Math.round((first - loaded) / warm),
  firstResolvePlaceMs: Math.round(firstPlace),
  resolvePlaceMs: Number(place.toFixed(3)),
  heapMB: Math.round(heapMB),
  rssMB: Math.round(process.memoryUsage().rss / 1e6),
};
console.log(JSON.stringify(figures));
