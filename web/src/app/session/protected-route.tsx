import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.js';
import { useAuth } from './auth-context.js';

/** Anonymous visitors go to /auth; a spinner shows while the session is still being checked. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'restoring') return <FullPageLoader label="Checking your session…" />;
  if (status === 'signedOut') return <Navigate to="/auth" replace />;
  return children;
}
