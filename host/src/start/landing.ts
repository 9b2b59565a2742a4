/** Where signing in lands, relative to /dashboard: the pad list. */
export const LANDING_PATH = 'pad-list';

/**
 * The landing screen's address. Signing in goes there directly: through '/' it took one more router
 * transition (and the redirect's effect) before the shell could draw.
 */
export const LANDING_URL = `/dashboard/${LANDING_PATH}`;
