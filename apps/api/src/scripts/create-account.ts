// `npm run accounts:create -- --platform <email> [--first-name <name>] [--last-name <name>]`: makes
// a platform administrator and emails them a link to choose their password. This is how a
// production deployment gets its first account (production seeds no demo accounts). Works on the
// embedded database in DATA_DIR (stop the server first) and on PostgreSQL (DATABASE_URL), where the
// server may keep running. The mail goes out before the command ends.
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { SET_PASSWORD_TTL_HOURS } from '@docapply/contracts';
import { isValidEmail, normaliseEmail } from '@docapply/rules';
import { createAppContext } from '@/compose';
import { runAsSystem } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { createLogger } from '@/logger';
import { createPlatformAdmin } from '@/modules/platform';
import { CommandError, runCommand, withServerDatabase } from './command';

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
  await withServerDatabase(async ({ db }, config) => {
    // Without a mail server (local mode only) the invitation is printed in the log: show it.
    const level = config.SMTP_URL && config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL;
    const log = createLogger({ LOG_LEVEL: level }) as unknown as FastifyBaseLogger;
    const ctx = createAppContext({ config, db, log });
    try {
      const result = await runAsSystem(ctx, 'accounts:create', async () => {
        try {
          return await createPlatformAdmin(input);
        } catch (error) {
          throw error instanceof AppError ? new CommandError(error.message) : error;
        }
      });
      await ctx.mailer.flush();
      console.log(
        [
          `${result.email} is a platform administrator${result.isNewAccount ? ' (a new account)' : ''}.`,
          result.isInvited
            ? `An email with a link to choose a password (valid ${SET_PASSWORD_TTL_HOURS} hours) was ${config.SMTP_URL ? 'sent' : 'printed above (SMTP_URL is not set)'}.`
            : `They were told by email${config.SMTP_URL ? '' : ' (printed above: SMTP_URL is not set)'} and sign in as before.`,
        ].join('\n'),
      );
    } finally {
      await ctx.mailer.stop();
      await ctx.live.close();
    }
  });
}

runCommand(main);
