import { describe, expect, it } from 'vitest';
import { timerEvent } from './cron';
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
    expect(() => parseFunction({ id: 'a-f', triggers: [{ event: 'x', expression: 'event.data.a == 1' }], steps: step() }, () => {})).toThrow(/expressions/);
    expect(() => parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(), debounce: { period: '1s' } }, () => {})).toThrow(/debounce/);
    parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(), throttle: { limit: 1, period: '1s' } }, (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringContaining('throttle')]);
  });

  it('reads cron triggers, and matches only its own timer events', () => {
    const fn = parseFunction({ id: 'a-f', triggers: [{ cron: 'TZ=Europe/Paris 0 9 * * 1' }, { event: 'inngest/*' }], steps: step() }, () => {});
    expect(fn.crons.map((cron) => cron.expression)).toEqual(['TZ=Europe/Paris 0 9 * * 1']);
    const slot = Date.parse('2026-01-05T08:00:00Z');
    expect(fn.matches(timerEvent('a-f', 'TZ=Europe/Paris 0 9 * * 1', slot))).toBe(true);
    // Another function's slot, even on the same schedule, is not this one's (nor its wildcard's).
    expect(fn.matches(timerEvent('a-g', 'TZ=Europe/Paris 0 9 * * 1', slot))).toBe(false);
    expect(fn.matches(ev('inngest/function.failed'))).toBe(true);
    expect(parseFunction({ id: 'a-g', triggers: [{ event: 'inngest/*' }], steps: step() }, () => {}).matches(timerEvent('a-g', '* * * * *', slot))).toBe(false);
  });

  it('refuses an invalid cron trigger at start, naming the function', () => {
    for (const cron of ['* * * *', '0 0 * * * *', 'TZ=Nowhere/Special 0 9 * * *']) {
      const parse = () => parseFunction({ id: 'a-cron', triggers: [{ cron }], steps: step() }, () => {});
      expect(parse).toThrow(EmbeddedConfigError);
      expect(parse).toThrow(/Function "a-cron" has an invalid cron trigger/);
    }
  });

  it('groups runs by their concurrency key: per function, or shared across functions (env scope)', () => {
    const warn = () => {};
    const whole = parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(), concurrency: 2 }, warn);
    expect(whole.concurrency(ev('x'))).toEqual({ key: 'fn:a-f', limit: 2 });
    const keyed = parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(), concurrency: [{ limit: 3, key: 'event.data.ws.id' }] }, warn);
    expect(keyed.concurrency(ev('x', { ws: { id: 'w1' } }))).toEqual({ key: 'fn:a-f:w1', limit: 3 });
    expect(keyed.concurrency(ev('x'))).toEqual({ key: 'fn:a-f:', limit: 3 });
    const shared = (id: string) => parseFunction({ id, triggers: [{ event: 'x' }], steps: step(), concurrency: [{ limit: 2, key: 'event.data.workspaceId', scope: 'env' }] }, warn);
    expect(shared('a-f').concurrency(ev('x', { workspaceId: 'w1' }))).toEqual(shared('a-g').concurrency(ev('x', { workspaceId: 'w1' })));
    expect(parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step() }, warn).concurrency(ev('x'))).toBeNull();
    expect(() => parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(), concurrency: [{ limit: 1, key: '"w-" + event.data.w' }] }, warn)).toThrow(/event\.data/);
    expect(() => parseFunction({ id: 'a-f', triggers: [{ event: 'x' }], steps: step(), concurrency: [{ limit: 1 }, { limit: 2 }] }, warn)).toThrow(/one/);
  });
});
