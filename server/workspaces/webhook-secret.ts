import { randomBytes } from 'node:crypto';
import { type Principal, actorId, requireManager } from '@/server/auth/principal';
import { needsReseal, open, seal } from '@/server/crypto/secret-box';
import { getDb } from '@/server/db';
import type { WebhookSecret, WebhookSecretStatus } from '@/server/schemas/settings';
import { getSecrets } from '@/server/secrets';
import { recordAudit } from './audit';

/** `whsec_` + base64 of 32 random bytes: the Standard Webhooks format, usable by their libraries. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Sealed for one workspace (AES-GCM associated data): the ciphertext opens for that workspace only. */
export function sealWebhookSecret(secret: string, workspaceId: string): string {
  return seal(secret, getSecrets().encryptionKey, webhookSecretContext(workspaceId));
}

const webhookSecretContext = (workspaceId: string) => `workspace:${workspaceId}:webhook-secret`;

/**
 * For the webhook sender: the plaintext secret, with no audit (it is not shown to anyone). A secret
 * sealed before the workspace binding existed is re-sealed with it on first use (only if the row
 * still holds that same ciphertext: a concurrent rotation wins).
 */
export async function loadWebhookSecret(workspaceId: string): Promise<string> {
  const { prisma } = await getDb();
  const workspace = await prisma.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { webhookSecretCiphertext: true } });
  const sealed = workspace.webhookSecretCiphertext;
  const secret = open(sealed, getSecrets().encryptionKey, webhookSecretContext(workspaceId));
  if (needsReseal(sealed)) {
    await prisma.workspace.updateMany({
      where: { id: workspaceId, webhookSecretCiphertext: sealed },
      data: { webhookSecretCiphertext: sealWebhookSecret(secret, workspaceId) },
    });
  }
  return secret;
}

export async function revealWebhookSecret(principal: Principal): Promise<WebhookSecret> {
  requireManager(principal);
  const secret = await loadWebhookSecret(principal.workspaceId);
  await recordAudit(principal.workspaceId, actorId(principal), 'webhook_secret.revealed');
  return { webhookSecret: secret };
}

export async function rotateWebhookSecret(principal: Principal): Promise<WebhookSecret> {
  requireManager(principal);
  const { prisma } = await getDb();
  const secret = generateWebhookSecret();
  await prisma.workspace.update({
    where: { id: principal.workspaceId },
    data: { webhookSecretCiphertext: sealWebhookSecret(secret, principal.workspaceId), webhookSecretRotatedAt: new Date() },
  });
  await recordAudit(principal.workspaceId, actorId(principal), 'webhook_secret.rotated');
  return { webhookSecret: secret };
}

/** What the settings page shows before a reveal: when it was last rotated and revealed, by whom. */
export async function webhookSecretStatus(principal: Principal): Promise<WebhookSecretStatus> {
  const { prisma } = await getDb();
  const [workspace, lastReveal] = await Promise.all([
    prisma.workspace.findUniqueOrThrow({ where: { id: principal.workspaceId }, select: { webhookSecretRotatedAt: true, createdAt: true } }),
    prisma.auditEvent.findFirst({
      where: { workspaceId: principal.workspaceId, action: 'webhook_secret.revealed' },
      orderBy: { createdAt: 'desc' },
    }),
  ]);
  const revealer = lastReveal?.actorId
    ? await prisma.user.findUnique({ where: { id: lastReveal.actorId }, select: { email: true } })
    : null;
  return {
    createdAt: workspace.createdAt,
    rotatedAt: workspace.webhookSecretRotatedAt,
    lastRevealedAt: lastReveal?.createdAt ?? null,
    lastRevealedBy: revealer?.email ?? (lastReveal ? 'operator' : null),
  };
}
