import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDoctorFppe, TDoctorOppeConclusions } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { answerGets } from './applications-fixtures';
import { createMockApi, createUser, renderApp } from './render-app';

const OPEN: TDoctorFppe = {
  id: 'fppe-1',
  hospitalName: 'Riverside General',
  privilegeName: 'Cardiac catheterisation',
  method: 'prospective-proctoring',
  cases: 3,
  startsOn: '2026-06-01',
  dueOn: '2026-11-28',
  evaluations: 2,
  state: 'open',
  conclusion: null,
  conditions: null,
};
const CONCLUDED: TDoctorFppe = {
  ...OPEN,
  id: 'fppe-0',
  privilegeName: 'Echocardiography',
  method: 'retrospective-review',
  cases: null,
  evaluations: null,
  state: 'completed',
  conclusion: 'conditions',
  conditions: 'Proctor the next 5 cases',
};

function renderDashboard(fppes: TDoctorFppe[], oppe: TDoctorOppeConclusions['data'] = []) {
  const user = createUser();
  const api = createMockApi(user);
  answerGets(api, {
    '/hospitals/all/hospitals/with/application': { data: [] },
    '/fppe': { data: fppes },
    '/oppe/conclusions': { data: oppe },
  });
  renderApp('/dashboard', { user, api });
}

describe('practice evaluations on the dashboard', () => {
  it('lists the doctor’s FPPEs with what is expected, progress and conclusion as released', async () => {
    renderDashboard([OPEN, CONCLUDED]);
    const section = await screen.findByRole('region', { name: 'Practice evaluations' });
    const open = within(section).getByRole('article', { name: 'Cardiac catheterisation' });
    expect(open).toHaveTextContent('Riverside General');
    expect(open).toHaveTextContent('MethodProspective proctoring');
    expect(open).toHaveTextContent('Expected3 cases');
    expect(open).toHaveTextContent('Due11/28/2026');
    expect(open).toHaveTextContent('Progress2 evaluations recorded');
    expect(open).toHaveTextContent('Open');
    const concluded = within(section).getByRole('article', { name: 'Echocardiography' });
    expect(concluded).toHaveTextContent('Completed');
    expect(concluded).toHaveTextContent('ConclusionConfirmed with conditions');
    expect(concluded).toHaveTextContent('ConditionsProctor the next 5 cases');
    // The hospital releases what is expected only: no progress.
    expect(concluded).not.toHaveTextContent('Progress');
    expect(await seriousAxeViolations(section)).toEqual([]);
  });

  it('lists the OPPE conclusions the hospital releases, the period and the conclusion only', async () => {
    renderDashboard(
      [],
      [
        {
          hospitalId: 'h-1',
          hospitalName: 'Riverside General',
          startsOn: '2026-01-01',
          endsOn: '2026-12-31',
          conclusion: 'no-concerns',
          attestedAt: '2027-01-10T10:00:00.000Z',
        },
      ],
    );
    const section = await screen.findByRole('region', { name: 'Practice evaluations' });
    const oppe = within(section).getByRole('region', { name: 'Ongoing evaluations (OPPE)' });
    expect(within(oppe).getByRole('listitem')).toHaveTextContent(
      'Riverside General, 01/01/2026 to 12/31/2026: No concerns',
    );
    expect(await seriousAxeViolations(section)).toEqual([]);
  });

  it('is hidden when the doctor has none', async () => {
    renderDashboard([]);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByText(/No hospital is accepting applications/);
    expect(screen.queryByRole('region', { name: 'Practice evaluations' })).not.toBeInTheDocument();
  });
});
