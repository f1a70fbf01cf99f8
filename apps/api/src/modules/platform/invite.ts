import {
  SET_PASSWORD_TTL_HOURS,
  type TInviteAdminRequest,
  type TInviteAdminResponse,
  ADMIN_LINKS,
  toSiteUrl,
} from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { createRandomToken } from '@/lib/secrets';
import { writeAudit } from '@/core/audit';
import { createSetPasswordToken } from '@/modules/auth';
import { hashPassword } from '@/core/users/passwords';
import { createUser, findUserByEmail, type TUserRow } from '@/core/users/users';
import { addAdminHospitals, findHospitalsOrFail, getAdmin, grantAdminRole } from './admins';
import { createAdminAccessMail, createAdminInviteMail } from './mails';
import { PLATFORM_API_MESSAGES } from './messages';

/** The account to invite: a new one (with a password nobody knows) or the existing admin's. */
async function findOrCreateAdmin(ctx: TAppContext, input: TInviteAdminRequest): Promise<TUserRow> {
  const email = normaliseEmail(input.email);
  let existing = await findUserByEmail(ctx.db, email);
  if (!existing) {
    const created = await createUser(ctx.db, {
      email,
      // Unusable until the invitation's link sets a real one: a random secret nobody is told.
      passwordHash: await hashPassword(createRandomToken(32)),
      firstName: input.firstName,
      lastName: input.lastName,
      roles: ['hospital_admin'],
    });
    if (created) {
      return created;
    }
    // Someone registered this email at the same moment: judge that account like any existing one.
    existing = await findUserByEmail(ctx.db, email);
    if (!existing) {
      throw new AppError('CONFLICT', { message: PLATFORM_API_MESSAGES.tryAgain });
    }
  }
  await grantAdminRole(ctx.db, existing, 'hospital_admin', PLATFORM_API_MESSAGES.disabledAdmin);
  return existing;
}

/**
 * POST /platform/admins/invite: the account gets the hospitals. Someone who has not set a
 * password yet gets a (new) set-password link; an admin who already signs in is told by email.
 */
export async function inviteAdmin(app: TAppContext, options: TInviteOptions): Promise<TInviteAdminResponse> {
  // One change: the account, its hospitals, the link, the email and the audit row.
  return runChange((change) => storeInvitation(change.ctx, options), { db: app.db });
}

type TInviteOptions = { actor: TUserRow; input: TInviteAdminRequest };

async function storeInvitation(ctx: TAppContext, options: TInviteOptions): Promise<TInviteAdminResponse> {
  const { actor, input } = options;
  const hospitalList = await findHospitalsOrFail(ctx.db, input.hospitalIds);
  const existedBefore = (await findUserByEmail(ctx.db, input.email)) !== null;
  const user = await findOrCreateAdmin(ctx, input);
  await addAdminHospitals(
    ctx.db,
    user.id,
    hospitalList.map((hospital) => hospital.id),
  );
  const hospitalNames = hospitalList.map((hospital) => hospital.name);
  const isPending = user.emailVerifiedAt === null;
  if (isPending) {
    const token = await createSetPasswordToken(ctx, user.id);
    const link = toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.setPassword.getHref(token));
    await ctx.mailer.queue({
      to: user.email,
      ...createAdminInviteMail({
        firstName: user.firstName,
        hospitalNames,
        link,
        hours: SET_PASSWORD_TTL_HOURS,
      }),
    });
  } else {
    await ctx.mailer.queue({
      to: user.email,
      ...createAdminAccessMail({
        firstName: user.firstName,
        hospitalNames,
        signInUrl: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.home.getHref()),
      }),
    });
  }
  await writeAudit(ctx.db, {
    actorId: actor.id,
    action: 'platform.admin-invited',
    entity: 'user',
    entityId: user.id,
    data: { email: user.email, isNewAccount: !existedBefore },
    before: null,
    after: { hospitals: hospitalNames },
  });
  const message = !isPending
    ? PLATFORM_API_MESSAGES.accessGranted
    : existedBefore
      ? PLATFORM_API_MESSAGES.reinvited
      : PLATFORM_API_MESSAGES.invited;
  return { admin: await getAdmin(ctx.db, user.id), message };
}
