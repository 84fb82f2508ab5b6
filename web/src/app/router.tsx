import { createBrowserRouter } from 'react-router';
import { WEB_ROUTES } from '../../../domain/web/web-routes.js';
import { LandingPage } from '../features/landing/components/landing-page.js';
import type { FirstAnswers } from './first-answers.js';
import { formStyles, lazyPage, moreStyles, type LazyPage } from './lazy-page.js';
import { RootLayout } from './root-layout.js';
import { ProtectedRoute } from './session/protected-route.js';

// The landing page ships in the first bundle; every other screen loads when first visited (and the
// public pages' styles are in the first sheet; the others bring theirs).
const withMore = <T,>(load: () => Promise<T>) => Promise.all([load(), moreStyles()]).then(([m]) => m);
const withForms = <T,>(load: () => Promise<T>) => Promise.all([load(), formStyles()]).then(([m]) => m);
const AuthPage = lazyPage(() => withForms(() => import('../features/auth/components/auth-page.js')).then((m) => m.AuthPage));
const scannerPage = () => withMore(() => import('./pages/scanner-page.js'));
const ScannerPage = lazyPage(
  () => scannerPage().then((m) => m.ScannerPage),
  () => scannerPage().then((m) => m.scannerFirstAnswers),
);
const HelpPage = lazyPage(() => withForms(() => import('../features/help/components/help-page.js')).then((m) => m.HelpPage));
const TermsPage = lazyPage(() => withForms(() => import('../features/legal/components/terms-page.js')).then((m) => m.TermsPage));
const PrivacyPage = lazyPage(() => withForms(() => import('../features/legal/components/privacy-page.js')).then((m) => m.PrivacyPage));
const SuccessPage = lazyPage(() => withMore(() => import('../features/subscription/components/success-page.js')).then((m) => m.SuccessPage));
const CancelPage = lazyPage(() => withMore(() => import('../features/subscription/components/cancel-page.js')).then((m) => m.CancelPage));
// The admin pages share one chunk (gate, API, components), loaded on the first admin visit.
const adminPages = () => withMore(() => import('../features/admin/index.js'));
const AdminDashboardPage = lazyPage(() => adminPages().then((m) => m.AdminDashboardPage));
const ImportBookDataPage = lazyPage(() => adminPages().then((m) => m.ImportBookDataPage));
const CleanImportPage = lazyPage(() => adminPages().then((m) => m.CleanImportPage));
const ExportBooksPage = lazyPage(() => adminPages().then((m) => m.ExportBooksPage));
const FixBookDataPage = lazyPage(() => adminPages().then((m) => m.FixBookDataPage));
const InsightTestPage = lazyPage(() => adminPages().then((m) => m.InsightTestPage));
const YourDataPage = lazyPage(() => withMore(() => import('../features/account-data/components/your-data-page.js')).then((m) => m.YourDataPage));
// The household's pages share one chunk.
const householdPages = () => withMore(() => import('../features/household/index.js'));
const HouseholdPage = lazyPage(() => householdPages().then((m) => m.HouseholdPage));
const AcceptInvitationPage = lazyPage(() => householdPages().then((m) => m.AcceptInvitationPage));
// The reader's pages share one chunk, loaded on the first visit to /reader.
const readerPages = () => withMore(() => import('../features/reader-space/index.js'));
const ReaderSignInPage = lazyPage(() => readerPages().then((m) => m.ReaderSignInPage));
const ReaderHomePage = lazyPage(() => readerPages().then((m) => m.ReaderHomePage));
// A shared reader's card: public, no session needed; its own small chunk.
const ShareCardPage = lazyPage(() => withForms(() => import('../features/share-card/index.js')).then((m) => m.ShareCardPage));
const NotFoundPage = lazyPage(() => import('../components/not-found-page.js').then((m) => m.NotFoundPage));

/** The page each address shows, so `main.tsx` can load its code before the first render. */
const PAGES: Record<string, LazyPage> = {
  '/auth': AuthPage,
  '/book-scanner': ScannerPage,
  '/account': YourDataPage,
  '/household': HouseholdPage,
  '/household/accept': AcceptInvitationPage,
  '/reader': ReaderSignInPage,
  '/reader/home': ReaderHomePage,
  '/help': HelpPage,
  '/terms': TermsPage,
  '/privacy': PrivacyPage,
  '/success': SuccessPage,
  '/cancel': CancelPage,
  '/admin': AdminDashboardPage,
  '/import-book-data': ImportBookDataPage,
  '/clean-import': CleanImportPage,
  '/export-books': ExportBooksPage,
  '/fix-book-data': FixBookDataPage,
  '/import-test': InsightTestPage,
};

/** Loads the code of the page at `pathname` (the not-found page for an unknown address). */
export function preloadPage(pathname: string): Promise<unknown> {
  return pageAt(pathname)?.preload() ?? Promise.resolve();
}

/** What the page at `pathname` shows at once (first-answers.ts), or null when it says nothing. */
export function firstAnswersOf(pathname: string): Promise<FirstAnswers | null> {
  return pageAt(pathname)?.firstAnswers() ?? Promise.resolve(null);
}

/** The page at an address: null for the landing page (in the first bundle), the not-found page for an unknown one. */
function pageAt(pathname: string): LazyPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/quiz-demo') return null;
  if (/^\/share\/[^/]+$/.test(path)) return ShareCardPage;
  return PAGES[path] ?? NotFoundPage;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: WEB_ROUTES.landing, element: <LandingPage /> },
        { path: WEB_ROUTES.auth, element: <AuthPage /> },
        {
          path: WEB_ROUTES.bookScanner,
          element: (
            <ProtectedRoute>
              <ScannerPage />
            </ProtectedRoute>
          ),
        },
        {
          path: WEB_ROUTES.account,
          element: (
            <ProtectedRoute>
              <YourDataPage />
            </ProtectedRoute>
          ),
        },
        {
          path: WEB_ROUTES.household,
          element: (
            <ProtectedRoute>
              <HouseholdPage />
            </ProtectedRoute>
          ),
        },
        // signed out, it says to sign in with the invited address first (the link itself is the way back)
        { path: WEB_ROUTES.householdAccept, element: <AcceptInvitationPage /> },
        {
          path: WEB_ROUTES.quizDemo,
          lazy: () => withMore(() => import('../features/readers/components/quiz-demo-page.js')).then((m) => ({ Component: m.QuizDemoPage })),
        },
        { path: WEB_ROUTES.readerSignIn, element: <ReaderSignInPage /> },
        { path: WEB_ROUTES.readerHome, element: <ReaderHomePage /> },
        { path: WEB_ROUTES.help, element: <HelpPage /> },
        { path: WEB_ROUTES.terms, element: <TermsPage /> },
        { path: WEB_ROUTES.privacy, element: <PrivacyPage /> },
        { path: WEB_ROUTES.success, element: <SuccessPage /> },
        { path: WEB_ROUTES.cancel, element: <CancelPage /> },
        { path: WEB_ROUTES.admin, element: <AdminDashboardPage /> },
        { path: WEB_ROUTES.importBookData, element: <ImportBookDataPage /> },
        { path: WEB_ROUTES.cleanImport, element: <CleanImportPage /> },
        { path: WEB_ROUTES.exportBooks, element: <ExportBooksPage /> },
        { path: WEB_ROUTES.fixBookData, element: <FixBookDataPage /> },
        { path: WEB_ROUTES.importTest, element: <InsightTestPage /> },
        { path: WEB_ROUTES.shareCard, element: <ShareCardPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
