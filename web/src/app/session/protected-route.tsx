import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './auth-context.js';

/** Anonymous visitors go to /auth. A stored session counts at once (no spinner while it is checked). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'signedOut') return <Navigate to="/auth" replace />;
  return children;
}
