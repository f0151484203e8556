// One load of autocannon, in a process of its own, forked by run.ts: the bench's own process holds
// the seeding's heap (hundreds of MB), and its garbage collections, tens of milliseconds each,
// would be counted in the latency of whichever target is being measured.
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  connections: number;
  /** Fixed number of requests, or else a duration in seconds. */
  amount?: number;
  duration: number;
  method: 'GET' | 'POST';
  body?: string;
  /** Bearer keys taken in turn from `rotation` on. */
  keys: string[];
  rotation: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  statuses: string;
  /** Where the next load continues the keys' rotation. */
  rotation: number;
}

async function run({ url, connections, amount, duration, method, body, keys, rotation }: LoadRequest): Promise<LoadResult> {
  const statuses: Record<number, number> = {};
  // Throughput over the time to the last response: autocannon's own duration and per-second
  // averages round a short fixed-amount run up to whole seconds.
  const started = performance.now();
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        ...(amount ? { amount } : { duration }),
        connections,
        method,
        body,
        headers: body ? { 'content-type': 'application/json' } : {},
        requests: [
          { setupRequest: (req) => (keys.length ? { ...req, headers: { ...req.headers, authorization: `Bearer ${keys[rotation++ % keys.length]}` } } : req) },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      lastResponse = performance.now();
    });
  });
  return {
    rps: result.requests.total / ((lastResponse - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statuses: Object.entries(statuses)
      .map(([status, count]) => `${status}x${count}`)
      .join(' '),
    rotation,
  };
}

process.send!('ready');
process.once('message', (request: LoadRequest) => {
  run(request).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
