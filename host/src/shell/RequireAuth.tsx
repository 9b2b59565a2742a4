import { useIsSignedIn } from '@pads/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

export function RequireAuth({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? <>{children}</> : <Navigate to="/login" replace />;
}

/** /login is for signed-out users only. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? <Navigate to="/" replace /> : <>{children}</>;
}
