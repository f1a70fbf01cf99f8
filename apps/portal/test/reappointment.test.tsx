import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TDoctorAppointment } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  HOSPITAL_ID,
  answerGets,
  createDetail,
  createHospital,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

const APPOINTMENT_ID = '55555555-5555-4555-8555-555555555555';
const APPROVED_ID = '44444444-4444-4444-8444-444444444444';

function createAppointment(overrides: Partial<TDoctorAppointment> = {}): TDoctorAppointment {
  return {
    id: APPOINTMENT_ID,
    applicationId: APPROVED_ID,
    hospitalId: HOSPITAL_ID,
    hospitalName: 'Riverside General',
    startsOn: '2027-03-31',
    endsOn: '2029-03-31',
    state: 'active',
    invitedAt: '2028-12-01T12:00:00.000Z',
    lapsedAt: null,
    renewedByApplicationId: null,
    privileges: [{ id: 'privilege-1', name: 'Admitting', department: 'Internal Medicine', conditions: null }],
    membershipCategory: null,
    reappointment: null,
    ...overrides,
  };
}

function renderDashboard(appointments: TDoctorAppointment[]) {
  const api = createMockApi();
  answerGets(api, {
    '/hospitals/all/hospitals/with/application': {
      data: [createHospital(HOSPITAL_ID, 'Riverside General', null)],
    },
    '/formsResponse/expiring': { data: [] },
    '/appointments': { data: appointments },
  });
  const view = renderApp('/dashboard', { user: createUser(), api });
  return { api, view };
}

describe('dashboard: reappointment', () => {
  it('invites the doctor whose appointment ends soon, and starts the prefilled reappointment', async () => {
    const { api, view } = renderDashboard([createAppointment()]);
    const card = await screen.findByRole('article', {
      name: 'Your appointment at Riverside General ends on 03/31/2029',
    });
    expect(within(card).getByText(/prefilled from the last one approved/)).toBeInTheDocument();
    expect(await seriousAxeViolations(view.container)).toEqual([]);

    api.post.mockResolvedValueOnce(createSummary({ id: 'reappointment-1' }));
    await userEvent.click(
      within(card).getByRole('button', { name: 'Apply for reappointment: Riverside General' }),
    );
    expect(api.post).toHaveBeenCalledWith(`/appointments/${APPOINTMENT_ID}/reappointment`);
    // The application opens at the hospital: the apply page asks for the open application there.
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith('/applications/getApplicationByType', { hospitalId: HOSPITAL_ID }),
    );
  });

  it('says in words, with an icon, that a lapsed appointment ended without reappointment', async () => {
    const { view } = renderDashboard([
      createAppointment({ state: 'lapsed', lapsedAt: '2029-04-01T12:00:00.000Z' }),
    ]);
    const heading = await screen.findByRole('heading', {
      name: 'Your appointment at Riverside General ended on 03/31/2029 without reappointment',
    });
    // The error colour (#d32f2f) only repeats what the words and the icon say.
    expect(heading).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(view.container.querySelector('[data-testid="EventBusyIcon"]')).not.toBeNull();
    expect(
      screen.getByRole('button', { name: 'Apply for reappointment: Riverside General' }),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });

  it('shows a submitted reappointment’s status with a link to it, and nothing before the invitation', async () => {
    renderDashboard([
      createAppointment({ reappointment: { id: APPLICATION_ID, status: 'in-review' } }),
      createAppointment({ id: 'not-invited', hospitalName: 'Mercy Hospital', invitedAt: null }),
    ]);
    const card = await screen.findByRole('article', { name: /Riverside General ends on/ });
    expect(
      within(card).getByText('The medical staff office is reviewing your reappointment application.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View reappointment' })).toHaveAttribute(
      'href',
      `/my/application/${APPLICATION_ID}`,
    );
    expect(screen.queryByText(/Mercy Hospital/)).not.toBeInTheDocument();
  });
});

