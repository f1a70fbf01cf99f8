import { REQUEST_MESSAGES, type TAdminResendResponse, type TRequestKind } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { resendRequest } from '@/modules/references';
import { findRequest } from '@/modules/application-state';
import type { TUserRow } from '@/core/users/users';
import { getAdminApplication } from '@/core/access/admin-application';

/** POST /admin/applications/{id}/{references|coverage}/{requestId}/resend. */
export async function resendAdminRequest(
  ctx: TAppContext,
  admin: TUserRow,
  { kind, applicationId, requestId }: { kind: TRequestKind; applicationId: string; requestId: string },
): Promise<TAdminResendResponse> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  const { application } = await getAdminApplication(ctx.db, admin, applicationId);
  const row = await findRequest(ctx.db, kind, requestId);
  // Note: the request must be this application's; another's reads as missing.
  if (!row || row.applicationId !== application.id) {
    throw new AppError('NOT_FOUND', {
      message: kind === 'reference' ? 'Reference not found.' : 'Covering physician not found.',
    });
  }
  const view = await resendRequest(ctx, kind, row, application.id, { actorId: admin.id });
  // An unanswered request has no answers yet.
  return { data: { ...view, answers: null }, message: REQUEST_MESSAGES.resent };
}
