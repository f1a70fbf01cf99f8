import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TApplicationVerification, TResolveScreening } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { exclusionScreenings, verificationItems } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { getAdminApplication } from '@/core/access/admin-application';
import { writeAudit } from '@/core/audit';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { writeVerification, buildApplicationVerification } from '@/modules/verification';
import { describeListSource } from './columns';

export const SCREENING_MESSAGES = {
  notFound: 'Screening not found.',
  notPossible: 'Only a possible match can be confirmed or dismissed.',
  resolved: 'This possible match was already resolved.',
  replaced: 'A newer screening against this list replaced this one.',
} as const;

/**
 * The application's exclusion alert, recomputed: true while the latest screening of either list is
 * a hit or a possible match not dismissed (unresolved, or confirmed as the doctor).
 */
export async function refreshExclusionAlert(db: TDb, applicationId: string): Promise<void> {
  await db.execute(sql`
    update applications a set exclusion_alert = exists (
      select 1 from (values ('oig'), ('sam')) l(source)
      cross join lateral (
        select x.result, x.resolution from exclusion_screenings x
        where x.application_id = a.id and x.source = l.source
        order by x.screened_at desc limit 1
      ) latest
      where latest.result = 'hit' or (latest.result = 'possible' and latest.resolution is distinct from 'dismissed'))
    where a.id = ${applicationId}`);
}

async function findOpenScreening(db: TDb, applicationId: string, screeningId: string) {
  const [screening] = isUuid(screeningId)
    ? await db
        .select()
        .from(exclusionScreenings)
        .where(
          and(eq(exclusionScreenings.id, screeningId), eq(exclusionScreenings.applicationId, applicationId)),
        )
    : [];
  if (!screening) {
    throw new AppError('NOT_FOUND', { message: SCREENING_MESSAGES.notFound });
  }
  if (screening.result !== 'possible') {
    throw new AppError('CONFLICT', { message: SCREENING_MESSAGES.notPossible });
  }
  if (screening.resolution) {
    throw new AppError('CONFLICT', { message: SCREENING_MESSAGES.resolved });
  }
  const [latest] = await db
    .select({ id: exclusionScreenings.id })
    .from(exclusionScreenings)
    .where(
      and(
        eq(exclusionScreenings.applicationId, applicationId),
        eq(exclusionScreenings.source, screening.source),
      ),
    )
    .orderBy(desc(exclusionScreenings.screenedAt))
    .limit(1);
  if (latest?.id !== screening.id) {
    throw new AppError('CONFLICT', { message: SCREENING_MESSAGES.replaced });
  }
  return screening;
}

/**
 * POST /admin/applications/{id}/screenings/{screeningId}/resolve: an admin of the application's
 * hospital decides a possible match with a note. Dismissed (not the doctor): the list's item is
 * verified by that admin with the note, and the same list row is not raised again. Confirmed: the
 * item is a discrepancy and the alert stays. The screening, the item, its history, the alert and the
 * audit row are written in one transaction.
 */
export async function resolveScreening(
  ctx: TAppContext,
  options: {
    user: TUserRow;
    applicationId: string;
    screeningId: string;
    input: TResolveScreening;
  },
): Promise<TApplicationVerification> {
  const { user, applicationId, screeningId, input } = options;
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const { application } = await getAdminApplication(ctx.db, user, applicationId);
  const screening = await findOpenScreening(ctx.db, applicationId, screeningId);
  const resolverName = `${user.firstName} ${user.lastName}`;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as TDb;
    const [resolved] = await db
      .update(exclusionScreenings)
      .set({
        resolution: input.resolution,
        resolvedBy: user.id,
        resolvedByLabel: resolverName,
        resolvedAt: new Date(),
        resolutionNote: input.note,
      })
      .where(and(eq(exclusionScreenings.id, screening.id), isNull(exclusionScreenings.resolution)))
      .returning({ id: exclusionScreenings.id });
    if (!resolved) {
      // Another admin decided it a moment earlier.
      throw new AppError('CONFLICT', { message: SCREENING_MESSAGES.resolved });
    }
    const [item] = await db
      .select()
      .from(verificationItems)
      .where(
        and(eq(verificationItems.applicationId, applicationId), eq(verificationItems.key, screening.source)),
      );
    if (item) {
      await writeVerification(
        db,
        { applicationId, itemId: item.id },
        {
          state: input.resolution === 'dismissed' ? 'verified' : 'discrepancy',
          source: describeListSource(screening.source, screening.listDate),
          verifiedAt: new Date(),
          verifiedBy: user.id,
          verifiedByLabel: resolverName,
          note: input.note,
          checks: item.checks,
          evidenceRecord: item.evidenceRecord,
          evidenceContentType: item.evidenceContentType,
        },
      );
    }
    await refreshExclusionAlert(db, applicationId);
    await writeAudit(db, {
      actorId: user.id,
      action: `exclusion.match-${input.resolution}`,
      entity: 'exclusion_screenings',
      entityId: screening.id,
      applicationId,
      data: { source: screening.source, listDate: screening.listDate, note: input.note },
    });
  });
  return buildApplicationVerification(ctx.db, application);
}
