import { eq, inArray } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '@/core/access/application-messages';
import type { TDb } from '@/core/db/client';
import {
  applications,
  decisionFiles,
  decisionStepMembers,
  decisionSteps,
  hospitalAdmins,
  hospitals,
} from '@/core/db/schema';
import { isHospitalAdmin, isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import type { TFileRow } from './flow';
import type { TStepRow } from './route';

/** A file in the route as one user may see it, with what that user is at its steps. */
export type TFileAccess = {
  file: TFileRow;
  application: typeof applications.$inferSelect;
  hospital: typeof hospitals.$inferSelect;
  /** The step the file is at (for a decided file, the one that decided). */
  step: TStepRow;
  /** The hospital's administrators run the route: they see every file and every step. */
  isOffice: boolean;
  /** The steps of this hospital the user sits on, with whether they chair each. */
  seats: { stepId: string; position: number; isChair: boolean }[];
  /** How far along the route the user may read: the office everything, a member up to their highest step. */
  visibleUpTo: number;
};

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: APPLICATION_MESSAGES.notFound });
}

type TSeat = Awaited<ReturnType<typeof listSeats>>[number];

/** The user's seats at the file's hospital that the file has reached (at or before its step). */
function seatsReaching(
  seats: readonly TSeat[],
  row: { hospital: { id: string }; step: { position: number } },
): TSeat[] {
  return seats.filter((seat) => seat.hospitalId === row.hospital.id && seat.position <= row.step.position);
}

/** The steps (of any hospital) the user sits on. */
export async function listSeats(db: TDb, userId: string) {
  return db
    .select({
      stepId: decisionSteps.id,
      hospitalId: decisionSteps.hospitalId,
      position: decisionSteps.position,
      isChair: decisionStepMembers.isChair,
    })
    .from(decisionStepMembers)
    .innerJoin(decisionSteps, eq(decisionSteps.id, decisionStepMembers.stepId))
    .where(eq(decisionStepMembers.userId, userId));
}

/**
 * Note: the one rule of who reads a file in the route. The hospital's administrators; a member of
 * one of its steps once the file has reached that step (a chair does not see the files still with
 * verification, nor the board's before the committees'). Anyone else 404, as if it did not exist.
 */
export async function getFileAccess(db: TDb, user: TUserRow, applicationId: string): Promise<TFileAccess> {
  const row = isUuid(applicationId) ? await loadFile(db, applicationId) : null;
  if (!row) {
    throw notFound();
  }
  const isOffice =
    user.roles.includes('hospital_admin') && (await isHospitalAdmin(db, user.id, row.hospital.id));
  const seats = seatsReaching(await listSeats(db, user.id), row);
  if (!isOffice && seats.length === 0) {
    throw notFound();
  }
  return {
    ...row,
    isOffice,
    seats,
    visibleUpTo: isOffice ? Number.MAX_SAFE_INTEGER : Math.max(...seats.map((seat) => seat.position)),
  };
}

/** A file in the route with its application, hospital and step; null when it is not in one. */
export async function loadFile(db: TDb, applicationId: string) {
  const [row] = await db
    .select({ file: decisionFiles, application: applications, hospital: hospitals, step: decisionSteps })
    .from(decisionFiles)
    .innerJoin(applications, eq(applications.id, decisionFiles.applicationId))
    .innerJoin(hospitals, eq(hospitals.id, decisionFiles.hospitalId))
    .innerJoin(decisionSteps, eq(decisionSteps.id, decisionFiles.stepId))
    .where(eq(decisionFiles.applicationId, applicationId));
  return row ?? null;
}

/** The file as the system reads it (a job): the office's view, no seats. */
export async function getSystemFileAccess(db: TDb, applicationId: string): Promise<TFileAccess | null> {
  const row = await loadFile(db, applicationId);
  return row ? { ...row, isOffice: true, seats: [], visibleUpTo: Number.MAX_SAFE_INTEGER } : null;
}

/** The files a user may list: all of the hospitals they administer, and those at or past their steps. */
export async function listVisibleFiles(db: TDb, user: TUserRow) {
  const seats = await listSeats(db, user.id);
  const office = new Set(
    user.roles.includes('hospital_admin')
      ? (
          await db
            .select({ hospitalId: hospitalAdmins.hospitalId })
            .from(hospitalAdmins)
            .where(eq(hospitalAdmins.userId, user.id))
        ).map((row) => row.hospitalId)
      : [],
  );
  const hospitalIds = [...new Set([...office, ...seats.map((seat) => seat.hospitalId)])];
  if (hospitalIds.length === 0) {
    return [];
  }
  const rows = await db
    .select({ file: decisionFiles, application: applications, hospital: hospitals, step: decisionSteps })
    .from(decisionFiles)
    .innerJoin(applications, eq(applications.id, decisionFiles.applicationId))
    .innerJoin(hospitals, eq(hospitals.id, decisionFiles.hospitalId))
    .innerJoin(decisionSteps, eq(decisionSteps.id, decisionFiles.stepId))
    .where(inArray(decisionFiles.hospitalId, hospitalIds));
  return rows
    .filter((row) => office.has(row.hospital.id) || seatsReaching(seats, row).length > 0)
    .map((row) => ({
      ...row,
      isOffice: office.has(row.hospital.id),
      seats: seatsReaching(seats, row),
    }));
}
