import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSupervisionOfficeView } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const CONFIRMED: TSupervisionOfficeView = {
  agreement: {
    id: 'agreement-1',
    applicationId: APPLICATION_ID,
    physician: { id: 'sam', name: 'Dr. Sam Supervisor', departments: ['Internal Medicine'] },
    relationship: 'collaborating',
    privileges: [{ privilegeId: 'p-1', name: 'Admitting', department: 'Internal Medicine' }],
    state: 'confirmed',
    sentAt: '2026-12-01T10:00:00.000Z',
    answeredAt: '2026-12-02T15:30:00.000Z',
    signedName: 'Sam Supervisor',
    answeredVia: 'link',
  },
  physicianAppointment: { state: 'active', endsOn: '2028-06-30' },
  warning: null,
};

function renderReview(supervision: TSupervisionOfficeView) {
  const api = createMockApi({
    [`/admin/applications/${APPLICATION_ID}`]: createReview(),
    [`/admin/applications/${APPLICATION_ID}/supervision`]: supervision,
  });
  return renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
}

// Whole routes with lazy pages: slow on a busy machine.
describe('the physician agreement on the review (issue 42)', () => {
  it('shows the physician, relationship, privileges covered and who confirmed when', async () => {
    renderReview(CONFIRMED);
    const card = await screen.findByRole('region', { name: 'Supervising or collaborating physician' });
    expect(card).toHaveTextContent('Dr. Sam Supervisor (Internal Medicine)');
    expect(card).toHaveTextContent('Collaborating physician');
    expect(card).toHaveTextContent('Admitting (Internal Medicine)');
    expect(card).toHaveTextContent(/by Sam Supervisor, by the emailed link/);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('warns when the physician’s own appointment has ended', async () => {
    renderReview({
      ...CONFIRMED,
      physicianAppointment: { state: 'ended', endsOn: '2026-12-03' },
      warning: 'The physician’s appointment at this hospital is no longer active',
    });
    const card = await screen.findByRole('region', { name: 'Supervising or collaborating physician' });
    expect(
      await within(card).findByText(/no longer active \(ended, last day 12\/03\/2026\)/),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(card)).toEqual([]);
  });
});
