import { type PGlite, type QueryOptions, type Results, TransactionAbortedError, messages, parse, protocol } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  /** The parameters' types as PostgreSQL inferred them: each value is serialized as PGlite's query would. */
  paramTypes: number[];
  /** The statement's row description (none for a statement without rows). */
  rowDescription?: BackendMessage;
}

interface Statement {
  text: string;
  params: unknown[];
  options?: QueryOptions;
}

/** Distinct statement texts kept prepared by default; past this the least recently used is closed. */
const MAX_PREPARED = 500;

const { serialize } = protocol;

/** Numbers prepared statements: names unique in the process, whichever instance prepared them. */
let prepareCount = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/** The error PGlite's own query throws: the DatabaseError with the statement it came from. */
function withStatement(error: unknown, statement: Statement): unknown {
  if (error instanceof messages.DatabaseError) Object.assign(error, { query: statement.text, params: statement.params, queryOptions: statement.options });
  return error;
}

/** Options that change how a statement is parsed or fed (declared types, a COPY blob) take PGlite's own path. */
const handles = (options?: QueryOptions) => !options?.paramTypes && !options?.blob;

/**
 * Statements on PGlite, each prepared once and then run in one call into the engine.
 *
 * PGlite's `query` makes six calls per statement (parse, describe, bind, describe, execute, sync)
 * and parses and plans the text every time: about 0.4 ms for a primary-key read on these machines,
 * most of a request's time in embedded mode. Here a statement text is parsed and described once
 * (a named prepared statement, as the `pg` driver does on PostgreSQL); afterwards a call is one
 * bind, execute and sync (bench/rest-overhead). Values are serialized by the parameter types
 * the description gave, with PGlite's own serializers, and rows parsed with its parsers, so
 * results are exactly what `query` returns. The same locks as PGlite's own calls are taken.
 */
export class PGliteStatements {
  private readonly prepared = new Map<string, Prepared>();

  /** Use `of(db)`: a PGlite's prepared statements must be known to one instance. */
  constructor(
    readonly db: PGlite,
    private readonly maxPrepared = MAX_PREPARED,
  ) {}

  private static readonly perDatabase = new WeakMap<PGlite, PGliteStatements>();

  /** One per PGlite: its prepared statements live in that PGlite's session. */
  static of(db: PGlite): PGliteStatements {
    let statements = PGliteStatements.perDatabase.get(db);
    if (!statements) PGliteStatements.perDatabase.set(db, (statements = new PGliteStatements(db)));
    return statements;
  }

  /** A statement on its own: waits for any transaction in progress, as PGlite's `query` does. */
  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!handles(options)) return this.db.query<T>(text, params, options);
    await this.db._checkReady();
    return this.db._runExclusiveTransaction(() =>
      this.db._runExclusiveQuery(async () => {
        const result = await this.run<T>({ text, params, options });
        await this.db.syncToFs();
        return result;
      }),
    );
  }

  /**
   * A transaction whose statements go to the engine only when a result is needed: BEGIN goes with
   * the first query, and queued writes with the next query or the COMMIT. Rolled back if `fn`
   * throws or abandons it.
   */
  async transaction<T>(fn: (tx: PGlitePipeline) => Promise<T>): Promise<T> {
    await this.db._checkReady();
    return this.db._runExclusiveTransaction(async () => {
      const tx = new PGlitePipeline(this);
      try {
        const value = await fn(tx);
        await (tx.abandoned ? tx.rollback() : tx.commit());
        return value;
      } catch (error) {
        await tx.rollback();
        throw error;
      }
    });
  }

  /** Runs one statement (the caller holds the locks). */
  async run<T>(statement: Statement): Promise<Results<T>> {
    const [result] = await this.runAll([statement]);
    if (result instanceof Error) throw result;
    return result as Results<T>;
  }

  /**
   * Runs statements in order in one call (the caller holds the locks): a result for each, or
   * for the one that failed and every one after it (they did not run), its error.
   */
  async runAll(statements: Statement[]): Promise<Array<Results | Error>> {
    const prepared: Prepared[] = [];
    for (const statement of statements) {
      try {
        prepared.push(await this.prepare(statement.text));
      } catch (error) {
        // Nothing was sent yet: this one fails, and the rest with it.
        const failed = withStatement(error, statement) as Error;
        return statements.map(() => failed);
      }
    }
    const parts = statements.flatMap((statement, i) => [serialize.bind({ statement: prepared[i]!.name, values: this.values(prepared[i]!, statement) }), serialize.execute({})]);
    const replies = await this.db.execProtocolStream(concat([...parts, serialize.sync()]), { syncToFs: false, throwOnError: false });
    // Each statement's replies end with its completion; an error ends the pipeline.
    const results: Array<Results | Error> = [];
    let start = 0;
    for (const [i, reply] of replies.entries()) {
      if (reply instanceof messages.DatabaseError) {
        const failed = withStatement(reply, statements[results.length]!) as Error;
        while (results.length < statements.length) results.push(failed);
        break;
      }
      if (reply.name === 'commandComplete' || reply.name === 'emptyQuery') {
        const { rowDescription } = prepared[results.length]!;
        const own = replies.slice(start, i + 1);
        results.push(parse.parseResults(rowDescription ? [rowDescription, ...own] : own, this.db.parsers, statements[results.length]!.options)[0]!);
        start = i + 1;
      }
    }
    return results;
  }

  /** A multi-statement script in the simple protocol (the caller holds the locks). */
  async runScript(script: string): Promise<void> {
    try {
      await this.db.execProtocolStream(serialize.query(script), { syncToFs: false });
    } catch (error) {
      throw withStatement(error, { text: script, params: [] });
    }
  }

  private values(statement: Prepared, { params, options }: Statement) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? this.db.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
  }

  private async prepare(text: string): Promise<Prepared> {
    const known = this.prepared.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to close when the cache is full.
      this.prepared.delete(text);
      this.prepared.set(text, known);
      return known;
    }
    if (this.prepared.size >= this.maxPrepared) {
      const [oldestText, oldest] = this.prepared.entries().next().value!;
      this.prepared.delete(oldestText);
      await this.db.execProtocolStream(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), { syncToFs: false, throwOnError: false });
    }
    const name = `pglite_statement_${++prepareCount}`;
    const replies = await this.db.execProtocolStream(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(replies),
      rowDescription: replies.find((reply) => reply.name === 'rowDescription'),
    };
    this.prepared.set(text, statement);
    return statement;
  }
}

