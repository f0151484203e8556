import type { Target } from './apply-response';
import { canonicalJson } from './canonical-json';
import { signRequest } from './signing';
import type { HandlerResponse, RunRecord } from './types';

/** The SDK's serve() handler as a plain function: Request in, Response out, no sockets. */
export type ServeHandler = (request: Request) => Promise<Response>;

export interface InvokeOptions {
  handler: ServeHandler;
  signingKey: string;
  /** The URL the handler believes it is served at; never dialled. */
  serveUrl: string;
}

/**
 * The body an Inngest server sends to execute a run (SDK protocol v2). Every memoised step goes
 * along: the SDK replays the function and stops at the first step it has no result for.
 * `ctx.fn_id` is left out on purpose: with it, SDK v4 switches to checkpointing through
 * Inngest's API.
 */
function executionBody(run: RunRecord, target: Target) {
  return {
    event: run.event,
    events: [run.event],
    steps: run.steps,
    version: 2,
    ctx: {
      run_id: run.id,
      attempt: target.kind === 'step' ? target.attempt : run.attempt,
      max_attempts: run.maxAttempts,
      // Targeted requests run exactly the planned step; discovery may run a lone new step at once.
      disable_immediate_execution: target.kind === 'step',
      use_api: false,
      stack: { stack: run.stack, current: Math.max(0, run.stack.length - 1) },
    },
  };
}

export async function callHandler(
  options: InvokeOptions,
  method: 'POST' | 'PUT',
  query: Record<string, string>,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HandlerResponse> {
  const url = new URL(options.serveUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const text = canonicalJson(body);
  let response: Response;
  try {
    response = await options.handler(
      new Request(url, {
        method,
        body: text,
        headers: { 'content-type': 'application/json', 'x-inngest-signature': signRequest(text, options.signingKey), ...headers },
      }),
    );
  } catch (error) {
    // The SDK answers errors itself; a throw here is a broken handler: retriable like a 500.
    const message = error instanceof Error ? error.message : String(error);
    return { status: 500, noRetry: null, retryAfter: null, body: { name: 'Error', message: `serve() threw: ${message}`, stack: '' } };
  }
  const raw = await response.text();
  let parsed: unknown = raw;
  try {
    parsed = raw === '' ? null : JSON.parse(raw);
  } catch {
    // Not JSON: keep the text for the error message.
  }
  return { status: response.status, noRetry: response.headers.get('x-inngest-no-retry'), retryAfter: response.headers.get('retry-after'), body: parsed };
}

export function executeRun(options: InvokeOptions, run: RunRecord, target: Target): Promise<HandlerResponse> {
  return callHandler(options, 'POST', { fnId: run.functionId, stepId: target.kind === 'step' ? target.id : 'step' }, executionBody(run, target));
}
