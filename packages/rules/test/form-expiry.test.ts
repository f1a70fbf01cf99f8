import { describe, expect, it } from 'vitest';
import { countDaysUntil, findDocumentExpiries, type TFormDefinition } from '../src';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Licences in a group, a DEA registration shown on "yes", and a top-level insurance policy. */
const FORM: TFormDefinition = {
  sections: [
    {
      key: 'A',
      title: 'Identity',
      items: [
        { name: 'birthDate', type: 'date', label: 'Date of birth' },
        { name: 'cv', type: 'file', label: 'CV' },
      ],
    },
    {
      key: 'B',
      title: 'Licensure',
      items: [
        {
          kind: 'group',
          name: 'licences',
          label: 'State medical licence',
          fields: [
            { name: 'state', type: 'select', label: 'State', options: [{ value: 'IL', label: 'Illinois' }] },
            { name: 'number', type: 'text', label: 'Number' },
            { name: 'expiry', type: 'date', label: 'Expiry', future: true },
            { name: 'copy', type: 'file', label: 'Copy of the licence', expiryField: 'expiry' },
          ],
        },
        { name: 'hasDea', type: 'radio', label: 'DEA?', options: YES_NO },
        {
          name: 'deaExpiry',
          type: 'date',
          label: 'DEA expiry',
          showWhen: { field: 'hasDea', equals: 'yes' },
        },
        {
          name: 'deaCopy',
          type: 'file',
          label: 'DEA registration',
          expiryField: 'deaExpiry',
          showWhen: { field: 'hasDea', equals: 'yes' },
        },
      ],
    },
    {
      key: 'C',
      title: 'Practice',
      items: [
        { name: 'policyExpiry', type: 'date', label: 'Policy expiry', future: true },
        { name: 'faceSheet', type: 'file', label: 'Certificate of insurance', expiryField: 'policyExpiry' },
        // Names a date of another section: not the same scope, so never read.
        { name: 'stray', type: 'file', label: 'Stray', expiryField: 'deaExpiry' },
      ],
    },
  ],
};

describe('findDocumentExpiries', () => {
  it('finds each document with its section, label, expiry and file, row labels told apart by state', () => {
    const found = findDocumentExpiries(FORM, {
      birthDate: '1980-01-01',
      cv: 'file-cv',
      licences: [
        { state: 'IL', number: 'A1', expiry: '2026-03-01', copy: 'file-il' },
        { number: 'B2', expiry: '2027-01-31' },
      ],
      hasDea: 'yes',
      deaExpiry: '2026-05-05',
      deaCopy: 'file-dea',
      policyExpiry: '2025-12-31',
      faceSheet: '',
    });
    expect(found).toEqual([
      {
        section: 'B',
        label: 'State medical licence — IL',
        expiresOn: '2026-03-01',
        fileId: 'file-il',
        filePath: 'licences.0.copy',
        datePath: 'licences.0.expiry',
      },
      // Without a state the row is named by its first other answer, and no file is uploaded yet.
      {
        section: 'B',
        label: 'State medical licence — B2',
        expiresOn: '2027-01-31',
        fileId: null,
        filePath: 'licences.1.copy',
        datePath: 'licences.1.expiry',
      },
      {
        section: 'B',
        label: 'DEA registration',
        expiresOn: '2026-05-05',
        fileId: 'file-dea',
        filePath: 'deaCopy',
        datePath: 'deaExpiry',
      },
      {
        section: 'C',
        label: 'Certificate of insurance',
        expiresOn: '2025-12-31',
        fileId: null,
        filePath: 'faceSheet',
        datePath: 'policyExpiry',
      },
    ]);
  });

  it('skips hidden documents, missing or invalid dates, and dates outside the file field’s scope', () => {
    const found = findDocumentExpiries(FORM, {
      licences: [
        { state: 'IL', copy: 'file-il' },
        { state: 'IL', expiry: '2026-02-30' },
      ],
      hasDea: 'no',
      deaExpiry: '2026-05-05',
      deaCopy: 'file-dea',
      policyExpiry: 'soon',
    });
    expect(found).toEqual([]);
  });

  it('ignores answers of the wrong shape', () => {
    expect(findDocumentExpiries(FORM, { licences: 'IL', policyExpiry: '2026-01-01' })).toEqual([
      {
        section: 'C',
        label: 'Certificate of insurance',
        expiresOn: '2026-01-01',
        fileId: null,
        filePath: 'faceSheet',
        datePath: 'policyExpiry',
      },
    ]);
  });

  it('labels several documents of one group row by their own labels', () => {
    const form: TFormDefinition = {
      sections: [
        {
          key: 'A',
          title: 'Boards',
          items: [
            {
              kind: 'group',
              name: 'boards',
              label: 'Board',
              fields: [
                { name: 'board', type: 'text', label: 'Board' },
                { name: 'until', type: 'date', label: 'Until', future: true },
                { name: 'certificate', type: 'file', label: 'Certificate', expiryField: 'until' },
                { name: 'letter', type: 'file', label: 'Letter', expiryField: 'until' },
              ],
            },
          ],
        },
      ],
    };
    const found = findDocumentExpiries(form, { boards: [{ board: 'ABIM', until: '2030-01-01' }] });
    expect(found.map((document) => document.label)).toEqual([
      'Board: Certificate — ABIM',
      'Board: Letter — ABIM',
    ]);
  });
});

describe('countDaysUntil', () => {
  it('counts whole calendar days, negative once past', () => {
    expect(countDaysUntil('2025-06-15', '2025-06-15')).toBe(0);
    expect(countDaysUntil('2025-07-15', '2025-06-15')).toBe(30);
    expect(countDaysUntil('2025-03-31', '2025-03-01')).toBe(30);
    expect(countDaysUntil('2024-12-31', '2025-01-01')).toBe(-1);
    expect(countDaysUntil('2028-03-01', '2028-02-28')).toBe(2);
  });
});
