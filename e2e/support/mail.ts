// The e-mails the API wrote as .eml files (no SMTP): the local stack's MAIL_DIR (playwright.config.ts), or a
// deployment's through E2E_MAIL_DIR. Without one, the tests that read e-mails are skipped by design.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { E2E } from './env';

/** Why e-mail checks cannot run here, or '' when they can (`test.skip(!!noMail, noMail)`). */
export const noMail = E2E.mailDir ? '' : "no E2E_MAIL_DIR: the API's e-mails cannot be read";

/** Every message to this address, raw, with folded header lines unfolded. */
export async function mailsTo(address: string): Promise<string[]> {
  const files = (await readdir(E2E.mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  // Long header lines are folded onto indented continuation lines.
  const mails = await Promise.all(
    files.map(async (f) => (await readFile(path.join(E2E.mailDir, f), 'utf8')).replace(/\r?\n[ \t]+/g, ' ')),
  );
  return mails.filter((raw) => new RegExp(`^To: .*${address.replace(/[.]/g, '\\.')}`, 'mi').test(raw));
}

/** A message's body with quoted-printable soft breaks and '=' escapes undone (enough for links). */
export const decodedBody = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/**
 * Runs the e-mail checks of a test, or, where the API's e-mails cannot be read (a deployment without
 * E2E_MAIL_DIR), records on the test that they were left out by design; the rest of the test runs either way.
 */
export async function checkMail(testInfo: Pick<TestInfo, 'annotations'>, checks: () => Promise<void>) {
  if (noMail) testInfo.annotations.push({ type: 'e-mail not checked', description: noMail });
  else await checks();
}
