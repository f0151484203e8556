import { AppError } from '@/server/errors';
import { isProjectId } from '@/server/projects/project-id';
import { appErrorReply } from './envelope';
import { type RestReply, type RestRequest, jsonReply, noContentReply } from './exchange';
import { guardRestRequest } from './guard';
import type { V1Match, V1Route } from './route-table';

/**
 * What every /v1 route shares, plain or procedure (in the spirit of dub's withWorkspace): the key
 * and its per-key limit first (a request without a valid key learns nothing else about itself,
 * not even that its path does not exist), then the parameter rules, then the route; every error,
 * the route's own included, as the spec's `{ error: { code, message } }` envelope with the
 * rate headers. A HEAD request is answered as its GET (the server writes no body).
 */
export async function answerV1(req: RestRequest, url: URL, match: V1Match): Promise<RestReply> {
  let rateHeaders: Record<string, string> = {};
  try {
    const guarded = (match.route ?? match).auth === 'key' ? await guardRestRequest(req, match.route && polledProject(match.route, match.params)) : null;
    rateHeaders = guarded?.rateHeaders ?? {};
    rejectRepeatedQueryParameters(url);
    if (!match.route) throw new AppError('not_found', match.message);
    const { route, params } = match;
    // A key route was guarded above.
    const answer = route.auth === 'key' ? await route.handle({ req, url, params, guarded: guarded! }) : await route.handle({ req, url, params });
    if (answer instanceof Response) {
      for (const [name, value] of Object.entries(rateHeaders)) answer.headers.set(name, value);
      return answer;
    }
    if (route.successStatus === 204) return noContentReply({ ...rateHeaders, 'Cache-Control': 'no-store' });
    return jsonReply(route.successStatus, answer, { ...rateHeaders, 'Cache-Control': route.cacheControl ?? 'no-store' });
  } catch (error) {
    return appErrorReply(error, rateHeaders);
  }
}

function rejectRepeatedQueryParameters(url: URL) {
  const seen = new Set<string>();
  for (const name of url.searchParams.keys()) {
    if (seen.has(name)) throw new AppError('invalid_request', `Query parameter "${name}" is given more than once.`);
    seen.add(name);
  }
}

/** The project a status poll reads, when its id is well formed (its status is then read with the admission). */
function polledProject(route: V1Route, params: Record<string, string>): string | undefined {
  const id = route.auth === 'key' && route.pollsProject ? params[route.pollsProject] : undefined;
  return id && isProjectId(id) ? id : undefined;
}
