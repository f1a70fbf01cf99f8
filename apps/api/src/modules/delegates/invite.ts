import {
  DELEGATE_MESSAGES,
  DOCTOR_LINKS,
  SET_PASSWORD_TTL_HOURS,
  type TInviteDelegateRequest,
  type TInviteDelegateResponse,
  toSiteUrl,
} from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import type { TAppContext } from '@/core/context';
import { delegations } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { createRandomToken } from '@/lib/secrets';
import { writeAudit } from '@/core/audit';
import { createSetPasswordToken } from '@/modules/auth';
import { hashPassword } from '@/core/users/passwords';
import { createUser, findUserByEmail, type TUserRow } from '@/core/users/users';
import { toDelegate } from './delegates';
import { createDelegateAccessMail, createDelegateInviteMail } from './mails';

function emailConflict(message: string): AppError {
  return new AppError('CONFLICT', { message, fields: { email: message } });
}

/** The delegate's own account: a new one (a password nobody knows until the link) or theirs. */
async function findOrCreateDelegate(ctx: TAppContext, input: TInviteDelegateRequest): Promise<TUserRow> {
  const email = normaliseEmail(input.email);
  const existing =
    (await findUserByEmail(ctx.db, email)) ??
    (await createUser(ctx.db, {
      email,
      passwordHash: await hashPassword(createRandomToken(32)),
      firstName: input.firstName,
      lastName: input.lastName,
      roles: ['delegate'],
    })) ??
    // Someone registered this email at the same moment: judge that account like any existing one.
    (await findUserByEmail(ctx.db, email));
  // Note: a doctor's or an administrator's account never acts for another doctor; a delegate's
  // account is only ever a delegate's, so the roles never mix.
  if (!existing || existing.disabledAt || existing.roles.some((role) => role !== 'delegate')) {
    throw emailConflict(DELEGATE_MESSAGES.otherAccount);
  }
  return existing;
}

/**
 * POST /delegates: the doctor invites someone to fill their drafts. A new person gets a
 * set-password link on the portal; someone who already signs in as a delegate is told by email.
 */
export async function inviteDelegate(
  ctx: TAppContext,
  options: { doctor: TUserRow; input: TInviteDelegateRequest },
): Promise<TInviteDelegateResponse> {
  const { doctor, input } = options;
  if (normaliseEmail(input.email) === doctor.email) {
    throw new AppError('VALIDATION', {
      message: DELEGATE_MESSAGES.ownEmail,
      fields: { email: DELEGATE_MESSAGES.ownEmail },
    });
  }
  const delegate = await findOrCreateDelegate(ctx, input);
  const doctorName = `${doctor.firstName} ${doctor.lastName}`.trim();
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(delegations)
      .values({ doctorId: doctor.id, delegateId: delegate.id, email: delegate.email })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      throw emailConflict(DELEGATE_MESSAGES.alreadyDelegate);
    }
    const txCtx = { ...ctx, db: tx };
    const mail = delegate.emailVerifiedAt
      ? createDelegateAccessMail({
          firstName: delegate.firstName,
          doctorName,
          signInUrl: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.login.getHref()),
        })
      : createDelegateInviteMail({
          firstName: delegate.firstName,
          doctorName,
          link: toSiteUrl(
            ctx.config.DOCTOR_URL,
            DOCTOR_LINKS.setPassword.getHref(await createSetPasswordToken(txCtx, delegate.id)),
          ),
          hours: SET_PASSWORD_TTL_HOURS,
        });
    await ctx.mailer.queue({ to: delegate.email, ...mail }, { db: tx });
    await writeAudit(tx, {
      actorId: doctor.id,
      action: 'delegate.invited',
      entity: 'delegation',
      entityId: created.id,
      data: { email: delegate.email },
    });
    return created;
  });
  ctx.mailer.wake();
  return { delegate: toDelegate(row, delegate), message: DELEGATE_MESSAGES.invited };
}
