import { createApiKey, listApiKeys, revokeApiKey } from '@/server/api-keys/api-keys';
import { throttledSignUp } from '@/server/auth/throttle';
import {
  addMemberInput,
  apiKeyListSchema,
  createApiKeyInput,
  createdApiKeySchema,
  keyIdInput,
  membersSchema,
  myWorkspacesSchema,
  noInput,
  noOutput,
  revokedApiKeySchema,
  signUpInput,
  signedUpSchema,
  userIdInput,
  webhookSecretSchema,
  webhookSecretStatusSchema,
  workspaceSummarySchema,
} from '@/server/schemas/settings';
import { revealWebhookSecret, rotateWebhookSecret, webhookSecretStatus } from '@/server/workspaces/webhook-secret';
import { addMember, getWorkspaceSummary, listMembers, listMyWorkspaces, removeMember } from '@/server/workspaces/workspaces';
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
});

export const workspaceRouter = router({
  summary: userProcedure.output(workspaceSummarySchema).query(({ ctx }) => getWorkspaceSummary(ctx.principal)),
  members: userProcedure.output(membersSchema).query(({ ctx }) => listMembers(ctx.principal)),
  addMember: userProcedure
    .input(addMemberInput)
    .output(noOutput)
    .mutation(({ ctx, input }) => addMember(ctx.principal, input)),
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