describe('dashboard: a reappointment’s status in words', () => {
  // Issue 43: "Your reappointment application is applied." is no sentence a person would write.
  it.each([
    [
      'applied',
      'Your reappointment application has been submitted. The medical staff office will start reviewing it soon.',
      'View reappointment',
    ],
    [
      'in-review',
      'The medical staff office is reviewing your reappointment application.',
      'View reappointment',
    ],
    [
      'information-requested',
      'The hospital has asked for more information about your reappointment application: answer its questions, then resubmit it.',
      'Edit and resubmit: Riverside General',
    ],
    [
      'finalise',
      'Your reappointment application is with the credentials committee for a final decision.',
      'View reappointment',
    ],
    ['rejected', 'Your reappointment application was not approved.', 'View reappointment'],
  ] as const)('%s: “%s”', async (status, sentence, action) => {
    renderDashboard([createAppointment({ reappointment: { id: APPLICATION_ID, status } })]);
    const card = await screen.findByRole('article', { name: /Riverside General ends on/ });
    expect(within(card).getByText(sentence)).toBeInTheDocument();
    expect(
      within(card).getByRole(action === 'View reappointment' ? 'link' : 'button', { name: action }),
    ).toBeInTheDocument();
  });
});

describe('apply: a reappointment', () => {
  it('says what it was prefilled from', async () => {
    const api = createMockApi(createUser());
    answerGets(api, {
      '/applications/getApplicationByType': createSummary(),
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({
        kind: 'reappointment',
        reappointmentOf: { previousApplicationId: APPROVED_ID, approvedOn: '2027-03-31' },
      }),
      '/formsResponse/status': createStatusReport(),
      '/references/details': { data: [] },
      '/alternativeCoverage/details': null,
    });
    const view = renderApp(`/apply?hospital=${HOSPITAL_ID}`, { user: createUser(), api });
    expect(
      await screen.findByText(
        'Reappointment: prefilled from your application approved on 03/31/2027. Change only what has changed since.',
        {},
      ),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });

  it('shows no banner on a first application', async () => {
    const api = createMockApi(createUser());
    answerGets(api, {
      '/applications/getApplicationByType': createSummary(),
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({ kind: 'initial', reappointmentOf: null }),
      '/formsResponse/status': createStatusReport(),
      '/references/details': { data: [] },
      '/alternativeCoverage/details': null,
    });
    renderApp(`/apply?hospital=${HOSPITAL_ID}`, { user: createUser(), api });
    expect(await screen.findByRole('heading', { name: 'Apply to Riverside General' })).toBeInTheDocument();
    expect(screen.queryByText(/^Reappointment:/)).not.toBeInTheDocument();
  });
});

describe('application detail: the appointment', () => {
  it('shows the dates and the privileges granted', async () => {
    const api = createMockApi(createUser());
    answerGets(api, {
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({
        status: 'approved',
        isEditable: false,
        appointment: createAppointment(),
      }),
    });
    const view = renderApp(`/my/application/${APPLICATION_ID}`, { user: createUser(), api });
    const card = await screen.findByRole('region', { name: 'Appointment' });
    expect(within(card).getByText('Appointed from 03/31/2027 to 03/31/2029.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Privileges granted' })).toHaveTextContent('Admitting');
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });

  it('shows the membership category and the conditions the decision put on a privilege', async () => {
    const api = createMockApi(createUser());
    answerGets(api, {
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({
        status: 'approved',
        isEditable: false,
        appointment: createAppointment({
          membershipCategory: 'courtesy',
          privileges: [
            {
              id: 'privilege-1',
              name: 'Admitting',
              department: 'Internal Medicine',
              conditions: { kinds: ['fppe', 'proctoring'], text: 'Six proctored admissions.' },
            },
          ],
        }),
      }),
    });
    renderApp(`/my/application/${APPLICATION_ID}`, { user: createUser(), api });
    const card = await screen.findByRole('region', { name: 'Appointment' });
    expect(within(card).getByText('Membership category: Courtesy')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Privileges granted' })).toHaveTextContent(
      'Conditions: FPPE plan, proctoring: Six proctored admissions.',
    );
  });
});
