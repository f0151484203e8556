import { createApiKey, revokeApiKeyByValue } from '@/server/api-keys/api-keys';
import { issueOneTimeToken } from '@/server/auth/one-time-tokens';
import type { Principal } from '@/server/auth/principal';
import { hashPassword } from '@/server/crypto/password';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import type { ImportKind } from '@/server/people/limits';
// The connection store only: the CLI must not load the search engine or the Slack client to start.
import { connectSlack, disconnectSlack } from '@/server/integrations/slack/connection';
import { createWorkspace, setCredits } from '@/server/workspaces/workspaces';

/** The operator CLI's commands: the same services the UI uses, acting as the operator. */
const operator = (workspaceId: string): Principal => ({ kind: 'operator', workspaceId });

async function requireWorkspace(workspaceId: string) {
  const { prisma } = await getDb();
  if (!(await prisma.workspace.findUnique({ where: { id: workspaceId }, select: { id: true } }))) {
    throw new AppError('not_found', `No workspace with id ${workspaceId}`);
  }
}

/**
 * A workspace and its owner. A new owner without --password gets an account without a password
 * and `setPasswordUrl`: a one-time link (24 h) to the page where they choose it.
 */
export async function createWorkspaceCommand(input: { name: string; owner: string; password?: string; credits?: number }) {
  const { prisma } = await getDb();
  const email = input.owner.trim().toLowerCase();
  let user = await prisma.user.findUnique({ where: { email } });
  let setPasswordUrl: string | undefined;
  if (!user) {
    user = await prisma.user.create({ data: { email, passwordHash: input.password ? await hashPassword(input.password) : null } });
    if (!input.password) setPasswordUrl = (await issueOneTimeToken({ purpose: 'set_password', email, userId: user.id })).url;
  } else if (input.password) {
    throw new AppError('invalid_request', `User ${email} already exists: omit --password (their password is not changed here).`);
  }
  const { workspace, webhookSecret } = await createWorkspace({ name: input.name, ownerUserId: user.id, credits: input.credits });
  const { apiKey } = await createApiKey(operator(workspace.id), { name: 'Created by the operator CLI' });
  return { workspaceId: workspace.id, apiKey, webhookSecret, ...(setPasswordUrl ? { setPasswordUrl } : {}) };
}

export async function createKeyCommand(input: { workspace: string; name?: string }) {
  await requireWorkspace(input.workspace);
  const { apiKey } = await createApiKey(operator(input.workspace), { name: input.name ?? 'Created by the operator CLI' });
  return { apiKey };
}

export async function revokeKeyCommand(input: { workspace: string; key: string }) {
  await requireWorkspace(input.workspace);
  return revokeApiKeyByValue(operator(input.workspace), input.key);
}

export async function setCreditsCommand(input: { workspace: string; credits: number; monthlyBudget?: number }) {
  return setCredits(input.workspace, { credits: input.credits, monthlyBudget: input.monthlyBudget });
}

/** import-people: a file into a workspace's own people (or its suppression list), run to the end here. */
export async function importPeopleCommand(input: { workspace: string; file: string; kind: ImportKind }) {
  await requireWorkspace(input.workspace);
  // Loaded on use: the other commands must not load the importer and the engine to start.
  const { importFile } = await import('@/server/people/imports');
  return importFile({ workspaceId: input.workspace, kind: input.kind, path: input.file });
}

export async function connectSlackCommand(input: { workspace: string; team: string; signingSecret: string; botToken: string }) {
  await requireWorkspace(input.workspace);
  await connectSlack(operator(input.workspace), { teamId: input.team, signingSecret: input.signingSecret, botToken: input.botToken });
  return { connected: true as const };
}

export async function disconnectSlackCommand(input: { workspace: string }) {
  await requireWorkspace(input.workspace);
  return disconnectSlack(operator(input.workspace));
}
