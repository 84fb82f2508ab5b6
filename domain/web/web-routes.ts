/**
 * The web client's pages: the router (web/src/app/router.tsx) declares its routes from this list,
 * and the server answers 200 with the app for these paths and 404 (with the app's not-found page)
 * for every other page, so HTTP says whether a page exists.
 */
export const WEB_ROUTES = {
  landing: '/',
  auth: '/auth',
  bookScanner: '/book-scanner',
  account: '/account',
  household: '/household',
  householdAccept: '/household/accept',
  quizDemo: '/quiz-demo',
  readerSignIn: '/reader',
  readerHome: '/reader/home',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
  success: '/success',
  cancel: '/cancel',
  admin: '/admin',
  importBookData: '/import-book-data',
  cleanImport: '/clean-import',
  exportBooks: '/export-books',
  fixBookData: '/fix-book-data',
  importTest: '/import-test',
} as const;

const KNOWN = new Set<string>(Object.values(WEB_ROUTES));

/** Whether a request path names one of the web client's pages (a trailing slash is the same page). */
export function isWebRoute(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return KNOWN.has(trimmed === '' ? '/' : trimmed);
}
