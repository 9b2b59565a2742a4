// A page signed in through the real login screen, and an API helper holding a real admin token.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './env';

export async function signIn(page: Page, email: string = E2E.admin.email, password: string = E2E.admin.password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

export async function apiToken(
  request: APIRequestContext,
  email: string = E2E.admin.email,
  password: string = E2E.admin.password,
) {
  const res = await request.post(`${E2E.apiUrl}/api/auth/login`, { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };
