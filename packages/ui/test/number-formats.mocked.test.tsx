import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatFileSize, formatNumber } from '../src/format/format';
import { usePreparedNumberFormats } from '../src/format/use-prepared-number-formats';

// A file of its own (*.mocked): the formats are made once per loaded module, so this needs a
// module no other test has used.
describe('a page that shows numbers (issue 43)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has its number formats made while the browser is idle, before the page draws a number', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');

    const page = renderHook(() => usePreparedNumberFormats());
    expect(numberFormat).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);

    idle[0]();
    expect(numberFormat).toHaveBeenCalledTimes(2);
    expect(pluralRules).toHaveBeenCalledTimes(1);

    // What the page then draws uses them; none is made again.
    expect(formatNumber(1204)).toBe('1,204');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatCount(2, 'application')).toBe('2 applications');
    expect(numberFormat).toHaveBeenCalledTimes(2);
    expect(pluralRules).toHaveBeenCalledTimes(1);
    page.unmount();
  });

  it('leaves an idle moment it no longer needs when the page closes first', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));

    renderHook(() => usePreparedNumberFormats()).unmount();
    expect(cancelled).toEqual([7]);
  });
});
