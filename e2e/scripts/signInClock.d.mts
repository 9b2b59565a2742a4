// Types of signInClock.mjs, for the TypeScript scripts that import it.
import type { Locator, Page } from '@playwright/test';

export const ADMIN: { email: string; password: string };
export function signIn(page: Page, options?: { typed?: boolean }): Promise<number>;
export function firstPadRow(page: Page): Locator;
