import { describe, expect, it } from 'vitest';
import {
  createDocumentKey,
  describeExpiryDistance,
  findDueReminder,
  parseDocumentKey,
  replaceAnswerAt,
  validateRenewedExpiry,
} from '../src';

describe('findDueReminder', () => {
  it.each([
    [61, null],
    [60, { threshold: 60, passed: [] }],
    [45, { threshold: 60, passed: [] }],
    [30, { threshold: 30, passed: [60] }],
    // First seen 20 days away: the 30-day reminder, the 60-day one is moot.
    [20, { threshold: 30, passed: [60] }],
    [7, { threshold: 7, passed: [60, 30] }],
    [1, { threshold: 7, passed: [60, 30] }],
    [0, { threshold: 0, passed: [60, 30, 7] }],
    // Already expired: the day itself had its reminder, nothing comes after.
    [-1, null],
    [-400, null],
  ])('%i days left: %o', (daysLeft, expected) => {
    expect(findDueReminder(daysLeft)).toEqual(expected);
  });
});

describe('describeExpiryDistance', () => {
  it('says how far the expiry is in words', () => {
    expect([30, 1, 0, -1, -3].map(describeExpiryDistance)).toEqual([
      'expires in 30 days',
      'expires tomorrow',
      'expires today',
      'expired yesterday',
      'expired 3 days ago',
    ]);
  });
});

describe('document keys', () => {
  it('round-trips a form key and a file path, top level or in a group row', () => {
    for (const [formKey, filePath] of [
      ['application', 'licences.0.licenceCopy'],
      ['application', 'faceSheet'],
      ['privilege-cardiac-cath', 'boards.12.certificate'],
    ]) {
      expect(parseDocumentKey(createDocumentKey(formKey, filePath))).toEqual({ formKey, filePath });
    }
  });

  it.each([
    '',
    'application',
    ':faceSheet',
    'application:',
    'Application:faceSheet',
    'application:licences.x.copy',
    'application:licences.0',
    'application:licences.0.copy.1',
    'application:__proto__.0.x',
    'application:face sheet',
  ])('refuses %j', (key) => {
    expect(parseDocumentKey(key)).toBeNull();
  });
});

describe('replaceAnswerAt', () => {
  const answers = {
    faceSheet: 'old',
    licences: [
      { state: 'IL', licenceCopy: 'a' },
      { state: 'NY', licenceCopy: 'b' },
    ],
  };

  it('writes one answer at the top level or in one group row, copying instead of changing', () => {
    expect(replaceAnswerAt(answers, 'faceSheet', 'new').faceSheet).toBe('new');
    const written = replaceAnswerAt(answers, 'licences.1.licenceCopy', 'c');
    expect(written.licences).toEqual([
      { state: 'IL', licenceCopy: 'a' },
      { state: 'NY', licenceCopy: 'c' },
    ]);
    expect(answers.licences[1].licenceCopy).toBe('b');
  });

  it('leaves the answers as they are for a row that does not exist', () => {
    expect(replaceAnswerAt(answers, 'licences.2.licenceCopy', 'c')).toEqual(answers);
    expect(replaceAnswerAt({}, 'licences.0.licenceCopy', 'c')).toEqual({});
  });
});

describe('validateRenewedExpiry', () => {
  const dates = { current: '2027-03-31', today: '2027-03-01' };

  it('accepts a real date after today and after the current expiry', () => {
    expect(validateRenewedExpiry('2029-03-31', dates)).toBeNull();
    expect(validateRenewedExpiry('2027-04-01', dates)).toBeNull();
  });

  it.each([
    ['', 'Required'],
    ['2029-02-30', 'Invalid Date'],
    ['2100-01-01', 'Invalid Date'],
    ['2027-03-01', 'Enter a date after today'],
    ['2026-12-31', 'Enter a date after today'],
    ['2027-03-31', 'Enter a date after the current expiry date (03/31/2027)'],
    ['2027-03-15', 'Enter a date after the current expiry date (03/31/2027)'],
  ])('refuses %j: %s', (value, message) => {
    expect(validateRenewedExpiry(value, dates)).toBe(message);
  });

  it('needs only a date after today when the document already expired', () => {
    expect(validateRenewedExpiry('2027-03-02', { current: '2027-02-01', today: '2027-03-01' })).toBeNull();
  });
});
