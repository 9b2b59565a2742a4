// Signing in as the measuring scripts do (first-load-js.mjs, sign-in-time.mjs): the clock starts at the
// click on 'Log in', once the button is found and visible (where a person's click lands).

/** The admin the scripts sign in as (ADMIN_EMAIL, ADMIN_PASSWORD; default the demo admin). */
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@pads.test',
  password: process.env.ADMIN_PASSWORD ?? 'password',
};

/**
 * Fills the login form and clicks 'Log in'; returns the time of the click. With `typed`, the credentials are
 * typed at ten keys a second, as a fast typist does (the signed-in app loads meanwhile); else filled at once,
 * as a password manager's autofill does.
 */
export async function signIn(page, { typed = false } = {}) {
  const enter = (label, text) =>
    typed ? page.getByLabel(label).pressSequentially(text, { delay: 100 }) : page.getByLabel(label).fill(text);
  const button = page.getByRole('button', { name: 'Log in' });
  await button.waitFor();
  await enter('Email', ADMIN.email);
  await enter('Password', ADMIN.password);
  const clickedAt = Date.now();
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login'),
    button.click(),
  ]);
  // The API allows 10 sign-ins a minute per address by default; the scripts sign in more often.
  if (answer.status() === 429) {
    console.error('The API refused a sign-in (429): start it with LOGIN_RATE_LIMIT=1000 to measure.');
    process.exit(1);
  }
  return clickedAt;
}

/** The pad list's first data row: what signing in waits for. */
export const firstPadRow = (page) => page.getByTestId('pad-table').locator('tbody tr.ant-table-row').first();
