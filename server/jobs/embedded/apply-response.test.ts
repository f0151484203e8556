import { describe, expect, it } from 'vitest';
import { applyResponse, wakeDueSleeps, type ApplyContext } from './apply-response';
import type { HandlerResponse, RunRecord } from './types';

const NOW = 1_000_000;
const ctx: ApplyContext = { now: NOW, sleepScale: 1, retryDelay: (n) => n * 100 };

function run(overrides: Partial<RunRecord> = {}): RunRecord {
  return {
    id: 'r1',
    functionId: 'app-fn',
    eventId: 'e1',
    event: { id: 'e1', name: 'test/e', data: {}, ts: 0 },
    status: 'queued',
    steps: {},
    stack: [],
    pending: [],
    attempt: 0,
    maxAttempts: 3,
    wakeAt: null,
    output: null,
    error: null,
    createdAt: 0,
    updatedAt: 0,
    startedAt: 0,
    finishedAt: null,
    ...overrides,
  };
}

const ops = (...list: unknown[]): HandlerResponse => ({ status: 206, noRetry: null, retryAfter: null, body: list });
const discover = { kind: 'discover' } as const;

describe('applyResponse', () => {
  it('completes on 200 with the body as output', () => {
    const r = run({ attempt: 1, error: { message: 'old' } });
    applyResponse(r, discover, { status: 200, noRetry: null, retryAfter: null, body: { ok: true } }, ctx);
    expect(r).toMatchObject({ status: 'completed', output: { ok: true }, error: null, finishedAt: NOW, pending: [], wakeAt: null });
  });

  it('memoises StepRun data and StepFailed errors in completion order and resets the attempt', () => {
    const r = run({ attempt: 2 });
    applyResponse(r, discover, ops({ id: 'a', op: 'StepRun', data: 1 }), ctx);
    applyResponse(r, discover, ops({ id: 'b', op: 'StepFailed', error: { name: 'Error', message: 'no' } }), ctx);
    expect(r.steps).toEqual({ a: { type: 'data', data: 1 }, b: { type: 'error', error: { name: 'Error', message: 'no' } } });
    expect(r.stack).toEqual(['a', 'b']);
    expect(r.attempt).toBe(0);
    expect(r.status).toBe('queued');
  });

  it('stores undefined step data as null (the SDK needs data to be defined)', () => {
    const r = run();
    applyResponse(r, discover, ops({ id: 'a', op: 'StepRun' }), ctx);
    expect(r.steps.a).toEqual({ type: 'data', data: null });
  });

  it('plans parallel steps and sleeps as pending work with due times', () => {
    const r = run();
    applyResponse(r, discover, ops({ id: 'p1', op: 'StepPlanned', displayName: 'one' }, { id: 'p2', op: 'StepPlanned', name: 'two' }, { id: 's', op: 'Sleep', name: '1m30s', displayName: 'nap' }), ctx);
    expect(r.pending).toEqual([
      { kind: 'step', id: 'p1', name: 'one', attempt: 0, dueAt: NOW },
      { kind: 'step', id: 'p2', name: 'two', attempt: 0, dueAt: NOW },
      { kind: 'sleep', id: 's', name: 'nap', attempt: 0, dueAt: NOW + 90_000 },
    ]);
    expect(r.wakeAt).toBe(NOW);
  });

  it('scales sleeps and wakes them as memoised nulls', () => {
    const r = run();
    applyResponse(r, discover, ops({ id: 's', op: 'Sleep', name: '5m' }), { ...ctx, sleepScale: 0.01 });
    expect(r.pending[0]!.dueAt).toBe(NOW + 3000);
    expect(wakeDueSleeps(r, NOW + 2999)).toBe(false);
    expect(wakeDueSleeps(r, NOW + 3000)).toBe(true);
    expect(r.steps.s).toEqual({ type: 'data', data: null });
    expect(r.pending).toEqual([]);
  });

  it('retries a StepError after the backoff, then records the step as failed when attempts run out', () => {
    const r = run();
    applyResponse(r, discover, ops({ id: 'x', op: 'StepError', name: 'flaky', error: { message: 'e0' } }), ctx);
    expect(r.pending).toEqual([{ kind: 'step', id: 'x', name: 'flaky', attempt: 1, dueAt: NOW + 100 }]);
    expect(r.wakeAt).toBe(NOW + 100);
    expect(r.error).toEqual({ message: 'e0' });
    applyResponse(r, { kind: 'step', id: 'x', attempt: 1 }, ops({ id: 'x', op: 'StepError', error: { message: 'e1' } }), ctx);
    expect(r.pending[0]).toMatchObject({ attempt: 2, dueAt: NOW + 200 });
    applyResponse(r, { kind: 'step', id: 'x', attempt: 2 }, ops({ id: 'x', op: 'StepError', error: { message: 'e2' } }), ctx);
    expect(r.steps.x).toEqual({ type: 'error', error: { message: 'e2' } });
    expect(r.pending).toEqual([]);
    expect(r.status).toBe('queued'); // the function decides what a failed step means
  });

  it("honours the SDK's Retry-After (seconds or date)", () => {
    const r = run();
    applyResponse(r, discover, { ...ops({ id: 'x', op: 'StepError', error: {} }), retryAfter: '7' }, ctx);
    expect(r.pending[0]!.dueAt).toBe(NOW + 7000);
    const r2 = run();
    applyResponse(r2, discover, { status: 500, noRetry: 'false', retryAfter: new Date(NOW + 4000).toISOString(), body: { name: 'RetryAfterError', message: 'later' } }, ctx);
    expect(r2).toMatchObject({ attempt: 1, wakeAt: NOW + 4000, status: 'queued' });
  });

  it('retries a 500 at function level and fails at the last attempt', () => {
    const r = run();
    const res: HandlerResponse = { status: 500, noRetry: 'false', retryAfter: null, body: { name: 'Error', message: 'outside' } };
    applyResponse(r, discover, res, ctx);
    expect(r).toMatchObject({ status: 'queued', attempt: 1, wakeAt: NOW + 100 });
    applyResponse(r, discover, res, ctx);
    expect(r).toMatchObject({ status: 'queued', attempt: 2, wakeAt: NOW + 200 });
    applyResponse(r, discover, res, ctx);
    expect(r).toMatchObject({ status: 'failed', error: { message: 'outside' }, finishedAt: NOW });
  });

  it('fails at once on 400, on no-retry, and on 401', () => {
    for (const res of [
      { status: 400, noRetry: 'true', retryAfter: null, body: { name: 'NonRetriableError', message: 'bad' } },
      { status: 500, noRetry: 'true', retryAfter: null, body: { name: 'Error', message: 'final' } },
      { status: 401, noRetry: null, retryAfter: null, body: { message: 'Unauthorized' } },
    ]) {
      const r = run();
      applyResponse(r, discover, res, ctx);
      expect(r.status).toBe('failed');
    }
  });

  it('retries a failed targeted step request on its own pending item', () => {
    const r = run({ pending: [{ kind: 'step', id: 'p', name: 'par', attempt: 0, dueAt: NOW }] });
    applyResponse(r, { kind: 'step', id: 'p', attempt: 0 }, { status: 500, noRetry: 'false', retryAfter: null, body: { error: 'Could not find step' } }, ctx);
    expect(r.pending).toEqual([{ kind: 'step', id: 'p', name: 'par', attempt: 1, dueAt: NOW + 100 }]);
    expect(r.attempt).toBe(0);
    expect(r.error).toMatchObject({ message: 'Could not find step' });
  });

  it('fails a run on an op it cannot execute, naming the op and the step', () => {
    const r = run();
    applyResponse(r, discover, ops({ id: 'w', op: 'InvokeFunction', displayName: 'call-other' }), ctx);
    expect(r.status).toBe('failed');
    expect((r.error as { message: string }).message).toMatch(/"call-other" uses InvokeFunction/);
  });

  it('completes on RunComplete and treats a "complete" StepFailed as the function failing', () => {
    const r = run();
    applyResponse(r, discover, ops({ id: 'whatever', op: 'RunComplete', data: 42 }), ctx);
    expect(r).toMatchObject({ status: 'completed', output: 42 });
    const r2 = run();
    // sha1('complete'): the id the SDK gives a function-level result
    applyResponse(r2, discover, ops({ id: '0737c22d3bfae812339732d14d8c7dbd6dc4e09c', op: 'StepFailed', error: { message: 'gone' } }), ctx);
    expect(r2).toMatchObject({ status: 'failed', error: { message: 'gone' } });
  });

  it('counts a discovery that changes nothing as a failed attempt instead of looping', () => {
    const r = run({ steps: { a: { type: 'data', data: 1 } }, stack: ['a'] });
    applyResponse(r, discover, ops({ id: 'a', op: 'StepPlanned' }), ctx);
    expect(r).toMatchObject({ status: 'queued', attempt: 1, wakeAt: NOW + 100 });
    const r2 = run();
    applyResponse(r2, discover, ops(), ctx);
    expect(r2.attempt).toBe(1);
  });

  it('fails on a sleep target it cannot read', () => {
    const r = run();
    applyResponse(r, discover, ops({ id: 's', op: 'Sleep', name: 'soon-ish' }), ctx);
    expect(r.status).toBe('failed');
  });

  it('ignores responses once the run has finished', () => {
    const r = run({ status: 'completed', output: 1, finishedAt: 5 });
    applyResponse(r, discover, ops({ id: 'a', op: 'StepRun', data: 2 }), ctx);
    expect(r).toMatchObject({ status: 'completed', output: 1, steps: {} });
  });
});
