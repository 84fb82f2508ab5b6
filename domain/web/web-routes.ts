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
  /** A reader's shared card, opened without an account: `/share/<token>` (see docs/sharing.md). */
  shareCard: '/share/:token',
} as const;

/** The share card's address for a token (the token is URL-safe as made). */
export const shareCardPath = (token: string): string => `/share/${encodeURIComponent(token)}`;

// a page with one parameter: its prefix, then one path segment
const SHARE_CARD = /^\/share\/[^/]+$/;

const KNOWN = new Set<string>(Object.values(WEB_ROUTES));

/** Whether a request path names one of the web client's pages (a trailing slash is the same page). */
export function isWebRoute(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = trimmed === '' ? '/' : trimmed;
  return KNOWN.has(page) || SHARE_CARD.test(page);
}

/** Where signing in leads when no page asked for it. */
const DEFAULT_AFTER_SIGN_IN = WEB_ROUTES.bookScanner;

/**
 * The page to open after signing in or signing up: the `next` a page asked for (an invitation's
 * accept page, say), when it is one of this app's own pages; otherwise the scanner. Never another
 * site (`//evil.example`, `https:…`, a backslash trick) and never the sign-in page itself.
 */
export function afterSignInPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return DEFAULT_AFTER_SIGN_IN;
  const path = next.replace(/[?#].*$/, '');
  if (!isWebRoute(path)) return DEFAULT_AFTER_SIGN_IN;
  // a trailing slash names the same page ('/' itself stays '/')
  return path.replace(/(.)\/+$/, '$1') === WEB_ROUTES.auth ? DEFAULT_AFTER_SIGN_IN : next;
}
