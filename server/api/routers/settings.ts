import { z } from 'zod';
import { createApiKey, listApiKeys, revokeApiKey } from '@/server/api-keys/api-keys';
import { previewSetPassword, setPasswordWithToken } from '@/server/auth/set-password';
import { throttledSignUp } from '@/server/auth/throttle';
import {
  acceptWithNewAccountInput,
  createApiKeyInput,
  invitationIdInput,
  inviteMemberInput,
  keyIdInput,
  oneTimeTokenInput,
  setPasswordInput,
  signUpInput,
  userIdInput,
} from '@/server/schemas/settings';
import { revealWebhookSecret, rotateWebhookSecret, webhookSecretStatus } from '@/server/workspaces/webhook-secret';
import {
  acceptInvitation,
  acceptInvitationWithNewAccount,
  inviteMember,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from '@/server/workspaces/invitations';
import { getWorkspaceSummary, listMembers, listMyWorkspaces, removeMember } from '@/server/workspaces/workspaces';
import { publicProcedure, router, signedInProcedure, userProcedure } from '../trpc';

export const accountRouter = router({
  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    const { user } = await throttledSignUp(input, { clientIp: ctx.clientIp ?? null });
    return { email: user.email };
  }),
  workspaces: signedInProcedure.query(({ ctx }) => listMyWorkspaces(ctx.userId)),
  /** One-time links: whoever holds the token may see what it is for and use it once. */
  invitation: publicProcedure.input(oneTimeTokenInput).query(({ input }) => previewInvitation(input.token)),
  acceptInvitation: signedInProcedure.input(oneTimeTokenInput).mutation(({ ctx, input }) => acceptInvitation(ctx.userId, input.token)),
  acceptInvitationWithNewAccount: publicProcedure
    .input(acceptWithNewAccountInput)
    .mutation(({ input }) => acceptInvitationWithNewAccount(input.token, { password: input.password, name: input.name })),
  passwordLink: publicProcedure.input(oneTimeTokenInput).query(({ input }) => previewSetPassword(input.token)),
  setPassword: publicProcedure.input(setPasswordInput).mutation(({ input }) => setPasswordWithToken(input.token, input.password)),
});

export const workspaceRouter = router({
  summary: userProcedure.query(({ ctx }) => getWorkspaceSummary(ctx.principal)),
  members: userProcedure.query(({ ctx }) => listMembers(ctx.principal)),
  invite: userProcedure.input(inviteMemberInput).mutation(({ ctx, input }) => inviteMember(ctx.principal, input)),
  invitations: userProcedure.query(({ ctx }) => listInvitations(ctx.principal)),
  revokeInvitation: userProcedure.input(invitationIdInput).mutation(({ ctx, input }) => revokeInvitation(ctx.principal, input.invitationId)),
  removeMember: userProcedure.input(userIdInput).mutation(({ ctx, input }) => removeMember(ctx.principal, input.userId)),
});

export const apiKeysRouter = router({
  list: userProcedure.query(({ ctx }) => listApiKeys(ctx.principal)),
  create: userProcedure.input(createApiKeyInput).mutation(({ ctx, input }) => createApiKey(ctx.principal, input)),
  revoke: userProcedure.input(keyIdInput).mutation(({ ctx, input }) => revokeApiKey(ctx.principal, input.keyId)),
});

export const webhookSecretRouter = router({
  status: userProcedure.query(({ ctx }) => webhookSecretStatus(ctx.principal)),
  reveal: userProcedure.input(z.void()).mutation(({ ctx }) => revealWebhookSecret(ctx.principal)),
  rotate: userProcedure.input(z.void()).mutation(({ ctx }) => rotateWebhookSecret(ctx.principal)),
});
