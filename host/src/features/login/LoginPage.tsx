import type { AdminUser, LoginValues, SignInOutcome } from '@pads/shared';
import { padsTheme, padsThemeWithoutMotion } from '@pads/shared/app/theme.ts';
import { usePrefersReducedMotion } from '@pads/shared/app/usePrefersReducedMotion.ts';
import { LoginFormView } from '@pads/shared/session/LoginFormView.tsx';
import { PadsLogo } from '@pads/shared/ui/PadsLogo.tsx';
import { antdCsp } from '@pads/core/csp.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LANDING_URL } from '../../start/landing';
import { LoginConfigProvider, loginUi } from './loginAntd';

export interface LoginPageProps {
  /** Signs in through the one API client and session store; throws what the server refused. */
  signIn: (values: LoginValues) => Promise<SignInOutcome>;
  /** The lines of the 'Error' alert for what signIn threw. */
  describeFailure: (error: unknown) => string[];
  /** Defaults to going to the landing screen. */
  onSignedIn?: (user: AdminUser) => void;
}

/**
 * The sign-in screen. It imports nothing from the shared library's entry (which would load the whole
 * library and the shared antd): its callers hand it the signed-in app's sign-in.
 */
export function LoginPage({ signIn, describeFailure, onSignedIn }: LoginPageProps) {
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const [csp] = useState(() => antdCsp());
  return (
    <LoginConfigProvider theme={reducedMotion ? padsThemeWithoutMotion : padsTheme} csp={csp}>
      <main
        style={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#f5f7fa',
          fontFamily: padsTheme.token?.fontFamily,
        }}
      >
        <section style={{ width: 380, padding: 24, background: '#fff', borderRadius: 8, border: '1px solid #f0f0f0' }}>
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, marginBottom: 16 }}>
            <PadsLogo size={72} />
            <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600, lineHeight: 1.35, color: 'rgba(0,0,0,0.88)' }}>
              Admin panel
            </h1>
          </div>
          <LoginFormView
            ui={loginUi}
            describeFailure={describeFailure}
            signIn={signIn}
            onSignedIn={(user) => {
              if (onSignedIn) onSignedIn(user);
              else navigate(LANDING_URL, { replace: true });
            }}
          />
        </section>
      </main>
    </LoginConfigProvider>
  );
}
