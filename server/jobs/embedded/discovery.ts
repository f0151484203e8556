import { isTimerOf, parseCron, SCHEDULED_TIMER, type CronSchedule } from './cron';
import { callHandler, type InvokeOptions } from './invoke';
import type { EventPayload, RunConcurrency } from './types';

/** Inngest's default: four retries after the first attempt. */
const DEFAULT_RETRIES = 4;
export const FUNCTION_FAILED = 'inngest/function.failed';

export interface FunctionDef {
  /** `<appId>-<functionId>` */
  id: string;
  name: string;
  maxAttempts: number;
  matches(event: EventPayload): boolean;
  /** Its cron triggers; their slots become timer events that only this function matches. */
  crons: CronSchedule[];
  /** The run's concurrency group for this event (its `concurrency` option), or null if unlimited. */
  concurrency(event: EventPayload): RunConcurrency | null;
}

export class EmbeddedConfigError extends Error {
  override name = 'EmbeddedConfigError';
}

interface RawFunction {
  id: string;
  name?: string;
  triggers?: Array<{ event?: string; expression?: string; cron?: string; jitter?: string }>;
  steps?: Record<string, { retries?: { attempts?: number } }>;
  [option: string]: unknown;
}

// Options that change which runs exist or when they end: ignoring them would be wrong, so refuse.
const REFUSED = ['batchEvents', 'debounce', 'cancel', 'singleton', 'idempotency', 'rateLimit', 'timeouts'];
// Options that only pace runs: the pool of a few runs at a time stands in for them.
const NOT_ENFORCED = ['throttle', 'priority'];

// The trigger the SDK writes for an `onFailure` handler; the only expression we evaluate.
const FAILURE_EXPRESSION = /^event\.data\.function_id == '([^']+)'$/;

function eventNameMatcher(pattern: string): (name: string) => boolean {
  if (!pattern.includes('*')) return (name) => name === pattern;
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return (name) => regex.test(name);
}

export function parseFunction(raw: RawFunction, warn: (message: string) => void): FunctionDef {
  for (const option of REFUSED) {
    if (raw[option] != null) throw new EmbeddedConfigError(`Function "${raw.id}" uses "${option}", which the embedded executor does not implement; run it on an Inngest server (set INNGEST_SIGNING_KEY) or drop the option.`);
  }
  for (const option of NOT_ENFORCED) {
    if (raw[option] != null) warn(`Function "${raw.id}": "${option}" is not enforced by the embedded executor (it runs a few runs at a time).`);
  }
  const crons: CronSchedule[] = [];
  const matchers = (raw.triggers ?? []).flatMap((trigger) => {
    if (trigger.cron !== undefined) {
      try {
        crons.push(parseCron(trigger.cron));
      } catch (error) {
        throw new EmbeddedConfigError(`Function "${raw.id}" has an invalid cron trigger: ${(error as Error).message}`);
      }
      if (trigger.jitter !== undefined) warn(`Function "${raw.id}": cron "jitter" is not applied by the embedded executor (runs start at the slot).`);
      return [];
    }
    const event = trigger.event;
    if (!event) throw new EmbeddedConfigError(`Function "${raw.id}" has a trigger without an event.`);
    if (trigger.expression === undefined) {
      const matchName = eventNameMatcher(event);
      return [(e: EventPayload) => matchName(e.name)];
    }
    const failureOf = event === FUNCTION_FAILED ? FAILURE_EXPRESSION.exec(trigger.expression)?.[1] : undefined;
    if (failureOf === undefined) throw new EmbeddedConfigError(`Function "${raw.id}" filters events with "${trigger.expression}"; the embedded executor evaluates no trigger expressions.`);
    return [(e: EventPayload) => e.name === FUNCTION_FAILED && e.data.function_id === failureOf];
  });
  const retries = raw.steps?.step?.retries?.attempts ?? DEFAULT_RETRIES;
  return {
    id: raw.id,
    name: raw.name ?? raw.id,
    maxAttempts: retries + 1,
    // A timer event goes to the function whose cron made it, as on an Inngest server, never to event triggers.
    matches: (event) => (event.name === SCHEDULED_TIMER ? crons.length > 0 && isTimerOf(raw.id, event) : matchers.some((match) => match(event))),
    crons,
    concurrency: parseConcurrency(raw),
  };
}

interface RawConcurrency {
  limit?: number;
  key?: string;
  scope?: 'fn' | 'env' | 'account';
}

const KEY_EXPRESSION = /^event\.data(\.[A-Za-z_$][\w$]*)+$/;

/**
 * Inngest's `concurrency` option, as far as the embedded executor enforces it: one limit, with
 * an optional key that names an event field (`event.data.<path>`). Scope `fn` (the default)
 * groups the function's own runs; `env`/`account` share the group with every function using the
 * same key value. A run without the field is grouped under the empty value. Anything richer
 * (CEL expressions, two limits) is refused rather than silently ignored.
 */
function parseConcurrency(raw: RawFunction): (event: EventPayload) => RunConcurrency | null {
  const option = raw.concurrency as number | RawConcurrency | RawConcurrency[] | undefined | null;
  if (option == null) return () => null;
  const list = typeof option === 'number' ? [{ limit: option }] : Array.isArray(option) ? option : [option];
  if (list.length !== 1) throw new EmbeddedConfigError(`Function "${raw.id}" has ${list.length} concurrency limits; the embedded executor enforces one.`);
  const { limit, key, scope = 'fn' } = list[0]!;
  if (!Number.isInteger(limit) || limit! < 1) throw new EmbeddedConfigError(`Function "${raw.id}" has a concurrency limit that is not a positive whole number.`);
  if (key !== undefined && !KEY_EXPRESSION.test(key)) {
    throw new EmbeddedConfigError(`Function "${raw.id}" keys concurrency by "${key}"; the embedded executor evaluates only event.data.<field> keys.`);
  }
  if (key === undefined) return () => ({ key: `fn:${raw.id}`, limit: limit! });
  const path = key.split('.').slice(2);
  return (event) => {
    let value: unknown = event.data;
    for (const part of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    return { key: scope === 'fn' ? `fn:${raw.id}:${text}` : `${scope}:${text}`, limit: limit! };
  };
}

/** Asks the serve() handler for its functions with an in-band sync (PUT), as an Inngest server would. */
export async function discoverFunctions(options: InvokeOptions, warn: (message: string) => void): Promise<FunctionDef[]> {
  const res = await callHandler(options, 'PUT', {}, { url: options.serveUrl }, { 'x-inngest-sync-kind': 'in_band' });
  const body = res.body as { functions?: RawFunction[] } | null;
  if (res.status !== 200 || !body || !Array.isArray(body.functions)) {
    throw new EmbeddedConfigError(`In-band sync with the serve() handler failed (${res.status}): ${JSON.stringify(res.body).slice(0, 500)}`);
  }
  return body.functions.map((raw) => parseFunction(raw, warn));
}
