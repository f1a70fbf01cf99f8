import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatFileSize, formatNumber } from '../src/format/format';
import { usePreparedNumberFormats } from '../src/format/use-prepared-number-formats';

// A file of its own (*.mocked): the formats are made once per loaded module, so this needs a
// module no other test has used.
describe('a page that shows numbers (issue 43)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('leaves the formats unmade when it closes before their task', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');

    renderHook(() => usePreparedNumberFormats()).unmount();
    vi.runAllTimers();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('has its number formats made in a task of their own as it opens, before it draws a number', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');

    renderHook(() => usePreparedNumberFormats());
    expect(numberFormat).not.toHaveBeenCalled();

    vi.runAllTimers();
    expect(numberFormat).toHaveBeenCalledTimes(2);
    expect(pluralRules).toHaveBeenCalledTimes(1);

    // What the page then draws uses them; none is made again.
    expect(formatNumber(1204)).toBe('1,204');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatCount(2, 'application')).toBe('2 applications');
    expect(numberFormat).toHaveBeenCalledTimes(2);
    expect(pluralRules).toHaveBeenCalledTimes(1);
  });
});
