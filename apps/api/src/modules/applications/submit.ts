import { and, eq, isNull } from 'drizzle-orm';
import type { TApplicationSummary } from '@docapply/contracts';
import type { TAppContext } from '@/app-context';
import type { TDb } from '@/db/client';
import { hospitalAdmins, users } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import type { TUserRow } from '@/modules/users/users';
import { assertEditable } from './access';
import { createNewApplicationMail, createSubmittedMail } from './mails';
import { APPLICATION_MESSAGES } from './messages';
import { getOwnApplicationWithHospital } from './queries';
import { buildStatusReport, toMissingFields } from './status-report';
import { toSummary } from './summaries';
import { transitionApplication } from './transition';

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** The hospital's administrators' addresses (enabled accounts only). */
export async function listHospitalAdminEmails(db: TDb, hospitalId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(hospitalAdmins)
    .innerJoin(users, eq(users.id, hospitalAdmins.userId))
    .where(and(eq(hospitalAdmins.hospitalId, hospitalId), isNull(users.disabledAt)))
    .orderBy(users.email);
  return rows.map((row) => row.email);
}

/**
 * POST /applications/{id}/submit: the attestation (the doctor's full name typed; the date is the
 * server's), the same completeness rules as the browser, then draft -> applied (or, after a
 * request for information, back to in-review), and the emails.
 */
export async function submitApplication(
  ctx: TAppContext,
  doctor: TUserRow,
  applicationId: string,
  attestationName: string,
): Promise<TApplicationSummary> {
  const { application, hospital } = await getOwnApplicationWithHospital(ctx.db, doctor.id, applicationId);
  assertEditable(application);
  const fullName = `${doctor.firstName} ${doctor.lastName}`;
  if (normaliseName(attestationName) !== normaliseName(fullName)) {
    throw new AppError('VALIDATION', {
      message: APPLICATION_MESSAGES.attestationMismatch,
      fields: { attestationName: APPLICATION_MESSAGES.attestationMismatch },
    });
  }
  const report = await buildStatusReport(ctx.db, application, hospital.minReferences);
  if (!report.canSubmit) {
    throw new AppError('INCOMPLETE', {
      message: `${APPLICATION_MESSAGES.incomplete}: ${report.missing.join('; ')}`,
      fields: toMissingFields(report),
    });
  }
  const isResubmission = application.status === 'information-requested';
  const signedAt = new Date();
  const updated = await transitionApplication(ctx.db, {
    applicationId: application.id,
    to: isResubmission ? 'in-review' : 'applied',
    actorId: doctor.id,
    note: isResubmission ? 'Resubmitted by the doctor' : 'Submitted by the doctor',
    set: {
      submittedAt: signedAt,
      attestation: { name: attestationName.trim(), signedAt: signedAt.toISOString() },
    },
  });

  await ctx.mailer.queue({
    to: doctor.email,
    ...createSubmittedMail({
      firstName: doctor.firstName,
      hospitalName: hospital.name,
      isResubmission,
      link: `${ctx.config.DOCTOR_URL}my/application/${application.id}`,
    }),
  });
  for (const email of await listHospitalAdminEmails(ctx.db, hospital.id)) {
    await ctx.mailer.queue({
      to: email,
      ...createNewApplicationMail({
        doctorName: fullName,
        hospitalName: hospital.name,
        isResubmission,
        link: `${ctx.config.ADMIN_URL}applications/${application.id}`,
      }),
    });
  }
  return toSummary(ctx.db, { application: updated, hospital });
}
