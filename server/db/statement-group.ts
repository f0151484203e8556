/**
 * Group commit for a hot statement: while one runs, the calls that arrive wait and then go
 * together in the next, so under load one round trip to the database serves many calls instead
 * of one each (the per-statement cost of a round trip, not the statement's work, was most of the
 * API's time: bench/rest-overhead). A lone call goes at once, so nothing waits on an idle server.
 */
export class StatementGroup<In, Out> {
  private waiting: Array<{ input: In; resolve(output: Out): void; reject(error: unknown): void }> = [];
  private inFlight = 0;

  constructor(
    /** Runs one statement for the inputs; returns one output per input, in their order. */
    private readonly runBatch: (inputs: In[]) => Promise<Out[]>,
    private readonly options: {
      max: number;
      /** Calls with the same key never share a statement (e.g. a row counted once per statement). */
      distinctBy?: (input: In) => string;
      /** Statements in flight at once (default 1); only for statements that may overlap, as reads. */
      concurrency?: number;
    },
  ) {}

  run(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.inFlight < (this.options.concurrency ?? 1)) void this.send();
    });
  }

  private async send(): Promise<void> {
    const batch = this.takeBatch();
    if (batch.length === 0) return;
    this.inFlight++;
    try {
      const outputs = await this.runBatch(batch.map((call) => call.input));
      batch.forEach((call, i) => call.resolve(outputs[i]!));
    } catch (error) {
      for (const call of batch) call.reject(error);
    } finally {
      this.inFlight--;
      if (this.waiting.length) void this.send();
    }
  }

  /** The oldest waiting calls, distinct by key, up to max; the rest keep their order. */
  private takeBatch() {
    const batch: typeof this.waiting = [];
    const later: typeof this.waiting = [];
    const keys = new Set<string>();
    for (const call of this.waiting) {
      const key = this.options.distinctBy?.(call.input);
      if (batch.length < this.options.max && (key === undefined || !keys.has(key))) {
        if (key !== undefined) keys.add(key);
        batch.push(call);
      } else {
        later.push(call);
      }
    }
    this.waiting = later;
    return batch;
  }
}

/**
 * One group per database (tests open several in turn) and per set of arguments the statement is
 * bound to (e.g. a rate policy's limit and window).
 */
export function groupPerDatabase<Db extends object, In, Out, Args extends Array<string | number> = []>(
  create: (db: Db, ...args: Args) => StatementGroup<In, Out>,
): (db: Db, ...args: Args) => StatementGroup<In, Out> {
  const groups = new WeakMap<Db, Map<string, StatementGroup<In, Out>>>();
  return (db, ...args) => {
    let byArgs = groups.get(db);
    if (!byArgs) groups.set(db, (byArgs = new Map()));
    const key = args.join('/');
    let group = byArgs.get(key);
    if (!group) byArgs.set(key, (group = create(db, ...args)));
    return group;
  };
}
