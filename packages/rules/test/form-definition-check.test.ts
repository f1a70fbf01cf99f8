import { describe, expect, it } from 'vitest';
import { checkFormDefinition, profileKeyTypesOf, type TFormDefinition } from '../src';
import { edit, fieldAt as field, groupAt as group } from './fixtures/form-edit';
import { APPLICATION_FORM, COVERAGE_FORM, PRIVILEGE_FORM } from './fixtures/hospital-forms';

const check = (form: TFormDefinition) => checkFormDefinition(form, { kind: 'application' });

describe('checkFormDefinition: sound forms', () => {
  it('accepts the forms every hospital starts with, each against the others’ profile keys', () => {
    const forms = [APPLICATION_FORM, PRIVILEGE_FORM, COVERAGE_FORM];
    const kinds = ['application', 'privilege', 'coverage'] as const;
    forms.forEach((form, index) => {
      const others = Object.assign({}, ...forms.filter((other) => other !== form).map(profileKeyTypesOf));
      expect(checkFormDefinition(form, { kind: kinds[index], profileKeyTypes: others })).toEqual([]);
    });
  });
});

describe('checkFormDefinition: options', () => {
  it.each([
    ['no options', undefined, 'Add at least one option'],
    ['an empty list', [], 'Add at least one option'],
    ['a blank value', [{ value: ' ', label: 'Blank' }], 'Every option needs a value and a label'],
    ['a blank label', [{ value: 'x', label: '' }], 'Every option needs a value and a label'],
    [
      'a repeated value',
      [
        { value: 'x', label: 'X' },
        { value: 'x', label: 'Also X' },
      ],
      'Two options share the value "x"',
    ],
  ])('refuses a select or radio with %s', (_, options, message) => {
    const form = edit(APPLICATION_FORM, (d) => {
      field(d, 1, 3).options = options;
      delete field(d, 1, 4).showWhen;
      group(d, 1, 0).fields[0].options = options;
    });
    expect(check(form)).toEqual([
      { path: 'sections.1.items.0.fields.0.options', message },
      { path: 'sections.1.items.3.options', message },
    ]);
  });

  it('asks no options of other types', () => {
    expect(check(edit(APPLICATION_FORM, (d) => void (field(d, 1, 3).type = 'text')))).toEqual([]);
  });
});

describe('checkFormDefinition: conditions', () => {
  // [case, section, item, group field (or -1), showWhen.field, message]
  it.each([
    ['a missing field', 1, 2, -1, 'nope', 'No field uses the key "nope"'],
    ['itself', 1, 2, -1, 'deaNumber', 'A field cannot depend on its own answer'],
    [
      'a group',
      1,
      2,
      -1,
      'stateLicences',
      '"State medical licence" is a group; choose one of its fields or another field',
    ],
    ['a group’s field, from outside the group', 1, 2, -1, 'status', 'No field uses the key "status"'],
    [
      'a top-level field, from inside a group',
      1,
      0,
      3,
      'hasDea',
      'No field of this group uses the key "hasDea"',
    ],
  ])('refuses a condition on %s', (_, s, i, f, target, message) => {
    const form = edit(APPLICATION_FORM, (d) => {
      const owner = f < 0 ? field(d, s, i) : group(d, s, i).fields[f];
      owner.showWhen = { field: target, equals: 'yes' };
    });
    const at = f < 0 ? `sections.${s}.items.${i}` : `sections.${s}.items.${i}.fields.${f}`;
    expect(check(form)).toEqual([{ path: `${at}.showWhen.field`, message }]);
  });

  it('refuses a value the controlling select, radio or checkbox cannot have', () => {
    const form = edit(APPLICATION_FORM, (d) => {
      field(d, 1, 4).showWhen = { field: 'boardStatus', equals: ['certified', 'retired'] };
      group(d, 1, 0).fields[3].showWhen = { field: 'status', equals: 'maybe' };
      field(d, 3, 3).showWhen = { field: 'attestation', equals: 'yes' };
      field(d, 2, 2).showWhen = { field: 'hasGap', equals: [] };
    });
    expect(check(form)).toEqual([
      {
        path: 'sections.1.items.0.fields.3.showWhen.equals',
        message: '"maybe" is not an option of "Status"',
      },
      { path: 'sections.1.items.4.showWhen.equals', message: '"retired" is not an option of "Board status"' },
      { path: 'sections.2.items.2.showWhen.equals', message: 'Choose at least one value' },
      {
        path: 'sections.3.items.3.showWhen.equals',
        message: 'A checkbox answer is "true" (ticked) or "false"',
      },
    ]);
  });

  it('accepts a condition on a field of another section, and any value of a text field', () => {
    const form = edit(APPLICATION_FORM, (d) => {
      field(d, 3, 3).showWhen = { field: 'citizenship', equals: 'visa' };
      field(d, 0, 1).showWhen = { field: 'legalFirstName', equals: 'anything' };
    });
    expect(check(form)).toEqual([]);
  });
});

