import { hasStoredSession } from '@pads/core/session/storedSession.ts';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginPage } from '../features/login/LoginPage';
import { LANDING_URL } from './landing';
import { loadSignedIn, prefetchSignedIn, signedInIfLoaded } from './loadSignedIn';

const LazySignedInApp = lazy(loadSignedIn);
type SignedInAppComponent = ComponentType;

/**
 * The host's first screen. A signed-out visitor of /login gets the login screen, drawn with what the host
 * bundles itself; the signed-in app (shared library, shared antd, shell) starts loading once it is drawn. Everyone
 * else gets the signed-in app at once, whose routes send a signed-out visitor back here.
 */
export function StartRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);
  // Chosen once: the module itself when it has loaded while the visitor typed (a lazy component would
  // suspend once more, and React holds a revealed fallback back for a while), else the lazy one.
  const signedInApp = useRef<SignedInAppComponent>(undefined);
  // Read once: a sign-in stores the session before this screen is replaced (see onSignedIn).
  const [hadSession] = useState(hasStoredSession);
  const showLogin = pathname === '/login' && !signedIn && !hadSession;

  useEffect(() => {
    if (showLogin) prefetchSignedIn();
  }, [showLogin]);

  if (showLogin) {
    return (
      <LoginPage
        signIn={async (values) => (await loadSignedIn()).signIn(values)}
        describeFailure={describeFailure}
        onSignedIn={() => {
          // One transition (the router's navigations are transitions): the signed-in app is first drawn
          // at the landing screen, not at /login, whose redirect would take another transition.
          startTransition(() => {
            setSignedIn(true);
            navigate(LANDING_URL, { replace: true });
          });
        }}
      />
    );
  }
  signedInApp.current ??= signedInIfLoaded()?.default ?? LazySignedInApp;
  const SignedInApp = signedInApp.current;
  return (
    <Suspense fallback={<StartLoading />}>
      <SignedInApp />
    </Suspense>
  );
}

/** Before the signed-in app has loaded (a failed load), only the error's own message can be shown. */
const describeFailure = (error: unknown) =>
  signedInIfLoaded()?.describeError(error) ?? [error instanceof Error ? error.message : String(error)];

/** Shown while the signed-in app loads (the shared antd is not there yet). */
function StartLoading() {
  return (
    <div
      role="status"
      data-testid="start-loading"
      style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', color: 'rgba(0,0,0,0.45)' }}
    >
      Loading...
    </div>
  );
}
