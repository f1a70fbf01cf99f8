import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPLETENESS_PARTS,
  computeApplicationCompleteness,
  computeApplicationPart,
  summariseCompleteness,
  validateAnswers,
  type TApplicationCompletenessInput,
  type TFormAnswers,
  type TFormDefinition,
} from '../src';
import { arbitraryAnswers, arbitraryDefinition } from './fixtures/arbitraries';
import { COMPLETE_ANSWERS, SAMPLE_FORM, TODAY } from './fixtures/sample-form';

const options = { today: TODAY };

const SURVEY: TFormDefinition = {
  sections: [
    { key: 'S', title: 'Survey', items: [{ name: 'unit', type: 'text', label: 'Unit', required: true }] },
  ],
};
const PRIVILEGE: TFormDefinition = {
  sections: [
    {
      key: 'P',
      title: 'Privilege',
      items: [
        { name: 'cases', type: 'number', label: 'Cases', required: true },
        { name: 'notes', type: 'textarea', label: 'Notes' },
      ],
    },
  ],
};

/** Everything submit requires, done: the sample form, the survey, one privilege, 3 reference requests and the coverage request sent. */
function completeInput(): TApplicationCompletenessInput {
  return {
    application: { definition: SAMPLE_FORM, answers: COMPLETE_ANSWERS },
    survey: { definition: SURVEY, answers: { unit: 'Cardiology' } },
    privileges: [{ name: 'Cardiac cath', form: { definition: PRIVILEGE, answers: { cases: '60' } } }],
    references: { required: 3, named: 3, sent: 3 },
    coverage: { named: true, sent: true },
  };
}

function withAnswers(answers: TFormAnswers): TApplicationCompletenessInput {
  return { ...completeInput(), application: { definition: SAMPLE_FORM, answers } };
}

const compute = (input: TApplicationCompletenessInput) => computeApplicationCompleteness(input, options);
const applicationOf = (answers: TFormAnswers) => compute(withAnswers(answers)).parts.application;

