import { z } from 'zod';

/** How long POST /v1/search remembers an Idempotency-Key (Stripe's window). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** The Idempotency-Key header: 1 to 255 visible ASCII characters (a UUID v4 is a good choice). */
const DESCRIPTION =
  `Makes retries safe: the same key with the same body within ${IDEMPOTENCY_WINDOW_HOURS} hours returns the original 202 and projectId, ` +
  'creating and charging nothing more; the same key with a different body is 400 invalid_request. Keys are scoped to the workspace. ' +
  '1 to 255 visible ASCII characters, e.g. a UUID v4.';

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7E]{1,255}$/, 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID v4 is a good choice)');

/** The headers POST /v1/search reads besides Authorization (documented in the OpenAPI document). */
export const searchRequestHeaders = z.object({
  'Idempotency-Key': idempotencyKeySchema.optional().meta({ param: { description: DESCRIPTION, example: '3f1c9a4e-8d2b-4b7a-9c1e-2a5d6f7b8c9d' } }),
});
