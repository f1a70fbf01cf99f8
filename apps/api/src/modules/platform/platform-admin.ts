import { ADMIN_LINKS, SET_PASSWORD_TTL_HOURS, toSiteUrl } from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import { runChange } from '@/core/change';
import { AppError } from '@/lib/app-error';
import { createRandomToken } from '@/lib/secrets';
import { createSetPasswordToken } from '@/modules/auth';
import { hashPassword } from '@/core/users/passwords';
import { createUser, findUserByEmail, type TUserRow } from '@/core/users/users';
import { grantAdminRole } from './admins';
import { createPlatformAdminInviteMail, createPlatformAdminAccessMail } from './mails';
import { PLATFORM_API_MESSAGES } from './messages';

export type TCreatePlatformAdminInput = { email: string; firstName?: string; lastName?: string };
export type TCreatePlatformAdminResult = {
  email: string;
  isNewAccount: boolean;
  /** The account has no password yet: the mail holds a link to choose one. */
  isInvited: boolean;
};

const DEFAULT_NAME = { first: 'Platform', last: 'administrator' };

/**
 * `npm run accounts:create -- --platform <email>`: the account (new, or an administrator's who is
 * not one yet) becomes a platform administrator. Someone without a password gets a set-password
 * link; someone who signs in already is told by email. One change with its mail and audit row.
 */
export function createPlatformAdmin(input: TCreatePlatformAdminInput): Promise<TCreatePlatformAdminResult> {
  return runChange(async ({ ctx, audit, mail }) => {
    const email = normaliseEmail(input.email);
    const existing = await findUserByEmail(ctx.db, email);
    const user = existing ? await promote(ctx.db, existing) : await create(ctx.db, { ...input, email });
    const isInvited = user.emailVerifiedAt === null;
    if (isInvited) {
      const token = await createSetPasswordToken(ctx, user.id);
      await mail({
        to: user.email,
        ...createPlatformAdminInviteMail({
          link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.setPassword.getHref(token)),
          hours: SET_PASSWORD_TTL_HOURS,
        }),
      });
    } else {
      await mail({
        to: user.email,
        ...createPlatformAdminAccessMail({
          signInUrl: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.home.getHref()),
        }),
      });
    }
    await audit({
      actorId: null,
      action: 'platform.admin-created',
      entity: 'user',
      entityId: user.id,
      data: { email: user.email, isNewAccount: existing === null, by: 'accounts:create' },
      before: existing ? { roles: existing.roles } : null,
      after: { roles: [...new Set([...(existing?.roles ?? []), 'platform_admin'])] },
    });
    return { email: user.email, isNewAccount: existing === null, isInvited };
  });
}

async function create(
  db: Parameters<typeof createUser>[0],
  input: TCreatePlatformAdminInput,
): Promise<TUserRow> {
  const created = await createUser(db, {
    email: input.email,
    // Unusable until the emailed link sets a real one: a random secret nobody is told.
    passwordHash: await hashPassword(createRandomToken(32)),
    firstName: input.firstName?.trim() || DEFAULT_NAME.first,
    lastName: input.lastName?.trim() || DEFAULT_NAME.last,
    roles: ['platform_admin'],
  });
  if (!created) {
    throw new AppError('CONFLICT', { message: PLATFORM_API_MESSAGES.tryAgain });
  }
  return created;
}

async function promote(db: Parameters<typeof createUser>[0], user: TUserRow): Promise<TUserRow> {
  if (!(await grantAdminRole(db, user, 'platform_admin', PLATFORM_API_MESSAGES.disabledAccount))) {
    throw new AppError('CONFLICT', { message: PLATFORM_API_MESSAGES.platformAdminAlready });
  }
  return user;
}
