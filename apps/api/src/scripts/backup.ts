// `npm run backup -- <file> [--force]`: writes one gzipped tar of the database (every table, from
// one consistent snapshot) and every stored file, with a manifest of checksums; restore reads it.
// The embedded database is held while it runs (stop the server first); on PostgreSQL the server
// may keep running.
import { existsSync } from 'node:fs';
import { createBackup } from '@/core/backup/create-backup';
import { BackupError, describeCopied } from '@/core/backup/manifest';
import { createFileStorage } from '@/core/storage/create-storage';
import { CommandError, readFileArguments, runCommand, withServerDatabase } from './command';

async function backup(file: string, isForced: boolean): Promise<void> {
  if (existsSync(file) && !isForced) {
    throw new CommandError(`${file} exists already: choose another name, or add --force to replace it.`);
  }
  const started = performance.now();
  const summary = await withServerDatabase(async (database, config) =>
    createBackup({ database, storage: await createFileStorage(config), file }),
  ).catch((error: unknown) => {
    throw error instanceof BackupError ? new CommandError(error.message) : error;
  });
  console.log(
    `Backup written to ${file} (${summary.archiveBytes} bytes): ${describeCopied(summary, started)}.`,
  );
}

const { file, isForced } = readFileArguments('npm run backup -- <file> [--force]');
runCommand(() => backup(file, isForced));
