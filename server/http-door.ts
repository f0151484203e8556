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

const door = processWide<{ registered?: HttpDoor }>('httpDoor', () => ({}));

export function registerHttpDoor(registered: HttpDoor): void {
  door.registered = registered;
}

/** The door instrumentation.ts registered: call after Next's app.prepare(), which runs it. */
export function registeredHttpDoor(): HttpDoor {
  if (!door.registered) throw new Error('instrumentation.ts did not register the HTTP door (NEXT_RUNTIME must be nodejs)');
  return door.registered;
}
