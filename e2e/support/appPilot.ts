// A demo pilot signed in to the pilot app (its own sign-in, its own token), as the app would be.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E } from './env';

export interface AppPilot {
  token: string;
  email: string;
  username: string;
}

/**
 * The first demo pilot whose app sign-in succeeds (the seed gives every demo account the same password;
 * archived or deleted accounts are refused, so they are skipped).
 */
export async function appPilot(request: APIRequestContext, adminToken: string): Promise<AppPilot> {
  const found = await request.get(`${E2E.apiUrl}/api/admin/users/search-owner-by-email?email=pilot`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(found.ok()).toBeTruthy();
  const candidates = ((await found.json()).data as { email: string; username: string; role: number }[]).filter(
    (u) => u.role === 2,
  );
  for (const user of candidates) {
    const res = await request.post(`${E2E.apiUrl}/api/app/auth/login`, {
      data: { email: user.email, password: E2E.admin.password },
    });
    if (res.ok()) return { token: (await res.json()).token as string, email: user.email, username: user.username };
  }
  throw new Error('no demo pilot can sign in to the app');
}
