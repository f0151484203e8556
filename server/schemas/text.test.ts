import { describe, expect, it } from 'vitest';
import { isStorableText } from './text';

describe('isStorableText', () => {
  it('accepts ordinary text, tabs, newlines and astral characters', () => {
    for (const ok of ['find 5 engineers in Berlin', 'line\none\ttab\r\n', 'Zürich 😀 北京', 'https://example.com/a%00b']) expect(isStorableText(ok)).toBe(true);
  });
  it('refuses NUL, other control characters and unpaired surrogates', () => {
    for (const bad of ['x\u0000', '\u0001', 'a\u001Fb', 'del\u007F', 'lone \uD800', '\uDC00 low', '\u000B']) expect(isStorableText(bad)).toBe(false);
  });
});
