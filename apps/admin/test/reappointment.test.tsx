import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAppointment, TPlatformHospital, TPracticeEvidence } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import {
  APPLICATION_ID,
  COUNTS,
  HOSPITAL_ID,
  createQueueItem,
  createQueuePage,
  createReview,
} from './admin-fixtures';
import { FPPE_ID, createSummary } from './fppe-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';
import { COMPARISON, PREVIOUS_ID } from './reappointment-fixtures';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;

const APPOINTMENT: TAppointment = {
  id: 'appointment-1',
  applicationId: APPLICATION_ID,
  hospitalId: HOSPITAL_ID,
  hospitalName: 'Riverside General',
  startsOn: '2029-03-20',
  endsOn: '2031-03-20',
  state: 'active',
  invitedAt: null,
  lapsedAt: null,
  renewedByApplicationId: null,
  privileges: [{ id: 'privilege-1', name: 'Admitting', department: 'Internal Medicine', conditions: null }],
  membershipCategory: null,
};

const EVIDENCE: TPracticeEvidence = {
  period: { startsOn: '2027-04-01', endsOn: '2029-03-31' },
  fppes: [
    {
      id: 'fppe-1',
      privilegeName: 'Admitting',
      trigger: 'initial',
      method: 'prospective-proctoring',
      cases: 3,
      evaluations: 3,
      concerns: 0,
      startsOn: '2027-04-01',
      dueOn: '2027-06-29',
      state: 'completed',
      conclusion: 'confirmed',
      conditions: null,
    },
  ],
  oppe: [
    {
      cycleId: 'cycle-1',
      startsOn: '2028-01-01',
      endsOn: '2028-12-31',
      indicators: [
        {
          name: 'Readmissions',
          department: 'Internal Medicine',
          kind: 'rate',
          unit: '%',
          value: 12.5,
          numerator: 5,
          denominator: 40,
          min: null,
          max: 10,
          flag: 'above-max',
        },
      ],
      conclusion: 'no-concerns',
      attestedAt: '2029-01-15T10:00:00.000Z',
    },
  ],
  privileges: [
    { id: 'privilege-1', name: 'Admitting', department: 'Internal Medicine', lowVolume: false },
    { id: 'privilege-2', name: 'Moderate sedation', department: 'Internal Medicine', lowVolume: true },
  ],
};

