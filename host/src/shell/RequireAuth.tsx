import { useIsSignedIn } from '@pads/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LANDING_URL } from '../start/landing';

export function RequireAuth({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? <>{children}</> : <Navigate to="/login" replace />;
}

/** /login is for signed-out users only. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? <Navigate to={LANDING_URL} replace /> : <>{children}</>;
}
