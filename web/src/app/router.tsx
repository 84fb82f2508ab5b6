import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { WEB_ROUTES } from '../../../domain/web/web-routes.js';
import { LandingPage } from '../features/landing/components/landing-page.js';
import { RootLayout } from './root-layout.js';
import { ProtectedRoute } from './session/protected-route.js';

// The landing page ships in the first bundle; every other screen loads when first visited.
const AuthPage = lazy(() => import('../features/auth/components/auth-page.js').then((m) => ({ default: m.AuthPage })));
const ScannerPage = lazy(() => import('./pages/scanner-page.js').then((m) => ({ default: m.ScannerPage })));
const HelpPage = lazy(() => import('../features/help/components/help-page.js').then((m) => ({ default: m.HelpPage })));
const TermsPage = lazy(() => import('../features/legal/components/terms-page.js').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() =>
  import('../features/legal/components/privacy-page.js').then((m) => ({ default: m.PrivacyPage })),
);
const SuccessPage = lazy(() =>
  import('../features/subscription/components/success-page.js').then((m) => ({ default: m.SuccessPage })),
);
const CancelPage = lazy(() =>
  import('../features/subscription/components/cancel-page.js').then((m) => ({ default: m.CancelPage })),
);
// The admin pages share one chunk (gate, API, components), loaded on the first admin visit.
const adminPages = () => import('../features/admin/index.js');
const AdminDashboardPage = lazy(() => adminPages().then((m) => ({ default: m.AdminDashboardPage })));
const ImportBookDataPage = lazy(() => adminPages().then((m) => ({ default: m.ImportBookDataPage })));
const CleanImportPage = lazy(() => adminPages().then((m) => ({ default: m.CleanImportPage })));
const ExportBooksPage = lazy(() => adminPages().then((m) => ({ default: m.ExportBooksPage })));
const FixBookDataPage = lazy(() => adminPages().then((m) => ({ default: m.FixBookDataPage })));
const InsightTestPage = lazy(() => adminPages().then((m) => ({ default: m.InsightTestPage })));
const YourDataPage = lazy(() =>
  import('../features/account-data/components/your-data-page.js').then((m) => ({ default: m.YourDataPage })),
);
// The reader's pages share one chunk, loaded on the first visit to /reader.
const readerPages = () => import('../features/reader-space/index.js');
const ReaderSignInPage = lazy(() => readerPages().then((m) => ({ default: m.ReaderSignInPage })));
const ReaderHomePage = lazy(() => readerPages().then((m) => ({ default: m.ReaderHomePage })));
const NotFoundPage = lazy(() =>
  import('../components/not-found-page.js').then((m) => ({ default: m.NotFoundPage })),
);

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
        { path: WEB_ROUTES.quizDemo, lazy: () => import('../features/readers/components/quiz-demo-page.js').then((m) => ({ Component: m.QuizDemoPage })) },
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
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
