import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
process.env.PEOPLE_DIRECTORY_SIZE = '0';
(process.env as Record<string, string>).NODE_ENV = 'production';
const { startInngest } = await import('../inngest/start');
const { createTestWorkspace } = await import('../test/fixtures');
const { dispatchV1Fetch } = await import('../server/api/rest/v1-dispatch');
const withExecutor = process.argv[2] !== 'noexec';
if (withExecutor) await startInngest();
const times: number[] = [];
for (let w = 0; w < 4; w++) {
  const { apiKey } = await createTestWorkspace({ credits: 1000 });
  for (let i = 0; i < 19; i++) {
    const t = performance.now();
    const r = await dispatchV1Fetch(new Request('http://x/v1/search', { method: 'POST', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ brief: 'somebody good' }) }));
    await r.text();
    times.push(performance.now() - t);
  }
}
times.sort((a, b) => a - b);
const marks = (globalThis as any).__marks as Array<[string, number]>;
const by = new Map<string, number[]>();
for (const [l, t] of marks) (by.get(l) ?? by.set(l, []).get(l)!).push(t);
for (const [l, ts] of by) { ts.sort((a, b) => a - b); console.log(l.padEnd(12), ts[ts.length >> 1]!.toFixed(2)); }
console.log(withExecutor ? 'with executor' : 'no executor', 'p50', times[times.length >> 1]!.toFixed(1), 'min', times[0]!.toFixed(1), 'max', times.at(-1)!.toFixed(1));
process.exit(0);
