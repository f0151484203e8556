import { TRPCError } from '@trpc/server';
import { createWebContext } from '@/server/api/web-context';
import { appRouter } from '@/server/api/root';
import { createCallerFactory } from '@/server/api/trpc';

const createCaller = createCallerFactory(appRouter);

/** Server components call the same procedures as the browser, as the signed-in user. */
export function serverCaller() {
  return createCaller(createWebContext);
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCError && error.code === 'UNAUTHORIZED';
}
