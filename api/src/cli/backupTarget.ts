// What the backup commands share: the configured database and photo storage, and how a path given on the command
// line is read (from where `pnpm` was run: pnpm runs the script in api/, and sets INIT_CWD to the caller's folder).
import path from 'node:path';
import { openDatabase, type DatabaseTarget } from '../backup/databaseTarget.js';
import { loadConfig } from '../config.js';
import { createFileStorage, type FileStorage } from '../storage/index.js';

export interface BackupTarget {
  database: DatabaseTarget;
  storage: FileStorage;
  storageName: string;
}

export async function openBackupTarget(): Promise<BackupTarget> {
  const config = loadConfig();
  const storageName = config.s3
    ? `s3://${config.s3.bucket} (${config.s3.endpoint || `AWS ${config.s3.region}`})`
    : `the folder ${config.uploadsDir}`;
  return { database: await openDatabase(config), storage: createFileStorage(config), storageName };
}

export const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/** Runs a command: its error is printed without a stack (it says what to do), and the exit code is 1. */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
