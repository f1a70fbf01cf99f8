// `npm run restore -- <file> [--force]`: fills an empty database and the file storage from a backup
// (npm run backup). It checks the whole archive before it changes anything, refuses a database that
// holds accounts unless --force (which replaces everything in it), and needs the archive to come
// from this version's migrations. The embedded database is held while it runs; a new DATA_DIR is
// created.
import { existsSync } from 'node:fs';
import { BackupError, describeCopied } from '@/core/backup/manifest';
import { restoreBackup } from '@/core/backup/restore-backup';
import { createFileStorage } from '@/core/storage/create-storage';
import { CommandError, readFileArguments, runCommand, withServerDatabase } from './command';

async function restore(file: string, isForced: boolean): Promise<void> {
  if (!existsSync(file)) {
    throw new CommandError(`${file} does not exist: give the path of an archive npm run backup wrote.`);
  }
  const started = performance.now();
  const summary = await withServerDatabase(
    async (database, config) =>
      restoreBackup({ database, storage: await createFileStorage(config), file, isForced }),
    { isNewDatabaseAllowed: true },
  ).catch((error: unknown) => {
    throw error instanceof BackupError ? new CommandError(error.message) : error;
  });
  console.log(`Restored ${file}, checked: ${describeCopied(summary, started)}.`);
}

const { file, isForced } = readFileArguments('npm run restore -- <file> [--force]');
runCommand(() => restore(file, isForced));
