import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyProfileAnswers,
  collectProfileAnswers,
  computeCompleteness,
  isEmptyValue,
  validateAnswers,
  validateFieldValue,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
} from '../src';
import { arbitraryAnswers, arbitraryDefinition } from './fixtures/arbitraries';
import { TODAY } from './fixtures/sample-form';

const options = { today: TODAY };

/** The acceptance rule written out plainly, field by field (the generated forms' showWhen is `ctl = a`). */
function isFieldAcceptable(field: TFormField, raw: unknown): boolean {
  const value = typeof raw === 'string' ? raw : '';
  return (
    validateFieldValue(field, value, options) === null && !(field.required && isEmptyValue(value, field.type))
  );
}

function isAcceptedByOracle(definition: TFormDefinition, answers: TFormAnswers): boolean {
  return definition.sections.every((section) =>
    section.items.every((item) => {
      if (item.showWhen && answers.ctl !== 'a') {
        return true;
      }
      const value = answers[item.name];
      if (item.kind !== 'group') {
        return isFieldAcceptable(item, value);
      }
      const rows = Array.isArray(value) ? value : [];
      return (
        rows.length >= (item.minItems ?? 0) &&
        rows.length <= (item.maxItems ?? Infinity) &&
        rows.every((row) => item.fields.every((field) => isFieldAcceptable(field, row[field.name])))
      );
    }),
  );
}

const withAnswers = arbitraryDefinition.chain((definition) =>
  fc
    .boolean()
    .chain((onlyValid) =>
      arbitraryAnswers(definition, onlyValid).map((answers) => ({ definition, answers })),
    ),
);

const hasAnswer = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;

describe('form answers: properties', () => {
  it('submit validation accepts exactly the answer sets whose every visible answer is valid and present', () => {
    const outcomes = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(withAnswers, ({ definition, answers }) => {
        const { fieldErrors } = validateAnswers(definition, answers, { mode: 'submit', ...options });
        const isAccepted = Object.keys(fieldErrors).length === 0;
        outcomes[isAccepted ? 'accepted' : 'refused'] += 1;
        expect(isAccepted).toBe(isAcceptedByOracle(definition, answers));
      }),
      { numRuns: 500 },
    );
    // Both directions were exercised.
    expect(outcomes.accepted).toBeGreaterThan(20);
    expect(outcomes.refused).toBeGreaterThan(20);
  });

  it('draft validation never reports what submit validation would not', () => {
    fc.assert(
      fc.property(withAnswers, ({ definition, answers }) => {
        const drafted = validateAnswers(definition, answers, { mode: 'draft', ...options });
        const submitted = validateAnswers(definition, answers, { mode: 'submit', ...options });
        expect(drafted.missing).toEqual([]);
        for (const [path, message] of Object.entries(drafted.fieldErrors)) {
          expect(submitted.fieldErrors[path]).toBe(message);
        }
      }),
    );
  });

  it('completeness is 100 exactly when submit validation finds nothing missing', () => {
    fc.assert(
      fc.property(withAnswers, ({ definition, answers }) => {
        const { percent, missing } = computeCompleteness(definition, answers, options);
        const submitted = validateAnswers(definition, answers, { mode: 'submit', ...options });
        expect(missing).toEqual(submitted.missing);
        expect(percent === 100).toBe(submitted.missing.length === 0);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('applying a profile never overwrites a non-empty answer and never brings an invalid value', () => {
    const scenario = arbitraryDefinition.chain((definition) =>
      fc
        .tuple(arbitraryAnswers(definition), arbitraryAnswers(definition), arbitraryDefinition)
        .chain(([answers, earlier, other]) =>
          arbitraryAnswers(other).map((otherAnswers) => ({
            definition,
            answers,
            // Profiles from this form and from an unrelated one (keys may clash, shapes may differ).
            profile: {
              ...collectProfileAnswers(other, otherAnswers, options),
              ...collectProfileAnswers(definition, earlier, options),
            },
          })),
        ),
    );
    fc.assert(
      fc.property(scenario, ({ definition, answers, profile }) => {
        const next = applyProfileAnswers(definition, answers, profile, options);
        for (const [name, value] of Object.entries(answers)) {
          if (hasAnswer(value)) {
            expect(next[name]).toEqual(value);
          }
        }
        const filled = Object.fromEntries(
          Object.keys(next)
            .filter((k) => !hasAnswer(answers[k]))
            .map((k) => [k, next[k]]),
        );
        const { fieldErrors } = validateAnswers(definition, filled, { mode: 'draft', ...options });
        expect(fieldErrors).toEqual({});
      }),
    );
  });
});
