import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { seedDemoAnnouncements } from './seed/announcements.js';
import { DEMO_ADMIN, seedIfEmpty } from './seed/index.js';
import { createFileStorage } from './storage/index.js';

const config = loadConfig();
const connection = await connect(config);
if (config.seedOnStart) {
  const { seededDemoData } = await seedIfEmpty(connection.db, config);
  if (seededDemoData) await seedDemoAnnouncements(connection.db, createFileStorage(config));
}
const app = await buildApp({
  db: connection.db,
  config,
  logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
});
await app.listen({ port: config.port, host: config.host });

const panelUrl = process.env.PANEL_URL ?? 'http://localhost:8080';
console.log(
  `\n  Admin panel: ${panelUrl}\n  API:         ${config.publicUrl}/api (docs at /api/docs)\n  Sign in as:  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await connection.close();
    process.exit(0);
  });
}
