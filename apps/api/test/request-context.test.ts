import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '@/compose';
import { runAsSystem, type TAppContext } from '@/core/context';
import { auditLog, hospitals } from '@/core/db/schema';
import { refreshHospitalProgress } from '@/modules/application-state';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import { personBody } from './request-fixtures';
import { mailsTo, startAnsweredApplication } from './submission-fixtures';

/**
 * One request context (core/context.ts): a change behaves the same whether a request, a job or a
 * script made it. Here a script lowers a hospital's minimum of references and refreshes its
 * drafts, as a platform admin's request would: the doctor whose draft is now complete is told.
 */
describe('the request context', () => {
  let t: TTestApp;
  let app: TAppContext;
  let hospital: TTestHospital;

  beforeAll(async () => {
    t = await createTestApp();
    app = createAppContext({ config: t.config, db: t.db, log: t.app.log });
    hospital = await createHospitalWithForms(t.db, { minReferences: 2 });
  });
  afterAll(async () => {
    await app.mailer.stop();
    await app.live.close();
    await t.close();
  });

  /** A draft with every answer and one reference and the covering physician asked: one short. */
  async function startDraftOneReferenceShort(doctor: TPerson): Promise<string> {
    const { id } = await startAnsweredApplication(t, { token: doctor.token, hospital });
    for (const kind of ['references', 'alternativeCoverage'] as const) {
      resultOf(
        await send(t.app, 'POST', `/api/${kind}`, doctor.token, { applicationId: id, ...personBody() }),
        201,
      );
    }
    return id;
  }
  const setMinReferences = (minReferences: number) =>
    t.db.update(hospitals).set({ minReferences }).where(eq(hospitals.id, hospital.hospital.id));
  const readySubject = () => `Your application to ${hospital.hospital.name} is ready to submit`;

  it('sends the "ready to submit" email when a job or a script makes the draft ready', async () => {
    const doctor = await createPerson(t, 'Noor', 'Haddad');
    const id = await startDraftOneReferenceShort(doctor);
    expect((await mailsTo(t, doctor.email)).map((mail) => mail.subject)).not.toContain(readySubject());

    await setMinReferences(1);
    await runAsSystem(app, 'script:lower-minimum', () => refreshHospitalProgress(t.db, hospital.hospital.id));

    expect((await mailsTo(t, doctor.email)).map((mail) => mail.subject)).toContain(readySubject());
    // The system's own row: no person, no address.
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, id), eq(auditLog.action, 'application.ready-to-submit')));
    expect(row).toMatchObject({ actorId: null, ip: null, enteredById: null });
    await setMinReferences(2);
  });

  it('refuses to run such a change outside any request, job or script, instead of skipping its email', async () => {
    await startDraftOneReferenceShort(await createPerson(t, 'Omar', 'Haddad'));
    await setMinReferences(1);
    await expect(refreshHospitalProgress(t.db, hospital.hospital.id)).rejects.toThrow(/No app context/);
    await setMinReferences(2);
  });
});
