import { type Principal, actorId, requireManager } from '@/server/auth/principal';
import { open, seal } from '@/server/crypto/secret-box';
import { getDb } from '@/server/db';
import { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { slackConnectInput, type SlackConnectInput } from '@/server/schemas/slack';
import { getSecrets } from '@/server/secrets';
import { recordAudit } from '@/server/workspaces/audit';
import { verifyBotTokenTeam } from './verify-bot-token';

/**
 * A workspace's one Slack team: its signing secret (to verify slash commands) and bot token (to
 * post when a command's response_url has expired), both sealed at rest like the webhook secret.
 * Neither is ever returned in full: the settings page shows their last four characters. A team
 * is connected only once Slack's auth.test confirms the bot token is that team's.
 */
const lastFour = (secret: string) => secret.slice(-4);

export async function connectSlack(principal: Principal, rawInput: SlackConnectInput) {
  requireManager(principal);
  const parsed = slackConnectInput.safeParse(rawInput);
  if (!parsed.success) throw new AppError('invalid_request', parsed.error.issues[0]!.message);
  const input = parsed.data;
  // Only whoever holds the team's bot token may claim the team: Slack says whose token it is.
  await verifyBotTokenTeam(input.botToken, input.teamId);
  const key = getSecrets().encryptionKey;
  const { prisma } = await getDb();
  const now = new Date();
  const data = {
    teamId: input.teamId,
    signingSecretCiphertext: seal(input.signingSecret, key),
    botTokenCiphertext: seal(input.botToken, key),
    signingSecretLastFour: lastFour(input.signingSecret),
    botTokenLastFour: lastFour(input.botToken),
    connectedById: actorId(principal),
    connectedAt: now,
    verifiedAt: now,
  };
  const taken = () => new AppError('conflict', `Slack team ${input.teamId} is already connected to another workspace. Disconnect it there first.`);
  let replaced: string | null = null;
  try {
    replaced = await prisma.$transaction(async (tx) => {
      // A connection made before tokens were checked proves nothing: a verified one replaces it.
      const held = await tx.slackConnection.findUnique({ where: { teamId: input.teamId }, select: { workspaceId: true, verifiedAt: true } });
      let unverifiedHolder: string | null = null;
      if (held && held.workspaceId !== principal.workspaceId) {
        if (held.verifiedAt) throw taken();
        const removed = await tx.slackConnection.deleteMany({ where: { workspaceId: held.workspaceId, teamId: input.teamId, verifiedAt: null } });
        if (removed.count > 0) unverifiedHolder = held.workspaceId;
      }
      // Connecting again replaces the connection (a new team, or a reinstalled app's new token).
      await tx.slackConnection.upsert({ where: { workspaceId: principal.workspaceId }, create: { workspaceId: principal.workspaceId, ...data }, update: data });
      return unverifiedHolder;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw taken();
    throw error;
  }
  if (replaced) await recordAudit(replaced, null, 'slack.disconnected', `${input.teamId} (replaced by a connection verified with Slack)`);
  await recordAudit(principal.workspaceId, actorId(principal), 'slack.connected', input.teamId);
  return slackConnectionStatus(principal);
}

/** Idempotent: disconnecting a workspace with no connection is not an error. */
export async function disconnectSlack(principal: Principal) {
  requireManager(principal);
  const { prisma } = await getDb();
  const removed = await prisma.slackConnection.deleteMany({ where: { workspaceId: principal.workspaceId } });
  if (removed.count > 0) await recordAudit(principal.workspaceId, actorId(principal), 'slack.disconnected');
  return { connected: false as const };
}

/** What the settings page shows: the team, hints of the secrets, when and by whom. */
export async function slackConnectionStatus(principal: Principal) {
  const { prisma } = await getDb();
  const connection = await prisma.slackConnection.findUnique({ where: { workspaceId: principal.workspaceId } });
  if (!connection) return { connected: false as const };
  const by = connection.connectedById ? await prisma.user.findUnique({ where: { id: connection.connectedById }, select: { email: true } }) : null;
  return {
    connected: true as const,
    teamId: connection.teamId,
    signingSecretHint: `••••${connection.signingSecretLastFour}`,
    botTokenHint: `xoxb-••••${connection.botTokenLastFour}`,
    connectedAt: connection.connectedAt,
    connectedBy: by?.email ?? (connection.connectedById ? 'a former member' : 'operator'),
  };
}

/** For verifying a slash command: the connection of the team it claims to come from, or null. */
export async function findConnectionByTeam(teamId: string): Promise<{ workspaceId: string; teamId: string; signingSecret: string } | null> {
  const { prisma } = await getDb();
  const connection = await prisma.slackConnection.findUnique({ where: { teamId } });
  if (!connection) return null;
  return { workspaceId: connection.workspaceId, teamId: connection.teamId, signingSecret: open(connection.signingSecretCiphertext, getSecrets().encryptionKey) };
}

/** For chat.postMessage: the bot token of the workspace's connection to that team, or null. */
export async function loadBotToken(workspaceId: string, teamId: string): Promise<string | null> {
  const { prisma } = await getDb();
  const connection = await prisma.slackConnection.findUnique({ where: { workspaceId } });
  if (!connection || connection.teamId !== teamId) return null;
  return open(connection.botTokenCiphertext, getSecrets().encryptionKey);
}
