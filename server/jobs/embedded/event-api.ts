import { randomUUID } from 'node:crypto';
import type { RunStore } from './store';
import type { EventPayload } from './types';

export interface EventApiOptions {
  /** Where events go; resolved per request so the database opens lazily. */
  store: () => Promise<Pick<RunStore, 'insertEvents'>>;
  /** Called after events are saved (wakes the executors of this process). */
  onEvents?: () => void;
}

class BadEvent extends Error {}

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function toPayload(raw: unknown, now: number): EventPayload {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BadEvent('an event must be an object');
  const { id, name, data, ts, v } = raw as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') throw new BadEvent('an event needs a name');
  if (name.startsWith('inngest/')) throw new BadEvent(`"${name}": names starting with inngest/ are reserved`);
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) throw new BadEvent(`"${name}": data must be an object`);
  if (id !== undefined && id !== null && (typeof id !== 'string' || id === '')) throw new BadEvent(`"${name}": id must be a non-empty string`);
  if (ts !== undefined && ts !== null && (typeof ts !== 'number' || !Number.isFinite(ts))) throw new BadEvent(`"${name}": ts must be a number`);
  return {
    id: typeof id === 'string' ? id : randomUUID(),
    name,
    data: (data ?? {}) as Record<string, unknown>,
    ts: typeof ts === 'number' ? ts : now,
    ...(typeof v === 'string' ? { v } : {}),
  };
}

/**
 * A `fetch` for the Inngest client in embedded mode: it answers the Event API's
 * `POST /e/:key` (inngest.send and step.sendEvent) by saving the events for the executor,
 * and refuses every other Inngest API call, so nothing ever leaves the process.
 * The answer mirrors Inngest's: `{ ids, status: 200 }`, ids in the order sent.
 */
export function createEventApiFetch(options: EventApiOptions): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (method !== 'POST' || !/^\/e\/[^/]+$/.test(url.pathname)) {
      return reply(404, { status: 404, error: `The embedded Inngest only accepts events (POST /e/:key), not ${method} ${url.pathname}.` });
    }
    const now = Date.now();
    let events: EventPayload[];
    try {
      const text = init?.body !== undefined && init.body !== null ? String(init.body) : await (request?.text() ?? '');
      const parsed: unknown = JSON.parse(text);
      events = (Array.isArray(parsed) ? parsed : [parsed]).map((raw) => toPayload(raw, now));
    } catch (error) {
      const message = error instanceof BadEvent ? error.message : 'the body must be a JSON event or array of events';
      return reply(400, { status: 400, error: message });
    }
    try {
      await (await options.store()).insertEvents(events, now);
    } catch (error) {
      return reply(500, { status: 500, error: `could not save events: ${error instanceof Error ? error.message : String(error)}` });
    }
    options.onEvents?.();
    return reply(200, { ids: events.map((event) => event.id), status: 200 });
  };
}
