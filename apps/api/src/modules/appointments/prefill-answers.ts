import {
  carryOverAnswers,
  isGroup,
  isValidDateString,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TGroupRow,
} from '@docapply/rules';

type TScopeAnswers = Record<string, unknown>;

/** In one scope (the form's top level or a group row): drops each document whose expiry date has passed, with that date. */
function clearExpiredIn(fields: readonly TFormField[], scope: TScopeAnswers, today: string): TScopeAnswers {
  const cleared = { ...scope };
  for (const field of fields) {
    if (field.type !== 'file' || !field.expiryField) {
      continue;
    }
    const expiresOn = scope[field.expiryField];
    if (typeof expiresOn === 'string' && isValidDateString(expiresOn) && expiresOn < today) {
      delete cleared[field.name];
      delete cleared[field.expiryField];
    }
  }
  return cleared;
}

/**
 * The answers without the documents that expired by `today` (a file field's `expiryField` date in
 * the past): both the file and its date are left empty, so the reappointment asks for them again.
 */
export function clearExpiredDocuments(
  definition: TFormDefinition,
  answers: TFormAnswers,
  today: string,
): TFormAnswers {
  const items = definition.sections.flatMap((section) => section.items);
  const topFields = items.filter((item): item is TFormField => !isGroup(item));
  const result = clearExpiredIn(topFields, answers, today) as TFormAnswers;
  for (const item of items) {
    const rows = answers[item.name];
    if (isGroup(item) && Array.isArray(rows)) {
      result[item.name] = rows.map((row) => clearExpiredIn(item.fields, row, today) as TGroupRow);
    }
  }
  return result;
}

/** Every file answer replaced by `replacement(id)`; a null replacement leaves the answer empty. */
export function replaceFileAnswers(
  definition: TFormDefinition,
  answers: TFormAnswers,
  replacement: (id: string) => string | null,
): TFormAnswers {
  const result: TFormAnswers = { ...answers };
  const swap = (scope: Record<string, unknown>, field: TFormField) => {
    const value = scope[field.name];
    if (field.type === 'file' && typeof value === 'string' && value !== '') {
      const next = replacement(value);
      if (next) {
        scope[field.name] = next;
      } else {
        delete scope[field.name];
      }
    }
  };
  for (const item of definition.sections.flatMap((section) => section.items)) {
    const value = result[item.name];
    if (isGroup(item)) {
      if (Array.isArray(value)) {
        result[item.name] = value.map((row) => {
          const copy = { ...row };
          item.fields.forEach((field) => swap(copy, field));
          return copy;
        });
      }
    } else {
      swap(result, item);
    }
  }
  return result;
}

/**
 * The previous application's answers to a form as they start the reappointment's: expired
 * documents dropped on the version they were given on, then carried onto the hospital's current
 * version (carryOverAnswers keeps what that version still takes as it is).
 */
export function carryPreviousAnswers(
  { from, to }: { from: TFormDefinition; to: TFormDefinition },
  answers: TFormAnswers,
  today: string,
): TFormAnswers {
  return carryOverAnswers(to, clearExpiredDocuments(from, answers, today), { from, today });
}
