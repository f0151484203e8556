/**
 * The one rule for client text that reaches the database: well-formed Unicode (no lone
 * surrogates) without control characters other than tab, line feed and carriage return.
 * PostgreSQL cannot store U+0000 in text or jsonb at all, and the other C0 controls and DEL
 * have no meaning in a brief or a URL, so they are refused with a 400 naming the field rather
 * than stripped: the service never silently stores something other than what the client sent.
 */
// With the u flag a surrogate range matches only unpaired surrogates (a pair is one code point).
const NOT_STORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/u;

export function isStorableText(value: string): boolean {
  return !NOT_STORABLE.test(value);
}

/** A zod refinement message for a field that failed isStorableText. */
export const storableTextMessage = (field: string) => `${field} must not contain control characters (such as U+0000) or unpaired surrogates`;

/** The path ("name", "items.2") of the first string in a JSON value that is not storable text, or null. */
export function unstorablePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || 'input';
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, 'a key'].join('.');
    const found = unstorablePath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
