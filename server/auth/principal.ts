import type { Role } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';

/** Who is acting: a signed-in user in one workspace, an API key, or the operator CLI. */
export type Principal =
  | { kind: 'user'; userId: string; workspaceId: string; role: Role }
  | { kind: 'apiKey'; apiKeyId: string; workspaceId: string }
  | { kind: 'operator'; workspaceId: string }
  /** A chat integration acting for the workspace it is connected to (a verified Slack command). */
  | { kind: 'integration'; integration: 'slack'; workspaceId: string }
  /** A monitor starting its scheduled run for the workspace that made it. */
  | { kind: 'monitor'; monitorId: string; workspaceId: string };

export type { Role };

/** Secrets and keys are managed by owners and admins (and the operator), never by members. */
export function requireManager(principal: Principal): void {
  if (principal.kind === 'user' && principal.role === 'member') {
    throw new AppError('forbidden', 'Only workspace owners and admins can do this.');
  }
  if (principal.kind === 'apiKey') throw new AppError('forbidden', 'API keys cannot manage workspace secrets.');
  if (principal.kind === 'integration' || principal.kind === 'monitor') throw new AppError('forbidden', 'Integrations cannot manage workspace secrets.');
}

export function actorId(principal: Principal): string | null {
  return principal.kind === 'user' ? principal.userId : null;
}
