import type { ClientOptions } from 'inngest';
import { createEventApiFetch, type EventApiOptions } from './event-api';

/** Never dialled: any Inngest API call in embedded mode is answered by createEventApiFetch. */
const EMBEDDED_BASE_URL = 'http://embedded.inngest.invalid/';
/** The SDK insists on an event key in its cloud mode; events never leave the process. */
const EMBEDDED_EVENT_KEY = 'embedded';

/**
 * Client options for embedded mode. The SDK runs in its cloud mode (signature checks on)
 * with the per-process signing key the executor signs with; events go to the store.
 */
export function embeddedClientOptions(options: EventApiOptions & { signingKey: string }) {
  return {
    isDev: false,
    signingKey: options.signingKey,
    eventKey: EMBEDDED_EVENT_KEY,
    baseUrl: EMBEDDED_BASE_URL,
    fetch: createEventApiFetch(options),
  } satisfies Partial<ClientOptions>;
}
