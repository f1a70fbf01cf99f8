import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminRequest } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
const REASON = 'Finalise needs 3 completed references; 1 has answered.';

function request(id: string, name: string, state: TAdminRequest['state'], remindedAt: string[] = []) {
  return {
    id,
    name,
    specialty: 'Cardiology',
    email: `${id}@example.com`,
    phone: '+1 212-555-0101',
    relationship: 'Colleague',
    state,
    createdAt: '2027-03-01T10:00:00.000Z',
    updatedAt: '2027-03-01T10:00:00.000Z',
    remindedAt,
    answers: state === 'completed' ? { clinicalJudgement: 'Sound' } : null,
  } satisfies TAdminRequest;
}

// A whole route with lazy pages: slow on a busy machine.
describe('finalise held back until the references answered', () => {
  it('shows Finalise disabled with the reason beside it, the pending requests and their reminders', async () => {
    const api = createMockApi({
      [REVIEW_PATH]: createReview({
        status: 'in-review',
        minReferences: 3,
        allowedTransitions: ['information-requested', 'finalise', 'rejected'],
        blockedTransitions: [{ status: 'finalise', reason: REASON }],
        references: [
          request('r1', 'Dr. Ann Answered', 'completed'),
          request('r2', 'Dr. Ben Pending', 'sent', ['2027-03-04T12:00:00.000Z', '2027-03-08T12:00:00.000Z']),
          request('r3', 'Dr. Cy Pending', 'opened', ['2027-03-04T12:00:00.000Z']),
        ],
        coverage: request('c1', 'Dr. Cora Cover', 'sent'),
      }),
    });
    renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });

    const decision = await screen.findByRole('region', { name: 'Decision' });
    const finalise = within(decision).getByRole('button', { name: 'Finalise' });
    expect(finalise).toBeDisabled();
    expect(finalise).toHaveAccessibleDescription(REASON);
    expect(within(decision).getByText(REASON)).toBeVisible();
    // The other decisions stay open.
    expect(within(decision).getByRole('button', { name: 'Request information' })).toBeEnabled();
    expect(within(decision).getByRole('button', { name: 'Reject' })).toBeEnabled();

    expect(screen.getByText('References answered: 1 of the 3 needed. Pending: 2.')).toBeInTheDocument();
    const references = screen.getByRole('list', { name: 'Peer references' });
    expect(within(references).getByText('Reminded on 03/04/2027, 03/08/2027')).toBeInTheDocument();
    expect(within(references).getByText('Reminded on 03/04/2027')).toBeInTheDocument();

    expect(await seriousAxeViolations(decision)).toEqual([]);
    expect(
      await seriousAxeViolations(screen.getByRole('region', { name: 'References and coverage' })),
    ).toEqual([]);
  });

  it('offers Finalise once nothing holds it back', async () => {
    const api = createMockApi({
      [REVIEW_PATH]: createReview({
        status: 'in-review',
        minReferences: 1,
        allowedTransitions: ['information-requested', 'finalise', 'rejected'],
        blockedTransitions: [],
      }),
    });
    renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(within(decision).getByRole('button', { name: 'Finalise' })).toBeEnabled();
    expect(within(decision).queryByText(/Finalise needs/)).not.toBeInTheDocument();
  });
});
