import { describe, expect, it } from 'vitest';
import { ZReferenceReminderDaysText } from '../src';

describe('the reference reminder days as the hospital dialog holds them', () => {
  it.each([
    ['3, 7, 14', [3, 7, 14]],
    ['3 7 14', [3, 7, 14]],
    ['3,7 ,  14', [3, 7, 14]],
    [' 5 ', [5]],
  ])('reads "%s"', (text, days) => {
    expect(ZReferenceReminderDaysText.parse(text)).toEqual(days);
  });

  it.each(['3,,7', '3, 7,', 'three', '3;7', '7, 3'])('refuses "%s"', (text) => {
    expect(ZReferenceReminderDaysText.safeParse(text).success).toBe(false);
  });

  it('refuses a long near miss at once', () => {
    // Runs of spaces between numbers could be split many ways by the former pattern: this input
    // held the process for seconds, and a few more numbers for hours.
    expect(ZReferenceReminderDaysText.safeParse(`1${'     1'.repeat(40)}x`).success).toBe(false);
  });
});
