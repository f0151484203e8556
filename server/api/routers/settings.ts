import { createApiKey, listApiKeys, revokeApiKey } from '@/server/api-keys/api-keys';
import { previewSetPassword, setPasswordWithToken } from '@/server/auth/set-password';
import { throttledSignUp } from '@/server/auth/throttle';
import {
  acceptWithNewAccountInput,
  apiKeyListSchema,
  createApiKeyInput,
  createdApiKeySchema,
  invitationIdInput,
  invitationPreviewSchema,
  invitationSchema,
  inviteMemberInput,
  joinedWorkspaceSchema,
  keyIdInput,
  membersSchema,
  myWorkspacesSchema,
  noInput,
  noOutput,
  oneTimeTokenInput,
  passwordLinkSchema,
  pendingInvitationsSchema,
  revokedApiKeySchema,
  revokedInvitationSchema,
  setPasswordInput,
  signedUpSchema,
  signUpInput,
  userIdInput,
  webhookSecretSchema,
  webhookSecretStatusSchema,
  workspaceSummarySchema,
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
  signUp: publicProcedure
    .input(signUpInput)
    .output(signedUpSchema)
    .mutation(async ({ ctx, input }) => {
      const { user } = await throttledSignUp(input, { clientIp: ctx.clientIp ?? null });
      return { email: user.email };
    }),
  workspaces: signedInProcedure.output(myWorkspacesSchema).query(({ ctx }) => listMyWorkspaces(ctx.userId)),
  /** One-time links: whoever holds the token may see what it is for and use it once. */
  invitation: publicProcedure
    .input(oneTimeTokenInput)
    .output(invitationPreviewSchema)
    .query(({ input }) => previewInvitation(input.token)),
  acceptInvitation: signedInProcedure
    .input(oneTimeTokenInput)
    .output(joinedWorkspaceSchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.userId, input.token)),
  acceptInvitationWithNewAccount: publicProcedure
    .input(acceptWithNewAccountInput)
    .output(joinedWorkspaceSchema)
    .mutation(({ ctx, input }) => acceptInvitationWithNewAccount(input.token, { password: input.password, name: input.name }, { clientIp: ctx.clientIp ?? null })),
  passwordLink: publicProcedure
    .input(oneTimeTokenInput)
    .output(passwordLinkSchema)
    .query(({ input }) => previewSetPassword(input.token)),
  setPassword: publicProcedure
    .input(setPasswordInput)
    .output(passwordLinkSchema)
    .mutation(({ ctx, input }) => setPasswordWithToken(input.token, input.password, { clientIp: ctx.clientIp ?? null })),
});

export const workspaceRouter = router({
  summary: userProcedure.output(workspaceSummarySchema).query(({ ctx }) => getWorkspaceSummary(ctx.principal)),
  members: userProcedure.output(membersSchema).query(({ ctx }) => listMembers(ctx.principal)),
  invite: userProcedure
    .input(inviteMemberInput)
    .output(invitationSchema)
    .mutation(({ ctx, input }) => inviteMember(ctx.principal, input)),
  invitations: userProcedure.output(pendingInvitationsSchema).query(({ ctx }) => listInvitations(ctx.principal)),
  revokeInvitation: userProcedure
    .input(invitationIdInput)
    .output(revokedInvitationSchema)
    .mutation(({ ctx, input }) => revokeInvitation(ctx.principal, input.invitationId)),
  removeMember: userProcedure
    .input(userIdInput)
    .output(noOutput)
    .mutation(({ ctx, input }) => removeMember(ctx.principal, input.userId)),
});

export const apiKeysRouter = router({
  list: userProcedure.output(apiKeyListSchema).query(({ ctx }) => listApiKeys(ctx.principal)),
  create: userProcedure
    .input(createApiKeyInput)
    .output(createdApiKeySchema)
    .mutation(({ ctx, input }) => createApiKey(ctx.principal, input)),
  revoke: userProcedure
    .input(keyIdInput)
    .output(revokedApiKeySchema)
    .mutation(({ ctx, input }) => revokeApiKey(ctx.principal, input.keyId)),
});

export const webhookSecretRouter = router({
  status: userProcedure.output(webhookSecretStatusSchema).query(({ ctx }) => webhookSecretStatus(ctx.principal)),
  reveal: userProcedure
    .input(noInput)
    .output(webhookSecretSchema)
    .mutation(({ ctx }) => revealWebhookSecret(ctx.principal)),
  rotate: userProcedure
    .input(noInput)
    .output(webhookSecretSchema)
    .mutation(({ ctx }) => rotateWebhookSecret(ctx.principal)),
});
