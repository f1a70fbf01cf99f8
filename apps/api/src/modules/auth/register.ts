import type { TRegisterRequest } from '@docapply/contracts';
import { ADMIN_LINKS, DOCTOR_LINKS, toSiteUrl } from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { writeAudit } from '@/core/audit';
import { createAccountExistsMail } from '@/core/outbox/templates';
import { hashPassword, requireStrongPassword } from '@/core/users/passwords';
import { createUser, findUserByEmail } from '@/core/users/users';
import { sendVerificationEmail } from './email-verification';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import { requireSelectablePractitionerType } from '@/modules/practitioner-types';
import { VERIFY_MAIL_RULE, isThrottled, recordAttempt } from './throttle';

/**
 * Registers a doctor. A taken email gets the same answer (and about the same time: the password
 * is hashed either way); its owner is told by email instead, so nobody learns who has an account.
 */
export async function registerDoctor(ctx: TAppContext, input: TRegisterRequest) {
  const email = normaliseEmail(input.email);
  await requireStrongPassword(input.password, [email, input.firstName, input.lastName]);
  const practitionerType = await requireSelectablePractitionerType(ctx.db, {
    code: input.practitionerType,
    field: 'practitionerType',
  });
  const passwordHash = await hashPassword(input.password);
  // One change: the account, its audit row and the email commit together.
  return runChange((change) =>
    storeRegistration(change.ctx, { input: { ...input, practitionerType }, email, passwordHash }),
  );
}

async function storeRegistration(
  ctx: TAppContext,
  { input, email, passwordHash }: { input: TRegisterRequest; email: string; passwordHash: string },
) {
  const created = await createUser(ctx.db, {
    email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    roles: ['doctor'],
    practitionerType: input.practitionerType,
  });
  if (created) {
    await writeAudit(ctx.db, {
      actorId: created.id,
      action: 'auth.register',
      entity: 'user',
      entityId: created.id,
      before: null,
      after: {
        email: created.email,
        firstName: created.firstName,
        lastName: created.lastName,
        phone: created.phone,
        roles: created.roles,
        practitionerType: created.practitionerType,
      },
    });
    await sendVerificationEmail(ctx, created);
  } else {
    const existing = await findUserByEmail(ctx.db, email);
    const mailKey = `exists-mail:${existing?.id}`;
    if (existing && !(await isThrottled(ctx.db, [mailKey]))) {
      await recordAttempt(ctx.db, mailKey, VERIFY_MAIL_RULE);
      const isDoctor = existing.roles.includes('doctor');
      const signInUrl = isDoctor
        ? toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.login.getHref())
        : toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.home.getHref());
      await writeAudit(ctx.db, {
        actorId: null,
        action: 'auth.register-existing',
        entity: 'user',
        entityId: existing.id,
      });
      await ctx.mailer.queue({
        to: existing.email,
        ...createAccountExistsMail({ firstName: existing.firstName, signInUrl }),
      });
    }
  }
  return { message: AUTH_MESSAGES.registered, email };
}
