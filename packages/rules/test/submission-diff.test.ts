import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  diffSubmissions,
  privilegeFormKey,
  type TFormAnswers,
  type TFormDefinition,
  type TSubmissionSnapshotData,
} from '../src';
import { arbitraryAnswers, arbitraryDefinition } from './fixtures/arbitraries';
import { CONTEXT, FILES, BASE_ANSWERS, snapshot, EMPTY } from './fixtures/submission-diff';

describe('diffSubmissions: answers', () => {
  it('finds nothing between a submission and an identical resubmission', () => {
    expect(diffSubmissions(snapshot(BASE_ANSWERS), snapshot(structuredClone(BASE_ANSWERS)), CONTEXT)).toEqual(
      EMPTY,
    );
  });

  it('words each changed answer as the review shows it, with its form and section', () => {
    const after = { ...BASE_ANSWERS, legalName: 'Alex J. Rivera', born: '1980-04-03', hasClaims: 'yes' };
    const { answers } = diffSubmissions(snapshot(BASE_ANSWERS), snapshot(after), CONTEXT);
    expect(answers).toEqual([
      {
        formKey: 'application',
        formTitle: 'Application',
        sectionKey: 'A',
        sectionTitle: 'Identity',
        path: 'legalName',
        label: 'Legal name',
        fieldType: 'text',
        before: 'Alex Rivera',
        after: 'Alex J. Rivera',
      },
      expect.objectContaining({ path: 'born', before: '04/02/1980', after: '04/03/1980' }),
      expect.objectContaining({
        sectionKey: 'C',
        path: 'hasClaims',
        label: 'Any malpractice claims?',
        before: 'No claims',
        after: 'Yes, at least one',
      }),
    ]);
  });

  it('reads a checkbox never ticked and one unticked as the same answer', () => {
    const { answers } = diffSubmissions(
      snapshot(BASE_ANSWERS),
      snapshot({ ...BASE_ANSWERS, boardCertified: 'false' }),
      CONTEXT,
    );
    expect(answers).toEqual([]);
  });

  it('counts a hidden answer as not answered: a stale explanation is no change, a shown one is', () => {
    const stale = { ...BASE_ANSWERS, claimsExplain: 'Old text kept while hidden' };
    expect(diffSubmissions(snapshot(BASE_ANSWERS), snapshot(stale), CONTEXT).answers).toEqual([]);
    const shown = { ...stale, hasClaims: 'yes' };
    const { answers } = diffSubmissions(snapshot(BASE_ANSWERS), snapshot(shown), CONTEXT);
    expect(answers.map((a) => [a.path, a.before, a.after])).toEqual([
      ['hasClaims', 'No claims', 'Yes, at least one'],
      ['claimsExplain', 'Not answered', 'Old text kept while hidden'],
    ]);
  });

  it('compares a group row by row: a changed field, then every field of an added row', () => {
    const after = {
      ...BASE_ANSWERS,
      licences: [
        { state: 'IL', number: 'MD-2', copy: 'lic-1' },
        { state: 'NY', number: 'NY-9' },
      ],
    };
    const { answers } = diffSubmissions(snapshot(BASE_ANSWERS), snapshot(after), CONTEXT);
    expect(answers.map((a) => [a.path, a.label, a.before, a.after])).toEqual([
      ['licences.0.number', 'State licence 1: Number', 'MD-1', 'MD-2'],
      ['licences.1.state', 'State licence 2: State', 'Not answered', 'NY'],
      ['licences.1.number', 'State licence 2: Number', 'Not answered', 'NY-9'],
    ]);
    const removed = diffSubmissions(snapshot(after), snapshot(BASE_ANSWERS), CONTEXT).answers;
    expect(removed.map((a) => [a.path, a.before, a.after])).toEqual([
      ['licences.0.number', 'MD-2', 'MD-1'],
      ['licences.1.state', 'NY', 'Not answered'],
      ['licences.1.number', 'NY-9', 'Not answered'],
    ]);
  });

  it('reads each side with its own form version: a question dropped by the new version still shows', () => {
    const v2: TFormDefinition = {
      sections: [
        {
          key: 'A',
          title: 'Identity',
          items: [
            { name: 'legalName', type: 'text', label: 'Full legal name' },
            { name: 'pronouns', type: 'text', label: 'Pronouns' },
          ],
        },
      ],
    };
    const context = {
      ...CONTEXT,
      forms: { ...CONTEXT.forms, 'form-2': { title: 'Application', definition: v2 } },
    };
    const after = snapshot({ legalName: 'Alex Rivera', pronouns: 'they/them' });
    after.forms.application.formId = 'form-2';
    const { answers } = diffSubmissions(
      snapshot({ legalName: 'Alex Rivera', born: '1980-04-02' }),
      after,
      context,
    );
    expect(answers.map((a) => [a.label, a.before, a.after])).toEqual([
      ['Pronouns', 'Not answered', 'they/them'],
      ['Date of birth', '04/02/1980', 'Not answered'],
    ]);
  });
});

