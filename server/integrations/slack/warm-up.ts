import { interpretBrief, warmInterpreter } from '@/server/search';
import { findConnectionByTeam } from './connection';
import { COMMANDS_PATH } from './manifest';
import { acknowledgementMessage } from './messages';

/**
 * Slack gives a slash command 3 seconds, and the first one after a start used to spend ~2 s of
 * them loading the route and building the interpreter's lexicon: each server bundle (the route's,
 * instrumentation's, the /v1 server's) holds its own module instances, so the start's own
 * warm-up does not reach the route's. The server asks its own route at start (warmSlashCommandRoute),
 * and the route warms its instance here: once per process, read-only.
 */
let warming: Promise<number> | undefined;

export function warmSlashCommandPath(): Promise<number> {
  if (!warming) {
    warming = new Promise<number>((resolve) => setImmediate(() => resolve(warm())));
    void warming.then((ms) => console.log(`[people-search] slash command path warm in ${ms} ms`));
  }
  return warming;
}

async function warm(): Promise<number> {
  const started = performance.now();
  warmInterpreter();
  const read = interpretBrief('25 heads of growth at Series B fintech startups in London');
  acknowledgementMessage({ brief: 'warm-up', criteria: read.criteria.map((criterion) => criterion.name), projectId: 'prj_warmup', projectUrl: 'http://localhost/' });
  // The connection lookup's query (no team has this id: team ids start with T or E).
  await findConnectionByTeam('warm-up').catch(() => null);
  return Math.round(performance.now() - started);
}

/**
 * Called by the server once it listens: Slack's certificate check (`ssl_check=1`), sent to the
 * commands route on this process, loads the route's bundle and makes it warm its path.
 */
export async function warmSlashCommandRoute(port: number): Promise<void> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${COMMANDS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'ssl_check=1&token=warm-up',
    });
    await response.arrayBuffer();
  } catch (error) {
    console.error('[slack] could not warm the slash command route', error);
  }
}
