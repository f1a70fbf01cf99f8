import { asc, desc, eq } from 'drizzle-orm';
import type { TDoctorFppe } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { fppeSettings, fppes, hospitals, privileges } from '@/core/db/schema';
import { countEvaluations } from './views';

/**
 * GET /fppe: the practitioner's own FPPEs, newest first, as much as each hospital releases: what is
 * expected always; progress (a count, never an evaluator's words) and the conclusion if released.
 * The for-cause reason, evaluators and evaluations never.
 */
export async function listDoctorFppes(db: TDb, doctorId: string): Promise<TDoctorFppe[]> {
  const rows = await db
    .select({
      fppe: fppes,
      hospitalName: hospitals.name,
      privilegeName: privileges.name,
      release: fppeSettings.release,
    })
    .from(fppes)
    .innerJoin(hospitals, eq(hospitals.id, fppes.hospitalId))
    .innerJoin(privileges, eq(privileges.id, fppes.privilegeId))
    .leftJoin(fppeSettings, eq(fppeSettings.hospitalId, fppes.hospitalId))
    .where(eq(fppes.doctorId, doctorId))
    .orderBy(desc(fppes.startsOn), asc(privileges.name))
    .limit(500);
  const counts = await countEvaluations(
    db,
    rows.map((row) => row.fppe.id),
  );
  return rows.map(({ fppe, hospitalName, privilegeName, release }) => {
    const shown = release ?? 'progress-and-conclusion';
    const showConclusion = shown === 'progress-and-conclusion';
    return {
      id: fppe.id,
      hospitalName,
      privilegeName,
      method: fppe.method,
      cases: fppe.cases,
      startsOn: fppe.startsOn,
      dueOn: fppe.dueOn,
      evaluations: shown === 'expected' ? null : (counts.get(fppe.id)?.all ?? 0),
      state: showConclusion || fppe.state === 'open' ? fppe.state : 'completed',
      conclusion: showConclusion ? fppe.conclusion : null,
      conditions: showConclusion ? fppe.conditions : null,
    };
  });
}
