import type { AdminUser } from '@pads/shared';
import { padsTheme, padsThemeWithoutMotion } from '@pads/shared/app/theme.ts';
import { usePrefersReducedMotion } from '@pads/shared/app/usePrefersReducedMotion.ts';
import { LoginFormView } from '@pads/shared/session/LoginFormView.tsx';
import { PadsLogo } from '@pads/shared/ui/PadsLogo.tsx';
import { useNavigate } from 'react-router-dom';
import { loadSignedIn, signedInIfLoaded } from '../../start/loadSignedIn';
import { LoginConfigProvider, loginUi } from './loginAntd';

/** Before the signed-in app has loaded (a failed load), only the error's own message can be shown. */
const describeFailure = (error: unknown) =>
  signedInIfLoaded()?.describeError(error) ?? [error instanceof Error ? error.message : String(error)];

/**
 * The sign-in screen. It imports nothing from the shared library's entry (which would load the whole
 * library and the shared antd): signing in goes through the signed-in app's module, loaded by then.
 */
export function LoginPage({ onSignedIn }: { onSignedIn?: (user: AdminUser) => void }) {
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <LoginConfigProvider theme={reducedMotion ? padsThemeWithoutMotion : padsTheme}>
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
            signIn={async (values) => {
              const user = await (await loadSignedIn()).signIn(values);
              if (onSignedIn) onSignedIn(user);
              else navigate('/', { replace: true });
            }}
          />
        </section>
      </main>
    </LoginConfigProvider>
  );
}
