import type { Principal } from '@/server/auth/principal';
import { handleTrpcRequest } from '../trpc-handler';
import type { Context } from '../trpc';

/** The context the web door would build for this principal (clientIp as the socket peer would give it). */
export function webContext(principal: Principal | null, clientIp: string | null = '203.0.113.10'): Context {
  return { principal, userId: principal?.kind === 'user' ? principal.userId : null, clientIp };
}

/**
 * Calls /api/trpc over the real fetch handler, as the browser's tRPC client does: a query is a GET
 * with `?input=`, a mutation a POST with a JSON body. The context is given (the web door's own
 * builder reads the Next.js request scope and the Auth.js session cookie).
 */
export async function trpcHttp(
  context: Context | (() => Promise<Context>),
  kind: 'query' | 'mutation',
  path: string,
  input?: unknown,
): Promise<{ status: number; body: { result?: { data: unknown }; error?: { message: string; data: { code: string; httpStatus: number } } } }> {
  const url = new URL(`http://people.test/api/trpc/${path}`);
  if (kind === 'query' && input !== undefined) url.searchParams.set('input', JSON.stringify(input));
  const request =
    kind === 'query'
      ? new Request(url, { method: 'GET' })
      : new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: input === undefined ? undefined : JSON.stringify(input) });
  const response = await handleTrpcRequest(request, typeof context === 'function' ? context : async () => context);
  return { status: response.status, body: await response.json() };
}
