import { answerV1 } from './answer';
import { type RestReply, type RestRequest, fromFetchRequest, targetUrl, toResponse } from './exchange';
import { matchV1Route } from './route-table';
import { refuseUnroutable } from './unroutable';

/**
 * Everything under /v1: a method or path no route could have is refused as it is; otherwise the
 * request is matched once against the route table and answered (answer.ts). Served from node:http
 * (node-adapter.ts, scripts/serve.ts).
 */
export async function dispatchV1(req: RestRequest): Promise<RestReply> {
  const url = targetUrl(req.target);
  const refused = refuseUnroutable(req.method, url.pathname);
  if (refused) return refused;
  return answerV1(req, url, matchV1Route(req.method, url.pathname.replace(/^\/v1/, '') || '/'));
}

/** /v1 for a fetch Request (tests and benches). */
export async function dispatchV1Fetch(req: Request): Promise<Response> {
  return toResponse(await dispatchV1(fromFetchRequest(req)), req.method === 'HEAD');
}
