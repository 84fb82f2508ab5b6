import { isWebRoute, WEB_ROUTES } from './web-routes.js';

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
  ])('%s (%s) is a page: %s', (_what, path, expected) => {
    expect(isWebRoute(path)).toBe(expected);
  });

  it('knows every page of the list', () => {
    for (const path of Object.values(WEB_ROUTES)) expect(isWebRoute(path)).toBe(true);
  });
});
