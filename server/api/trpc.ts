import { TRPCError, initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Principal } from '@/server/auth/principal';
import type { StatusRead } from '@/server/projects/project-status';
import { AppError, ERROR_TABLE } from '@/server/errors';
import { storableTextMessage, unstorablePath } from '@/server/schemas/text';

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
  /** POST /v1/search's Idempotency-Key header (REST only; null when absent). */
  idempotencyKey?: string | null;
  /** GET /v1/projects/{id}'s status, read with the key's admission (REST, PostgreSQL mode). */
  statusRead?: StatusRead;
}

/**
 * trpc-to-openapi's meta, plus what the /v1 route table (server/api/rest/route-table.ts) reads:
 * the success status when it is not 200 (the spec's 202; a creation's 201, a deletion's 204), and the path parameter naming a project
 * whose status the key's admission reads along (the status poll).
 */
export type ApiMeta = OpenApiMeta<{ openapi?: { successStatus?: SuccessStatus; pollsProject?: string } }>;

/** The success statuses /v1 answers with: 204 carries no body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

const t = initTRPC
  .context<Context>()
  .meta<ApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const appCode = error.cause instanceof AppError ? error.cause.code : error.code === 'BAD_REQUEST' ? 'invalid_request' : 'internal_error';
      // An unexpected failure outside a procedure (building the context: a database outage) or
      // one mapErrors did not see: its message is the driver's or the runtime's, never the client's.
      const internal = error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof AppError) && error.message !== ERROR_TABLE.internal_error.message;
      if (internal) console.error('[api] unexpected error', error.cause ?? error);
      return { ...shape, message: internal ? ERROR_TABLE.internal_error.message : shape.message, data: { ...shape.data, appCode, stack: undefined } };
    },
  });

/** Services throw AppError; here it becomes the matching tRPC error, and anything else a bare 500. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const error = result.error;
  const cause = error.cause;
  if (cause instanceof AppError) {
    throw new TRPCError({ code: ERROR_TABLE[cause.code].trpc, message: cause.message, cause });
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    console.error('[api] unexpected error', cause ?? error);
    throw new TRPCError({ code: ERROR_TABLE.internal_error.trpc, message: ERROR_TABLE.internal_error.message });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
const baseProcedure = t.procedure.use(mapErrors);

/**
 * Web-only procedures take free text their schemas do not check character by character (names,
 * ids, tokens): text PostgreSQL cannot store (U+0000 and other controls) is a 400 here, never a
 * driver error. The REST procedures check it field by field in their schemas (server/schemas/text.ts).
 */
const storableWebInput = t.middleware(async ({ getRawInput, next }) => {
  const path = unstorablePath(await getRawInput());
  if (path) throw new AppError('invalid_request', storableTextMessage(path));
  return next();
});

/** Web UI procedures open to anyone (sign-up, invitations, set-password links). */
export const publicProcedure = baseProcedure.use(storableWebInput);

/** Any authenticated principal of a workspace: a web user or an API key. */
export const workspaceProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.principal) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in or send an API key.' });
  return next({ ctx: { ...ctx, principal: ctx.principal } });
});

/** Only a signed-in user (web UI actions that API keys must never reach). */
export const userProcedure = baseProcedure
  .use(({ ctx, next }) => {
    if (!ctx.principal || ctx.principal.kind !== 'user') throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
    return next({ ctx: { ...ctx, principal: ctx.principal } });
  })
  .use(storableWebInput);

/** Signed in, whether or not the user belongs to a workspace yet. */
export const signedInProcedure = baseProcedure
  .use(({ ctx, next }) => {
    if (!ctx.userId) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
    return next({ ctx: { ...ctx, userId: ctx.userId } });
  })
  .use(storableWebInput);
