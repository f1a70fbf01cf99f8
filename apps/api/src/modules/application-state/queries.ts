import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  TApplicationSearchResult,
  TApplicationStatus,
  TApplicationStatusReport,
  TApplicationSummary,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications, hospitals } from '@/core/db/schema';
import { getOwnApplication } from '@/core/access/applications';
import { storeProgressIfChanged } from './progress';
import { buildStatusReport } from './status-report';
import { toSummaries, toSummary, type TApplicationWithHospital } from './summaries';

/** What a list row shows (summaries.ts), not the whole application and hospital. */
const SUMMARY_COLUMNS = {
  application: {
    id: applications.id,
    status: applications.status,
    progress: applications.progress,
    createdAt: applications.createdAt,
    updatedAt: applications.updatedAt,
    submittedAt: applications.submittedAt,
  },
  hospital: { id: hospitals.id, name: hospitals.name },
};

function selectWithHospital(db: TDb) {
  return db
    .select(SUMMARY_COLUMNS)
    .from(applications)
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId));
}

export async function getOwnApplicationWithHospital(
  db: TDb,
  doctorId: string,
  applicationId: string,
): Promise<TApplicationWithHospital> {
  const application = await getOwnApplication(db, doctorId, applicationId);
  const [hospital] = await db.select().from(hospitals).where(eq(hospitals.id, application.hospitalId));
  return { application, hospital };
}

/** GET /applications/all/hospitals: every application of this doctor, newest first. */
export async function listOwnApplications(db: TDb, doctorId: string): Promise<TApplicationSummary[]> {
  const rows = await selectWithHospital(db)
    // Note: only the caller's applications.
    .where(eq(applications.doctorId, doctorId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return toSummaries(db, rows);
}

/** GET /applications/getApplicationByType: the doctor's latest application at that hospital, or null. */
export async function findLatestOwnApplication(
  db: TDb,
  doctorId: string,
  hospitalId: string,
): Promise<TApplicationSummary | null> {
  const [row] = await selectWithHospital(db)
    .where(and(eq(applications.doctorId, doctorId), eq(applications.hospitalId, hospitalId)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1);
  return row ? toSummary(db, row) : null;
}

export type TSearchInput = {
  q?: string;
  status: TApplicationStatus[];
  hospitalId?: string;
  page: number;
  pageSize: number;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** GET /applications/search: the doctor's applications filtered, newest first, one page. */
export async function searchOwnApplications(
  db: TDb,
  doctorId: string,
  input: TSearchInput,
): Promise<TApplicationSearchResult> {
  const conditions: SQL[] = [eq(applications.doctorId, doctorId)];
  if (input.status.length > 0) {
    conditions.push(inArray(applications.status, input.status));
  }
  if (input.hospitalId) {
    conditions.push(eq(applications.hospitalId, input.hospitalId));
  }
  if (input.q) {
    conditions.push(ilike(hospitals.name, `%${escapeLike(input.q)}%`));
  }
  const where = and(...conditions);
  // The total rides on each row of the page (a window count over the filtered rows), so a page is
  // one statement; only a page past the end, which has no row to carry it, counts on its own.
  const rows = await db
    .select({ ...SUMMARY_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(applications)
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const total =
    rows[0]?.total ??
    (input.page > 1
      ? (
          await db
            .select({ total: count() })
            .from(applications)
            .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
            .where(where)
        )[0].total
      : 0);
  return { data: await toSummaries(db, rows), total, page: input.page, pageSize: input.pageSize };
}

/** GET /formsResponse/status: the submit checklist of the doctor's own application. */
export async function getApplicationStatusReport(
  db: TDb,
  doctorId: string,
  applicationId: string,
): Promise<TApplicationStatusReport> {
  const { application, hospital } = await getOwnApplicationWithHospital(db, doctorId, applicationId);
  const report = await buildStatusReport(db, application, hospital.minReferences);
  await storeProgressIfChanged(db, application, report);
  return report;
}
