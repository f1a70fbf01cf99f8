import { describe, expect, it } from 'vitest';
import {
  applyProfileAnswers,
  checkFormDefinition,
  collectProfileAnswers,
  findDocumentOffer,
  isSameRow,
  listDocumentKinds,
  listKindedDocuments,
  profileKeyTypesOf,
  type TFormDefinition,
  type TFormField,
  type TProfileAnswers,
} from '../src';
import { COMPLETE_ANSWERS, SAMPLE_FORM, TODAY, YES_NO } from './fixtures/sample-form';

const options = { today: TODAY };

/** SAMPLE_FORM with kinds on its documents, an expiry on the licence copy and a conditional one. */
const FORM: TFormDefinition = {
  sections: [
    {
      key: 'A',
      title: 'Identity',
      items: [
        { name: 'cv', type: 'file', label: 'CV', required: true, profileKey: 'documents.cv' },
        { name: 'hasDea', type: 'radio', label: 'DEA?', options: YES_NO },
        {
          name: 'deaExpiry',
          type: 'date',
          label: 'DEA expiry',
          future: true,
          showWhen: { field: 'hasDea', equals: 'yes' },
        },
        {
          name: 'deaCertificate',
          type: 'file',
          label: 'DEA certificate',
          profileKey: 'dea.certificate',
          expiryField: 'deaExpiry',
          showWhen: { field: 'hasDea', equals: 'yes' },
        },
        { name: 'photo', type: 'file', label: 'Photo' },
      ],
    },
    {
      key: 'B',
      title: 'Licensure',
      items: [
        {
          kind: 'group',
          name: 'licences',
          label: 'Licence',
          profileKey: 'licences',
          fields: [
            { name: 'state', type: 'text', label: 'State', required: true },
            { name: 'number', type: 'text', label: 'Number', required: true },
            { name: 'expiry', type: 'date', label: 'Expiry', future: true },
            { name: 'copy', type: 'file', label: 'Copy', profileKey: 'licence.copy', expiryField: 'expiry' },
          ],
        },
      ],
    },
  ],
};

const cvField = FORM.sections[0].items[0] as TFormField;
const copyField = (FORM.sections[1].items[0] as { fields: TFormField[] }).fields[3];

describe('pre-filling from the profile never carries a file', () => {
  it('collects rows without their documents and no top-level document, kinded or not', () => {
    const profile = collectProfileAnswers(FORM, {
      cv: 'file-cv',
      hasDea: 'yes',
      deaCertificate: 'file-dea',
      licences: [{ state: 'IL', number: 'A1', copy: 'file-il' }],
    });
    expect(profile).toEqual({ licences: [{ state: 'IL', number: 'A1' }] });
    expect(JSON.stringify(collectProfileAnswers(SAMPLE_FORM, COMPLETE_ANSWERS, options))).not.toMatch(
      /file-/,
    );
  });

  it('never writes a file id into a document field, even when the profile holds one under its key', () => {
    // A profile built by an older or foreign form: file ids where this form has document fields.
    const profile: TProfileAnswers = {
      'documents.cv': 'file-cv',
      'dea.certificate': 'file-dea',
      licences: [{ state: 'IL', number: 'A1', copy: 'file-il' }],
    };
    expect(applyProfileAnswers(FORM, {}, profile, options)).toEqual({
      licences: [{ state: 'IL', number: 'A1' }],
    });
  });
});

describe('listKindedDocuments', () => {
  it('lists each shown, kinded document with its row and its own expiry date', () => {
    const documents = listKindedDocuments(FORM, {
      cv: 'file-cv',
      hasDea: 'yes',
      deaExpiry: '2030-01-31',
      deaCertificate: 'file-dea',
      photo: 'file-photo',
      licences: [
        { state: 'IL', number: 'A1', expiry: '2020-05-01', copy: 'file-il' },
        { state: 'NY', number: 'B2' },
      ],
    });
    expect(documents).toEqual([
      { path: 'cv', fileId: 'file-cv', kind: 'documents.cv', row: null, expiresOn: null },
      {
        path: 'deaCertificate',
        fileId: 'file-dea',
        kind: 'dea.certificate',
        row: null,
        expiresOn: '2030-01-31',
      },
      {
        path: 'licences.0.copy',
        fileId: 'file-il',
        kind: 'licence.copy',
        row: { state: 'IL', number: 'A1' },
        expiresOn: '2020-05-01',
      },
    ]);
  });

  it('skips a document its condition hides (a stale answer is not part of the application)', () => {
    const documents = listKindedDocuments(FORM, {
      hasDea: 'no',
      deaExpiry: '2030-01-31',
      deaCertificate: 'x',
    });
    expect(documents).toEqual([]);
  });

  it('lists the kinds a form asks for, in groups too; fields without a profile key have none', () => {
    expect(listDocumentKinds(FORM).sort()).toEqual(['dea.certificate', 'documents.cv', 'licence.copy']);
    expect(listDocumentKinds(SAMPLE_FORM)).toEqual(['cv']);
  });
});

