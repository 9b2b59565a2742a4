import type { RuntimeConfig } from '@pads/shared';

type SignedInModule = typeof import('./SignedInApp');

let config: RuntimeConfig | undefined;
let loading: Promise<SignedInModule> | undefined;
let loaded: SignedInModule | undefined;

/** Called once at start, before anything loads the signed-in app. */
export function setStartConfig(runtimeConfig: RuntimeConfig) {
  config = runtimeConfig;
}

/** The signed-in app's module (see SignedInApp.tsx), loaded and configured once. */
export function loadSignedIn(): Promise<SignedInModule> {
  loading ??= import(/* webpackChunkName: "signed-in" */ './SignedInApp').then((module) => {
    if (config) module.configure(config);
    loaded = module;
    return module;
  });
  // A failed load (network, redeploy) may be retried by the next attempt.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The module if it has loaded already. */
export const signedInIfLoaded = (): SignedInModule | undefined => loaded;

/** Loads the signed-in app and warms the landing screen while the browser is idle (the visitor is typing). */
export function prefetchSignedIn(): () => void {
  const load = () =>
    void loadSignedIn().then(
      (module) => module.warmUpLanding(),
      () => undefined,
    );
  if (typeof window.requestIdleCallback === 'function') {
    // Soon after the login screen is drawn: a quick typist signs in within two or three seconds, and the
    // download and first run of the signed-in app (≈0.4 s of script on a slow machine) must be over by then.
    const id = window.requestIdleCallback(load, { timeout: 200 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 200);
  return () => window.clearTimeout(id);
}
