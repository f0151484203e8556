import { TRPCError, type TRPC_ERROR_CODE_KEY, initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Principal } from '@/server/auth/principal';
import { AppError, type ErrorCode } from '@/server/errors';

/** The tRPC code of each service error (tRPC turns it into the same HTTP status as ERROR_TABLE). */
const TRPC_CODE = {
  invalid_request: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  limit_exceeded: 'TOO_MANY_REQUESTS',
  internal_error: 'INTERNAL_SERVER_ERROR',
} as const satisfies Record<ErrorCode, TRPC_ERROR_CODE_KEY>;

const INTERNAL_MESSAGE = 'Internal error; it is safe to retry.';

/**
 * One tRPC instance for both doors: the web UI (session principal, /api/trpc) and the REST
 * facade (API-key principal, /v1). A procedure never knows which door it was called through.
 */
export interface Context {
  principal: Principal | null;
  /** The signed-in user, also when they belong to no workspace (web only). */
  userId: string | null;
  /** The client's address (server/auth/client-ip.ts; web only; throttles sign-up). */
  clientIp?: string | null;
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const appCode = error.cause instanceof AppError ? error.cause.code : error.code === 'BAD_REQUEST' ? 'invalid_request' : 'internal_error';
      // An unexpected failure outside a procedure (building the context: a database outage) or
      // one mapErrors did not see: its message is the driver's or the runtime's, never the client's.
      const internal = error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof AppError) && error.message !== INTERNAL_MESSAGE;
      if (internal) console.error('[api] unexpected error', error.cause ?? error);
      return { ...shape, message: internal ? INTERNAL_MESSAGE : shape.message, data: { ...shape.data, appCode, stack: undefined } };
    },
  });

/** Services throw AppError; here it becomes the matching tRPC error, and anything else a bare 500. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const error = result.error;
  const cause = error.cause;
  if (cause instanceof AppError) {
    throw new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    console.error('[api] unexpected error', cause ?? error);
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors);

/** Any authenticated principal of a workspace: a web user or an API key. */
export const workspaceProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.principal) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in or send an API key.' });
  return next({ ctx: { ...ctx, principal: ctx.principal } });
});

/** Only a signed-in user (web UI actions that API keys must never reach). */
export const userProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.principal || ctx.principal.kind !== 'user') throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
  return next({ ctx: { ...ctx, principal: ctx.principal } });
});

/** Signed in, whether or not the user belongs to a workspace yet. */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.userId) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
  return next({ ctx: { ...ctx, userId: ctx.userId } });
});
