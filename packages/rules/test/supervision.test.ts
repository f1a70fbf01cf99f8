import { describe, expect, it } from 'vitest';
import { isSupervisionDone, SUPERVISION_PART_TITLE, withSupervision } from '../src/supervision';

const ready = { canSubmit: true, missing: [] as string[], percent: 100 };
const status = (overrides: Partial<Parameters<typeof isSupervisionDone>[0] & object> = {}) => ({
  required: true,
  named: true,
  confirmed: true,
  uncovered: [] as string[],
  ...overrides,
});

describe('the physician agreement part', () => {
  it('changes nothing when it does not apply or is done', () => {
    expect(withSupervision(ready, undefined)).toBe(ready);
    expect(withSupervision(ready, status({ required: false, confirmed: false }))).toBe(ready);
    expect(withSupervision(ready, status())).toBe(ready);
  });

  it('holds back submit until a confirmed agreement covers every privilege', () => {
    for (const missing of [
      status({ named: false, confirmed: false }),
      status({ confirmed: false }),
      status({ uncovered: ['Admitting'] }),
    ]) {
      expect(withSupervision(ready, missing)).toEqual({
        canSubmit: false,
        missing: [SUPERVISION_PART_TITLE],
        percent: 99,
      });
    }
    expect(withSupervision({ ...ready, percent: 40 }, status({ confirmed: false })).percent).toBe(40);
  });
});
