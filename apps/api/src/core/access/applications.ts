import { and, eq } from 'drizzle-orm';
import { hasAnyRole, EDITABLE_STATUSES } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications, hospitalAdmins, type hospitals } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { APPLICATION_MESSAGES } from './application-messages';

export type TApplicationRow = typeof applications.$inferSelect;
export type THospitalRow = typeof hospitals.$inferSelect;
export type TApplicationWithHospital = { application: TApplicationRow; hospital: THospitalRow };

declare const LOCKED: unique symbol;
/** An application row read by lockApplication: locked until the transaction that read it ends. */
export type TLockedApplication = TApplicationRow & { readonly [LOCKED]: true };

export function notFound(message: string = APPLICATION_MESSAGES.notFound): AppError {
  return new AppError('NOT_FOUND', { message });
}

/** The doctor's own application; another doctor's answers exactly like one that does not exist. */
export async function getOwnApplication(
  db: TDb,
  doctorId: string,
  applicationId: string,
): Promise<TApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    // Note: ownership is part of the query, so another doctor's application is simply "not found" (404).
    .where(and(eq(applications.id, applicationId), eq(applications.doctorId, doctorId)))
    .limit(1);
  if (!row) {
    throw notFound();
  }
  return row;
}

export function isEditableStatus(status: string): boolean {
  return (EDITABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * Answers, privileges, references and files change only while the doctor holds the application.
 * A write checks the row it locked (lockApplication) in its own transaction: checked before, the
 * application could be submitted between the check and the write.
 */
export function assertEditable(application: Pick<TApplicationRow, 'status'>): void {
  // Note: once submitted the hospital owns the application until it asks for information (409).
  if (!isEditableStatus(application.status)) {
    throw new AppError('CONFLICT', { message: APPLICATION_MESSAGES.notEditable });
  }
}

/**
 * Locks the application's row until the transaction ends and returns it as it is now. Every change
 * to an application's content, its submission and the office's decisions take this lock first, so
 * none acts on a state another has just changed (an autosave never lands on a submitted file).
 */
export async function lockApplication(tx: TDb, applicationId: string): Promise<TLockedApplication> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update')
    .limit(1);
  if (!row) {
    throw notFound();
  }
  return row as TLockedApplication;
}

export type TParticipant = { id: string; roles: readonly string[] };
export type TParticipantRole = 'doctor' | 'hospital_admin';

/**
 * The application when `user` takes part in it: its doctor, or an administrator of its hospital
 * once it was submitted. Everyone else, a platform administrator included, gets 404.
 */
export async function getParticipantApplication(
  db: TDb,
  user: TParticipant,
  applicationId: string,
): Promise<{ application: TApplicationRow; role: TParticipantRole }> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (row && row.doctorId === user.id) {
    return { application: row, role: 'doctor' };
  }
  // Note: a draft is the doctor's alone; a hospital sees an application from its submission on.
  if (row && row.status !== 'draft' && hasAnyRole(user.roles, ['hospital_admin'])) {
    const [admin] = await db
      .select({ id: hospitalAdmins.id })
      .from(hospitalAdmins)
      .where(and(eq(hospitalAdmins.userId, user.id), eq(hospitalAdmins.hospitalId, row.hospitalId)))
      .limit(1);
    if (admin) {
      return { application: row, role: 'hospital_admin' };
    }
  }
  throw notFound();
}
