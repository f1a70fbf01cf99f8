import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCommitteeGate } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
const GATE_PATH = `${REVIEW_PATH}/committee-gate`;

const NOT_READY: TCommitteeGate = {
  on: '2026-12-06',
  ready: false,
  blocks: [{ kind: 'npdb', message: 'No NPDB query recorded' }],
  aging: [{ label: 'State licence IL', until: '2026-12-20' }],
  verifications: [
    { label: 'State licence IL', status: 'Verified', verifiedOn: '2026-06-23', validUntil: '2026-12-20' },
  ],
};

function renderReview(status: 'in-review' | 'approved') {
  const api = createMockApi({ [REVIEW_PATH]: createReview({ status }), [GATE_PATH]: NOT_READY });
  return renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
}

// Whole routes with lazy pages: slow on a busy machine.
describe('the ready-for-committee gate on the office’s review', () => {
  it('lists what stops the file and what will be too old by the next meeting', async () => {
    const { container } = renderReview('in-review');
    const card = await screen.findByRole('region', { name: 'Ready for the committee' });
    expect(await within(card).findByText('No NPDB query recorded')).toBeInTheDocument();
    expect(within(card).getByText(/Not ready for the committee on 12\/06\/2026/)).toBeInTheDocument();
    expect(within(card).getByText('State licence IL: good until 12/20/2026')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('is not shown once the file is decided', async () => {
    const { api } = renderReview('approved');
    await screen.findByRole('heading', { level: 1, name: 'Dana Doe' });
    expect(screen.queryByRole('region', { name: 'Ready for the committee' })).toBeNull();
    expect(api.get).not.toHaveBeenCalledWith(GATE_PATH);
  });
});
