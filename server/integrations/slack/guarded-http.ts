import http from 'node:http';
import type { FetchFunction } from '@slack/web-api';
import { getEnv } from '@/server/env';
import { postPinned } from '@/server/net/pinned-post';
import { checkTarget } from '@/server/net/target-guard';
import { deliverySettings } from '@/server/webhooks/settings';

/** Per call to Slack: DNS, connect, TLS and the whole response. */
export const SLACK_HTTP_TIMEOUT_MS = 10_000;
/** Slack's answers are small JSON documents (chat.postMessage echoes the message): 1 MB is plenty. */
const RESPONSE_LIMIT_BYTES = 1024 * 1024;

/** The SSRF guard refused the address: it was never called. */
export class RefusedTargetError extends Error {
  override name = 'RefusedTargetError';
}

export interface GuardedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * POSTs to Slack through the app's guarded client (server/net): the address is checked first
 * (public only, unless listed in WEBHOOK_ALLOW_PRIVATE_HOSTS) and the socket connects to exactly
 * the checked address. Redirects are never followed. Unlike a webhook, a call to Slack needs its
 * whole answer: a response cut off, late or over 1 MB is an error.
 */
export async function guardedPost(rawUrl: string, request: { headers: Record<string, string>; body: string }): Promise<GuardedResponse> {
  const settings = deliverySettings();
  const startedAt = Date.now();
  const target = await checkTarget(rawUrl, { resolve: settings.resolve, allowHosts: settings.allowHosts });
  if (target.kind === 'blocked') throw new RefusedTargetError(`refused ${new URL(rawUrl).host}: ${target.reason}`);
  if (target.kind === 'unresolvable') throw new Error(target.error);
  const response = await postPinned(target, {
    headers: { ...request.headers, 'user-agent': `PeopleSearch-Slack/1.0 (+${getEnv().APP_URL})` },
    body: request.body,
    timeoutMs: SLACK_HTTP_TIMEOUT_MS,
    startedAt,
    // One byte more than allowed: reaching it means the answer is over the limit.
    readLimit: RESPONSE_LIMIT_BYTES + 1,
  });
  if (response.cut === 'limit') throw new Error('response larger than 1 MB');
  if (response.cut) throw response.cut;
  return { status: response.status, headers: response.headers, body: response.body.toString('utf8') };
}

/** The `fetch` the Slack Web API client is given, so its calls go through the same guard. */
export const guardedFetch: FetchFunction = async (input, init) => {
  if (init?.body !== undefined && typeof init.body !== 'string') throw new Error('Only form or JSON bodies are sent to Slack');
  const url = String(input);
  const response = await guardedPost(url, { headers: init?.headers ?? {}, body: init?.body ?? '' });
  const lower = new Map(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: response.status >= 200 && response.status < 300,
    status: response.status,
    statusText: http.STATUS_CODES[response.status] ?? '',
    url,
    headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null, entries: () => lower.entries() },
    arrayBuffer: async () => new TextEncoder().encode(response.body).buffer as ArrayBuffer,
    json: async () => JSON.parse(response.body) as unknown,
    text: async () => response.body,
  };
};
