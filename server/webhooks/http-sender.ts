import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { redirectNotFollowed } from './ids';
import type { TargetCheck } from './target-guard';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Bytes of a response we read at most (the status decides; the start of the body helps debugging). */
export const RESPONSE_READ_LIMIT = 4096;
const EXCERPT_CHARS = 512;

export interface SendOutcome {
  /** Any 2xx. */
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseExcerpt: string | null;
}

export interface PostInput {
  target: Extract<TargetCheck, { kind: 'allowed' }>;
  body: string;
  /** Signature and identity headers; content type, length and Host are set here. */
  headers: Record<string, string>;
  userAgent: string;
  /** The whole attempt's budget (default 10 s)… */
  timeoutMs?: number;
  /** …counted from here (Date.now() of the attempt's start, when DNS came first); default now. */
  startedAt?: number;
}

/**
 * POSTs a webhook to the address the guard checked, and nowhere else: the socket's lookup is
 * pinned to that address, while Host, SNI and the certificate check keep the URL's name.
 * Never follows redirects (a 3xx is a failure), gives up when the attempt's timeout runs out
 * (counted from `startedAt`, so the guard's DNS lookup, connect, TLS and the wait for the
 * response head share it), reads at most a few KB of the response, and never throws: every
 * problem becomes a failed outcome.
 */
export function postWebhook(input: PostInput): Promise<SendOutcome> {
  const { url, hostname, port, address } = input.target;
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const started = performance.now();
  const isLiteral = isIP(hostname) !== 0;

  const pinnedLookup: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };

  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    let location: string | undefined;
    const chunks: Buffer[] = [];
    let received = 0;

    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      const delivered = error === null && statusCode !== null && statusCode >= 200 && statusCode < 300;
      resolve({
        delivered,
        statusCode,
        error: error ?? (delivered ? null : statusError(statusCode!, location)),
        durationMs: Math.round(performance.now() - started),
        responseExcerpt: received > 0 ? excerpt(Buffer.concat(chunks)) : null,
      });
    };

    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request({
      method: 'POST',
      // A literal is dialled as checked; a name goes through the pinned lookup, never DNS again.
      host: isLiteral ? address.address : hostname,
      port,
      path: `${url.pathname}${url.search}`,
      lookup: pinnedLookup,
      ...(url.protocol === 'https:' && !isLiteral ? { servername: hostname } : {}),
      ...(url.username ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` } : {}),
      agent: false,
      headers: {
        ...input.headers,
        host: url.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(input.body)),
        'user-agent': input.userAgent,
        connection: 'close',
      },
    });

    const timer = setTimeout(() => {
      // The head arrived in time: the status stands even if the body is still trickling in.
      finish(statusCode === null ? `timed out after ${timeoutMs} ms` : null);
    }, Math.max(1, (input.startedAt ?? Date.now()) + timeoutMs - Date.now()));

    request.on('response', (response) => {
      statusCode = response.statusCode ?? 0;
      location = typeof response.headers.location === 'string' ? response.headers.location : undefined;
      response.on('data', (chunk: Buffer) => {
        if (received < RESPONSE_READ_LIMIT) chunks.push(chunk.subarray(0, RESPONSE_READ_LIMIT - received));
        received += chunk.length;
        if (received >= RESPONSE_READ_LIMIT) finish(null);
      });
      response.on('end', () => finish(null));
      // A body cut off after the head: the status still says what the receiver decided.
      response.on('error', () => finish(null));
      response.on('close', () => finish(null));
    });
    // After the head, a broken connection does not change what the receiver answered.
    request.on('error', (error) => finish(statusCode === null ? connectionError(error) : null));
    request.end(input.body);
  });
}

function statusError(status: number, location: string | undefined): string {
  if (status >= 300 && status < 400) return redirectNotFollowed(status, location);
  return `HTTP ${status}`;
}

const CONNECTION_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset by the receiver',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  EPIPE: 'connection closed by the receiver',
  HPE_INVALID_CONSTANT: 'the receiver did not answer with HTTP',
};

function connectionError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code && CONNECTION_ERRORS[code]) return `${CONNECTION_ERRORS[code]} (${code})`;
  if (code && /CERT|SSL|TLS|SELF_SIGNED|ERR_TLS/.test(code)) return `TLS: ${error.message} (${code})`;
  return code ? `${error.message} (${code})` : error.message;
}

/** The start of the body as text, control characters removed. */
function excerpt(bytes: Buffer): string {
  return bytes.toString('utf8').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').slice(0, EXCERPT_CHARS);
}
