import { AppError, publicCode, publicCodeForStatus } from '@/server/errors';
import { isProjectId } from '@/server/projects/project-id';
import { errorReply } from './envelope';
import { type JsonReply, type RestRequest, targetUrl } from './exchange';
import { guardRestRequest } from './guard';
import { callProcedure } from './procedure-call';
import { readJsonObjectBody } from './read-json-body';
import { type RestRoute, matchRoute } from './routes';

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
export function appErrorReply(error: unknown, extraHeaders: Record<string, string> = {}): JsonReply {
  if (error instanceof AppError) {
    return errorReply(publicCode(error.code), error.message, { ...extraHeaders, ...error.headers });
  }
  console.error('[v1] unexpected error', error);
  return errorReply('internal_error', undefined, extraHeaders);
}

export function rejectRepeatedQueryParameters(url: URL) {
  const seen = new Set<string>();
  for (const name of url.searchParams.keys()) {
    if (seen.has(name)) throw new AppError('invalid_request', `Query parameter "${name}" is given more than once.`);
    seen.add(name);
  }
}

/**
 * Every /v1 request except the OpenAPI document, the CSV export and the people import: key,
 * rate limit, body and query hygiene here; routing, validation and the procedure through
 * trpc-to-openapi; and every error rewritten into the spec's `{ error: { code, message } }`
 * envelope. A HEAD request is answered as its GET (the server writes no body).
 */
export async function handleRestRequest(req: RestRequest): Promise<JsonReply> {
  let rateHeaders: Record<string, string> = {};
  try {
    const url = targetUrl(req.target);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const path = url.pathname.replace(/^\/v1/, '') || '/';
    const route = matchRoute(method, path);
    // Authentication first: a request without a valid key learns nothing else about itself.
    const guarded = await guardRestRequest(req, polledProject(route, path));
    rateHeaders = guarded.rateHeaders;
    rejectRepeatedQueryParameters(url);
    if (!route) throw new AppError('not_found');
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const outcome = await callProcedure({
      method,
      target: path + url.search,
      body: hasBody ? await readJsonObjectBody(req) : undefined,
      context: { principal: guarded.principal, userId: null, idempotencyKey: req.header('idempotency-key'), statusRead: guarded.statusRead },
    });
    if (outcome.thrown instanceof AppError) return appErrorReply(outcome.thrown, rateHeaders);
    if (outcome.status >= 400) {
      const code = publicCodeForStatus(outcome.status);
      const message = code === 'invalid_request' ? errorBodyMessage(outcome.json) : undefined;
      return errorReply(code, message, rateHeaders);
    }
    return { status: outcome.status, headers: { 'content-type': 'application/json', ...rateHeaders, 'Cache-Control': 'no-store' }, json: outcome.json };
  } catch (error) {
    return appErrorReply(error, rateHeaders);
  }
}

/** The project a status poll (`projects.get`, GET /projects/{projectId}) reads, when its id is well formed. */
function polledProject(route: RestRoute | undefined, path: string): string | undefined {
  if (route?.procedure !== 'projects.get') return undefined;
  const id = path.split('/')[2];
  return id && isProjectId(id) ? id : undefined;
}

/** The validation issues (or the message) of trpc-to-openapi's error body. */
function errorBodyMessage(json: string): string | undefined {
  let body: TrpcToOpenApiErrorBody = {};
  try {
    body = JSON.parse(json) as TrpcToOpenApiErrorBody;
  } catch {
    /* no body to read */
  }
  return validationMessage(body) ?? body.message;
}
