import dayjs from 'dayjs';
import { DATE_FORMAT } from './date-formats';
import type { TFormField } from './form-types';
import { describeFlaggedAnswer, findFlaggedAnswers } from './red-flags-answers';
import { findCertificationFlags } from './red-flags-certification';
import { findDocumentFlags } from './red-flags-documents';
import { describeHistoryGap, findHistoryGaps } from './red-flags-history';
import { findPrivilegeFlags } from './red-flags-privileges';
import { findRequestFlags } from './red-flags-requests';
import {
  RED_FLAG_PLACES,
  RED_FLAG_SEVERITY,
  toSectionPlace,
  type TComputedRedFlag,
  type TRedFlagForm,
  type TRedFlagInput,
  type TRedFlagPractitioner,
} from './red-flags-types';

const PHYSICIAN: TRedFlagPractitioner = { name: 'Physician', category: 'physician' };

export * from './red-flags-types';
export { findFlaggedAnswers, type TFlaggedAnswer } from './red-flags-answers';

/**
 * A flagged answer about malpractice: the seeded question (`hasClaims`, section C) or any question
 * a hospital wrote about it. Every other flagged answer of the doctor's forms is a disclosure.
 */
export const MALPRACTICE_FIELD = 'hasClaims';

function isMalpracticeQuestion(field: TFormField): boolean {
  return field.name === MALPRACTICE_FIELD || /malpractice/i.test(field.label);
}

function findFormFlags(form: TRedFlagForm, today: string): TComputedRedFlag[] {
  const placeOf = (sectionKey: string) =>
    form.kind === 'application' ? toSectionPlace(sectionKey, 'documents') : 'survey';
  const flags: TComputedRedFlag[] = findFlaggedAnswers(form.definition, form.answers).map((answer) => {
    const code = isMalpracticeQuestion(answer.field) ? 'malpractice-claim' : 'disclosure-yes';
    return {
      code,
      severity: RED_FLAG_SEVERITY[code],
      message: describeFlaggedAnswer(answer),
      place: placeOf(answer.sectionKey),
      formKey: form.key,
      fieldKey: answer.itemName,
    };
  });
  if (form.kind === 'application') {
    for (const gap of findHistoryGaps(form.definition, form.answers, today)) {
      flags.push({
        code: 'history-gap',
        severity: RED_FLAG_SEVERITY['history-gap'],
        message: describeHistoryGap(gap),
        place: placeOf(gap.sectionKey),
        formKey: form.key,
        fieldKey: gap.itemName,
      });
    }
  }
  const source = { formKey: form.key, definition: form.definition, answers: form.answers, placeOf };
  return [...flags, ...findDocumentFlags(source, today)];
}

const SEVERITY_ORDER = { high: 0, medium: 1 } as const;

/**
 * The red flags of an application, computed from its answers, documents, privileges, references
 * and covering physician, as of `now`: the answers a form marks with `flagWhen` (disclosures,
 * malpractice), gaps over six months in education and work, references and coverage declined or
 * answered with reservations, privilege criteria not met, documents expired or expiring within
 * 60 days, and fewer completed references than the hospital's minimum. By practitioner type
 * (issue 42): board certification for physicians only; an advanced practice professional's
 * national certification missing or expired. High before medium, then in the review's order.
 */
export function computeRedFlags(input: TRedFlagInput, now: Date): TComputedRedFlag[] {
  const today = dayjs(now).format(DATE_FORMAT);
  const practitioner = input.practitioner ?? PHYSICIAN;
  const flags = [
    ...input.forms.flatMap((form) => findFormFlags(form, today)),
    ...findPrivilegeFlags(input.forms, input.privileges, practitioner),
    ...findCertificationFlags(input.forms, practitioner, today),
    ...input.privileges.flatMap((privilege) =>
      privilege.form
        ? findDocumentFlags(
            {
              formKey: privilege.form.key,
              definition: privilege.form.definition,
              answers: privilege.answers,
              placeOf: () => 'privileges',
            },
            today,
          )
        : [],
    ),
    ...findRequestFlags(input),
  ];
  const placeIndex = (flag: TComputedRedFlag) => RED_FLAG_PLACES.indexOf(flag.place);
  // Array sort is stable: flags of one severity and place keep the forms' order.
  return flags.sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || placeIndex(a) - placeIndex(b),
  );
}
