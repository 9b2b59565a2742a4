// Before any worker starts: against a deployment, find its API in the panel's runtime config (unless
// E2E_API_URL names it), and check that the admin of E2E_ADMIN_EMAIL can sign in, with a clear message if not.
import { E2E } from './env';
import { runtimeConfig } from './runtimeConfig';

export default async function globalSetup() {
  if (!E2E.local && !process.env.E2E_API_URL) process.env.E2E_API_URL = (await runtimeConfig()).apiUrl;
  const res = await fetch(`${E2E.apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E.admin.email, password: E2E.admin.password }),
  }).catch((error: Error) => {
    throw new Error(`the API at ${E2E.apiUrl} cannot be reached (E2E_API_URL): ${error.message}`);
  });
  if (!res.ok)
    throw new Error(
      `${E2E.admin.email} cannot sign in at ${E2E.apiUrl} (${res.status}): set E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD`,
    );
}
