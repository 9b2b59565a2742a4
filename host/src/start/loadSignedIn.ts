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

/**
 * Loads the signed-in app and warms the landing screen at once, as soon as the login screen is drawn: a
 * password manager fills the form as it appears, so the click on 'Log in' may come at once, and the
 * download and first run of the signed-in app (≈0.4 s of script on a slow machine) is then on the path to
 * the first row. Waiting for an idle moment first (up to 200 ms on a busy machine) put that much more on it.
 */
export function prefetchSignedIn(): void {
  void loadSignedIn().then(
    (module) => module.warmUpLanding(),
    () => undefined,
  );
}
