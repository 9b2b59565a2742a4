// `pnpm backup [folder]`: the database (pg_dump) and every photo (S3 or the uploads folder) into a new folder,
// by default .data/backups/<UTC time> under api/ (BACKUP_DIR to change where). README, "Backup and restore".
import path from 'node:path';
import { makeBackup } from '../backup/backup.js';
import { fromCaller, openBackupTarget, runCommand } from './backupTarget.js';

const apiRoot = path.resolve(import.meta.dirname, '../..');

runCommand(async () => {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = process.argv[2]
    ? fromCaller(process.argv[2])
    : path.resolve(apiRoot, process.env.BACKUP_DIR ?? '.data/backups', stamp);
  const { database, storage, storageName } = await openBackupTarget();
  try {
    const manifest = await makeBackup({ url: database.url, storage, storageName, folder, log: console.log });
    console.log(
      `Backup written to ${folder} (${manifest.database.migrations} migrations, ${manifest.photos.count} photos).`,
    );
  } finally {
    await database.close();
  }
});
