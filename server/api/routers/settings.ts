import { z } from 'zod';
import { createApiKey, listApiKeys, revokeApiKey } from '@/server/api-keys/api-keys';
import { throttledSignUp } from '@/server/auth/throttle';
import { addMemberInput, createApiKeyInput, keyIdInput, signUpInput, userIdInput } from '@/server/schemas/settings';
import { revealWebhookSecret, rotateWebhookSecret, webhookSecretStatus } from '@/server/workspaces/webhook-secret';
import { addMember, getWorkspaceSummary, listMembers, listMyWorkspaces, removeMember } from '@/server/workspaces/workspaces';
import { publicProcedure, router, signedInProcedure, userProcedure } from '../trpc';

export const accountRouter = router({
  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    const { user } = await throttledSignUp(input, { clientIp: ctx.clientIp ?? null });
    return { email: user.email };
  }),
  workspaces: signedInProcedure.query(({ ctx }) => listMyWorkspaces(ctx.userId)),
});

export const workspaceRouter = router({
  summary: userProcedure.query(({ ctx }) => getWorkspaceSummary(ctx.principal)),
  members: userProcedure.query(({ ctx }) => listMembers(ctx.principal)),
  addMember: userProcedure.input(addMemberInput).mutation(({ ctx, input }) => addMember(ctx.principal, input)),
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
