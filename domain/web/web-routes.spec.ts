import { afterSignInPath, isWebRoute, shareCardPath, WEB_ROUTES } from './web-routes.js';

describe('web routes: which paths are pages of the web client', () => {
  it.each([
    ['the landing page', '/', true],
    ['the sign-in page', '/auth', true],
    ['a page with a trailing slash', '/help/', true],
    ['a nested page', '/reader/home', true],
    ['an unknown page', '/nope', false],
    ['a known page with more after it', '/help/more', false],
    ['a look-alike', '/authx', false],
    ['only slashes', '//', true],
    ['a shared card', '/share/abcDEF123_-', true],
    ['a shared card with a trailing slash', '/share/abc/', true],
    ['the share prefix alone', '/share', false],
    ['a shared card with more after it', '/share/abc/more', false],
  ])('%s (%s) is a page: %s', (_what, path, expected) => {
    expect(isWebRoute(path)).toBe(expected);
  });

  it('knows every page of the list', () => {
    for (const path of Object.values(WEB_ROUTES)) expect(isWebRoute(path)).toBe(true);
  });

  it("makes a shared card's address from its token", () => {
    expect(shareCardPath('abc_-9')).toBe('/share/abc_-9');
  });

  describe('after signing in, the page that asked for it, when it is one of ours', () => {
    it.each([
      ['no page asked', null, '/book-scanner'],
      ['an empty ask', '', '/book-scanner'],
      ['an invitation with its token', '/household/accept?token=abc-123', '/household/accept?token=abc-123'],
      ['the household page', '/household', '/household'],
      ['a page with a fragment', '/account#billing', '/account#billing'],
      ['another site, scheme-relative', '//evil.example/household', '/book-scanner'],
      ['another site, absolute', 'https://evil.example/', '/book-scanner'],
      ['a backslash trick', '/\\evil.example', '/book-scanner'],
      ['a page that does not exist', '/nope', '/book-scanner'],
      ['the sign-in page itself (a loop)', '/auth?next=/auth', '/book-scanner'],
      ['the sign-in page with a trailing slash', '/auth/', '/book-scanner'],
      ['the landing page', '/', '/'],
      ['a page with a trailing slash', '/household/', '/household/'],
      ['a relative path', 'household', '/book-scanner'],
    ])('%s (%s) → %s', (_what, next, expected) => {
      expect(afterSignInPath(next)).toBe(expected);
    });
  });
});
