// `npm run accounts:create -- --platform <email> [--first-name <name>] [--last-name <name>]`: makes
// a platform administrator and emails them a link to choose their password. This is how a
// production deployment gets its first account (production seeds no demo accounts). Works on the
// embedded database in DATA_DIR (stop the server first) and on PostgreSQL (DATABASE_URL), where the
// server may keep running. The mail goes out before the command ends.
import { parseArgs } from 'node:util';
import { SET_PASSWORD_TTL_HOURS } from '@docapply/contracts';
import { isValidEmail, normaliseEmail } from '@docapply/rules';
import { runAsSystem } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { createPlatformAdmin } from '@/modules/platform';
import { CommandError, runCommand, withCommandContext } from './command';

const USAGE =
  'Usage: npm run accounts:create -- --platform <email> [--first-name <name>] [--last-name <name>]';

function readArgs(): { email: string; firstName?: string; lastName?: string } {
  let values: { platform?: string; 'first-name'?: string; 'last-name'?: string };
  try {
    ({ values } = parseArgs({
      options: {
        platform: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    }));
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const email = values.platform?.trim();
  if (!email) {
    throw new CommandError(USAGE);
  }
  if (!isValidEmail(email)) {
    throw new CommandError(`${email} is not an email address. ${USAGE}`);
  }
  return { email: normaliseEmail(email), firstName: values['first-name'], lastName: values['last-name'] };
}

async function main(): Promise<void> {
  const input = readArgs();
  await withCommandContext(
    async (ctx) => {
      const result = await runAsSystem(ctx, 'accounts:create', async () => {
        try {
          return await createPlatformAdmin(input);
        } catch (error) {
          throw error instanceof AppError ? new CommandError(error.message) : error;
        }
      });
      await ctx.mailer.flush();
      const hasSmtp = Boolean(ctx.config.SMTP_URL);
      console.log(
        [
          `${result.email} is a platform administrator${result.isNewAccount ? ' (a new account)' : ''}.`,
          result.isInvited
            ? `An email with a link to choose a password (valid ${SET_PASSWORD_TTL_HOURS} hours) was ${hasSmtp ? 'sent' : 'printed above (SMTP_URL is not set)'}.`
            : `They were told by email${hasSmtp ? '' : ' (printed above: SMTP_URL is not set)'} and sign in as before.`,
        ].join('\n'),
      );
    },
    { showsMail: true },
  );
}

runCommand(main);
