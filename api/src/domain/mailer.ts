// Outgoing e-mail through nodemailer. With SMTP_URL each message goes to that server; without it (the
// embedded default, tests, offline demos) the message is written as an .eml file under MAIL_DIR and the
// file is logged, so flows that send mail still work and their messages can be opened.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml written when no SMTP server is configured. */
  file: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

type Log = (details: Record<string, unknown>, message: string) => void;

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailDir'>, log: Log = () => {}): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        log({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: String(info.messageId), file: null };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(config.mailDir, { recursive: true });
      // Sortable by time, unique across instances.
      const file = path.join(
        config.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log({ to: message.to, subject: message.subject, file }, 'mail written (no SMTP_URL)');
      return { messageId: String(info.messageId), file };
    },
  };
}
