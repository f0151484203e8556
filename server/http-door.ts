import type { IncomingMessage, ServerResponse } from 'node:http';
import { processWide } from './process-wide';

/**
 * What the process's node:http server (scripts/serve.ts) takes from the app: instrumentation.ts
 * registers it from the bundle Next loaded, so the server's modules are loaded once (by Next),
 * not a second time by the script.
 */
export interface HttpDoor {
  /** /v1 is answered straight from node:http (server/api/rest/node-adapter.ts). */
  isV1Path(pathWithQuery: string): boolean;
  serveV1(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Counts a request being answered (server/jobs/answers-first.ts). */
  answering(): () => void;
  /** Loads and warms the Slack slash command's route once the server listens. */
  warmSlashCommandRoute(port: number): Promise<void>;
  /** Keeps what must outlive the process (the per-key windows held in memory). */
  persistAdmissionState(): Promise<void>;
}

const door = processWide('httpDoor', () => {
  let register!: (door: HttpDoor) => void;
  const registered = new Promise<HttpDoor>((resolve) => (register = resolve));
  return { registered, register };
});

/** Called by instrumentation.ts's register() once the server has started. */
export function registerHttpDoor(registered: HttpDoor): void {
  door.register(registered);
}

/**
 * The door, once registered. Next's app.prepare() starts instrumentation.ts's register() but does
 * not wait for it (a production start returned from prepare() while the database was still
 * opening), so the server waits here: it listens once the app has started.
 */
export function httpDoor(): Promise<HttpDoor> {
  return door.registered;
}
