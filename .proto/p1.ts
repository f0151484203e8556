import { Inngest } from 'inngest';
import { serve } from 'inngest/next';
import { createHmac } from 'node:crypto';
import canonicalize from 'canonicalize';

const key = 'signkey-embedded-' + 'ab'.repeat(32);
const inngest = new Inngest({ id: 'people-search', isDev: false, signingKey: key, eventKey: 'embedded', baseUrl: 'http://inngest.invalid/',
  fetch: (async (url: any, init: any) => { console.log('FETCH', String(url), init?.body); return new Response(JSON.stringify({ ids: ['x'], status: 200 }), { status: 200 }); }) as any });
let count = 0;
const fn = inngest.createFunction({ id: 'demo', retries: 2, triggers: [{ event: 'demo/go' }], onFailure: async () => {} }, async ({ step, event }) => {
  const a = await step.run('a', () => { count++; return 1; });
  const [b, c] = await Promise.all([step.run('b', () => 2), step.run('c', () => 3)]);
  await step.sleep('nap', '30s');
  await step.sendEvent('send', { name: 'demo/other', data: { x: 1 } });
  return { a, b, c };
});
const handler = serve({ client: inngest, functions: [fn] }) as unknown as (r: Request) => Promise<Response>;
function sign(body: string) { const t = Math.floor(Date.now()/1000).toString(); const s = createHmac('sha256', key.replace(/^signkey-\w+-/, '')).update(canonicalize(JSON.parse(body))! + t).digest('hex'); return `t=${t}&s=${s}`; }
async function call(method: string, qs: string, bodyObj: unknown, extra: Record<string,string> = {}) {
  const body = JSON.stringify(bodyObj);
  const t0 = performance.now();
  const res = await handler(new Request('http://embedded.invalid/api/inngest' + qs, { method, body, headers: { 'content-type': 'application/json', 'x-inngest-signature': sign(body), ...extra } }));
  const text = await res.text();
  console.log(method, qs, res.status, (performance.now()-t0).toFixed(1)+'ms', Object.fromEntries([...res.headers].filter(([k]) => k.startsWith('x-inngest'))), text.slice(0, 600));
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const sync = await call('PUT', '', { url: 'http://embedded.invalid/api/inngest' }, { 'x-inngest-sync-kind': 'in_band' });
console.log(JSON.stringify(sync.body.functions, null, 1));
const event = { name: 'demo/go', data: {}, id: 'e1', ts: Date.now() };
const steps: Record<string, any> = {}; const stack: string[] = [];
const mk = (attempt = 0, die = false) => ({ event, events: [event], version: 2, steps, ctx: { run_id: 'r1', attempt, max_attempts: 3, disable_immediate_execution: die, use_api: false, stack: { stack, current: stack.length } } });
let r = await call('POST', '?fnId=people-search-demo&stepId=step', mk());
for (const op of r.body) { steps[op.id] = { type: 'data', data: op.data }; stack.push(op.id); }
r = await call('POST', '?fnId=people-search-demo&stepId=step', mk());
const planned = r.body.map((o: any) => o.id);
for (const id of planned) { const x = await call('POST', `?fnId=people-search-demo&stepId=${id}`, mk(0, true)); for (const op of x.body) { steps[op.id] = { type: 'data', data: op.data }; stack.push(op.id); } }
r = await call('POST', '?fnId=people-search-demo&stepId=step', mk());
for (const op of r.body) { steps[op.id] = { type: 'data', data: null }; stack.push(op.id); }
r = await call('POST', '?fnId=people-search-demo&stepId=step', mk());
for (const op of r.body) { steps[op.id] = { type: 'data', data: op.data }; stack.push(op.id); }
r = await call('POST', '?fnId=people-search-demo&stepId=step', mk());
// unsigned
const res = await handler(new Request('http://x/api/inngest?fnId=people-search-demo&stepId=step', { method: 'POST', body: JSON.stringify(mk()), headers: { 'content-type': 'application/json' } }));
console.log('unsigned', res.status, count);