describe('isSameRow', () => {
  const il = { state: 'IL', number: '036.123456' };

  it('matches the same state and number, spaces and case aside', () => {
    expect(isSameRow(il, { state: 'il', number: ' 036.123456 ', expiry: '2030-01-01' })).toBe(true);
  });

  it('matches a row whose number is still empty, not one with another number or state', () => {
    expect(isSameRow(il, { state: 'IL' })).toBe(true);
    expect(isSameRow(il, { state: 'IL', number: '036.999999' })).toBe(false);
    expect(isSameRow(il, { state: 'NY', number: '036.123456' })).toBe(false);
  });

  it('does not match an empty row: nothing tells it is the same licence', () => {
    expect(isSameRow(il, {})).toBe(false);
    expect(isSameRow({}, { state: 'IL' })).toBe(false);
  });
});

describe('findDocumentOffer', () => {
  const documents = [
    { id: 'new-cv', kind: 'documents.cv', row: null },
    { id: 'ny-copy', kind: 'licence.copy', row: { state: 'NY', number: 'B2' } },
    { id: 'il-copy', kind: 'licence.copy', row: { state: 'IL', number: 'A1' } },
    { id: 'old-cv', kind: 'documents.cv', row: null },
  ];

  it('offers the first (newest) document of the field’s kind', () => {
    expect(findDocumentOffer(cvField, null, documents)?.id).toBe('new-cv');
  });

  it('offers a row the document of the matching row only', () => {
    expect(findDocumentOffer(copyField, { state: 'IL', number: 'A1' }, documents)?.id).toBe('il-copy');
    expect(findDocumentOffer(copyField, { state: 'TX', number: 'C3' }, documents)).toBeNull();
  });

  it('offers nothing for a field without a kind, another kind or a non-document field', () => {
    expect(findDocumentOffer({ name: 'photo', type: 'file', label: 'Photo' }, null, documents)).toBeNull();
    expect(findDocumentOffer({ ...cvField, profileKey: 'documents.other' }, null, documents)).toBeNull();
    expect(findDocumentOffer({ ...cvField, type: 'text' }, null, documents)).toBeNull();
  });

  it('does not offer a top-level document for a group row (which row would it be?)', () => {
    const topLevel = [{ id: 'copy', kind: 'licence.copy', row: null }];
    expect(findDocumentOffer(copyField, { state: 'IL' }, topLevel)).toBeNull();
    expect(findDocumentOffer({ ...copyField, name: 'copy' }, null, documents)?.id).toBe('ny-copy');
  });
});

describe('profile keys of documents in groups', () => {
  it('are kept to one type within the form', () => {
    const clash: TFormDefinition = {
      sections: [
        {
          key: 'A',
          title: 'A',
          items: [
            { name: 'copyNote', type: 'text', label: 'Note', profileKey: 'licence.copy' },
            {
              kind: 'group',
              name: 'licences',
              label: 'Licence',
              fields: [{ name: 'copy', type: 'file', label: 'Copy', profileKey: 'licence.copy' }],
            },
          ],
        },
      ],
    };
    expect(checkFormDefinition(clash)).toEqual([
      {
        path: 'sections.0.items.1.fields.0.profileKey',
        message: 'Profile key "licence.copy" is a text elsewhere; use another key or the same type',
      },
    ]);
  });

  it('are kept to one type across the hospital’s forms, both ways', () => {
    expect(profileKeyTypesOf(FORM)).toMatchObject({ 'licence.copy': 'file', 'documents.cv': 'file' });
    const other: TFormDefinition = {
      sections: [
        {
          key: 'S',
          title: 'S',
          items: [{ name: 'x', type: 'date', label: 'X', profileKey: 'licence.copy' }],
        },
      ],
    };
    expect(checkFormDefinition(other, { profileKeyTypes: profileKeyTypesOf(FORM) })).toEqual([
      {
        path: 'sections.0.items.0.profileKey',
        message: 'Profile key "licence.copy" is a document elsewhere; use another key or the same type',
      },
    ]);
    expect(checkFormDefinition(FORM, { profileKeyTypes: profileKeyTypesOf(other) })).toEqual([
      {
        path: 'sections.1.items.0.fields.3.profileKey',
        message: 'Profile key "licence.copy" is a date elsewhere; use another key or the same type',
      },
    ]);
  });
});
