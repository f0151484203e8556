import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

const render = (icon: (typeof icons)[keyof typeof icons], props: Record<string, unknown> = {}) => renderToStaticMarkup(createElement(icon, props));

describe('app icons (lucide-react)', () => {
  it.each(Object.entries(icons))('%s keeps the app look: 16 px, 2 px round strokes, decorative', (_name, icon) => {
    const svg = render(icon);
    expect(svg).toMatch(/^<svg [^>]*class="lucide lucide-[a-z-]+/);
    expect(svg).toMatch(/^<svg [^>]*width="16" height="16"/);
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('stroke="currentColor"');
    expect(svg).toContain('stroke-width="2"');
    expect(svg).toContain('stroke-linecap="round"');
    expect(svg).toContain('stroke-linejoin="round"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('focusable="false"');
    expect(svg).toMatch(/<(path|circle|rect|line)\b/);
  });

  it('fills only the filled star', () => {
    expect(render(icons.StarFilledIcon)).toContain('fill="currentColor"');
    expect(render(icons.StarIcon)).toContain('fill="none"');
    expect(render(icons.CheckIcon)).toContain('fill="none"');
  });

  it('lets callers set the size, stroke width and class', () => {
    const svg = render(icons.CheckIcon, { size: 10, strokeWidth: 3.2, className: 'tick' });
    expect(svg).toContain('width="10" height="10"');
    expect(svg).toContain('stroke-width="3.2"');
    expect(svg).toMatch(/class="[^"]*\btick\b/);
  });
});