describe('computeApplicationCompleteness', () => {
  it('counts an empty draft as 0%, every part missing, not submittable', () => {
    const result = compute({
      application: { definition: SAMPLE_FORM, answers: {} },
      survey: { definition: SURVEY, answers: {} },
      privileges: [],
      references: { required: 3, named: 0, sent: 0 },
      coverage: { named: false, sent: false },
    });
    expect(result.percent).toBe(0);
    expect(result.done).toBe(0);
    expect(result.canSubmit).toBe(false);
    for (const key of COMPLETENESS_PARTS) {
      expect(result.parts[key].done, key).toBe(0);
      expect(result.parts[key].missing, key).toHaveLength(result.parts[key].total);
    }
    expect(result.parts.references.total).toBe(3);
    expect(result.missing).toEqual([
      'Application section A (Identity): First name, Date of birth, Phone, NPI and 1 more',
      'Application section B (Licensure): Licence, Any gap over 6 months?, I attest',
      'Survey section S (Survey): Unit',
      'Privileges: pick at least one privilege',
      'References: 0 of 3 requests sent',
      'Alternative coverage: name a covering physician',
    ]);
  });

  it('counts a conditional required field only while it is shown', () => {
    const noGap = applicationOf({ ...COMPLETE_ANSWERS, hasGap: 'no' });
    const gap = applicationOf({ ...COMPLETE_ANSWERS, hasGap: 'yes' });
    expect(noGap.missing).toEqual([]);
    expect(gap.total).toBe(noGap.total + 1);
    expect(gap.missing).toEqual([{ section: 'B', path: 'gapExplanation', label: 'Explain the gap' }]);
    const explained = applicationOf({ ...COMPLETE_ANSWERS, hasGap: 'yes', gapExplanation: 'Parental leave' });
    expect(explained).toMatchObject({ done: gap.total, total: gap.total, missing: [] });
  });

  it("counts each row of a repeated group's required fields, and the group's minimum of rows", () => {
    const none = applicationOf({ ...COMPLETE_ANSWERS, licences: [] });
    expect(none.missing).toEqual([{ section: 'B', path: 'licences', label: 'Licence' }]);
    const [first] = COMPLETE_ANSWERS.licences;
    const two = applicationOf({ ...COMPLETE_ANSWERS, licences: [first, { state: 'IL' }] });
    // The minimum is met; the second row has 2 of its 3 required answers missing.
    expect(two.total).toBe(none.total + 6);
    expect(two.missing.map((item) => item.label)).toEqual(['Licence 2: Number', 'Licence 2: Expiry']);
    expect(compute(withAnswers({ ...COMPLETE_ANSWERS, licences: [first, { state: 'IL' }] })).canSubmit).toBe(
      false,
    );
  });

  it('does not count optional fields, filled or not', () => {
    const base = compute(withAnswers({ ...COMPLETE_ANSWERS, firstName: '' }));
    const withOptional = compute(
      withAnswers({ ...COMPLETE_ANSWERS, firstName: '', otherNames: 'Annie', email: 'ann@example.org' }),
    );
    expect(withOptional).toEqual(base);
    const optionalPrivilegeNotes = compute({
      ...completeInput(),
      privileges: [
        {
          name: 'Cardiac cath',
          form: { definition: PRIVILEGE, answers: { cases: '60', notes: 'Since 2015' } },
        },
      ],
    });
    expect(optionalPrivilegeNotes.total).toBe(compute(completeInput()).total);
  });

  it('reads 100% and submittable exactly when everything is complete', () => {
    const result = compute(completeInput());
    expect(result).toMatchObject({ percent: 100, canSubmit: true, missing: [] });
    expect(result.done).toBe(result.total);
    for (const key of COMPLETENESS_PARTS) {
      expect(result.parts[key].missing, key).toEqual([]);
    }
  });

  it('stays below 100% while one reference request is not sent, however much else is done', () => {
    const big: TFormDefinition = {
      sections: [
        {
          key: 'A',
          title: 'Many',
          items: Array.from({ length: 500 }, (_, i) => ({
            name: `q${i}`,
            type: 'text' as const,
            label: `Q${i}`,
            required: true,
          })),
        },
      ],
    };
    const answers = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`q${i}`, 'yes']));
    const result = compute({
      ...completeInput(),
      application: { definition: big, answers },
      references: { required: 3, named: 3, sent: 2 },
    });
    expect(result.percent).toBe(99);
    expect(result.canSubmit).toBe(false);
    expect(result.parts.references).toMatchObject({ done: 2, total: 3 });
    expect(result.missing).toEqual(['References: 2 of 3 requests sent (1 declined or expired)']);
  });

  it('asks for a privilege, each picked privilege’s answers and the covering physician’s', () => {
    const result = compute({
      ...completeInput(),
      privileges: [
        { name: 'Admitting', form: null },
        { name: 'Cardiac cath', form: { definition: PRIVILEGE, answers: {} } },
      ],
      coverage: { named: true, sent: false },
    });
    expect(result.parts.privileges).toMatchObject({
      done: 1,
      total: 2,
      missing: [{ section: 'P', path: 'privileges.1.cases', label: 'Cardiac cath: Cases' }],
    });
    expect(result.missing).toEqual([
      'Privilege form: Cardiac cath',
      'Alternative coverage: the request was declined or its link expired; resend it or ask someone else',
    ]);
  });

  it('never lets an application without a published form be submitted', () => {
    const result = compute({ ...completeInput(), application: null });
    expect(result.canSubmit).toBe(false);
    expect(result.percent).toBeLessThan(100);
    expect(result.missing).toEqual(['Application form (this hospital has not published one yet)']);
  });

  it('gives the form the same figure when it recomputes sections A-D from the answers on screen', () => {
    const saved = compute(withAnswers({ ...COMPLETE_ANSWERS, phone: '' }));
    const live = computeApplicationPart({ definition: SAMPLE_FORM, answers: COMPLETE_ANSWERS }, options);
    const onScreen = summariseCompleteness({ ...saved.parts, application: live });
    const afterSave = compute(completeInput());
    expect(saved.percent).toBeLessThan(100);
    expect(onScreen).toEqual({
      done: afterSave.done,
      total: afterSave.total,
      percent: afterSave.percent,
      canSubmit: afterSave.canSubmit,
      missing: afterSave.missing,
    });
  });
});

