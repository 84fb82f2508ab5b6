import { Route, Routes } from 'react-router';
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
const QuizDemoPage = lazyPage(() => withMore(() => import('../features/readers/components/quiz-demo-page.js')).then((m) => m.QuizDemoPage));
// A shared reader's card: public, no session needed; its own small chunk.
const ShareCardPage = lazyPage(() => withForms(() => import('../features/share-card/index.js')).then((m) => m.ShareCardPage));
const NotFoundPage = lazyPage(() => import('../components/not-found-page.js').then((m) => m.NotFoundPage));

/** The page each address shows, so `boot.tsx` can load its code before the first render. */
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
  '/quiz-demo': QuizDemoPage,
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
  if (path === '/') return null;
  if (/^\/share\/[^/]+$/.test(path)) return ShareCardPage;
  return PAGES[path] ?? NotFoundPage;
}

/** Every page of the app (WEB_ROUTES), inside the layout that holds the session providers. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={WEB_ROUTES.landing} element={<LandingPage />} />
        <Route path={WEB_ROUTES.auth} element={<AuthPage />} />
        <Route
          path={WEB_ROUTES.bookScanner}
          element={
            <ProtectedRoute>
              <ScannerPage />
            </ProtectedRoute>
          }
        />
        <Route
          path={WEB_ROUTES.account}
          element={
            <ProtectedRoute>
              <YourDataPage />
            </ProtectedRoute>
          }
        />
        <Route
          path={WEB_ROUTES.household}
          element={
            <ProtectedRoute>
              <HouseholdPage />
            </ProtectedRoute>
          }
        />
        {/* signed out, it says to sign in with the invited address first (the link itself is the way back) */}
        <Route path={WEB_ROUTES.householdAccept} element={<AcceptInvitationPage />} />
        <Route path={WEB_ROUTES.quizDemo} element={<QuizDemoPage />} />
        <Route path={WEB_ROUTES.readerSignIn} element={<ReaderSignInPage />} />
        <Route path={WEB_ROUTES.readerHome} element={<ReaderHomePage />} />
        <Route path={WEB_ROUTES.help} element={<HelpPage />} />
        <Route path={WEB_ROUTES.terms} element={<TermsPage />} />
        <Route path={WEB_ROUTES.privacy} element={<PrivacyPage />} />
        <Route path={WEB_ROUTES.success} element={<SuccessPage />} />
        <Route path={WEB_ROUTES.cancel} element={<CancelPage />} />
        <Route path={WEB_ROUTES.admin} element={<AdminDashboardPage />} />
        <Route path={WEB_ROUTES.importBookData} element={<ImportBookDataPage />} />
        <Route path={WEB_ROUTES.cleanImport} element={<CleanImportPage />} />
        <Route path={WEB_ROUTES.exportBooks} element={<ExportBooksPage />} />
        <Route path={WEB_ROUTES.fixBookData} element={<FixBookDataPage />} />
        <Route path={WEB_ROUTES.importTest} element={<InsightTestPage />} />
        <Route path={WEB_ROUTES.shareCard} element={<ShareCardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
