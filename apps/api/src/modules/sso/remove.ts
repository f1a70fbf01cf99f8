import { eq } from 'drizzle-orm';
import type { TSsoSettings } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { identityProviders, ssoLogins } from '@/core/db/schema';
import { getManagedHospital } from '@/core/access/managed-hospital';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { SSO_MESSAGES } from './messages';
import { toAudited, toSettings } from './settings';

/**
 * DELETE /admin/hospitals/{hospitalId}/sso: the provider goes, and with it the switch that turned
 * password sign-in off (findRequiredProvider reads it from the provider's row), so the hospital's
 * admins sign in with their passwords again. Sign-ins still at the provider end with it. Accounts
 * made by single sign-on stay; their people set a password through "Forgot password?".
 * Note: getManagedHospital lets in the hospital's own admins and platform admins; any other hospital is 404.
 */
export async function deleteSsoSettings(
  ctx: TAppContext,
  { user, hospitalId }: { user: TUserRow; hospitalId: string },
): Promise<TSsoSettings> {
  const hospital = await getManagedHospital(ctx.db, user, hospitalId);
  await runChange(async ({ tx, audit }) => {
    const [removed] = await tx
      .delete(identityProviders)
      .where(eq(identityProviders.hospitalId, hospitalId))
      .returning();
    if (!removed) {
      throw new AppError('NOT_FOUND', { message: SSO_MESSAGES.notConfigured });
    }
    await tx.delete(ssoLogins).where(eq(ssoLogins.hospitalId, hospitalId));
    await audit({
      actorId: user.id,
      action: 'hospital.sso-settings-removed',
      entity: 'hospital',
      entityId: hospitalId,
      hospitalId,
      before: toAudited(removed),
    });
  });
  return toSettings(ctx, hospital, undefined);
}
