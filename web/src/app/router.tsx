import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
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
const NotFoundPage = lazy(() =>
  import('../components/not-found-page.js').then((m) => ({ default: m.NotFoundPage })),
);

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <LandingPage /> },
        { path: '/auth', element: <AuthPage /> },
        {
          path: '/book-scanner',
          element: (
            <ProtectedRoute>
              <ScannerPage />
            </ProtectedRoute>
          ),
        },
        { path: '/quiz-demo', lazy: () => import('../features/readers/components/quiz-demo-page.js').then((m) => ({ Component: m.QuizDemoPage })) },
        { path: '/help', element: <HelpPage /> },
        { path: '/terms', element: <TermsPage /> },
        { path: '/privacy', element: <PrivacyPage /> },
        { path: '/success', element: <SuccessPage /> },
        { path: '/cancel', element: <CancelPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
