import { DATE_DISPLAY_FORMAT } from './date-formats';
import { formatDateTime } from './date';
import {
  EXPIRY_LABEL_SEPARATOR,
  countDaysUntil,
  findDocumentExpiries,
  type TDocumentExpiry,
} from './form-expiry';
import { isGroup, type TFormAnswers, type TFormDefinition } from './form-types';
import {
  RED_FLAG_SEVERITY,
  SOON_EXPIRING_DAYS,
  type TComputedRedFlag,
  type TRedFlagPlace,
} from './red-flags-types';

export type TDocumentsSource = {
  formKey: string;
  definition: TFormDefinition;
  answers: TFormAnswers;
  /** Where the form's documents show on the review (a section's own place for the application). */
  placeOf: (sectionKey: string) => TRedFlagPlace;
};

/**
 * The top-level item holding a document, found the way findDocumentExpiries names it: a section's
 * file field by its label, a group's by the group's label ("Licence", "Licence: Copy", "Licence — IL").
 */
function findItemName(definition: TFormDefinition, document: TDocumentExpiry): string | null {
  const section = definition.sections.find((candidate) => candidate.key === document.section);
  for (const item of section?.items ?? []) {
    const isMatch = isGroup(item)
      ? document.label === item.label ||
        [`${item.label}: `, `${item.label}${EXPIRY_LABEL_SEPARATOR}`].some((start) =>
          document.label.startsWith(start),
        )
      : item.type === 'file' && item.label === document.label;
    if (isMatch) {
      return item.name;
    }
  }
  return null;
}

function describe(document: TDocumentExpiry, daysLeft: number): string {
  const date = formatDateTime(document.expiresOn, DATE_DISPLAY_FORMAT);
  if (daysLeft < 0) {
    return `${document.label} expired on ${date}`;
  }
  if (daysLeft === 0) {
    return `${document.label} expires today (${date})`;
  }
  return `${document.label} expires on ${date}, in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
}

/** Documents already expired, or expiring within SOON_EXPIRING_DAYS of `today`. */
export function findDocumentFlags(source: TDocumentsSource, today: string): TComputedRedFlag[] {
  const flags: TComputedRedFlag[] = [];
  for (const document of findDocumentExpiries(source.definition, source.answers)) {
    const daysLeft = countDaysUntil(document.expiresOn, today);
    if (daysLeft > SOON_EXPIRING_DAYS) {
      continue;
    }
    const code = daysLeft < 0 ? 'document-expired' : 'document-expiring';
    flags.push({
      code,
      severity: RED_FLAG_SEVERITY[code],
      message: describe(document, daysLeft),
      place: source.placeOf(document.section),
      formKey: source.formKey,
      fieldKey: findItemName(source.definition, document),
    });
  }
  return flags;
}
