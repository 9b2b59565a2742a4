// The e-mails the e2e API wrote: it runs in api/ with MAIL_DIR=.data/mail-e2e and no SMTP
// (playwright.config.ts), so each message is an .eml file there.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIL_DIR = fileURLToPath(new URL('../../api/.data/mail-e2e', import.meta.url));

/** Every message to this address, raw, with folded header lines unfolded. */
export async function mailsTo(address: string): Promise<string[]> {
  const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  // Long header lines are folded onto indented continuation lines.
  const mails = await Promise.all(
    files.map(async (f) => (await readFile(path.join(MAIL_DIR, f), 'utf8')).replace(/\r?\n[ \t]+/g, ' ')),
  );
  return mails.filter((raw) => new RegExp(`^To: .*${address.replace(/[.]/g, '\\.')}`, 'mi').test(raw));
}

/** A message's body with quoted-printable soft breaks and '=' escapes undone (enough for links). */
export const decodedBody = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
