// The web door for integration tests of Next route handlers: the real one needs a Next request
// (and next-auth does not load under vitest). test/setup-database.ts puts this stand-in in place
// of server/api/web-context for every file; a test says who is signed in with setWebSession, and
// the setup forgets it after each file.
import type { Context } from '../trpc';
import type * as WebContext from '../web-context';

let session: Context | undefined;

export function setWebSession(context: Context | undefined): void {
  session = context;
}

/** For vi.mock('@/server/api/web-context', ...). */
export const webContextStandIn: typeof WebContext = {
  createWebContext: async () => {
    if (!session) throw new Error('No web session in this test: call setWebSession first (server/api/testing/web-session.ts).');
    return session;
  },
};
