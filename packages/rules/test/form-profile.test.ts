import { describe, expect, it } from 'vitest';
import { applyProfileAnswers, collectProfileAnswers, type TProfileAnswers } from '../src';
import { COMPLETE_ANSWERS, SAMPLE_FORM, TODAY } from './fixtures/sample-form';

const options = { today: TODAY };

describe('collectProfileAnswers', () => {
  it('collects filled, valid, profile-keyed answers by key, rows without their files', () => {
    expect(collectProfileAnswers(SAMPLE_FORM, COMPLETE_ANSWERS, options)).toEqual({
      firstName: 'Ann',
      dob: '1980-02-29',
      npi: '1234567893',
      licences: [{ state: 'IL', number: '036.123456', expiry: '2027-01-31' }],
    });
  });

  it('skips blank and invalid answers and empty rows', () => {
    const profile = collectProfileAnswers(
      SAMPLE_FORM,
      { firstName: '  ', npi: '1234567890', licences: [{ copy: 'file-2' }, { state: 'XX' }] },
      options,
    );
    expect(profile).toEqual({});
  });
});

describe('applyProfileAnswers', () => {
  const profile: TProfileAnswers = {
    firstName: 'Ann',
    npi: '1234567893',
    dob: '2030-01-01',
    licences: [{ state: 'IL', number: 'A1', unknown: 'x' }, { state: 'NY' }],
  };

  it('fills empty answers with valid profile values and known row fields', () => {
    expect(applyProfileAnswers(SAMPLE_FORM, {}, profile, options)).toEqual({
      firstName: 'Ann',
      npi: '1234567893',
      // dob is in the future here (invalid); NY is not an option of this form's state select.
      licences: [{ state: 'IL', number: 'A1' }],
    });
  });

  it('never overwrites an answer the doctor gave', () => {
    const answers = { firstName: 'Anna', npi: '', licences: [{ number: 'mine' }] };
    expect(applyProfileAnswers(SAMPLE_FORM, answers, profile, options)).toEqual({
      firstName: 'Anna',
      npi: '1234567893',
      licences: [{ number: 'mine' }],
    });
  });

  it('does not change the answers it was given', () => {
    const answers = {};
    applyProfileAnswers(SAMPLE_FORM, answers, profile, options);
    expect(answers).toEqual({});
  });
});
