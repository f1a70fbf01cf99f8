import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  answerGets,
  createHospital,
  DRAFT_ANSWERS,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

const OPEN_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const DRAFT_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const APPLIED_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

function createDashboardApi(user = createUser()) {
  const api = createMockApi(user);
  answerGets(api, {
    '/hospitals/all/hospitals/with/application': {
      data: [
        createHospital(OPEN_ID, 'Lakeside Medical Center', null),
        createHospital(
          DRAFT_ID,
          'Riverside General',
          createSummary({ hospitalId: DRAFT_ID, hospitalName: 'Riverside General', percent: 40 }),
        ),
        createHospital(
          APPLIED_ID,
          'Mercy Hospital',
          createSummary({
            id: 'applied-1',
            hospitalId: APPLIED_ID,
            hospitalName: 'Mercy Hospital',
            status: 'applied',
            percent: 100,
            submittedAt: '2026-03-06T10:00:00.000Z',
            nextAction: 'The hospital is reviewing your application',
          }),
        ),
      ],
    },
    // Two of four answers, a privilege, no references, no covering physician: 3 of 9 units.
    '/formsResponse/status': createStatusReport({
      answers: DRAFT_ANSWERS,
      references: { required: 3, named: 0, sent: 0 },
      coverage: { named: false, sent: false },
    }),
  });
  return api;
}

function getCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('dashboard', () => {
  it('shows each open hospital with the doctor’s progress there and the next step', async () => {
    const api = createDashboardApi();
    renderApp('/dashboard', { user: createUser(), api });
    expect(await screen.findByRole('heading', { name: 'Welcome, Dr. Doe' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Lakeside Medical Center' });

    const fresh = getCard('Lakeside Medical Center');
    expect(within(fresh).getByText('Not started')).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: /Start application/ })).toHaveAttribute(
      'href',
      `/apply?hospital=${OPEN_ID}`,
    );

    const draft = getCard('Riverside General');
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    // The stored figure first, then the status report's: the same rule as the form counts.
    expect(await within(draft).findByText('33% complete')).toBeInTheDocument();
    expect(within(draft).getByRole('progressbar', { name: /progress/ })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(within(draft).getByRole('link', { name: /Continue/ })).toHaveAttribute(
      'href',
      `/apply?hospital=${DRAFT_ID}`,
    );
    // What the open draft still needs comes from the server's status report.
    expect(
      await within(draft).findByText('Application section A (Identity and contact): Legal first name'),
    ).toBeInTheDocument();
    expect(within(draft).getByText('Alternative coverage: name a covering physician')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/formsResponse/status', { applicationId: APPLICATION_ID });

    const applied = getCard('Mercy Hospital');
    expect(within(applied).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/my/application/applied-1',
    );
  });

  it('asks an unverified doctor to verify, and follows a verification made elsewhere', async () => {
    const stored = createUser({ isEmailVerified: false });
    // The server already knows the address is verified (the link was opened on a phone).
    const api = createDashboardApi(createUser({ isEmailVerified: true }));
    renderApp('/dashboard', { user: stored, api });
    expect(await screen.findByText('Verify your email address')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Verify your email address')).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '{}').isEmailVerified).toBe(true);
  });

  it('shows the verify notice to a doctor who has not verified, and holds back new applications', async () => {
    const user = createUser({ isEmailVerified: false });
    renderApp('/dashboard', { user, api: createDashboardApi(user) });
    expect(
      await screen.findByText(/We sent a verification link to dana.doe@example.com/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
    const fresh = await screen.findByRole('article', { name: 'Lakeside Medical Center' });
    expect(within(fresh).getByRole('link', { name: /Start application/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
