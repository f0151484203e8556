import { z } from 'zod';

export const createApiKeyInput = z.object({ name: z.string().trim().min(1, 'Give the key a name').max(80) }).strict();
export const keyIdInput = z.object({ keyId: z.string().min(1).max(64) }).strict();
export const signUpInput = z
  .object({
    email: z.email('Enter a valid email address').max(254),
    password: z.string().min(10, 'Use at least 10 characters').max(200),
    name: z.string().trim().max(80).optional(),
  })
  .strict();
export const inviteMemberInput = z
  .object({ email: z.email('Enter a valid email address').max(254), role: z.enum(['owner', 'admin', 'member']) })
  .strict();
export const invitationIdInput = z.object({ invitationId: z.string().min(1).max(64) }).strict();
/** A one-time link's token (invitation or set-password), as the page got it from its URL. */
export const oneTimeTokenInput = z.object({ token: z.string().min(1).max(100) }).strict();
export const newPasswordSchema = signUpInput.shape.password;
export const acceptWithNewAccountInput = z
  .object({ token: z.string().min(1).max(100), password: newPasswordSchema, name: z.string().trim().max(80).optional() })
  .strict();
export const setPasswordInput = z.object({ token: z.string().min(1).max(100), password: newPasswordSchema }).strict();
export const userIdInput = z.object({ userId: z.string().min(1).max(64) }).strict();
