import { describeFlaggedAnswer, findFlaggedAnswers } from './red-flags-answers';
import {
  RED_FLAG_SEVERITY,
  type TComputedRedFlag,
  type TRedFlagCode,
  type TRedFlagInput,
} from './red-flags-types';

type TRequestsInput = Pick<
  TRedFlagInput,
  'references' | 'referenceForm' | 'coverage' | 'coverageForm' | 'minReferences'
>;

function flag(
  code: TRedFlagCode,
  message: string,
  place: 'references' | 'coverage',
  formKey: string | null = null,
  fieldKey: string | null = null,
): TComputedRedFlag {
  return { code, severity: RED_FLAG_SEVERITY[code], message, place, formKey, fieldKey };
}

/**
 * References and the covering physician: a decline, an answer the hospital's request form marks
 * as a red flag (the seeded reference's "Yes, with reservations" and "No"), and fewer completed
 * references than the hospital's minimum.
 */
export function findRequestFlags(input: TRequestsInput): TComputedRedFlag[] {
  const flags: TComputedRedFlag[] = [];
  for (const reference of input.references) {
    if (reference.state === 'declined') {
      flags.push(flag('reference-declined', `${reference.name} declined to give a reference`, 'references'));
    } else if (reference.state === 'completed' && reference.answers && input.referenceForm) {
      const { key, definition } = input.referenceForm;
      for (const answer of findFlaggedAnswers(definition, reference.answers)) {
        const message = `Reference ${describeFlaggedAnswer(answer, `${reference.name} answered`)}`;
        flags.push(flag('reference-reservations', message, 'references', key, answer.itemName));
      }
    }
  }
  const completed = input.references.filter((reference) => reference.state === 'completed').length;
  if (completed < input.minReferences) {
    flags.push(
      flag(
        'references-below-minimum',
        `${completed} of the ${input.minReferences} required references completed`,
        'references',
      ),
    );
  }
  const { coverage, coverageForm } = input;
  if (coverage?.state === 'declined') {
    flags.push(
      flag('coverage-declined', `${coverage.name} declined to be the covering physician`, 'coverage'),
    );
  } else if (coverage?.state === 'completed' && coverage.answers && coverageForm) {
    for (const answer of findFlaggedAnswers(coverageForm.definition, coverage.answers)) {
      const message = `Covering physician ${describeFlaggedAnswer(answer, `${coverage.name} answered`)}`;
      flags.push(flag('coverage-declined', message, 'coverage', coverageForm.key, answer.itemName));
    }
  }
  return flags;
}
