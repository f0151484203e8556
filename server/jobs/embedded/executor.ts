import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { isProcessAlive } from '@/server/db/process-alive';
import { FOREGROUND_MAX_DEFER_MS, foregroundQuiet } from '../answers-first';
import { applyResponse, settleWakeAt, wakeDueSleeps, type Target } from './apply-response';
import { exponentialBackoff, type RetryDelay } from './backoff';
import { CronScheduler } from './cron-scheduler';
import { discoverFunctions, FUNCTION_FAILED, type FunctionDef } from './discovery';
import { executeRun, type InvokeOptions, type ServeHandler } from './invoke';
import { isLiveOwner, registerExecutor, unregisterExecutor, type LiveExecutor } from './runtime';
import type { RunStore } from './store';
import type { EventPayload, NewRun, RunRecord } from './types';

export interface ExecutorLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface EmbeddedExecutorOptions {
  /** The SDK's serve() handler, called in-process. */
  handler: ServeHandler;
  store: RunStore;
  /** The key the client gave the SDK (embeddedSigningKey()); every request is signed with it. */
  signingKey: string;
  /** The URL the handler is told it lives at; never dialled. */
  serveUrl?: string;
  /** Runs executed at the same time by this process. */
  concurrency?: number;
  /** Multiplies every step.sleep (EMBEDDED_SLEEP_SCALE). */
  sleepScale?: number;
  /** Delay before retry n (1 = first retry) of a failed step or function request. */
  retryDelay?: RetryDelay;
  /** How long a claimed run stays leased without a heartbeat (a crashed holder's runs wait this long). */
  leaseMs?: number;
  /** Longest idle wait between looks at the store (other processes' events, missed wakes). */
  pollMs?: number;
  /** Nobody else can use this store (PGlite's locked data dir): every lease left is stale. */
  exclusive?: boolean;
  /** How long stop() waits for requests in flight before giving up on them. */
  stopTimeoutMs?: number;
  /** How long each piece of work waits, at most, for a moment when the server makes no answer (server/jobs/foreground.ts). */
  foregroundMaxDeferMs?: number;
  /** Finished runs and processed events older than this are deleted. */
  retentionMs?: number;
  /**
   * How long a run keeps its slot: once a request ends past this, the run goes back to the queue,
   * behind the runs already waiting (an Inngest server, too, holds a worker per step, not per run).
   */
  turnMs?: number;
  /** The executor's clock (epoch ms); tests move it to reach cron slots without waiting for them. */
  now?: () => number;
  logger?: ExecutorLogger;
}

type State = 'new' | 'starting' | 'running' | 'stopping' | 'stopped' | 'killed';

interface Slot {
  lost: boolean;
  done: Promise<void>;
}

/** Thrown inside a run's driver when it must stop writing: lease lost or executor killed. */
class Abandoned extends Error {}

const FAN_OUT_BATCH = 50;
const MIN_WAIT_MS = 10;
const PRUNE_EVERY_MS = 60 * 60_000;

const consoleLogger: ExecutorLogger = {
  info: (message) => console.info(`[inngest:embedded] ${message}`),
  warn: (message) => console.warn(`[inngest:embedded] ${message}`),
  error: (message, error) => console.error(`[inngest:embedded] ${message}`, error ?? ''),
};

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return JSON.stringify(error);
}

/** The error as the SDK's onFailure handler expects it (name and message at least). */
function failureError(error: unknown): Record<string, unknown> {
  if (error && typeof error === 'object' && 'name' in error && 'message' in error) return error as Record<string, unknown>;
  return { name: 'Error', message: errorMessage(error), stack: '' };
}

/**
 * Runs Inngest functions in-process by speaking the SDK's HTTP protocol to its serve() handler,
 * the way an Inngest server would, with run state in a RunStore saved after every response.
 * A poll loop fans new events out into runs and leases due runs to a small pool; each run is
 * driven request by request until it finishes, sleeps, waits for a retry or has had its turn,
 * then its lease is released. Steps are at-least-once: one in flight when the process dies runs again.
 */
