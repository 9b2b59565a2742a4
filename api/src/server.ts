import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { batchedStdout } from './logDestination.js';
import { seedDemoAnnouncements } from './seed/announcements.js';
import { DEMO_ADMIN, seedIfEmpty } from './seed/index.js';
import { checkStorage, createFileStorage } from './storage/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const storage = createFileStorage(config);
  // Before anything else: a bucket that does not exist or refused keys stop the start with the reason, so a
  // misconfigured instance never joins the load balancer (README, Production: photos on S3).
  await checkStorage(storage, (message, error) => console.warn(`${message}: ${error.message}`));
  // Until the app's logger exists (migrations, seeding), a dropped connection is reported on stderr.
  let reportDroppedConnection = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  const connection = await connect(
    config,
    (error) => reportDroppedConnection(error),
    (message) => console.log(message),
  );
  if (config.seedOnStart) {
    const { seededDemoData } = await seedIfEmpty(connection.db, config);
    if (seededDemoData) await seedDemoAnnouncements(connection.db, storage);
  }
  const app = await buildApp({
    db: connection.db,
    config,
    storage,
    logger: { level: config.logLevel, redact: ['req.headers.authorization'], stream: batchedStdout() },
  });
  reportDroppedConnection = (error) => app.log.warn({ err: error }, 'database connection lost');
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
}

main().catch((error: unknown) => {
  // The whole error (message, stack, cause), never just its string: a library may reject with no message.
  console.error('The API could not start:', error instanceof Error ? error : new Error(String(error)));
  process.exit(1);
});
