// Imported by file: the login screen draws before @pads/shared loads, and paths.ts imports nothing.
import { dashboardPath } from '@pads/contracts/paths.ts';

/** Where signing in lands, relative to /dashboard: the pad list. */
export const LANDING_PATH = 'pad-list';

/**
 * The landing screen's address. Signing in goes there directly: through '/' it took one more router
 * transition (and the redirect's effect) before the shell could draw.
 */
export const LANDING_URL = dashboardPath(LANDING_PATH);