interface Waiting extends Statement {
  /** Set for a query whose result is awaited; a queued write has none. */
  settle?: (result: Results | Error) => void;
}

/**
 * The statements of one PGlite transaction (PGliteStatements.transaction). Queries asked for in
 * the same turn of the event loop (`Promise.all`) go in one call, in the order they were asked
 * for, with BEGIN before the first and any queued writes before them.
 */
export class PGlitePipeline {
  private waiting: Waiting[] = [{ text: 'BEGIN', params: [] }];
  private begun = false;
  /** Set by abandon(): the transaction ends with ROLLBACK. */
  abandoned = false;
  private sending: Promise<void> | null = null;
  /** A queued write's error that no query has reported yet: the next one does. */
  private unreported: Error | undefined;

  constructor(private readonly statements: PGliteStatements) {}

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!handles(options)) return Promise.reject(new Error('PGlite transactions take neither declared parameter types nor blobs'));
    if (this.unreported) return Promise.reject(this.unreported);
    return new Promise<Results<T>>((resolve, reject) => {
      const settle = (result: Results | Error) => (result instanceof Error ? reject(result) : resolve(result as Results<T>));
      this.waiting.push({ text, params, options, settle });
      this.sending ??= Promise.resolve().then(() => this.send());
    });
  }

  /** A statement whose rows are not needed: it goes with the next query or the COMMIT, and its error fails that. */
  queue(text: string, params: unknown[] = []): void {
    this.waiting.push({ text, params });
  }

  async exec(script: string): Promise<void> {
    await this.flush();
    await this.statements.db._runExclusiveQuery(() => this.statements.runScript(script));
  }

  /** Ends the transaction with ROLLBACK instead of COMMIT when its function returns. */
  abandon(): void {
    this.abandoned = true;
  }

  async commit(): Promise<void> {
    if (!this.begun && this.waiting.length === 1) return; // nothing was asked of the database
    const result = await this.query('COMMIT');
    // COMMIT of a transaction an error aborted answers ROLLBACK (a failure the caller caught).
    if (result.command === 'ROLLBACK') throw new TransactionAbortedError();
  }

  async rollback(): Promise<void> {
    await this.sending; // a batch already asked for goes first (send() never rejects)
    this.waiting = [];
    if (this.begun) await this.statements.db._runExclusiveQuery(() => this.statements.runScript('ROLLBACK'));
  }

  /** Sends whatever waits (queued writes before a script); throws a queued write's error. */
  private async flush(): Promise<void> {
    await this.sending;
    if (this.waiting.length > 0) await this.send();
    if (this.unreported) throw this.unreported;
  }

  /**
   * Sends the waiting statements in one call. A queued write's error goes to the queries after it
   * in the batch, or, if none waits, to the next query.
   */
  private async send(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    this.sending = null;
    this.begun = true;
    let results: Array<Results | Error>;
    try {
      results = await this.statements.db._runExclusiveQuery(() => this.statements.runAll(batch));
    } catch (error) {
      results = batch.map(() => (error instanceof Error ? error : new Error(String(error))));
    }
    let failure: Error | undefined;
    let delivered = false;
    batch.forEach((statement, i) => {
      const result = results[i]!;
      if (result instanceof Error) failure ??= result;
      if (statement.settle && failure) delivered = true;
      statement.settle?.(failure ?? result);
    });
    if (!delivered) this.unreported = failure;
  }
}
