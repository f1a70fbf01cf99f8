import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_STATUSES, type TApplicationSummary } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applicationStatusHistory, applications, hospitals } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { runChange } from '@/core/change';
import { findLatestFormForType } from '@/modules/forms';
import { getPractitionerType } from '@/modules/practitioner-types';
import { insertPrefilledResponse } from '@/modules/form-responses';
import { notFound } from '@/core/access/applications';
import { APPLICATION_MESSAGES } from '@/core/access/application-messages';
import { lockKey } from '@/core/locks';
import { toSummary } from '@/modules/application-state';

/**
 * POST /applications: the doctor's open application at the hospital if there is one (one per
 * doctor per hospital), else a new draft with its application and survey responses, answers
 * pre-filled from the doctor's profile.
 */
export async function createApplication(
  db: TDb,
  doctorId: string,
  hospitalId: string,
): Promise<{ summary: TApplicationSummary; isNew: boolean }> {
  const { row, isNew } = await runChange(
    async ({ tx, audit }) => {
      await lockKey(tx, `application:${doctorId}:${hospitalId}`);
      const [hospital] = await tx.select().from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
      if (!hospital) {
        throw notFound(APPLICATION_MESSAGES.hospitalNotFound);
      }
      const [open] = await tx
        .select()
        .from(applications)
        .where(
          and(
            // Note: the doctor's own open application only.
            eq(applications.doctorId, doctorId),
            eq(applications.hospitalId, hospitalId),
            inArray(applications.status, [...OPEN_STATUSES]),
          ),
        )
        .limit(1);
      if (open) {
        return { row: { application: open, hospital }, isNew: false };
      }
      if (!hospital.isOpen) {
        throw new AppError('CONFLICT', { message: APPLICATION_MESSAGES.hospitalClosed });
      }
      // Only the forms for the practitioner's type (issue 42).
      const { code: practitionerType } = await getPractitionerType(tx, doctorId);
      const forType = { hospitalId, practitionerType };
      const applicationForm = await findLatestFormForType(tx, { ...forType, kind: 'application' });
      if (!applicationForm) {
        throw new AppError('CONFLICT', { message: APPLICATION_MESSAGES.noApplicationForm });
      }
      const surveyForm = await findLatestFormForType(tx, { ...forType, kind: 'survey' });
      const [application] = await tx
        .insert(applications)
        .values({ doctorId, hospitalId, formVersion: applicationForm.version })
        .returning();
      await tx.insert(applicationStatusHistory).values({
        applicationId: application.id,
        fromStatus: null,
        toStatus: 'draft',
        actorId: doctorId,
        note: 'Application started',
      });
      for (const form of surveyForm ? [applicationForm, surveyForm] : [applicationForm]) {
        await insertPrefilledResponse(tx, { doctorId, applicationId: application.id, form });
      }
      await audit({
        actorId: doctorId,
        action: 'application.created',
        entity: 'application',
        entityId: application.id,
        applicationId: application.id,
        hospitalId,
        after: { status: application.status, formVersion: application.formVersion },
      });
      return { row: { application, hospital }, isNew: true };
    },
    { db },
  );
  return { summary: await toSummary(db, row), isNew };
}
