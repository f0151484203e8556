import { z } from 'zod';
import { Role } from '@/server/db/generated/enums';

const roleSchema = z.enum(Role);

/** Mutations that take nothing: any input sent is refused. */
export const noInput = z.void();
/** Mutations that answer nothing. */
export const noOutput = z.void();

// account.*
export const signUpInput = z
  .object({
    email: z.email('Enter a valid email address').max(254),
    password: z.string().min(10, 'Use at least 10 characters').max(200),
    name: z.string().trim().max(80).optional(),
  })
  .strict();
export const signedUpSchema = z.object({ email: z.string() });
/** One of the signed-in user's workspaces, with their role in it. */
const myWorkspaceSchema = z.object({ id: z.string(), name: z.string(), role: roleSchema });
export const myWorkspacesSchema = z.array(myWorkspaceSchema);

// workspace.*
export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  creditBalance: z.number().int(),
  monthlyBudget: z.number().int().nullable(),
  createdAt: z.date(),
  /** The caller's role; null for a principal that is not a user. */
  role: roleSchema.nullable(),
});
const memberSchema = z.object({ userId: z.string(), email: z.string(), name: z.string().nullable(), role: roleSchema, since: z.date() });
export const membersSchema = z.array(memberSchema);

// Invitations and one-time links (server/workspaces/invitations.ts, server/auth/one-time-tokens.ts).
export const inviteMemberInput = z.object({ email: z.email('Enter a valid email address').max(254), role: roleSchema }).strict();
export const invitationIdInput = z.object({ invitationId: z.string().min(1).max(64) }).strict();
/** A one-time link's token (invitation or set-password), as the page got it from its URL. */
export const oneTimeTokenInput = z.object({ token: z.string().min(1).max(100) }).strict();
const newPasswordSchema = signUpInput.shape.password;
export const acceptWithNewAccountInput = z
  .object({ token: z.string().min(1).max(100), password: newPasswordSchema, name: z.string().trim().max(80).optional() })
  .strict();
export const setPasswordInput = z.object({ token: z.string().min(1).max(100), password: newPasswordSchema }).strict();
export const userIdInput = z.object({ userId: z.string().min(1).max(64) }).strict();

// apiKeys.*
export const createApiKeyInput = z.object({ name: z.string().trim().min(1, 'Give the key a name').max(80) }).strict();
export const keyIdInput = z.object({ keyId: z.string().min(1).max(64) }).strict();
/** A key as listed: never its text, only the prefix and last four characters shown to tell keys apart. */
const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  displayPrefix: z.string(),
  lastFour: z.string(),
  /** The creator's e-mail, "deleted user", or "operator" for a key made with the CLI. */
  createdBy: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});
export const apiKeyListSchema = z.array(apiKeySummarySchema);
/** The only time a key's full text leaves the server. */
export const createdApiKeySchema = z.object({ apiKey: z.string(), id: z.string(), name: z.string() });
export const revokedApiKeySchema = z.object({ revoked: z.literal(true) });

// webhookSecret.*
export const webhookSecretSchema = z.object({ webhookSecret: z.string() });
export const webhookSecretStatusSchema = z.object({
  createdAt: z.date(),
  rotatedAt: z.date().nullable(),
  lastRevealedAt: z.date().nullable(),
  /** E-mail of the last revealer, "operator" for the CLI, null when never revealed. */
  lastRevealedBy: z.string().nullable(),
});

export type MyWorkspace = z.infer<typeof myWorkspaceSchema>;
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;
export type Member = z.infer<typeof memberSchema>;
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export type RevokedApiKey = z.infer<typeof revokedApiKeySchema>;
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;
export type WebhookSecretStatus = z.infer<typeof webhookSecretStatusSchema>;
export const invitationSchema = z.object({ id: z.string(), email: z.string(), role: roleSchema, inviteUrl: z.string(), expiresAt: z.date() });
export const pendingInvitationsSchema = z.array(z.object({ id: z.string(), email: z.string(), role: roleSchema, expiresAt: z.date(), createdAt: z.date() }));
export const revokedInvitationSchema = z.object({ revoked: z.literal(true) });
export const invitationPreviewSchema = z.object({ workspaceId: z.string(), workspaceName: z.string(), email: z.string(), role: roleSchema, expiresAt: z.date() });
export const joinedWorkspaceSchema = z.object({ workspaceId: z.string(), email: z.string() });
export const passwordLinkSchema = z.object({ email: z.string() });
