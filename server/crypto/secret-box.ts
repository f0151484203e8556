import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets kept at rest (the webhook secret). Stored in base64url parts:
 * - `v2.<iv>.<tag>.<ciphertext>`: sealed with associated data (`context`, e.g. the workspace id
 *   the secret belongs to). It opens only with the same context, so a ciphertext copied into
 *   another row does not decrypt there.
 * - `v1.<iv>.<tag>.<ciphertext>`: the original format, without associated data. Still opened (no
 *   context needed); callers re-seal it as v2 (see needsReseal).
 */
export function seal(plaintext: string, key: Buffer, context?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (context !== undefined) cipher.setAAD(aad(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [context === undefined ? 'v1' : 'v2', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function open(sealed: string, key: Buffer, context?: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if ((version !== 'v1' && version !== 'v2') || !iv || !tag || body === undefined) throw new Error('Unrecognised sealed secret format');
  if (version === 'v2' && context === undefined) throw new Error('This sealed secret is bound to a context: give it to open it');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (version === 'v2') decipher.setAAD(aad(context!));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** True for a secret sealed without a context (v1): re-seal it with one when it is next opened. */
export function needsReseal(sealed: string): boolean {
  return sealed.startsWith('v1.');
}

// Length-prefixed, so no two contexts share bytes by concatenation.
const aad = (context: string) => Buffer.from(`people-search:${context.length}:${context}`, 'utf8');
