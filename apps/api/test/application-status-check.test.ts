import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { APPLICATION_STATUSES } from '@docapply/contracts';
import { applicationStatusHistory, applications } from '@/core/db/schema';
import { createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms } from './application-fixtures';

/** PostgreSQL's check_violation, as PGlite and pg report it (Drizzle wraps it as the cause). */
const CHECK_VIOLATION = { cause: { code: '23514' } };

describe('the stored status of an application', () => {
  let t: TTestApp;
  let applicationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { hospital } = await createHospitalWithForms(t.db);
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const [row] = await t.db
      .insert(applications)
      .values({ doctorId: doctor.id, hospitalId: hospital.id })
      .returning();
    applicationId = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const setStatus = (status: string) =>
    t.db.execute(sql`update applications set status = ${status} where id = ${applicationId}`);
  const addHistory = (fromStatus: string | null, toStatus: string) =>
    t.db.execute(
      sql`insert into application_status_history (application_id, from_status, to_status)
          values (${applicationId}, ${fromStatus}, ${toStatus})`,
    );

  it('takes every status of the status machine, and nothing else', async () => {
    for (const status of APPLICATION_STATUSES) {
      await setStatus(status);
    }
    for (const unknown of ['archived', 'Draft', 'in_review', '']) {
      await expect(setStatus(unknown)).rejects.toMatchObject(CHECK_VIOLATION);
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row.status).toBe(APPLICATION_STATUSES.at(-1));
  });

  it('keeps a history of known statuses only', async () => {
    await addHistory(null, 'draft');
    await addHistory('draft', 'applied');
    await expect(addHistory('applied', 'archived')).rejects.toMatchObject(CHECK_VIOLATION);
    await expect(addHistory('submitted', 'in-review')).rejects.toMatchObject(CHECK_VIOLATION);
    const history = await t.db
      .select({ from: applicationStatusHistory.fromStatus, to: applicationStatusHistory.toStatus })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, applicationId))
      .orderBy(applicationStatusHistory.createdAt);
    expect(history).toEqual([
      { from: null, to: 'draft' },
      { from: 'draft', to: 'applied' },
    ]);
  });
});
