import { callHandler, type InvokeOptions } from './invoke';
import type { EventPayload } from './types';

/** Inngest's default: four retries after the first attempt. */
export const DEFAULT_RETRIES = 4;
export const FUNCTION_FAILED = 'inngest/function.failed';

export interface FunctionDef {
  /** `<appId>-<functionId>` */
  id: string;
  name: string;
  maxAttempts: number;
  matches(event: EventPayload): boolean;
}

export class EmbeddedConfigError extends Error {
  override name = 'EmbeddedConfigError';
}

interface RawFunction {
  id: string;
  name?: string;
  triggers?: Array<{ event?: string; expression?: string; cron?: string }>;
  steps?: Record<string, { retries?: { attempts?: number } }>;
  [option: string]: unknown;
}

// Options that change which runs exist or when they end: ignoring them would be wrong, so refuse.
const REFUSED = ['batchEvents', 'debounce', 'cancel', 'singleton', 'idempotency', 'rateLimit', 'timeouts'];
// Options that only pace runs: the pool of a few runs at a time stands in for them.
const NOT_ENFORCED = ['concurrency', 'throttle', 'priority'];

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
  const matchers = (raw.triggers ?? []).map((trigger) => {
    if (trigger.cron !== undefined) throw new EmbeddedConfigError(`Function "${raw.id}" has a cron trigger, which the embedded executor does not run.`);
    const event = trigger.event;
    if (!event) throw new EmbeddedConfigError(`Function "${raw.id}" has a trigger without an event.`);
    if (trigger.expression === undefined) {
      const matchName = eventNameMatcher(event);
      return (e: EventPayload) => matchName(e.name);
    }
    const failureOf = event === FUNCTION_FAILED ? FAILURE_EXPRESSION.exec(trigger.expression)?.[1] : undefined;
    if (failureOf === undefined) throw new EmbeddedConfigError(`Function "${raw.id}" filters events with "${trigger.expression}"; the embedded executor evaluates no trigger expressions.`);
    return (e: EventPayload) => e.name === FUNCTION_FAILED && e.data.function_id === failureOf;
  });
  const retries = raw.steps?.step?.retries?.attempts ?? DEFAULT_RETRIES;
  return { id: raw.id, name: raw.name ?? raw.id, maxAttempts: retries + 1, matches: (event) => matchers.some((match) => match(event)) };
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
