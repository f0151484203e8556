/** The event a function receives, as stored and replayed by the embedded executor. */
export interface EventPayload {
  id: string;
  name: string;
  data: Record<string, unknown>;
  /** Milliseconds since the epoch. */
  ts: number;
  v?: string;
}

/** A memoised step result, in the shape the SDK reads from the request's `steps`. */
export type StepMemo = { type: 'data'; data: unknown } | { type: 'error'; error: unknown };

/**
 * Work the run is waiting on before the next discovery request: a planned (parallel) step,
 * a step waiting for its retry, or a sleep. `dueAt` is in epoch milliseconds.
 */
export interface PendingItem {
  kind: 'step' | 'sleep';
  /** Hashed step id, as used in `steps` and `?stepId=`. */
  id: string;
  /** The step's display name, for logs and debugging. */
  name: string;
  attempt: number;
  dueAt: number;
}

export type RunStatus = 'queued' | 'completed' | 'failed' | 'cancelled';

export interface RunRecord {
  id: string;
  functionId: string;
  eventId: string;
  event: EventPayload;
  status: RunStatus;
  steps: Record<string, StepMemo>;
  stack: string[];
  pending: PendingItem[];
  attempt: number;
  maxAttempts: number;
  /** Epoch ms when the run is next due; null = now. */
  wakeAt: number | null;
  output: unknown;
  error: unknown;
  createdAt: number;
  updatedAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface NewRun {
  id: string;
  functionId: string;
  event: EventPayload;
  maxAttempts: number;
  /** At most `limit` runs of one `key` are leased at a time (Inngest's `concurrency` option). */
  concurrency?: RunConcurrency | null;
}

export interface RunConcurrency {
  key: string;
  limit: number;
}

/** What one response of the serve() handler amounts to, before interpretation. */
export interface HandlerResponse {
  status: number;
  /** `x-inngest-no-retry` */
  noRetry: string | null;
  /** `retry-after` */
  retryAfter: string | null;
  body: unknown;
}
