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
export const addMemberInput = z
  .object({ email: z.email('Enter a valid email address').max(254), role: z.enum(['owner', 'admin', 'member']) })
  .strict();
export const userIdInput = z.object({ userId: z.string().min(1).max(64) }).strict();
