import { describe, expect, it } from 'vitest';
import {
  attributeChanges,
  findExpiryDatePath,
  listChangedPaths,
  type TFormDefinition,
  type TRecordedEdit,
  type TSubmissionChanges,
} from '../src';

const FORM: TFormDefinition = {
  sections: [
    {
      key: 'B',
      title: 'Licensure',
      items: [
        {
          kind: 'group',
          name: 'licences',
          label: 'State licence',
          fields: [
            { name: 'state', type: 'text', label: 'State' },
            { name: 'copy', type: 'file', label: 'Copy', expiryField: 'expires' },
            { name: 'expires', type: 'date', label: 'Expires' },
          ],
        },
        { name: 'insurance', type: 'file', label: 'Insurance', expiryField: 'insuranceExpires' },
        { name: 'insuranceExpires', type: 'date', label: 'Insurance expires' },
        { name: 'cv', type: 'file', label: 'CV' },
      ],
    },
  ],
};

describe('listChangedPaths', () => {
  it('names each changed answer, group rows field by field', () => {
    const before = { phone: '1', licences: [{ state: 'IL', expires: '2027-01-01' }, { state: 'WI' }] };
    const after = { phone: '2', licences: [{ state: 'IL', expires: '2029-01-01' }], cv: 'f-1' };
    expect(listChangedPaths(before, after)).toEqual([
      'phone',
      'licences.0.expires',
      'licences.1.state',
      'cv',
    ]);
    expect(listChangedPaths({ phone: '1' }, { phone: '1' })).toEqual([]);
  });
});

describe('findExpiryDatePath', () => {
  it('finds the date a dated document names, at the top level and in a group row', () => {
    expect(findExpiryDatePath(FORM, 'insurance')).toBe('insuranceExpires');
    expect(findExpiryDatePath(FORM, 'licences.2.copy')).toBe('licences.2.expires');
    expect(findExpiryDatePath(FORM, 'cv')).toBeNull();
    expect(findExpiryDatePath(FORM, 'licences.0.state')).toBeNull();
    expect(findExpiryDatePath(FORM, 'missing')).toBeNull();
  });
});

const answer = (path: string) => ({
  formKey: 'application',
  formTitle: 'Application',
  sectionKey: 'B',
  sectionTitle: 'Licensure',
  path,
  label: path,
  fieldType: 'text' as const,
  before: 'a',
  after: 'b',
});

const CHANGES: TSubmissionChanges = {
  answers: [answer('phone'), answer('licences.0.expires'), answer('npi')],
  documents: [
    {
      change: 'replaced',
      label: 'Copy',
      formTitle: 'Application',
      formKey: 'application',
      path: 'licences.0.copy',
      file: { id: 'new', name: 'new.pdf' },
      previous: { id: 'old', name: 'old.pdf' },
    },
    {
      change: 'added',
      label: null,
      formTitle: null,
      formKey: null,
      path: null,
      file: { id: 'loose', name: 'letter.pdf' },
      previous: null,
    },
  ],
  privileges: [{ change: 'added', privilegeId: 'cath', name: 'Cath', department: 'Cardiology' }],
};

describe('attributeChanges', () => {
  it('gives each change the source of the last edit that touched it, and none when nothing did', () => {
    const edits: TRecordedEdit[] = [
      {
        source: { kind: 'doctor' },
        answers: { formKey: 'application', paths: ['phone', 'licences.0.expires'] },
      },
      {
        source: { kind: 'delegate', name: 'Olive Manager' },
        answers: { formKey: 'application', paths: ['phone'] },
      },
      {
        source: { kind: 'renewal' },
        answers: { formKey: 'application', paths: ['licences.0.copy', 'licences.0.expires'] },
      },
      { source: { kind: 'office', name: 'Maria Lopez' }, answers: { formKey: 'survey', paths: ['npi'] } },
      { source: { kind: 'doctor' }, fileIds: ['loose'], privilegeIds: ['cath'] },
    ];
    const sourced = attributeChanges(CHANGES, edits);
    expect(sourced.answers.map((change) => [change.path, change.source])).toEqual([
      ['phone', { kind: 'delegate', name: 'Olive Manager' }],
      ['licences.0.expires', { kind: 'renewal' }],
      ['npi', null],
    ]);
    expect(sourced.documents.map((change) => change.source)).toEqual([
      { kind: 'renewal' },
      { kind: 'doctor' },
    ]);
    expect(sourced.privileges.map((change) => change.source)).toEqual([{ kind: 'doctor' }]);
  });
});
