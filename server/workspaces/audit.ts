import { getDb } from '@/server/db';

export type AuditAction =
  | 'api_key.created'
  | 'api_key.revoked'
  | 'webhook_secret.revealed'
  | 'webhook_secret.rotated'
  | 'member.added'
  | 'member.removed'
  | 'slack.connected'
  | 'slack.disconnected'
  | 'member.invited'
  | 'member.invitation_revoked'
  | 'member.joined';

export async function recordAudit(workspaceId: string, actorId: string | null, action: AuditAction, subject?: string) {
  const { prisma } = await getDb();
  await prisma.auditEvent.create({ data: { workspaceId, actorId, action, subject } });
}
