import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDoctorTemporaryPrivilege } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, answerGets, createDetail } from './applications-fixtures';
import { createMockApi, createUser, renderApp } from './render-app';

const GRANTS_PATH = `/applications/${APPLICATION_ID}/temporary-privileges`;

function createGrant(overrides: Partial<TDoctorTemporaryPrivilege> = {}): TDoctorTemporaryPrivilege {
  return {
    id: 'grant-1',
    applicationId: APPLICATION_ID,
    basis: 'pending-application',
    startsOn: '2026-01-05',
    endsOn: '2098-03-05',
    state: 'active',
    privileges: [
      { id: 'p1', name: 'Cardiac catheterisation', department: 'Cardiology' },
      { id: 'p2', name: 'Echocardiography', department: 'Cardiology' },
    ],
    endedAt: null,
    ...overrides,
  };
}

function renderDetail(grants: TDoctorTemporaryPrivilege[]) {
  const api = createMockApi(createUser());
  answerGets(api, {
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail({ status: 'finalise', isEditable: false }),
    [GRANTS_PATH]: { data: grants },
  });
  renderApp(`/my/application/${APPLICATION_ID}`, { user: createUser(), api });
  return api;
}

describe('temporary privileges on the doctor’s application', () => {
  it('shows the privileges in force and until when', async () => {
    renderDetail([
      createGrant(),
      createGrant({
        id: 'grant-0',
        state: 'ended',
        privileges: [{ id: 'p3', name: 'Admitting', department: 'Medicine' }],
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'Temporary privileges' });
    const privileges = within(card).getByRole('list', { name: 'Privileges granted for now' });
    expect(
      within(privileges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cardiac catheterisation (Cardiology)', 'Echocardiography (Cardiology)']);
    expect(card).toHaveTextContent('Until 03/05/2098, or the decision if it comes sooner.');
    // Those that ended are not shown as if they still applied.
    expect(card).not.toHaveTextContent('Admitting');
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('says from when, for privileges that start later', async () => {
    renderDetail([createGrant({ startsOn: '2097-12-01' })]);
    const card = await screen.findByRole('region', { name: 'Temporary privileges' });
    expect(card).toHaveTextContent('From 12/01/2097 until 03/05/2098, or the decision if it comes sooner.');
  });

  it('shows nothing when none is in force', async () => {
    const api = renderDetail([createGrant({ state: 'expired' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside General' })).toBeInTheDocument();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(GRANTS_PATH));
    expect(screen.queryByRole('region', { name: 'Temporary privileges' })).not.toBeInTheDocument();
  });
});
