import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carryOverAnswers, validateAnswers, type TFormAnswers } from '../src';
import { arbitraryAnswers, arbitraryDefinition } from './fixtures/arbitraries';
import { edit, fieldAt as field, groupAt as group } from './fixtures/form-edit';
import { APPLICATION_FORM } from './fixtures/hospital-forms';
import { TODAY } from './fixtures/sample-form';

const today = TODAY;

/** A draft started on APPLICATION_FORM. */
const DRAFT: TFormAnswers = {
  legalFirstName: 'Ann',
  dateOfBirth: '1980-02-29',
  npi: '1234567893',
  citizenship: 'visa',
  visaExpiry: '2027-01-31',
  visaDocument: 'file-1',
  stateLicences: [
    { state: 'IL', number: '036.123456', status: 'yes', expiryDate: '2027-06-30', copy: 'file-2' },
    { state: 'NY', number: '123' },
  ],
  hasDea: 'no',
  boardStatus: 'eligible',
  boardName: 'ABIM',
  workHistory: [{ employer: 'Mercy', from: '2015-07-01' }],
  hasGap: 'no',
  attestation: 'true',
};

describe('carryOverAnswers', () => {
  it('keeps every answer when the keys still match', () => {
    const next = edit(APPLICATION_FORM, (d) => {
      field(d, 0, 0).label = 'First name';
      d.sections[0].items.push({ name: 'badgePhoto', type: 'file', label: 'Badge', required: true });
    });
    expect(carryOverAnswers(next, DRAFT, { from: APPLICATION_FORM, today })).toEqual(DRAFT);
  });

  it('drops answers to removed fields and to fields whose type changed', () => {
    const next = edit(APPLICATION_FORM, (d) => {
      d.sections[0].items.splice(0, 1);
      field(d, 0, 2).type = 'text'; // citizenship: radio -> text
      field(d, 0, 4).type = 'text'; // visaDocument: file -> text
    });
    const { legalFirstName, citizenship, visaDocument, ...rest } = DRAFT;
    expect(carryOverAnswers(next, DRAFT, { from: APPLICATION_FORM, today })).toEqual(rest);
    expect([legalFirstName, citizenship, visaDocument]).toEqual(['Ann', 'visa', 'file-1']);
  });

  it('without the old version, drops what the new type cannot hold', () => {
    const next = edit(APPLICATION_FORM, (d) => {
      field(d, 0, 0).type = 'date'; // legalFirstName
      field(d, 1, 4).type = 'checkbox'; // boardName
      field(d, 0, 1).type = 'text'; // dateOfBirth: a date is a text too
    });
    const { legalFirstName, boardName, ...rest } = DRAFT;
    expect(carryOverAnswers(next, DRAFT, { today })).toEqual(rest);
    expect([legalFirstName, boardName]).toEqual(['Ann', 'ABIM']);
  });

  it('keeps a choice only while it is still an option', () => {
    const next = edit(APPLICATION_FORM, (d) => {
      field(d, 1, 3).options = [{ value: 'certified', label: 'Certified' }];
      group(d, 1, 0).fields[0].options = [{ value: 'IL', label: 'Illinois' }];
    });
    const carried = carryOverAnswers(next, DRAFT, { from: APPLICATION_FORM, today });
    expect(carried.boardStatus).toBeUndefined();
    expect(carried.stateLicences).toEqual([
      { state: 'IL', number: '036.123456', status: 'yes', expiryDate: '2027-06-30', copy: 'file-2' },
      { number: '123' },
    ]);
  });

  it('moves a group’s rows only into a group, with the row keys the group still has', () => {
    const next = edit(APPLICATION_FORM, (d) => {
      const licences = group(d, 1, 0);
      licences.fields = licences.fields.filter((f) => f.name !== 'copy' && f.name !== 'state');
      licences.maxItems = 1;
      d.sections[2].items[0] = { name: 'workHistory', type: 'text', label: 'Work history' };
      d.sections[3].items[2] = {
        kind: 'group',
        name: 'attestation',
        label: 'Attestation',
        fields: [{ name: 'who', type: 'text', label: 'Who' }],
      };
    });
    const carried = carryOverAnswers(next, DRAFT, { today });
    expect(carried.stateLicences).toEqual([
      { number: '036.123456', status: 'yes', expiryDate: '2027-06-30' },
    ]);
    expect(carried).not.toHaveProperty('workHistory');
    expect(carried).not.toHaveProperty('attestation');
  });

  it('drops rows left with nothing in them and answers of unknown keys', () => {
    const carried = carryOverAnswers(
      APPLICATION_FORM,
      { stateLicences: [{ unknown: 'x' }, 'row' as never], workHistory: [], extra: 'x', npi: undefined },
      { today },
    );
    expect(carried).toEqual({});
  });

  it('keeps any valid draft of a form whole when carried to the same form', () => {
    const withoutEmptyRows = (answers: TFormAnswers) =>
      Object.fromEntries(
        Object.entries(answers).flatMap(([key, value]) => {
          const rows = Array.isArray(value) ? value.filter((row) => Object.keys(row).length > 0) : value;
          return Array.isArray(rows) && rows.length === 0 ? [] : [[key, rows]];
        }),
      );
    const draft = arbitraryDefinition.chain((d) => fc.tuple(fc.constant(d), arbitraryAnswers(d, true)));
    fc.assert(
      fc.property(draft, ([definition, answers]) => {
        expect(carryOverAnswers(definition, answers, { from: definition, today })).toEqual(
          withoutEmptyRows(answers),
        );
      }),
    );
  });

  it('always gives answers the new version saves as a draft', () => {
    const moves = fc
      .tuple(arbitraryDefinition, arbitraryDefinition)
      .chain(([from, to]) => fc.tuple(fc.constant(from), fc.constant(to), arbitraryAnswers(from)));
    fc.assert(
      fc.property(moves, ([from, to, answers]) => {
        for (const options of [{ from, today }, { today }]) {
          const carried = carryOverAnswers(to, answers, options);
          expect(validateAnswers(to, carried, { mode: 'draft', today }).fieldErrors).toEqual({});
        }
      }),
    );
  });
});
