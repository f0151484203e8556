import { describe, expect, it } from 'vitest';
import { errorForMembers, forMembers, redirectNotFollowed } from './ids';

describe('forMembers (the delivery log as members see it)', () => {
  it.each([
    ['https://hooks.example/in', 'https://hooks.example/in'],
    ['https://hooks.example/in?token=t1#f', 'https://hooks.example/in?…'],
    ['https://alice@hooks.example/in', 'https://***@hooks.example/in'],
    ['https://alice:***@hooks.example/in?token=t1', 'https://***@hooks.example/in?…'],
    // Locations: relative, protocol-relative, cut short at 200 characters.
    ['/login?ticket=t2', '/login?…'],
    ['//bob:pw@other.example/x', '//***@other.example/x'],
    ['https://carol:pass wo', 'https://***'],
    ['https://carol:pass word@other.example/x?y', 'https://***@other.example/x?…'],
    ['http://other.example:8080/x y?t', 'http://other.example:8080/x%20y?…'],
  ])('%s -> %s', (raw, shown) => {
    expect(forMembers(raw)).toBe(shown);
  });
});

describe('errorForMembers', () => {
  it('cuts the Location of a redirect as forMembers cuts a URL, and leaves other errors alone', () => {
    expect(errorForMembers(redirectNotFollowed(302, 'https://u:p@sso.example/a?ticket=t3'))).toBe('HTTP 302: redirect to https://***@sso.example/a?… not followed');
    expect(errorForMembers(redirectNotFollowed(301, undefined))).toBe('HTTP 301: redirect not followed');
    expect(errorForMembers('connection refused (ECONNREFUSED)')).toBe('connection refused (ECONNREFUSED)');
    expect(errorForMembers(null)).toBeNull();
  });
});
