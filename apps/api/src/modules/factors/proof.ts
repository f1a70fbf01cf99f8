import {
  ADMIN_LINKS,
  DOCTOR_LINKS,
  FACTOR_MESSAGES,
  hasAnyRole,
  toSiteUrl,
  type TFactorProof,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import { verifyPassword } from '@/core/users/passwords';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { getSignInCodeKey, isThrottled, rejectSignInAttempt } from '@/modules/auth';
import { createRecoveryCodeUsedMail } from './mails';
import { countRecoveryCodesLeft, useRecoveryCode } from './recovery-codes';
import { useTotpCode } from './totp';

const TOTP_CODE = /^\d{6}$/;

/** The owner's Account security page, on the site they use (the factor mails' link). */
export function getSecurityUrl(ctx: TAppContext, user: TUserRow): string {
  return hasAnyRole(user.roles, ['platform_admin', 'hospital_admin'])
    ? toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.security.getHref())
    : toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.security.getHref());
}

/**
 * A code of the account's authenticator app, or one of its recovery codes. False when it is neither.
 */
function useSecondFactorCode(ctx: TAppContext, user: TUserRow, code: string): Promise<boolean> {
  return TOTP_CODE.test(code)
    ? useTotpCode(ctx, user.id, code, { isSetUp: true })
    : useRecoveryCodeAndTell(ctx, user, code);
}

/** One of the account's recovery codes, used up; its audit row and the owner's mail commit with it. */
export function useRecoveryCodeAndTell(ctx: TAppContext, user: TUserRow, code: string): Promise<boolean> {
  return runChange(async (change) => {
    if (!(await useRecoveryCode(change.ctx, user.id, code))) {
      return false;
    }
    const codesLeft = await countRecoveryCodesLeft(change.tx, user.id);
    await change.audit({
      actorId: user.id,
      action: 'auth.recovery-code-used',
      entity: 'user',
      entityId: user.id,
      data: { codesLeft },
    });
    await change.mail({
      to: user.email,
      ...createRecoveryCodeUsedMail({
        firstName: user.firstName,
        codesLeft,
        securityUrl: getSecurityUrl(ctx, user),
      }),
    });
    return true;
  });
}

/**
 * Note: removing a factor or replacing the recovery codes takes the password or a current second
 * factor, not only a session (a borrowed unlocked computer). Wrong tries count with wrong sign-in
 * codes (SIGN_IN_CODE_RULE), written outside any change so that they stay.
 */
export async function requireProof(ctx: TAppContext, user: TUserRow, proof: TFactorProof): Promise<void> {
  if (await isThrottled(ctx.db, [getSignInCodeKey(user.id)])) {
    throw new AppError('TOO_MANY_REQUESTS', { message: AUTH_MESSAGES.tooManyAttempts });
  }
  const isProven = proof.password
    ? await verifyPassword(user.passwordHash, proof.password)
    : await useSecondFactorCode(ctx, user, proof.code ?? '');
  if (!isProven) {
    await rejectSignInAttempt(ctx, user.id, {
      field: proof.password ? 'password' : 'code',
      message: FACTOR_MESSAGES.proofInvalid,
    });
  }
}
