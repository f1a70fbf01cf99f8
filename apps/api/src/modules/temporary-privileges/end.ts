import { and, eq } from 'drizzle-orm';
import { TEMPORARY_PRIVILEGE_MESSAGES as MESSAGES, type TTemporaryPrivilegeGrant } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { isUuid } from '@/core/files/application-access';
import { temporaryPrivileges } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { closeGrant } from './close';
import { listGrants } from './views';

/**
 * POST /admin/applications/{id}/temporary-privileges/{grantId}/end: the office ends a grant in force
 * before its last day, saying why (kept with the grant; the doctor is told they ended, not the reason).
 */
export async function endTemporaryPrivileges(
  ctx: TAppContext,
  admin: TUserRow,
  { applicationId, grantId, reason }: { applicationId: string; grantId: string; reason: string },
): Promise<TTemporaryPrivilegeGrant> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  const { application } = await getAdminApplication(ctx.db, admin, applicationId);
  const notFound = () => new AppError('NOT_FOUND', { message: MESSAGES.notFound });
  if (!isUuid(grantId)) {
    throw notFound();
  }
  await runChange(
    async (change) => {
      const [grant] = await change.tx
        .select()
        .from(temporaryPrivileges)
        // Note: the grant must be this application's; another's reads as missing.
        .where(
          and(eq(temporaryPrivileges.id, grantId), eq(temporaryPrivileges.applicationId, application.id)),
        )
        .for('update');
      if (!grant) {
        throw notFound();
      }
      const isClosed = await closeGrant(change, {
        grant,
        state: 'ended',
        endedBy: admin.id,
        endReason: reason.trim(),
        how: { kind: 'office' },
        doctorUrl: ctx.config.DOCTOR_URL,
      });
      if (!isClosed) {
        throw new AppError('CONFLICT', { message: MESSAGES.notActive });
      }
    },
    { db: ctx.db },
  );
  const grants = await listGrants(ctx.db, application.id);
  const ended = grants.find((grant) => grant.id === grantId);
  if (!ended) {
    throw notFound();
  }
  return ended;
}