describe('diffSubmissions: documents', () => {
  it('lists a replaced document with both names, and shows the answer itself changed', () => {
    const after = snapshot({ ...BASE_ANSWERS, cv: 'cv-new' }, { files: [FILES.cvNew, FILES.licence] });
    const changes = diffSubmissions(snapshot(BASE_ANSWERS), after, CONTEXT);
    expect(changes.documents).toEqual([
      {
        change: 'replaced',
        label: 'CV',
        formTitle: 'Application',
        formKey: 'application',
        path: 'cv',
        file: { id: 'cv-new', name: 'cv-2026.pdf' },
        previous: { id: 'cv-old', name: 'cv-2024.pdf' },
      },
    ]);
    expect(changes.answers).toEqual([
      expect.objectContaining({ path: 'cv', fieldType: 'file', before: 'cv-2024.pdf', after: 'cv-2026.pdf' }),
    ]);
  });

  it('lists documents added to and removed from answers, and loose ones by themselves', () => {
    const before = snapshot(BASE_ANSWERS, { files: [FILES.cvOld, FILES.licence, FILES.loose] });
    const after = snapshot(
      { ...BASE_ANSWERS, cv: '', licences: [{ state: 'IL', number: 'MD-1', copy: '' }] },
      { files: [] },
    );
    const { documents } = diffSubmissions(before, after, CONTEXT);
    expect(documents.map((d) => [d.change, d.label, d.previous?.name, d.file?.name])).toEqual([
      ['removed', 'State licence 1: Copy', 'licence.png', undefined],
      ['removed', 'CV', 'cv-2024.pdf', undefined],
      ['removed', null, 'letter.pdf', undefined],
    ]);
    const back = diffSubmissions(after, before, CONTEXT).documents;
    expect(back.map((d) => [d.change, d.label, d.file?.name])).toEqual([
      ['added', 'State licence 1: Copy', 'licence.png'],
      ['added', 'CV', 'cv-2024.pdf'],
      ['added', null, 'letter.pdf'],
    ]);
  });
});

describe('diffSubmissions: privileges', () => {
  it('lists privileges added and removed, and compares the answers of those kept', () => {
    const before = snapshot(BASE_ANSWERS, { privilegeIds: ['cath'] });
    const after = snapshot(BASE_ANSWERS, { privilegeIds: ['cath', 'admit'], cases: '75' });
    const changes = diffSubmissions(before, after, CONTEXT);
    expect(changes.privileges).toEqual([
      { change: 'added', privilegeId: 'admit', name: 'Admitting', department: 'Internal Medicine' },
    ]);
    expect(changes.answers).toEqual([
      expect.objectContaining({
        formKey: privilegeFormKey('cath'),
        formTitle: 'Cardiac catheterisation',
        label: 'Cases',
        before: '60',
        after: '75',
      }),
    ]);
    const dropped = diffSubmissions(after, before, CONTEXT);
    expect(dropped.privileges.map((p) => [p.change, p.name])).toEqual([['removed', 'Admitting']]);
  });

  it('orders the application form, the survey, then the privileges', () => {
    const before = snapshot(BASE_ANSWERS);
    const after = snapshot({ ...BASE_ANSWERS, legalName: 'A. Rivera' }, { cases: '61' });
    after.forms.survey.answers = { unit: 'Cardiology ward' };
    const { answers } = diffSubmissions(before, after, CONTEXT);
    expect(answers.map((a) => a.formTitle)).toEqual([
      'Application',
      'Staff survey',
      'Cardiac catheterisation',
    ]);
  });
});

describe('diffSubmissions: properties', () => {
  const single = (definition: TFormDefinition, answers: TFormAnswers): TSubmissionSnapshotData => ({
    forms: { application: { formId: 'f', version: 1, answers } },
    files: [],
    privilegeIds: [],
  });
  const pairs = arbitraryDefinition.chain((definition) =>
    fc.tuple(fc.constant(definition), arbitraryAnswers(definition), arbitraryAnswers(definition)),
  );

  it('finds nothing between any answers and themselves, and the same changes either way round', () => {
    fc.assert(
      fc.property(pairs, ([definition, a, b]) => {
        const context = { forms: { f: { title: 'Form', definition } }, privileges: {} };
        expect(
          diffSubmissions(single(definition, a), single(definition, structuredClone(a)), context),
        ).toEqual(EMPTY);
        const forward = diffSubmissions(single(definition, a), single(definition, b), context);
        const backward = diffSubmissions(single(definition, b), single(definition, a), context);
        expect(backward.answers.map((c) => [c.path, c.after, c.before])).toEqual(
          forward.answers.map((c) => [c.path, c.before, c.after]),
        );
      }),
    );
  });
});
