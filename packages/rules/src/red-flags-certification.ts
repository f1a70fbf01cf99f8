import { DATE_DISPLAY_FORMAT } from './date-formats';
import { formatDateTime, isValidDateString } from './date';
import { countDaysUntil } from './form-expiry';
import { isGroup, type TFormField } from './form-types';
import { isItemVisible } from './form-visibility';
import {
  RED_FLAG_SEVERITY,
  toSectionPlace,
  type TComputedRedFlag,
  type TRedFlagCode,
  type TRedFlagForm,
  type TRedFlagPractitioner,
} from './red-flags-types';

/**
 * The national certification an advanced practice professional practises under (issue 42: AANP or
 * ANCC for NPs, NCCPA for PAs), as the seeded NP and PA application asks it: by profile key, else
 * by the seeded field name.
 */
const CERTIFICATION_NUMBER = { profileKey: 'certification.number', name: 'certificationNumber' };
const CERTIFICATION_EXPIRY = { profileKey: 'certification.expiry', name: 'certificationExpiry' };

type TFound = { form: TRedFlagForm; sectionKey: string; field: TFormField; value: string | null };

/** The application form's visible field answering `target`, and its answer (null when empty). */
function findAnswer(forms: TRedFlagForm[], target: { profileKey: string; name: string }): TFound | null {
  for (const form of forms.filter((candidate) => candidate.kind === 'application')) {
    const allItems = form.definition.sections.flatMap((section) => section.items);
    for (const section of form.definition.sections) {
      const item =
        section.items.find((candidate) => candidate.profileKey === target.profileKey) ??
        section.items.find((candidate) => candidate.name === target.name);
      if (item && !isGroup(item) && isItemVisible(item, form.answers, allItems)) {
        const value = form.answers[item.name];
        const answer = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
        return { form, sectionKey: section.key, field: item, value: answer };
      }
    }
  }
  return null;
}

function flag(code: TRedFlagCode, message: string, found: TFound | null, forms: TRedFlagForm[]) {
  const application = forms.find((form) => form.kind === 'application');
  return {
    code,
    severity: RED_FLAG_SEVERITY[code],
    message,
    place: found ? toSectionPlace(found.sectionKey, 'B') : 'B',
    formKey: found?.form.key ?? application?.key ?? null,
    fieldKey: found?.field.name ?? null,
  } satisfies TComputedRedFlag;
}

/**
 * An advanced practice professional (category advanced_practice) without a national certification
 * in the application (no number given, or a form that does not ask it), or with it expired before
 * `today`. Nothing for any other category.
 */
export function findCertificationFlags(
  forms: TRedFlagForm[],
  practitioner: TRedFlagPractitioner,
  today: string,
): TComputedRedFlag[] {
  if (practitioner.category !== 'advanced_practice') {
    return [];
  }
  const number = findAnswer(forms, CERTIFICATION_NUMBER);
  if (!number?.value) {
    return [
      flag(
        'certification-missing',
        `${practitioner.name}: no national certification in the application`,
        number,
        forms,
      ),
    ];
  }
  const expiry = findAnswer(forms, CERTIFICATION_EXPIRY);
  if (!expiry?.value || !isValidDateString(expiry.value) || countDaysUntil(expiry.value, today) >= 0) {
    return [];
  }
  const date = formatDateTime(expiry.value, DATE_DISPLAY_FORMAT);
  return [
    flag(
      'certification-expired',
      `National certification ${number.value} expired on ${date}: ${expiry.field.label}`,
      expiry,
      forms,
    ),
  ];
}
