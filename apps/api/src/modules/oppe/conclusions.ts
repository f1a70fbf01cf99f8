import { sql } from 'drizzle-orm';
import type { TDoctorOppeConclusions } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { selectRows } from './sql-rows';

/**
 * GET /oppe/conclusions: the doctor's own conclusions, at the hospitals whose setting releases them
 * (the default). Note: the doctor's own only, never a value, a distribution or the chair's comment
 * (peer-review material stays with the office and the committees).
 */
export async function listDoctorOppeConclusions(db: TDb, doctorId: string): Promise<TDoctorOppeConclusions> {
  const rows = await selectRows<{
    hospital_id: string;
    hospital_name: string;
    starts_on: string;
    ends_on: string;
    conclusion: 'no-concerns' | 'focused-review-needed';
    attested_at: string | Date;
  }>(
    db,
    sql`
      select r.hospital_id, h.name as hospital_name, c.starts_on::text, c.ends_on::text, r.conclusion, r.attested_at
      from oppe_reviews r
      join oppe_cycles c on c.id = r.cycle_id
      join hospitals h on h.id = r.hospital_id
      left join oppe_settings s on s.hospital_id = r.hospital_id
      where r.doctor_id = ${doctorId} and coalesce(s.practitioner_sees, 'conclusion') = 'conclusion'
      order by c.starts_on desc, h.name`,
  );
  return {
    data: rows.map((row) => ({
      hospitalId: row.hospital_id,
      hospitalName: row.hospital_name,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      conclusion: row.conclusion,
      attestedAt: new Date(row.attested_at).toISOString(),
    })),
  };
}
