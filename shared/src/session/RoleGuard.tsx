import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Role } from '@pads/contracts';
import { useSessionStore } from '@pads/core';

export interface RoleGuardProps {
  /** Allowed role or roles; all roles when omitted. */
  allow?: Role | Role[];
  children: ReactNode;
}

export function isRoleAllowed(role: number | undefined, allow?: Role | Role[]): boolean {
  if (allow === undefined) return true;
  const allowed = Array.isArray(allow) ? allow : [allow];
  return role !== undefined && allowed.includes(role);
}

export function RoleGuard({ allow, children }: RoleGuardProps) {
  const role = useSessionStore((state) => state.user?.role);
  if (!isRoleAllowed(role, allow)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
