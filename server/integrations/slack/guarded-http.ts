import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { FetchFunction } from '@slack/web-api';
import { getEnv } from '@/server/env';
import { deliverySettings } from '@/server/webhooks/settings';
import { checkTarget } from '@/server/webhooks/target-guard';

/** Per call to Slack: DNS, connect, TLS and the whole response. */
export const SLACK_HTTP_TIMEOUT_MS = 10_000;
/** Slack's answers are small JSON documents (chat.postMessage echoes the message): 1 MB is plenty. */
const RESPONSE_LIMIT_BYTES = 1024 * 1024;

/** The webhook SSRF guard refused the address: it was never called. */
export class RefusedTargetError extends Error {
  override name = 'RefusedTargetError';
}

export interface GuardedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * POSTs to Slack through the webhooks' SSRF guard (server/webhooks/target-guard.ts): the address
 * is checked first (public only, unless listed in WEBHOOK_ALLOW_PRIVATE_HOSTS) and the socket
 * connects to exactly the checked address. Redirects are never followed.
 */
export async function guardedPost(rawUrl: string, request: { headers: Record<string, string>; body: string }): Promise<GuardedResponse> {
  const settings = deliverySettings();
  const startedAt = Date.now();
  const target = await checkTarget(rawUrl, { resolve: settings.resolve, allowHosts: settings.allowHosts });
  if (target.kind === 'blocked') throw new RefusedTargetError(`refused ${new URL(rawUrl).host}: ${target.reason}`);
  if (target.kind === 'unresolvable') throw new Error(target.error);
  const { url, hostname, port, address } = target;
  const pinnedLookup: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  const literal = isIP(hostname) !== 0;
  return new Promise<GuardedResponse>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request({
      method: 'POST',
      host: literal ? address.address : hostname,
      port,
      path: `${url.pathname}${url.search}`,
      lookup: pinnedLookup,
      ...(url.protocol === 'https:' && !literal ? { servername: hostname } : {}),
      agent: false,
      headers: {
        ...request.headers,
        host: url.host,
        'content-length': String(Buffer.byteLength(request.body)),
        'user-agent': `PeopleSearch-Slack/1.0 (+${getEnv().APP_URL})`,
        connection: 'close',
      },
    });
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${SLACK_HTTP_TIMEOUT_MS} ms`)), Math.max(1, startedAt + SLACK_HTTP_TIMEOUT_MS - Date.now()));
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > RESPONSE_LIMIT_BYTES) req.destroy(new Error('response larger than 1 MB'));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(request.body);
  });
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
