import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/server/errors';
import { type Context, createCallerFactory, router, workspaceProcedure } from '../trpc';
import { runProcedure } from './procedure-runner';

/** What each middleware was given, by name, in call order. */
const seen: Array<{ keys: string[]; ctx: unknown; input: unknown; meta: unknown }> = [];

const recorded = workspaceProcedure
  .meta({ openapi: { method: 'GET', path: '/things/{thingId}' } })
  .use(async (options) => {
    seen.push({ keys: Object.keys(options).sort(), ctx: options.ctx, input: options.input, meta: options.meta });
    return options.next({ ctx: { extra: 'added' } });
  })
  .input(z.object({ thingId: z.string().regex(/^t_\d+$/), limit: z.coerce.number().int().max(10).optional() }))
  .use(async (options) => {
    seen.push({ keys: Object.keys(options).sort(), ctx: options.ctx, input: options.input, meta: options.meta });
    return options.next();
  })
  .output(z.object({ thingId: z.string(), limit: z.number().optional(), extra: z.string() }));

const testRouter = router({
  things: router({
    get: recorded.query(({ input, ctx }) => {
      if (input.thingId === 't_404') throw new AppError('not_found', 'No such thing.');
      if (input.thingId === 't_500') throw new Error('database went away');
      if (input.thingId === 't_bad') return { thingId: 7 } as never;
      return { thingId: input.thingId, limit: input.limit, extra: (ctx as { extra: string }).extra };
    }),
  }),
});

const keyContext: Context = { principal: { kind: 'apiKey', apiKeyId: 'key_1', workspaceId: 'ws_1' }, userId: null };
const anonymous: Context = { principal: null, userId: null };

/** The outcome of a call: its value, or its error's class, code, message and cause. */
async function outcome(call: () => Promise<unknown>) {
  seen.length = 0;
  try {
    return { value: await call(), seen: structuredClone(seen) };
  } catch (error) {
    const trpc = error as TRPCError;
    return { error: { trpc: error instanceof TRPCError, code: trpc.code, message: trpc.message, cause: String(trpc.cause) }, seen: structuredClone(seen) };
  }
}

describe('runProcedure', () => {
  // The unexpected error is logged by both runs (server/api/trpc.ts's mapErrors).
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());
  const viaCaller = (context: Context, input: unknown) => outcome(() => createCallerFactory(testRouter)(context).things.get(input as never));
  const viaRunner = (context: Context, input: unknown) => outcome(() => runProcedure(testRouter.things.get, 'things.get', context, input));

  it.each([
    ['a valid call (input coerced, context extended)', keyContext, { thingId: 't_1', limit: '5' }],
    ['input that fails its schema', keyContext, { thingId: 'nope' }],
    ['no input at all', keyContext, undefined],
    ["a service's AppError", keyContext, { thingId: 't_404' }],
    ['an unexpected error', keyContext, { thingId: 't_500' }],
    ['output that fails its schema', keyContext, { thingId: 't_bad' }],
    ['no principal', anonymous, { thingId: 't_1' }],
  ])('answers %s exactly as tRPC’s caller does', async (_name, context, input) => {
    const expected = await viaCaller(context, input);
    expect(await viaRunner(context, input)).toEqual(expected);
  });

  it('gives every middleware the options tRPC gives it', async () => {
    const { value, seen: middlewares } = await viaRunner(keyContext, { thingId: 't_1', limit: '5' });
    expect(value).toEqual({ thingId: 't_1', limit: 5, extra: 'added' });
    expect(middlewares[0]!.keys).toEqual(['batchIndex', 'ctx', 'getRawInput', 'input', 'meta', 'next', 'path', 'signal', 'type']);
    expect(middlewares[0]!.meta).toEqual({ openapi: { method: 'GET', path: '/things/{thingId}' } });
    expect(middlewares[1]!.ctx).toMatchObject({ extra: 'added', principal: keyContext.principal });
    expect(middlewares[1]!.input).toEqual({ thingId: 't_1', limit: 5 });
  });
});