function renderReview(overrides: Parameters<typeof createReview>[0], extra: Record<string, unknown> = {}) {
  const review = createReview({
    kind: 'reappointment',
    reappointmentOf: { previousApplicationId: PREVIOUS_ID, approvedOn: '2027-03-31' },
    ...overrides,
  });
  const api = {
    ...createMockApi({
      [REVIEW_PATH]: review,
      [`${REVIEW_PATH}/reappointment-changes`]: COMPARISON,
      [`${REVIEW_PATH}/practice-evidence`]: EVIDENCE,
      ...extra,
    }),
    getBlob: vi.fn(),
  };
  return { ...renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api }), api };
}

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('reappointment in the office', () => {
  it('marks the review as a reappointment and lists what changed since the approval, each from where it came', async () => {
    const { container } = renderReview({});
    const card = await screen.findByRole('region', {
      name: 'Compared with the approved application of 03/31/2027',
    });
    const answers = await within(card).findByRole('region', { name: '2 answers changed' });
    expect(
      within(card).getByText(/^What changed since the last approval, and where each change came from\./),
    ).toBeInTheDocument();
    // A licence date a renewal changed does not read as the doctor's edit.
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Phone: +1 212-555-0100 → +1 312-555-0199By Olive Manager (delegate)',
      'Licence expires: 01/01/2098 → 01/01/2099From a renewal',
    ]);
    expect(within(card).getByRole('region', { name: '1 document changed' })).toHaveTextContent(
      'Licence copy: replaced (was licence.pdf) (now licence-2026.pdf)From a renewal',
    );
    expect(within(card).getByRole('link', { name: 'Open the approved application' })).toHaveAttribute(
      'href',
      `/applications/${PREVIOUS_ID}`,
    );
    expect(screen.getAllByText('Reappointment').length).toBeGreaterThanOrEqual(1);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows the period’s FPPEs and OPPE, and flags the privilege without activity', async () => {
    const { container } = renderReview({});
    const card = await screen.findByRole('region', { name: 'Practice evaluation' });
    expect(
      await within(card).findByText('The appointment being renewed: 04/01/2027 to 03/31/2029.'),
    ).toBeInTheDocument();
    const privileges = within(card).getByRole('region', { name: 'Privileges asked for again' });
    expect(within(privileges).getByRole('alert')).toHaveTextContent(
      '1 privilege without activity in the period',
    );
    const items = within(privileges).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Admitting (Internal Medicine)Activity shown');
    expect(items[1]).toHaveTextContent(
      'Moderate sedation (Internal Medicine)Low or no volume: current competence not shown',
    );
    const fppes = within(card).getByRole('region', { name: 'Focused evaluations (FPPE)' });
    expect(within(fppes).getByRole('link', { name: 'Admitting: New privilege' })).toHaveAttribute(
      'href',
      '/fppe/fppe-1',
    );
    expect(fppes).toHaveTextContent('Privilege confirmed');
    const oppe = within(card).getByRole('region', { name: 'Ongoing evaluations (OPPE)' });
    expect(oppe).toHaveTextContent('Cycle 01/01/2028 to 12/31/2028: No concerns');
    expect(oppe).toHaveTextContent('Readmissions: 12.5% (max 10)Above the threshold');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows the appointment an approval recorded, with the privileges granted', async () => {
    const review = createReview({});
    const { container } = renderReview(
      { kind: 'initial', reappointmentOf: null, status: 'approved', appointment: APPOINTMENT },
      {
        [`/admin/hospitals/${review.hospital.id}/fppe`]: {
          data: [
            createSummary({
              practitioner: { id: review.doctor.id, name: review.doctor.name },
              privilege: {
                id: 'privilege-1',
                key: 'key-1',
                name: 'Admitting',
                department: 'Internal Medicine',
              },
            }),
          ],
          departments: ['Internal Medicine'],
        },
      },
    );
    // The FPPE that followed the grant, on the practitioner's file.
    const fppe = await screen.findByRole('region', { name: 'Practice evaluation (FPPE)' });
    expect(within(fppe).getByRole('link', { name: 'Admitting' })).toHaveAttribute('href', `/fppe/${FPPE_ID}`);
    expect(fppe).toHaveTextContent('New privilege · Prospective proctoring · 2 of 3 cases');
    const card = await screen.findByRole('region', { name: 'Appointment' });
    expect(within(card).getByText('Appointed from 03/20/2029 to 03/20/2031.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Privileges granted' })).toHaveTextContent('Admitting');
    expect(
      screen.queryByRole('region', { name: /Compared with the approved application/ }),
    ).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('marks reappointments and lapsed appointments in the queue, in words', async () => {
    const api = createMockApi({
      '/admin/applications': createQueuePage({
        data: [
          createQueueItem({ kind: 'reappointment', lapsedOn: null }),
          createQueueItem({ id: PREVIOUS_ID, status: 'approved', kind: 'initial', lapsedOn: '2029-03-31' }),
        ],
        total: 2,
      }),
      '/admin/applications/counts': COUNTS,
    });
    const { container } = renderAdmin('/applications', { user: createAdminUser(), api });
    const table = await screen.findByRole('table', { name: 'Applications' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Reappointment')).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent('Appointment lapsed');
    expect(within(rows[2]).getByText('Appointment lapsed 03/31/2029')).toBeInTheDocument();
    expect(within(rows[2]).queryByText('Reappointment')).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

const HOSPITAL: TPlatformHospital = {
  id: HOSPITAL_ID,
  name: 'Riverside General Hospital',
  slug: 'riverside-general',
  city: 'Springfield',
  state: 'IL',
  about: '',
  isOpen: true,
  minReferences: 3,
  appointmentMonths: 24,
  reappointmentLeadDays: 120,
  referenceReminderDays: [3, 7, 14],
  adminCount: 1,
  applicationCount: 2,
  requireStrongFactor: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('the hospital’s appointment cycle', () => {
  it('edits the appointment length, invitation days and reference reminders, with field errors', async () => {
    const api = createMockApi({ '/platform/hospitals': { data: [HOSPITAL] } });
    api.put.mockResolvedValueOnce({ ...HOSPITAL, appointmentMonths: 12 });
    renderAdmin('/platform/hospitals', { user: createAdminUser({ roles: ['platform_admin'] }), api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Riverside General Hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Riverside General Hospital' });
    const months = within(dialog).getByRole('spinbutton', { name: /Appointment length \(months\)/ });
    const lead = within(dialog).getByRole('spinbutton', { name: /Reappointment invitation/ });
    const reminders = within(dialog).getByRole('textbox', { name: /Reference reminders/ });
    expect(months).toHaveValue(24);
    expect(lead).toHaveValue(120);
    expect(reminders).toHaveValue('3, 7, 14');

    await user.clear(months);
    await user.type(months, '25');
    await user.clear(reminders);
    await user.type(reminders, '7, 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a number from 1 to 24')).toBeInTheDocument();
    expect(within(dialog).getByText('Each day must be later than the one before it')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    await user.clear(months);
    await user.type(months, '12');
    await user.clear(reminders);
    await user.type(reminders, '2, 5, 9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        `/platform/hospitals/${HOSPITAL_ID}`,
        expect.objectContaining({
          appointmentMonths: 12,
          reappointmentLeadDays: 120,
          referenceReminderDays: [2, 5, 9],
        }),
      ),
    );
  });
});
