import { isWebRoute, shareCardPath, WEB_ROUTES } from './web-routes.js';

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
});
