import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, STATUS_COLORS, canTransition, statusLabel } from '../src';

describe('application status machine', () => {
  it('allows exactly the transitions of PRODUCT.md', () => {
    const allowed = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'draft->applied',
        'applied->in-review',
        'in-review->information-requested',
        'in-review->finalise',
        'in-review->rejected',
        'information-requested->in-review',
        'finalise->approved',
        'finalise->rejected',
      ].sort(),
    );
  });

  it('colours statuses as the spec says', () => {
    expect(STATUS_COLORS.applied).toMatch(/^#1565C0$/i);
    expect(STATUS_COLORS['in-review']).toBe('#B45309');
    expect(STATUS_COLORS['information-requested']).toBe(STATUS_COLORS.rejected);
    expect(STATUS_COLORS.finalise).toBe(STATUS_COLORS.approved);
    expect(STATUS_COLORS.draft).toBe('#757575');
    expect(statusLabel('information-requested')).toBe('Information requested');
  });
});
