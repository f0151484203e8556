// Every request the soak sends goes through `send`, which counts it: answered (any HTTP status),
// 5xx (valid and abusive apart, with samples), and connection errors, told apart by whether they
// happened while the app was down (a kill and its restart) or while it should have been up.

/** Valid requests must never get a 5xx; abusive ones must not either, but are counted apart. */
export type Intent = 'valid' | 'abusive';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
  ms: number;
}

/** The request got no HTTP answer (refused, reset, timed out). */
export class NoAnswer extends Error {
  constructor(
    message: string,
    readonly duringRestart: boolean,
  ) {
    super(message);
  }
}

interface Sample {
  at: string;
  intent: Intent;
  what: string;
  status: number;
  body: string;
}

/** Connection errors this long after the app answered again still belong to the restart (stale pooled sockets). */
const RESTART_TAIL_MS = 2_000;

export class Tally {
  answered = 0;
  byStatus = new Map<number, number>();
  serverErrors = { valid: 0, abusive: 0 };
  serverErrorSamples: Sample[] = [];
  connectionErrors = { duringRestarts: 0, outsideRestarts: 0, abusiveCutByServer: 0 };
  connectionErrorSamples: string[] = [];
  timeouts = 0;
  /** [down, up] in epoch ms; `up` is null while the app is down. */
  private windows: Array<{ down: number; up: number | null }> = [];
  private readonly started = Date.now();

  constructor(private readonly base: string) {}

  appDown(): void {
    this.windows.push({ down: Date.now(), up: null });
  }

  appUp(): void {
    const last = this.windows.at(-1);
    if (last && last.up === null) last.up = Date.now();
  }

  /** Seconds the app was down, per restart. */
  downtimes(): number[] {
    return this.windows.map((w) => ((w.up ?? Date.now()) - w.down) / 1000);
  }

  /** Whether a request that failed at `at` failed because of a kill (the app was down then). */
  private inRestart(at: number): boolean {
    return this.windows.some((w) => at >= w.down && at <= (w.up ?? Infinity) + RESTART_TAIL_MS);
  }

  /**
   * Sends one request. `mayBeCut`: the server is allowed to close the connection before the body
   * is sent (an oversized upload refused early), so no answer is not an error there.
   */
  async send(
    intent: Intent,
    what: string,
    route: string,
    init: RequestInit & { timeoutMs?: number; mayBeCut?: boolean } = {},
  ): Promise<Answer> {
    const started = Date.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(route.startsWith('http') ? route : `${this.base}${route}`, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 120_000) });
      text = await response.text();
    } catch (error) {
      const now = Date.now();
      const duringRestart = this.inRestart(now);
      const reason = describe(error);
      if (reason === 'timeout') this.timeouts++;
      if (duringRestart) this.connectionErrors.duringRestarts++;
      else if (init.mayBeCut) this.connectionErrors.abusiveCutByServer++;
      else {
        this.connectionErrors.outsideRestarts++;
        if (this.connectionErrorSamples.length < 20) this.connectionErrorSamples.push(`${this.clock(now)} ${intent} ${what}: ${reason}`);
      }
      throw new NoAnswer(`${what}: ${reason}`, duringRestart);
    }
    this.answered++;
    this.byStatus.set(response.status, (this.byStatus.get(response.status) ?? 0) + 1);
    if (response.status >= 500) {
      this.serverErrors[intent]++;
      if (this.serverErrorSamples.length < 30) {
        this.serverErrorSamples.push({ at: this.clock(Date.now()), intent, what, status: response.status, body: text.slice(0, 300) });
      }
    }
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON (CSV, empty) */
    }
    return { status: response.status, headers: response.headers, text, json, ms: Date.now() - started };
  }

  /** Seconds since the soak started, for log lines. */
  clock(at = Date.now()): string {
    return `t+${((at - this.started) / 1000).toFixed(1)}s`;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
