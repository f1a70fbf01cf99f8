// `npm run accounts:reset -- <email>`: gives an account (a demo account, or any other) a new
// random password, ends all of its sessions and prints the password. Works on the embedded
// database in DATA_DIR (default ./data; the server must be stopped, it holds the folder) and on
// PostgreSQL when DATABASE_URL is set (the server may keep running).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type TConfig } from '@/config';
import { openDatabase } from '@/db/client';
import { DataDirLockedError, lockDataDir } from '@/db/data-lock';
import { createRandomToken } from '@/lib/secrets';
import { replacePassword } from '@/modules/auth/replace-password';
import { hashPassword } from '@/modules/users/passwords';
import { findUserByEmail } from '@/modules/users/users';

class CommandError extends Error {}

function loadConfigOrFail(): TConfig {
  try {
    return loadConfig();
  } catch (error) {
    throw error instanceof ConfigError ? new CommandError(error.message) : error;
  }
}

async function holdDataDir(config: TConfig): Promise<(() => Promise<void>) | null> {
  if (config.DATABASE_URL) {
    return null;
  }
  if (!existsSync(path.join(config.DATA_DIR, 'db'))) {
    throw new CommandError(
      `There is no database in ${config.DATA_DIR} yet: start the server once (npm start).`,
    );
  }
  try {
    return await lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new CommandError(
        `A DocApply server is running on ${config.DATA_DIR}: stop the server first, then run this again.`,
      );
    }
    throw error;
  }
}

async function resetAccount(email: string): Promise<void> {
  const config = loadConfigOrFail();
  const release = await holdDataDir(config);
  const database = await openDatabase(config);
  try {
    // The same migrations the server applies at start, so an older database gains session_version.
    await database.migrate();
    const user = await findUserByEmail(database.db, email);
    if (!user) {
      throw new CommandError(`No account uses the email ${email}. Check the address and try again.`);
    }
    const password = createRandomToken(15);
    await replacePassword(database.db, {
      user,
      passwordHash: await hashPassword(password),
      isEmailProven: false,
      audit: {
        actorId: null,
        action: 'auth.password-reset-command',
        data: { by: 'accounts:reset' },
        ip: null,
      },
    });
    console.log(
      [
        `New password for ${user.email}: ${password}`,
        'Every session of this account has ended. Sign in with this password and the emailed code.',
      ].join('\n'),
    );
  } finally {
    await database.close();
    await release?.();
  }
}

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run accounts:reset -- <email>');
  process.exit(1);
}
resetAccount(email).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof CommandError ? error.message : error);
    process.exit(1);
  },
);
