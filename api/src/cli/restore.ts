// `pnpm restore <folder>`: replaces the database with the backup's (then runs the newer migrations) and writes its
// photos back. Stop every API instance first. README, "Backup and restore".
import { restoreBackup } from '../backup/restore.js';
import { fromCaller, openBackupTarget, runCommand } from './backupTarget.js';

runCommand(async () => {
  if (!process.argv[2]) throw new Error('Usage: pnpm restore <backup folder>');
  const folder = fromCaller(process.argv[2]);
  const { database, storage, storageName } = await openBackupTarget();
  try {
    const { manifest, migrationsAfter } = await restoreBackup({
      url: database.url,
      storage,
      storageName,
      folder,
      log: console.log,
    });
    console.log(
      `Restored ${folder} (made ${manifest.created_at}): ${migrationsAfter} migrations, ${manifest.photos.count} photos.`,
    );
  } finally {
    await database.close();
  }
});
