import { DASHBOARD, RoleGuard } from '@pads/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/login/LoginPage';
import { DashboardOutlet } from '../remotes/DashboardOutlet';
import { DashboardLayout } from '../shell/DashboardLayout';
import { PublicOnly, RequireAuth } from '../shell/RequireAuth';
import { SessionGate } from '../shell/SessionGate';
import { describeError, signIn } from '../start/signIn';
import { LANDING_URL } from '../start/landing';

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginPage signIn={signIn} describeFailure={describeError} />
          </PublicOnly>
        }
      />
      <Route
        path={`${DASHBOARD}/*`}
        element={
          <RequireAuth>
            <SessionGate>
              <RoleGuard>
                <DashboardLayout>
                  <DashboardOutlet />
                </DashboardLayout>
              </RoleGuard>
            </SessionGate>
          </RequireAuth>
        }
      />
      <Route path="*" element={<Navigate to={LANDING_URL} replace />} />
    </Routes>
  );
}
