import { describe, expect, it } from 'vitest';
import { EmbeddedConfigError, parseFunction } from './discovery';
import type { EventPayload } from './types';

const ev = (name: string, data: Record<string, unknown> = {}): EventPayload => ({ id: 'e', name, data, ts: 0 });
const step = (attempts?: number) => ({ step: { id: 'step', name: 'step', runtime: { type: 'http', url: 'x' }, ...(attempts === undefined ? {} : { retries: { attempts } }) } });

describe('parseFunction', () => {
  it('takes retries + 1 as max attempts, 5 by default like Inngest', () => {
    const warn = () => {};
    expect(parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(2) }, warn).maxAttempts).toBe(3);
    expect(parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(0) }, warn).maxAttempts).toBe(1);
    expect(parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step() }, warn).maxAttempts).toBe(5);
  });

  it('matches event names exactly or by wildcard', () => {
    const fn = parseFunction({ id: 'a-f', triggers: [{ event: 'search/requested' }, { event: 'webhook/*' }], steps: step() }, () => {});
    expect(fn.matches(ev('search/requested'))).toBe(true);
    expect(fn.matches(ev('search/requestedX'))).toBe(false);
    expect(fn.matches(ev('webhook/delivery.requested'))).toBe(true);
    expect(fn.matches(ev('other/thing'))).toBe(false);
  });

  it('matches an onFailure handler to failures of its own function only', () => {
    const fn = parseFunction(
      { id: 'a-f-failure', triggers: [{ event: 'inngest/function.failed', expression: "event.data.function_id == 'a-f'" }], steps: step(1) },
      () => {},
    );
    expect(fn.matches(ev('inngest/function.failed', { function_id: 'a-f' }))).toBe(true);
    expect(fn.matches(ev('inngest/function.failed', { function_id: 'a-g' }))).toBe(false);
  });

  it('refuses options and triggers it cannot honour, and warns for pacing options', () => {
    const warnings: string[] = [];
    expect(() => parseFunction({ id: 'a-f', triggers: [{ cron: '* * * * *' }], steps: step() }, () => {})).toThrow(EmbeddedConfigError);
    expect(() => parseFunction({ id: 'a-f', triggers: [{ event: 'x', expression: 'event.data.a == 1' }], steps: step() }, () => {})).toThrow(/expressions/);
    expect(() => parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(), debounce: { period: '1s' } }, () => {})).toThrow(/debounce/);
    parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(), concurrency: 2 }, (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringContaining('concurrency')]);
  });
});
