// SMTP for the production-shaped stack (prod-stack.sh): a real SMTP server (npm smtp-server) that writes each message
// it accepts, as received, to <folder>/<time>-<n>.eml. The e2e suites read that folder through E2E_MAIL_DIR, as they
// read the API's MAIL_DIR files locally (e2e/support/mail.ts). Plain SMTP on the loopback: no STARTTLS, no AUTH.
//   node mail-server.mjs <port> <folder>
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const [port, folder] = process.argv.slice(2);
if (!port || !folder) {
  console.error('usage: node mail-server.mjs <port> <folder>');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });
let received = 0;

const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  size: 20 * 1024 * 1024,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', async () => {
      if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
      const name = `${Date.now()}-${++received}.eml`;
      try {
        // Written whole, then renamed: a reader never sees half a message.
        await writeFile(path.join(folder, `.${name}.part`), Buffer.concat(chunks));
        await rename(path.join(folder, `.${name}.part`), path.join(folder, name));
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        console.log(`${new Date().toISOString()} mail ${received} to ${to} → ${name}`);
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});
server.on('error', (error) => console.error(`smtp: ${error.message}`));
server.listen(Number(port), '127.0.0.1', () => console.log(`smtp-server on 127.0.0.1:${port}, messages in ${folder}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
