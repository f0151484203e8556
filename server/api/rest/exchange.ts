// What the /v1 facade reads of a request and what it answers, whichever server carries them:
// node:http in the server (node-adapter.ts), a fetch Request in tests and benches (dispatchV1Fetch, below).
// Plain data on the hot path: building fetch Requests and Responses (headers, abort signals,
// body streams) per request cost more than the API's own work (bench/rest-overhead).

export interface RestRequest {
  method: string;
  /** The path with its query, as sent: `/v1/projects/prj_…/results?limit=5`. */
  target: string;
  /** A header's value (names are matched case-insensitively), null when absent. */
  header(name: string): string | null;
  /** The body as it arrives; null for GET and HEAD. */
  body: AsyncIterable<Uint8Array> | null;
}

/** A JSON answer, serialised once; a stream (the CSV export) is a fetch Response instead. */
export interface JsonReply {
  status: number;
  headers: Record<string, string>;
  /** JSON text. */
  json: string;
}

export type RestReply = JsonReply | Response;

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): JsonReply {
  return { status, headers: { 'content-type': 'application/json', ...headers }, json: JSON.stringify(value) };
}

/** A 204: no body, so neither a type nor a length. */
export function noContentReply(headers: Record<string, string> = {}): JsonReply {
  return { status: 204, headers, json: '' };
}

/** The path and the query of a request target (the host only frames a URL). */
export function targetUrl(target: string): URL {
  return new URL(target.startsWith('/') ? target : `/${target}`, 'http://localhost');
}

export function fromFetchRequest(req: Request): RestRequest {
  const url = new URL(req.url);
  return {
    method: req.method,
    target: url.pathname + url.search,
    header: (name) => req.headers.get(name),
    // Node's web streams are async iterables of their chunks.
    body: req.body as AsyncIterable<Uint8Array> | null,
  };
}

/** A reply as a fetch Response; a HEAD request gets the headers alone. */
export function toResponse(reply: RestReply, isHead = false): Response {
  if (reply instanceof Response) return isHead ? new Response(null, { status: reply.status, headers: reply.headers }) : reply;
  return new Response(isHead || reply.status === 204 ? null : reply.json, { status: reply.status, headers: reply.headers });
}
