import { eq } from 'drizzle-orm';
import type { TApplicationDetail, TApplicationSummary, TReusableDocument } from '@docapply/contracts';
import type { TFormDefinition, TFormField } from '@docapply/rules';
import { forms } from '@/core/db/schema';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import type { TTestApp } from './helpers/test-app';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * An application form whose documents have kinds (profile keys): a CV, a licence copy in each
 * licence row (dated by the row's expiry), a DEA certificate dated by its own answer, a photo
 * without a kind and, at some hospitals only, an ID card.
 */
export function createDocumentsForm({ withIdCard = false } = {}): TFormDefinition {
  const idCard: TFormField[] = withIdCard
    ? [{ name: 'idCard', type: 'file', label: 'ID card', profileKey: 'identity.card' }]
    : [];
  return {
    sections: [
      {
        key: 'A',
        title: 'Identity and contact',
        items: [
          { name: 'legalName', type: 'text', label: 'Legal name', required: true, profileKey: 'legalName' },
          { name: 'cv', type: 'file', label: 'CV', required: true, profileKey: 'documents.cv' },
          ...idCard,
          { name: 'photo', type: 'file', label: 'Photo' },
        ],
      },
      {
        key: 'B',
        title: 'Education, training and licensure',
        items: [
          {
            kind: 'group',
            name: 'licences',
            label: 'State licence',
            minItems: 1,
            profileKey: 'licences',
            fields: [
              { name: 'state', type: 'text', label: 'State', required: true },
              { name: 'number', type: 'text', label: 'Number', required: true },
              { name: 'expires', type: 'date', label: 'Expires', past: false, future: true },
              {
                name: 'copy',
                type: 'file',
                label: 'Copy of the licence',
                profileKey: 'licence.copy',
                expiryField: 'expires',
              },
            ],
          },
          { name: 'hasDea', type: 'radio', label: 'DEA registration?', required: true, options: YES_NO },
          {
            name: 'deaExpiry',
            type: 'date',
            label: 'DEA expiry',
            future: true,
            showWhen: { field: 'hasDea', equals: 'yes' },
          },
          {
            name: 'deaCertificate',
            type: 'file',
            label: 'DEA certificate',
            profileKey: 'dea.certificate',
            expiryField: 'deaExpiry',
            showWhen: { field: 'hasDea', equals: 'yes' },
          },
        ],
      },
      { key: 'C', title: 'Practice history', items: [{ name: 'note', type: 'text', label: 'Note' }] },
      {
        key: 'D',
        title: 'Disclosures and attestation',
        items: [{ name: 'truthful', type: 'checkbox', label: 'My answers are true', required: true }],
      },
    ],
  };
}

/** A test hospital (survey, privileges, one reference) whose application form is the one above. */
export async function createDocumentsHospital(t: TTestApp, options: { withIdCard?: boolean } = {}) {
  const hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
  await t.db
    .update(forms)
    .set({ definition: createDocumentsForm(options) })
    .where(eq(forms.id, hospital.forms.get('application')?.id ?? ''));
  return hospital;
}

export type TDraft = { id: string; responseId: string; surveyResponseId: string; detail: TApplicationDetail };

/** A new draft at the hospital (pre-filled from the doctor's profile), with its detail. */
export async function startDraft(t: TTestApp, token: string, hospital: TTestHospital): Promise<TDraft> {
  const { id } = resultOf<TApplicationSummary>(
    await send(t.app, 'POST', '/api/applications', token, { hospitalId: hospital.hospital.id }),
    201,
  );
  const detail = await getDetail(t, token, id);
  return {
    id,
    responseId: detail.forms.application?.responseId ?? '',
    surveyResponseId: detail.forms.survey?.responseId ?? '',
    detail,
  };
}

export async function getDetail(t: TTestApp, token: string, id: string): Promise<TApplicationDetail> {
  return resultOf<TApplicationDetail>(await send(t.app, 'GET', `/api/applicationDatas/${id}`, token));
}

export function listReusable(t: TTestApp, token: string, applicationId: string) {
  return send(t.app, 'GET', `/api/applications/${applicationId}/reusable-documents`, token);
}

export async function listReusableNames(t: TTestApp, token: string, applicationId: string) {
  const { data } = resultOf<{ data: TReusableDocument[] }>(await listReusable(t, token, applicationId));
  return data.map((document) => document.name);
}

export function reuse(t: TTestApp, token: string, applicationId: string, fileId: string) {
  return send(t.app, 'POST', `/api/applications/${applicationId}/reusable-documents/${fileId}/use`, token);
}
