import { randomBase62, sha256Hex } from '@/server/crypto/tokens';

/** `ok_live_` + 43 base62 characters (256 bits). Other environments' prefixes are never valid here. */
const KEY_PREFIX = 'ok_live_';
const RANDOM_LENGTH = 43;
const KEY_PATTERN = /^ok_live_[A-Za-z0-9]{43}$/;

export function generateApiKey() {
  const key = KEY_PREFIX + randomBase62(RANDOM_LENGTH);
  return { key, keyHash: sha256Hex(key), displayPrefix: key.slice(0, KEY_PREFIX.length + 4), lastFour: key.slice(-4) };
}

export function isWellFormedKey(candidate: string): boolean {
  return KEY_PATTERN.test(candidate);
}

/** The key in an `Authorization: Bearer <key>` header, or null for any other shape. */
export function keyFromAuthorization(header: string | null): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  return match ? match[1]! : null;
}