describe('computeApplicationCompleteness: properties', () => {
  // Each part is more often done than not, so that whole applications are complete often enough.
  const mostly = <T>(done: T, ...others: T[]) =>
    fc.oneof(
      { arbitrary: fc.constant(done), weight: 4 },
      { arbitrary: fc.constantFrom(...others), weight: 1 },
    );
  const privilege = fc.record({
    name: fc.constantFrom('Admitting', 'Echo'),
    form: fc.option(
      mostly<TFormAnswers>({ cases: '3' }, {}, { notes: 'x' }).map((answers) => ({
        definition: PRIVILEGE,
        answers,
      })),
    ),
  });
  const requests = fc
    .record({ required: fc.integer({ min: 0, max: 4 }), extra: fc.integer({ min: -4, max: 2 }) })
    .chain(({ required, extra }) =>
      mostly(Math.max(0, required + Math.abs(extra)), Math.max(0, required + extra)).map((sent) => ({
        required,
        named: sent + (extra > 0 ? extra : 0),
        sent,
      })),
    );
  const scenario = arbitraryDefinition.chain((definition) =>
    fc.record({
      answers: fc.boolean().chain((onlyValid) => arbitraryAnswers(definition, onlyValid)),
      definition: fc.constant(definition),
      survey: fc.option(mostly<TFormAnswers>({ unit: 'ICU' }, {})),
      privileges: fc.array(privilege, { maxLength: 3 }),
      references: requests,
      coverage: mostly(
        { named: true, sent: true },
        { named: false, sent: false },
        { named: true, sent: false },
      ),
    }),
  );

  it('is 100% exactly when it can be submitted, and each part lists exactly what it lacks', () => {
    const outcomes = { complete: 0, incomplete: 0 };
    fc.assert(
      fc.property(scenario, (s) => {
        const result = compute({
          application: { definition: s.definition, answers: s.answers },
          survey: s.survey ? { definition: SURVEY, answers: s.survey } : null,
          privileges: s.privileges,
          references: s.references,
          coverage: s.coverage,
        });
        outcomes[result.canSubmit ? 'complete' : 'incomplete'] += 1;
        expect(result.percent === 100).toBe(result.canSubmit);
        expect(result.missing.length === 0).toBe(result.canSubmit);
        expect(result.percent).toBeGreaterThanOrEqual(0);
        expect(result.percent).toBeLessThanOrEqual(100);
        let done = 0;
        let total = 0;
        for (const key of COMPLETENESS_PARTS) {
          const part = result.parts[key];
          expect(part.missing).toHaveLength(part.total - part.done);
          expect(part.lines.length === 0).toBe(part.missing.length === 0);
          done += part.done;
          total += part.total;
        }
        expect({ done: result.done, total: result.total }).toEqual({ done, total });
        // Sections A-D lack exactly what submit validation reports missing.
        const submit = validateAnswers(s.definition, s.answers, { mode: 'submit', ...options });
        expect(result.parts.application.missing).toEqual(submit.missing);
      }),
      { numRuns: 200 },
    );
    expect(outcomes.complete).toBeGreaterThan(5);
    expect(outcomes.incomplete).toBeGreaterThan(5);
    // Generated forms and answers take a few seconds on a busy machine.
  }, 30_000);
});
