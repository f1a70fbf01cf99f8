// `npm run accounts:reset -- <email>`: gives an account (a demo account, or any other) a new
// random password, ends all of its sessions and prints the password. Works on the embedded
// database in DATA_DIR (default ./data; the server must be stopped, it holds the folder) and on
// PostgreSQL when DATABASE_URL is set (the server may keep running).
import { createRandomToken } from '@/lib/secrets';
import { replacePassword } from '@/modules/auth';
import { hashPassword } from '@/core/users/passwords';
import { findUserByEmail } from '@/core/users/users';
import { CommandError, runCommand, withServerDatabase } from './command';

async function resetAccount(email: string): Promise<void> {
  // The same migrations the server applies at start, so an older database gains session_version.
  await withServerDatabase(async (database) => {
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
      },
    });
    console.log(
      [
        `New password for ${user.email}: ${password}`,
        'Every session of this account has ended. Sign in with this password and the emailed code.',
      ].join('\n'),
    );
  });
}

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run accounts:reset -- <email>');
  process.exit(1);
}
runCommand(() => resetAccount(email));
