import { describe, expect, it } from 'vitest';
import { checkFormDefinition, profileKeyTypesOf, type TFormDefinition } from '../src';
import { edit, fieldAt as field, groupAt as group } from './fixtures/form-edit';
import { APPLICATION_FORM, COVERAGE_FORM, PRIVILEGE_FORM } from './fixtures/hospital-forms';

const check = (form: TFormDefinition) => checkFormDefinition(form, { kind: 'application' });

describe('checkFormDefinition: keys', () => {
  it('refuses a top-level name used again in another section, on the later one', () => {
    const form = edit(APPLICATION_FORM, (d) => {
      field(d, 3, 1).name = 'npi';
    });
    expect(check(form)).toEqual([
      { path: 'sections.3.items.1.name', message: 'Another field already uses the key "npi"' },
    ]);
  });

  it('lets a group field share a top-level name, but not a sibling’s', () => {
    const shared = edit(APPLICATION_FORM, (d) => {
      group(d, 1, 0).fields[1].name = 'npi';
    });
    expect(check(shared)).toEqual([]);
    const twice = edit(APPLICATION_FORM, (d) => {
      group(d, 1, 0).fields[1].name = 'state';
    });
    expect(check(twice)).toEqual([
      { path: 'sections.1.items.0.fields.1.name', message: 'Another field already uses the key "state"' },
    ]);
  });

  it('refuses two sections with one key', () => {
    const form = edit(PRIVILEGE_FORM, (d) => {
      d.sections.push({ key: 'P', title: 'More', items: [] });
    });
    expect(checkFormDefinition(form)).toEqual([
      { path: 'sections.1.key', message: 'Another section already uses the key "P"' },
    ]);
  });
});

describe('checkFormDefinition: profile keys', () => {
  it('lists each profile key with its type, a group as "group", the first of a key winning', () => {
    const form = edit(COVERAGE_FORM, (d) => {
      d.sections[0].items.push(
        { name: 'npiAgain', type: 'number', label: 'NPI', profileKey: 'identity.npi' },
        {
          kind: 'group',
          name: 'rows',
          label: 'Rows',
          fields: [{ name: 'a', type: 'text', label: 'A' }],
          profileKey: 'r',
        },
      );
    });
    expect(profileKeyTypesOf(form)).toEqual({ 'identity.npi': 'text', r: 'group' });
  });

  it('refuses a key used again in this form with another type, on the later item', () => {
    const form = edit(APPLICATION_FORM, (d) => void (field(d, 0, 4).profileKey = 'identity.dateOfBirth'));
    expect(check(form)).toEqual([]);
    const clash = edit(APPLICATION_FORM, (d) => void (field(d, 3, 2).profileKey = 'identity.dateOfBirth'));
    expect(check(clash)).toEqual([
      {
        path: 'sections.3.items.2.profileKey',
        message: 'Profile key "identity.dateOfBirth" is a date elsewhere; use another key or the same type',
      },
    ]);
  });

  it('refuses a key the hospital’s other forms use with another type, a group’s included', () => {
    const profileKeyTypes = {
      'identity.npi': 'number',
      'practice.workHistory': 'text',
      'identity.dateOfBirth': 'date',
    };
    expect(checkFormDefinition(APPLICATION_FORM, { profileKeyTypes })).toEqual([
      {
        path: 'sections.0.items.2.profileKey',
        message: 'Profile key "identity.npi" is a number elsewhere; use another key or the same type',
      },
      {
        path: 'sections.2.items.0.profileKey',
        message: 'Profile key "practice.workHistory" is a text elsewhere; use another key or the same type',
      },
    ]);
  });
});

describe('checkFormDefinition: the application’s sections', () => {
  it('refuses an application without exactly four sections', () => {
    const form = edit(APPLICATION_FORM, (d) => void d.sections.pop());
    expect(check(form)).toEqual([
      { path: 'sections', message: 'The application has exactly four sections: A, B, C and D' },
    ]);
    expect(checkFormDefinition(form, { kind: 'survey' })).toEqual([]);
  });

  it('refuses sections out of the order A, B, C, D', () => {
    const form = edit(APPLICATION_FORM, (d) => void d.sections.reverse());
    expect(check(form).map((issue) => issue.path)).toEqual([0, 1, 2, 3].map((i) => `sections.${i}.key`));
    expect(check(form)[0].message).toBe('This section\'s key must be "A": comments refer to A to D');
  });

  it('reports one problem per place, the first found', () => {
    const form = edit(APPLICATION_FORM, (d) => {
      d.sections[1].key = 'A';
    });
    expect(check(form)).toEqual([
      { path: 'sections.1.key', message: 'Another section already uses the key "A"' },
    ]);
  });
});
