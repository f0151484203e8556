import { createOpenApiFetchHandler } from 'trpc-to-openapi';
import { AppError, publicCode, publicCodeForStatus } from '@/server/errors';
import { appRouter } from '../root';
import { errorResponse } from './envelope';
import { guardRestRequest } from './guard';
import { readJsonObjectBody } from './read-json-body';
import { isDeclaredRoute, successStatusOf } from './routes';

interface TrpcToOpenApiErrorBody {
  message?: string;
  issues?: Array<{ path?: PropertyKey[]; message: string }>;
}

function validationMessage(body: TrpcToOpenApiErrorBody): string | undefined {
  if (!body.issues?.length) return undefined;
  return body.issues
    .map((issue) => (issue.path?.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** An error as the spec's envelope, keeping the headers it implies (Retry-After, RateLimit). */
export function appErrorResponse(error: unknown, extraHeaders: Record<string, string> = {}): Response {
  if (error instanceof AppError) {
    return errorResponse(publicCode(error.code), error.message, { ...extraHeaders, ...error.headers });
  }
  console.error('[v1] unexpected error', error);
  return errorResponse('internal_error', undefined, extraHeaders);
}

export function rejectRepeatedQueryParameters(url: URL) {
  const seen = new Set<string>();
  for (const name of url.searchParams.keys()) {
    if (seen.has(name)) throw new AppError('invalid_request', `Query parameter "${name}" is given more than once.`);
    seen.add(name);
  }
}

/**
 * Every /v1 request except the OpenAPI document and the CSV export: key, rate limit, body and
 * query hygiene here; routing, validation and the procedure through trpc-to-openapi; and every
 * error rewritten into the spec's `{ error: { code, message } }` envelope.
 */
export async function handleRestRequest(req: Request): Promise<Response> {
  const isHead = req.method === 'HEAD';
  let rateHeaders: Record<string, string> = {};
  try {
    // Authentication first: a request without a valid key learns nothing else about itself.
    const guarded = await guardRestRequest(req);
    rateHeaders = guarded.rateHeaders;
    const url = new URL(req.url);
    rejectRepeatedQueryParameters(url);

    const method = isHead ? 'GET' : req.method;
    const path = url.pathname.replace(/^\/v1/, '') || '/';
    if (!isDeclaredRoute(method, path)) throw new AppError('not_found');
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const headers = new Headers(req.headers);
    // The body was read and re-serialised as JSON above; the adapter compares the media type
    // case-sensitively, which RFC 9110 does not allow, so it gets the canonical spelling.
    if (hasBody) headers.set('content-type', 'application/json');
    const forwarded = new Request(req.url, {
      method,
      headers,
      body: hasBody ? JSON.stringify(await readJsonObjectBody(req)) : undefined,
    });
    let thrown: unknown;
    const response = await createOpenApiFetchHandler({
      endpoint: '/v1',
      req: forwarded,
      router: appRouter,
      createContext: () => ({ principal: guarded.principal, userId: null, idempotencyKey: req.headers.get('idempotency-key') }),
      responseMeta: ({ paths, errors }) => {
        if (errors.length === 0) return { status: successStatusOf(paths?.[0]) };
        thrown = errors[0]?.cause;
        return {};
      },
    });
    if (thrown instanceof AppError) return finish(appErrorResponse(thrown, rateHeaders), isHead);
    if (response.status >= 400) {
      const body = (await response.json().catch(() => ({}))) as TrpcToOpenApiErrorBody;
      const code = publicCodeForStatus(response.status);
      const message = code === 'invalid_request' ? (validationMessage(body) ?? body.message) : undefined;
      return finish(errorResponse(code, message, rateHeaders), isHead);
    }
    for (const [name, value] of Object.entries(rateHeaders)) response.headers.set(name, value);
    response.headers.set('Cache-Control', 'no-store');
    return finish(response, isHead);
  } catch (error) {
    return finish(appErrorResponse(error, rateHeaders), isHead);
  }
}

export function finish(response: Response, isHead: boolean): Response {
  return isHead ? new Response(null, { status: response.status, headers: response.headers }) : response;
}
