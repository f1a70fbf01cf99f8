import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileInfo, TReusableDocument } from '@docapply/contracts';
import { findDocumentOffer, type TFormAnswers } from '@docapply/rules';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { emptyDocumentFields, setAnswer, stillToDo } from './reusable-documents-seeded-fixtures';
import { createSeededDoctor } from './seeded-doctor';
import { saveAnswers } from './submission-fixtures';

describe('a doctor’s second seeded hospital ("apply once")', () => {
  let t: TTestApp;
  let doctor: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await createPerson(t, 'Ada', 'Okafor');
  });
  afterAll(async () => {
    await t.close();
  });

  const seeded = () => createSeededDoctor(t, doctor, 'Ada Okafor');
  const detailOf = (id: string) => seeded().detailOf(id);
  const reportOf = (id: string) => seeded().reportOf(id);

  it('leaves only the questions each hospital asks anew: every document is offered and used in one click each', async () => {
    await seeded().submitComplete(await seeded().bySlug('riverside-general'));

    // The second hospital: the profile pre-fills the answers as the draft is created.
    const second = await seeded().start((await seeded().bySlug('st-annes-medical-center')).id);
    const detail = await detailOf(second);
    const application = detail.forms.application;
    const survey = detail.forms.survey;
    if (!application?.responseId || !survey) {
      throw new Error('The seeded hospital has its application and survey forms');
    }
    const forms = { application: application.form.definition, survey: survey.form.definition };
    const prefilled = stillToDo(await reportOf(second), forms);
    expect(prefilled.documents).toEqual([
      'application.licences.0.licenceCopy',
      'application.cv',
      'application.faceSheet',
    ]);

    // Then every offered document, one "Use this document" each.
    const { data: offered } = resultOf<{ data: TReusableDocument[] }>(
      await send(t.app, 'GET', `/api/applications/${second}/reusable-documents`, doctor.token),
    );
    let answers: TFormAnswers = application.answers;
    const used: string[] = [];
    for (const { path, field, row } of emptyDocumentFields(forms.application, answers)) {
      const offer = findDocumentOffer(field, row, offered);
      if (offer) {
        const copy = resultOf<TFileInfo>(
          await send(
            t.app,
            'POST',
            `/api/applications/${second}/reusable-documents/${offer.id}/use`,
            doctor.token,
          ),
          201,
        );
        answers = setAnswer(answers, path, copy.id);
        used.push(`${path} ← ${offer.name}`);
      }
    }
    await saveAnswers(t, doctor.token, application.responseId, answers);
    expect(used).toEqual([
      'visaDocument ← visaDocument.pdf',
      'licences.0.licenceCopy ← licenceCopy.pdf',
      'deaCertificate ← deaCertificate.pdf',
      'boardCertificate ← boardCertificate.pdf',
      'cv ← cv.pdf',
      'faceSheet ← faceSheet.pdf',
    ]);

    const report = await reportOf(second);
    const left = stillToDo(report, forms);
    expect(left).toEqual({
      fields: [
        'application.hasGap',
        'application.hasClaims',
        'application.licenceAction',
        'application.excluded',
        'application.privilegesDenied',
        'application.convicted',
        'application.healthCondition',
        'application.attestation',
        'survey.preferredStartDate',
        'survey.admissionsPerMonth',
        'survey.practiceSetting',
        'survey.ehrSystem',
        'survey.teachingInterest',
        'survey.telehealth',
      ],
      documents: [],
    });
    // Besides the forms: pick a privilege (and answer its form), and ask references and a covering physician.
    expect(report.canSubmit).toBe(false);
    console.info(
      `Second seeded hospital after the profile and one click per document: ${left.fields.length} fields / ` +
        `${left.documents.length} documents to fill (${left.fields.join(', ')}); ` +
        `${used.length} documents used from the profile; before using them: ${prefilled.fields.length} fields / ` +
        `${prefilled.documents.length} documents`,
    );
  });
});
