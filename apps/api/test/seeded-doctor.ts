import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TApplicationDetail, TApplicationStatusReport } from '@docapply/contracts';
import type { TFormAnswers } from '@docapply/rules';
import { hospitals } from '@/core/db/schema';
import type { TPerson } from './helpers/people';
import type { TTestApp } from './helpers/test-app';
import { completeRequests, resultOf, send } from './application-fixtures';
import { DOCUMENTS, SURVEY_ANSWERS, completeAnswers } from './reusable-documents-seeded-fixtures';
import { saveAnswers, submitApplication, uploadPdf } from './submission-fixtures';
import { confirmSupervisionIfRequired } from './supervision-confirmed';

export type TSeededHospital = typeof hospitals.$inferSelect;

/** A doctor working on the demo hospitals' seeded forms through the API. */
export function createSeededDoctor(t: TTestApp, doctor: TPerson, fullName: string) {
  const bySlug = async (slug: string): Promise<TSeededHospital> => {
    const [hospital] = await t.db.select().from(hospitals).where(eq(hospitals.slug, slug));
    if (!hospital) {
      throw new Error(`No seeded hospital ${slug}`);
    }
    return hospital;
  };
  const detailOf = (id: string) =>
    send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token).then((r) =>
      resultOf<TApplicationDetail>(r),
    );
  const reportOf = (id: string) =>
    send(t.app, 'GET', `/api/formsResponse/status?applicationId=${id}`, doctor.token).then((r) =>
      resultOf<TApplicationStatusReport>(r),
    );
  const start = async (hospitalId: string) =>
    resultOf<{ id: string }>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId }),
      201,
    ).id;

  /**
   * Answers every seeded form, uploads every document, has the references answer and submits. The
   * physicians' application unless `answers` (and the `documents` they name) say otherwise.
   */
  async function submitComplete(
    hospital: TSeededHospital,
    {
      answers = completeAnswers,
      documents = DOCUMENTS,
    }: { answers?: (file: Record<string, string>) => TFormAnswers; documents?: readonly string[] } = {},
  ): Promise<string> {
    const id = await start(hospital.id);
    const detail = await detailOf(id);
    const file: Record<string, string> = {};
    for (const name of documents) {
      file[name] = await uploadPdf(t.app, doctor.token, id, `${name}.pdf`);
    }
    await saveAnswers(t, doctor.token, detail.forms.application?.responseId ?? '', answers(file));
    await saveAnswers(t, doctor.token, detail.forms.survey?.responseId ?? '', SURVEY_ANSWERS);
    const catalogue = resultOf<{ data: { privileges: { id: string }[] }[] }>(
      await send(t.app, 'GET', `/api/privileges/all?hospitalId=${hospital.id}`, doctor.token),
    );
    resultOf(
      await send(t.app, 'POST', '/api/privileges', doctor.token, {
        applicationId: id,
        privilegeId: catalogue.data[0].privileges[0].id,
      }),
      201,
    );
    const picked = (await detailOf(id)).privileges[0];
    await saveAnswers(t, doctor.token, picked.formResponseId ?? '', {
      casesPast24Months: '120',
      meetsVolume: 'yes',
      attestation: 'true',
    });
    await completeRequests(t.db, id, hospital.minReferences);
    await confirmSupervisionIfRequired(t, id);
    expect((await reportOf(id)).canSubmit).toBe(true);
    resultOf(await submitApplication(t, doctor.token, id, fullName));
    return id;
  }

  return { bySlug, detailOf, reportOf, start, submitComplete };
}
