// `pnpm seed`: reference data + demo data into the configured database (embedded by default).
// `pnpm seed --scale` adds the benchmark volumes (src/seed/scale.ts) on top.
// Safe to run again: it inserts nothing that is already there.
import { loadConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { createFileStorage } from '../storage/index.js';
import { seedDemoAnnouncements } from './announcements.js';
import { DEMO_ADMIN, seed } from './index.js';

const config = loadConfig();
const connection = await connect(config);
const started = Date.now();
try {
  const { seededDemoData } = await seed(connection.db, config);
  await seedDemoAnnouncements(connection.db, createFileStorage(config));
  console.log(
    seededDemoData
      ? `Seeded reference and demo data in ${Date.now() - started} ms. Sign in as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`
      : `Reference data checked in ${Date.now() - started} ms; demo data already present, nothing else to do.`,
  );
  if (process.argv.includes('--scale')) {
    const { seedScale, SCALE_SIZES } = await import('./scale.js');
    await seedScale(connection.db, SCALE_SIZES, (message) => console.log(`scale: ${message}`));
  }
} finally {
  await connection.close();
}
