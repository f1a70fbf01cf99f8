import { describe, expect, it } from 'vitest';
import { NO_VALUE, formatCount, formatDay, formatFileSize, formatMoment } from '@/index';

describe('formatDay and formatMoment', () => {
  it('show a local date as MM/DD/YYYY and a moment to the second', () => {
    const moment = new Date(2026, 2, 7, 9, 5, 3);
    expect(formatDay(moment)).toBe('03/07/2026');
    expect(formatMoment(moment)).toBe('03/07/2026 09:05:03');
    expect(formatDay(moment.toISOString())).toBe('03/07/2026');
    expect(formatMoment(moment.getTime())).toBe('03/07/2026 09:05:03');
  });

  it('read a calendar date as that day, whatever the time zone', () => {
    expect(formatDay('2026-12-31')).toBe('12/31/2026');
    expect(formatDay('2024-02-29')).toBe('02/29/2024');
  });

  it('show a dash for a date that is missing or unreadable', () => {
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDay(missing)).toBe(NO_VALUE);
      expect(formatMoment(missing)).toBe(NO_VALUE);
    }
    expect(NO_VALUE).toBe('—');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '1 KB'],
    [1, '1 KB'],
    [511, '1 KB'],
    [1536, '2 KB'],
    [240 * 1024, '240 KB'],
    [1024 * 1024, '1.0 MB'],
    [3.24 * 1024 * 1024, '3.2 MB'],
    [10 * 1024 * 1024, '10.0 MB'],
  ])('reads %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('switches from KB to MB at one mebibyte', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toMatch(/ KB$/);
    expect(formatFileSize(1024 * 1024)).toMatch(/ MB$/);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0 applications'],
    [1, '1 application'],
    [2, '2 applications'],
    [1204, '1,204 applications'],
  ])('counts %i as %s', (count, text) => {
    expect(formatCount(count, 'application')).toBe(text);
  });

  it('takes the forms of an irregular noun', () => {
    const reply = { one: 'reply', other: 'replies' };
    expect(formatCount(1, reply)).toBe('1 reply');
    expect(formatCount(3, reply)).toBe('3 replies');
  });
});
