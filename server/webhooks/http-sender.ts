import { performance } from 'node:perf_hooks';
import { postPinned } from '@/server/net/pinned-post';
import type { AllowedTarget } from '@/server/net/target-guard';
import { redirectNotFollowed } from './ids';

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
  target: AllowedTarget;
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
 * POSTs a webhook through the guarded client (server/net/pinned-post.ts: the checked address
 * only, no redirects, one timeout for the whole attempt) and never throws: every problem becomes
 * a failed outcome. Once the response head arrived in time, the status stands, even if the body
 * is cut off or still trickling in.
 */
export async function postWebhook(input: PostInput): Promise<SendOutcome> {
  const started = performance.now();
  const outcome = (statusCode: number | null, error: string | null, body: Buffer | null): SendOutcome => ({
    delivered: error === null,
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
    responseExcerpt: body && body.length > 0 ? excerpt(body) : null,
  });
  try {
    const response = await postPinned(input.target, {
      headers: { ...input.headers, 'content-type': 'application/json', 'user-agent': input.userAgent },
      body: input.body,
      timeoutMs: input.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      startedAt: input.startedAt,
      readLimit: RESPONSE_READ_LIMIT,
    });
    const { status } = response;
    return outcome(status, status >= 200 && status < 300 ? null : statusError(status, response.headers.location), response.body);
  } catch (error) {
    return outcome(null, connectionError(error as Error), null);
  }
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
