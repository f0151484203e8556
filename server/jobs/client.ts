import { Inngest, type ClientOptions } from 'inngest';
import { getEnv } from '@/server/env';
import { getDb } from '@/server/db';
import { embeddedClientOptions } from './embedded/client-options';
import { wakeExecutors } from './embedded/runtime';
import { embeddedSigningKey } from './embedded/signing';
import { SqlRunStore } from './embedded/sql-store';

const APP_ID = 'people-search';

/**
 * Embedded mode (no INNGEST_SIGNING_KEY): events are saved in the database and run by the
 * in-process executor (inngest/embedded); nothing leaves the process. Scaled mode: the real
 * Inngest API with INNGEST_EVENT_KEY / INNGEST_SIGNING_KEY, or a dev server via INNGEST_DEV.
 */
const embedded = embeddedClientOptions({
  signingKey: embeddedSigningKey(),
  store: async () => new SqlRunStore((await getDb()).sql),
  onEvents: wakeExecutors,
});

type ModeOptions = Pick<ClientOptions, 'isDev' | 'eventKey' | 'signingKey' | 'baseUrl'>;

function modeOptions(): ModeOptions {
  const env = getEnv();
  if (env.inngestMode === 'embedded') return embedded;
  const dev = env.inngestDev;
  return { isDev: dev.isDev, eventKey: env.INNGEST_EVENT_KEY, signingKey: env.INNGEST_SIGNING_KEY, baseUrl: env.INNGEST_BASE_URL ?? dev.url };
}

/**
 * Read lazily: the SDK looks these options up on use, so importing the client (build workers,
 * route modules) neither validates the configuration nor opens the database.
 */
const options: ClientOptions = {
  id: APP_ID,
  // The SDK keeps the fetch it was given at construction; this one picks the mode per call.
  fetch: (input, init) => (getEnv().inngestMode === 'embedded' ? embedded.fetch(input, init) : globalThis.fetch(input, init)),
  get isDev() {
    return modeOptions().isDev;
  },
  get eventKey() {
    return modeOptions().eventKey;
  },
  get signingKey() {
    return modeOptions().signingKey;
  },
  get baseUrl() {
    return modeOptions().baseUrl;
  },
};

export const inngest = new Inngest(options);
