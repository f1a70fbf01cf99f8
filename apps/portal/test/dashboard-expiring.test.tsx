import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TExpiringDocument } from '@docapply/contracts';
import { createMockApi, createUser, renderApp } from './render-app';
import { APPLICATION_ID, HOSPITAL_ID, answerGets, createHospital } from './applications-fixtures';

const APPROVED_ID = '44444444-4444-4444-8444-444444444444';

function createDocument(overrides: Partial<TExpiringDocument>): TExpiringDocument {
  return {
    applicationId: APPLICATION_ID,
    hospitalId: HOSPITAL_ID,
    hospitalName: 'Riverside General',
    label: 'State medical licence — IL',
    expiresOn: '2026-04-14',
    daysLeft: 30,
    isExpired: false,
    fileId: 'file-1',
    section: 'B',
    documentKey: 'application:licences.0.licenceCopy',
    canRenew: false,
    ...overrides,
  };
}

function renderDashboard(documents: TExpiringDocument[]) {
  const api = createMockApi();
  answerGets(api, {
    '/hospitals/all/hospitals/with/application': {
      data: [createHospital(HOSPITAL_ID, 'Riverside General', null)],
    },
    '/formsResponse/expiring': { data: documents },
  });
  renderApp('/dashboard', { user: createUser(), api });
  return api;
}

function getItem(name: string) {
  const list = screen.getByRole('list', { name: 'Documents expiring soon' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name));
  if (!item) {
    throw new Error(`No item ${name}`);
  }
  return item;
}

describe('dashboard: documents expiring soon', () => {
  it('lists each document with its hospital, date and days left, linking to where it is updated', async () => {
    const api = renderDashboard([
      createDocument({ label: 'DEA registration', expiresOn: '2026-03-10', daysLeft: -5, isExpired: true }),
      createDocument({}),
      createDocument({
        applicationId: APPROVED_ID,
        hospitalName: 'Mercy Hospital',
        label: 'Certificate of insurance (face sheet)',
        expiresOn: '2026-05-30',
        daysLeft: 76,
        fileId: null,
        section: null,
        documentKey: 'application:faceSheet',
        canRenew: true,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Documents expiring soon' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/formsResponse/expiring', { days: 90 });

    const licence = getItem('State medical licence — IL');
    expect(within(licence).getByText('Riverside General')).toBeInTheDocument();
    expect(within(licence).getByText(/Expiry date 04\/14\/2026/)).toBeInTheDocument();
    // Within 30 days: the warning colour (#B45309, 5.0:1 on white).
    expect(within(licence).getByText('(in 30 days)')).toHaveStyle({ color: 'rgb(180, 83, 9)' });
    expect(within(licence).getByRole('link', { name: /Update/ })).toHaveAttribute(
      'href',
      `/apply?hospital=${HOSPITAL_ID}&step=B`,
    );

    const dea = getItem('DEA registration');
    expect(within(dea).getByText(/Expiry date 03\/10\/2026/)).toBeInTheDocument();
    expect(within(dea).getByText('(expired)')).toHaveStyle({ color: 'rgb(198, 40, 40)' });

    // A submitted application is not reopened: its document is renewed on its own page.
    const insurance = getItem('Certificate of insurance (face sheet)');
    expect(within(insurance).getByText('Mercy Hospital')).toBeInTheDocument();
    expect(within(insurance).getByText('(in 76 days)')).not.toHaveStyle({ color: 'rgb(180, 83, 9)' });
    expect(
      within(insurance).getByRole('link', {
        name: 'Renew: Certificate of insurance (face sheet), Mercy Hospital',
      }),
    ).toHaveAttribute('href', `/renew?application=${APPROVED_ID}&document=application%3AfaceSheet`);
  });

  it('shows nothing about expiring documents when there are none', async () => {
    const api = renderDashboard([]);
    expect(await screen.findByRole('article', { name: 'Riverside General' })).toBeInTheDocument();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/formsResponse/expiring', { days: 90 }));
    expect(screen.queryByRole('heading', { name: 'Documents expiring soon' })).not.toBeInTheDocument();
  });
});
