import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.js';
import { ScrollRestoration } from './scroll-restoration.js';
import { AuthProvider } from './session/auth-provider.js';
import { SubscriptionProvider } from './session/subscription-provider.js';

/** Providers that need the router (sign-out navigates), and the fallback while a page's code loads. */
export function RootLayout() {
  return (
    <AuthProvider>
      <SubscriptionProvider>
        <ScrollRestoration />
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </SubscriptionProvider>
    </AuthProvider>
  );
}