export class EmbeddedExecutor implements LiveExecutor {
  readonly owner = `${os.hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
  private readonly store: RunStore;
  private readonly invoke: InvokeOptions;
  private readonly concurrency: number;
  private readonly sleepScale: number;
  private readonly retryDelay: RetryDelay;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly exclusive: boolean;
  private readonly stopTimeoutMs: number;
  private readonly foregroundMaxDeferMs: number;
  private readonly retentionMs: number;
  private readonly turnMs: number;
  private readonly now: () => number;
  private readonly log: ExecutorLogger;

  private functions: FunctionDef[] = [];
  private cron: CronScheduler | undefined;
  private state: State = 'new';
  private readonly active = new Map<string, Slot>();
  private woken = false;
  private resolveWait: (() => void) | undefined;
  private loopDone: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | undefined;
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private lastPruneAt = 0;

  constructor(options: EmbeddedExecutorOptions) {
    this.store = options.store;
    this.invoke = { handler: options.handler, signingKey: options.signingKey, serveUrl: options.serveUrl ?? 'http://embedded.inngest.invalid/api/inngest' };
    this.concurrency = options.concurrency ?? 4;
    this.sleepScale = options.sleepScale ?? 1;
    this.retryDelay = options.retryDelay ?? exponentialBackoff();
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 1000;
    this.exclusive = options.exclusive ?? false;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 15_000;
    this.foregroundMaxDeferMs = options.foregroundMaxDeferMs ?? FOREGROUND_MAX_DEFER_MS;
    this.retentionMs = options.retentionMs ?? 7 * 24 * 60 * 60_000;
    this.turnMs = options.turnMs ?? 1000;
    this.now = options.now ?? (() => Date.now());
    this.log = options.logger ?? consoleLogger;
    if (!(this.concurrency >= 1)) throw new RangeError('concurrency must be at least 1');
    if (!(this.sleepScale > 0)) throw new RangeError('sleepScale must be positive');
  }

  /** The functions found by the in-band sync, as `<appId>-<functionId>`. */
  get functionIds(): string[] {
    return this.functions.map((fn) => fn.id);
  }

  get running(): boolean {
    return this.state === 'running';
  }

  /** Syncs the functions, takes over runs left by dead executors and starts the loop. */
  start(): Promise<void> {
    if (this.state !== 'new') throw new Error('An EmbeddedExecutor starts once; create a new one.');
    this.state = 'starting';
    this.starting = (async () => {
      try {
        this.functions = await discoverFunctions(this.invoke, (message) => this.log.warn(message));
        await this.recoverLeases();
        // Registers new cron triggers and fires a slot missed while no process ran.
        this.cron = new CronScheduler(this.functions, this.store);
        await this.cron.tick(this.now());
      } catch (error) {
        this.state = 'stopped';
        throw error;
      }
      if (this.state !== 'starting') return; // stop() or kill() came first
      this.state = 'running';
      registerExecutor(this);
      this.heartbeat = setInterval(() => void this.renewLeases(), Math.max(20, Math.floor(this.leaseMs / 3)));
      this.heartbeat.unref();
      this.loopDone = this.loop();
    })();
    return this.starting;
  }

  /** Looks at the store now (new event, freed slot) instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.resolveWait?.();
  }

  /**
   * Stops claiming, lets each run finish the request in flight and saves it with its lease
   * released (up to stopTimeoutMs), so another executor can continue at once.
   */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.starting?.catch(() => undefined);
      if (this.state === 'running' || this.state === 'starting') {
        this.state = 'stopping';
        this.wake();
        await this.loopDone;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.stopTimeoutMs)));
        await Promise.race([Promise.allSettled([...this.active.values()].map((slot) => slot.done)), timeout]);
        clearTimeout(timer);
        if (this.active.size > 0) this.log.warn(`stopped with ${this.active.size} run(s) still in a request; they resume when their lease expires`);
      }
      if (this.state !== 'killed') this.state = 'stopped';
      clearInterval(this.heartbeat);
      unregisterExecutor(this);
    })();
    return this.stopping;
  }

  /**
   * Behaves like a crash, for tests: stops at once and never writes again, leaving leases
   * and state as they are. Requests already in flight finish in the background, unrecorded.
   */
  kill(): void {
    this.state = 'killed';
    clearInterval(this.heartbeat);
    unregisterExecutor(this);
    this.wake();
  }

  /**
   * Takes over runs whose lease holder is dead. With an exclusive store every holder but the live
   * executors of this process is dead; with a shared one only holders known dead are (same host,
   * process gone), and the others' leases simply expire.
   */
  private async recoverLeases(): Promise<void> {
    const host = os.hostname();
    for (const owner of await this.store.leaseOwners()) {
      if (isLiveOwner(owner)) continue;
      const [ownerHost, pidText] = owner.split('/');
      const pid = Number(pidText);
      const dead = this.exclusive || (ownerHost === host && Number.isInteger(pid) && (pid === process.pid || !isProcessAlive(pid)));
      if (!dead) continue;
      const count = await this.store.releaseLeases(owner);
      if (count > 0) this.log.info(`resuming ${count} run(s) left by ${owner}`);
    }
  }

  private async loop(): Promise<void> {
    while (this.state === 'running') {
      let waitMs = this.pollMs;
      try {
        await this.afterForeground();
        await this.cron?.tick(this.now());
        await this.fanOut();
        await this.fill();
        await this.maybePrune();
        waitMs = await this.nextWaitMs();
      } catch (error) {
        if (this.state !== 'running') break;
        this.log.error('store access failed; trying again', error);
      }
      await this.waitForWake(waitMs);
    }
  }

  /** Background work goes after the answers the process's clients are waiting for. */
  private afterForeground(): Promise<void> {
    return foregroundQuiet(this.foregroundMaxDeferMs);
  }

  private async waitForWake(ms: number): Promise<void> {
    if (!this.woken && this.state === 'running') {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.resolveWait = resolve;
        timer = setTimeout(resolve, ms);
        timer.unref();
      });
      clearTimeout(timer);
      this.resolveWait = undefined;
    }
    this.woken = false;
  }

  private plan = (event: EventPayload): NewRun[] =>
    this.functions
      .filter((fn) => fn.matches(event))
      .map((fn) => ({ id: randomUUID(), functionId: fn.id, event, maxAttempts: fn.maxAttempts, concurrency: fn.concurrency(event) }));

  private async fanOut(): Promise<void> {
    while (this.state === 'running') {
      const processed = await this.store.fanOutEvents(FAN_OUT_BATCH, this.plan, this.now());
      if (processed < FAN_OUT_BATCH) return;
      // A backlog is fanned out a batch per piece of background work.
      await this.afterForeground();
    }
  }

  private async fill(): Promise<void> {
    const free = this.concurrency - this.active.size;
    if (free <= 0 || this.state !== 'running') return;
    for (const run of await this.store.claimRuns(this.owner, this.functionIds, free, this.now(), this.leaseMs)) this.launch(run);
  }

  private async nextWaitMs(): Promise<number> {
    const untilMs = (at: number | null | undefined) => (at == null ? this.pollMs : Math.max(MIN_WAIT_MS, at - this.now()));
    const wait = Math.min(this.pollMs, untilMs(this.cron?.nextDueAt()));
    if (this.active.size >= this.concurrency) return wait; // a finishing run wakes us
    return Math.min(wait, untilMs(await this.store.nextWakeAt(this.functionIds, this.now())));
  }

  private async maybePrune(): Promise<void> {
    const now = this.now();
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now;
    const pruned = await this.store.prune(now - this.retentionMs);
    if (pruned.runs + pruned.events > 0) this.log.info(`pruned ${pruned.runs} finished run(s) and ${pruned.events} event(s)`);
  }

  private async renewLeases(): Promise<void> {
    if (this.state !== 'running' && this.state !== 'stopping') return;
    const ids = [...this.active.keys()];
    if (ids.length === 0) return;
    try {
      const held = new Set(await this.store.renewLeases(ids, this.owner, this.now(), this.leaseMs));
      for (const id of ids) {
        const slot = this.active.get(id);
        if (slot && !held.has(id)) slot.lost = true;
      }
    } catch (error) {
      this.log.error('could not renew run leases', error);
    }
  }

  private launch(run: RunRecord): void {
    const slot: Slot = { lost: false, done: Promise.resolve() };
    this.active.set(run.id, slot);
    slot.done = this.drive(run, slot).finally(() => {
      this.active.delete(run.id);
      this.wake();
    });
  }

  /** Executes one leased run until it finishes, has to wait, or this executor stops. */
  private async drive(run: RunRecord, slot: Slot): Promise<void> {
    let chain: Promise<unknown> = Promise.resolve();
    // Saves are serialised: parallel steps of one run answer in any order.
    const save = (release: boolean, emit?: EventPayload[]) => {
      const next = chain.then(async () => {
        if (this.state === 'killed' || slot.lost) throw new Abandoned();
        const saved = await this.store.saveRun(run, this.owner, { now: this.now(), leaseMs: this.leaseMs, release, emit });
        if (!saved) {
          slot.lost = true;
          throw new Abandoned();
        }
      });
      chain = next.catch(() => undefined);
      return next;
    };
    const request = async (target: Target) => {
      await this.afterForeground();
      const response = await executeRun(this.invoke, run, target);
      if (this.state === 'killed' || slot.lost) throw new Abandoned();
      applyResponse(run, target, response, { now: this.now(), sleepScale: this.sleepScale, retryDelay: this.retryDelay });
      if (run.status === 'queued') await save(false);
    };

    const turnEndsAt = this.now() + this.turnMs;
    try {
      while (run.status === 'queued' && this.state === 'running' && !slot.lost) {
        const now = this.now();
        if (now >= turnEndsAt) {
          // Due from now on: claims go in the order runs became due, so those waiting go first.
          run.wakeAt = Math.max(run.wakeAt ?? 0, now);
          break;
        }
        if (wakeDueSleeps(run, now)) settleWakeAt(run);
        const dueSteps = run.pending.filter((item) => item.kind === 'step' && item.dueAt <= now);
        const waiting = run.pending.length > 0 ? dueSteps.length === 0 : run.wakeAt !== null && run.wakeAt > now;
        if (waiting) break;
        if (dueSteps.length > 0) await Promise.all(dueSteps.map((item) => request({ kind: 'step', id: item.id, attempt: item.attempt })));
        else await request({ kind: 'discover' });
      }
      await save(true, this.failureEvents(run));
      if (run.status === 'failed') this.log.warn(`run ${run.id} of ${run.functionId} failed: ${errorMessage(run.error)}`);
    } catch (error) {
      if (error instanceof Abandoned) return;
      // Store trouble: the lease lapses and the run is claimed again later.
      this.log.error(`run ${run.id} of ${run.functionId} could not be saved; it resumes after its lease expires`, error);
    }
  }

  /** Inngest's `inngest/function.failed`, which onFailure handlers (and any listener) receive. */
  private failureEvents(run: RunRecord): EventPayload[] | undefined {
    if (run.status !== 'failed' || run.event.name === FUNCTION_FAILED) return undefined;
    return [
      {
        id: `${run.id}:failed`,
        name: FUNCTION_FAILED,
        data: { function_id: run.functionId, run_id: run.id, error: failureError(run.error), event: run.event },
        ts: run.finishedAt ?? this.now(),
      },
    ];
  }
}