describe('checkFormDefinition: documents’ expiry dates', () => {
  it.each([
    ['a missing field', 'nope', 'No field in this section uses the key "nope"'],
    ['a field of another section', 'hasDea', 'No field in this section uses the key "hasDea"'],
    ['a field that is not a date', 'npi', '"NPI number" is not a date field'],
  ])('refuses an expiry date field naming %s', (_, target, message) => {
    const form = edit(APPLICATION_FORM, (d) => void (field(d, 0, 5).expiryField = target));
    expect(check(form)).toEqual([{ path: 'sections.0.items.5.expiryField', message }]);
  });

  it('looks for a group document’s date among the group’s fields', () => {
    const form = edit(APPLICATION_FORM, (d) => void (group(d, 1, 0).fields[5].expiryField = 'visaExpiry'));
    expect(check(form)).toEqual([
      {
        path: 'sections.1.items.0.fields.5.expiryField',
        message: 'No field of this group uses the key "visaExpiry"',
      },
    ]);
  });

  it('refuses an expiry date field on anything but an upload', () => {
    const form = edit(APPLICATION_FORM, (d) => void (field(d, 0, 5).type = 'text'));
    expect(check(form)).toEqual([
      { path: 'sections.0.items.5.expiryField', message: 'Only a document upload has an expiry date field' },
    ]);
  });
});

describe('checkFormDefinition: formats', () => {
  it('refuses a date that allows neither past nor future, and one without views', () => {
    const form = edit(APPLICATION_FORM, (d) => {
      field(d, 0, 1).past = false;
      field(d, 0, 4).views = [];
    });
    expect(check(form)).toEqual([
      {
        path: 'sections.0.items.1.past',
        message: 'Allow past or future dates: with neither, only today can be entered',
      },
      { path: 'sections.0.items.4.views', message: 'Choose at least one of day, month and year' },
    ]);
  });

  it.each([
    [1, false],
    [2, true],
    [10, true],
    [11, false],
  ])('a text area of %i rows is accepted: %s', (rows, isAccepted) => {
    const form = edit(APPLICATION_FORM, (d) => void (field(d, 2, 2).rows = rows));
    expect(check(form)).toEqual(
      isAccepted ? [] : [{ path: 'sections.2.items.2.rows', message: 'Between 2 and 10 rows' }],
    );
  });

  it('refuses a maximum length under 1', () => {
    const form = edit(APPLICATION_FORM, (d) => void (field(d, 0, 0).maxLength = 0));
    expect(check(form)).toEqual([{ path: 'sections.0.items.0.maxLength', message: 'At least 1 character' }]);
  });
});

describe('checkFormDefinition: groups', () => {
  it('refuses a minimum over the maximum, and accepts them equal', () => {
    const over = edit(APPLICATION_FORM, (d) => void (group(d, 2, 0).minItems = 21));
    expect(check(over)).toEqual([
      { path: 'sections.2.items.0.minItems', message: 'The minimum (21) is more than the maximum (20)' },
    ]);
    expect(check(edit(APPLICATION_FORM, (d) => void (group(d, 2, 0).minItems = 20)))).toEqual([]);
  });

  it('refuses a group without fields', () => {
    const form = edit(APPLICATION_FORM, (d) => void (group(d, 2, 0).fields = []));
    expect(check(form)).toEqual([
      { path: 'sections.2.items.0.fields', message: 'Add at least one field to the group' },
    ]);
  });
});
