import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { AllowedTarget } from './target-guard';

export interface PinnedPostRequest {
  /** Every header but host, content-length and connection, which are set here. */
  headers: Record<string, string>;
  body: string;
  /** The whole call's budget… */
  timeoutMs: number;
  /** …counted from here (Date.now() of the call's start, when the guard's DNS came first); default now. */
  startedAt?: number;
  /** Bytes of the response read at most: the download stops there. */
  readLimit: number;
}

export interface PinnedResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** At most `readLimit` bytes. */
  body: Buffer;
  /**
   * Why `body` is not the whole response: 'limit' (readLimit reached) or the error that cut it
   * after the head (the timeout, a broken connection); null when it is whole.
   */
  cut: 'limit' | Error | null;
}

/**
 * The one outbound HTTP client of the app (webhooks, Slack): POSTs to the address the guard
 * checked (server/net/target-guard.ts), and nowhere else. The socket's lookup is pinned to that
 * address, while Host, SNI and the certificate check keep the URL's name; a URL's credentials go
 * as basic auth. Never follows redirects (a 3xx is handed back as it is). The timeout covers
 * connect, TLS and the response (counted from `startedAt`, so the guard's DNS lookup shares it);
 * at most `readLimit` bytes are read. Rejects when no response head arrived (the timeout, or the
 * connection's error); after the head, resolves with what arrived.
 */
export function postPinned(target: AllowedTarget, request: PinnedPostRequest): Promise<PinnedResponse> {
  const { url, hostname, port, address } = target;
  const isLiteral = isIP(hostname) !== 0;
  const pinnedLookup: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };

  return new Promise<PinnedResponse>((resolve, reject) => {
    let head: Pick<PinnedResponse, 'status' | 'headers'> | null = null;
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;

    const finish = (cut: PinnedResponse['cut'] | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      if (head) resolve({ ...head, body: Buffer.concat(chunks), cut });
      else reject(cut instanceof Error ? cut : new Error('no response'));
    };

    const transport = url.protocol === 'https:' ? https : http;
    const outgoing = transport.request({
      method: 'POST',
      // A literal is dialled as checked; a name goes through the pinned lookup, never DNS again.
      host: isLiteral ? address.address : hostname,
      port,
      path: `${url.pathname}${url.search}`,
      lookup: pinnedLookup,
      ...(url.protocol === 'https:' && !isLiteral ? { servername: hostname } : {}),
      ...(url.username ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` } : {}),
      agent: false,
      headers: { ...request.headers, host: url.host, 'content-length': String(Buffer.byteLength(request.body)), connection: 'close' },
    });

    const timer = setTimeout(
      () => finish(new Error(`timed out after ${request.timeoutMs} ms`)),
      Math.max(1, (request.startedAt ?? Date.now()) + request.timeoutMs - Date.now()),
    );

    outgoing.on('response', (response) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      head = { status: response.statusCode ?? 0, headers };
      response.on('data', (chunk: Buffer) => {
        if (settled) return;
        chunks.push(chunk.subarray(0, request.readLimit - received));
        received += chunk.length;
        if (received >= request.readLimit) finish('limit');
      });
      response.on('end', () => finish(null));
      response.on('error', (error) => finish(error));
      response.on('close', () => finish(new Error('the connection closed before the response ended')));
    });
    outgoing.on('error', (error) => finish(error));
    outgoing.end(request.body);
  });
}
