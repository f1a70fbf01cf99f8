import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminExpiringDocument, TAdminExpiringList, TDocumentRenewalList } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import {
  APPLICATION_ID,
  COUNTS,
  HOSPITAL_ID,
  OTHER_HOSPITAL_ID,
  createQueuePage,
  createReview,
} from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const HOSPITALS = [
  { id: OTHER_HOSPITAL_ID, name: 'Lakeside Clinic' },
  { id: HOSPITAL_ID, name: 'Riverside General' },
];

function createRow(overrides: Partial<TAdminExpiringDocument>): TAdminExpiringDocument {
  return {
    applicationId: APPLICATION_ID,
    hospitalId: HOSPITAL_ID,
    hospitalName: 'Riverside General',
    doctor: { id: 'doctor-1', name: 'Dana Doe', email: 'dana.doe@example.com' },
    label: 'State medical licence — IL',
    expiresOn: '2027-03-31',
    daysLeft: 30,
    status: 'approved',
    ...overrides,
  };
}

const LIST: TAdminExpiringList = {
  hospitals: HOSPITALS,
  data: [
    createRow({ label: 'DEA registration certificate', expiresOn: '2027-02-26', daysLeft: -3 }),
    createRow({}),
    createRow({
      applicationId: 'application-2',
      hospitalId: OTHER_HOSPITAL_ID,
      hospitalName: 'Lakeside Clinic',
      doctor: { id: 'doctor-2', name: 'Sam Lee', email: 'sam.lee@example.com' },
      label: 'Certificate of insurance (face sheet)',
      expiresOn: '2027-04-20',
      daysLeft: 50,
      status: 'in-review',
    }),
  ],
};

function renderExpiring(entry = '/expiring', list: TAdminExpiringList = LIST) {
  const api = {
    ...createMockApi({ '/admin/applications': createQueuePage(), '/admin/applications/counts': COUNTS }),
    getBlob: vi.fn(),
  };
  const fallback = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string, params?: unknown) =>
    path === '/admin/expiring' ? list : fallback?.(path, params),
  );
  const view = renderAdmin(entry, { user: createAdminUser(), api });
  return { ...view, api };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

// Whole routes with lazy pages: slow on a busy machine.
describe('expiring and expired documents', () => {
  it('lists the documents expired first, with the doctor, days left, status and the way to the review', async () => {
    const { api, container } = renderExpiring();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expiring and expired documents' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Expiring and expired documents' });
    expect(api.get).toHaveBeenCalledWith('/admin/expiring', { days: 60 });
    expect(rowsOf(table)).toEqual([
      ['Doctor', 'Document', 'Hospital', 'Expires on', 'Days left', 'Application', 'Actions'],
      [
        'Dana Doedana.doe@example.com',
        'DEA registration certificate',
        'Riverside General',
        '02/26/2027',
        'Expired 3 days ago',
        'Approved',
        'Open review',
      ],
      [
        'Dana Doedana.doe@example.com',
        'State medical licence — IL',
        'Riverside General',
        '03/31/2027',
        '30 days',
        'Approved',
        'Open review',
      ],
      [
        'Sam Leesam.lee@example.com',
        'Certificate of insurance (face sheet)',
        'Lakeside Clinic',
        '04/20/2027',
        '50 days',
        'In review',
        'Open review',
      ],
    ]);
    expect(within(table).getByText('Expired 3 days ago')).toHaveStyle({ color: 'rgb(198, 40, 40)' });
    expect(
      within(table).getByRole('link', { name: 'Open the review: Dana Doe, State medical licence — IL' }),
    ).toHaveAttribute('href', `/applications/${APPLICATION_ID}`);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('filters by hospital and window through the address, and exports what the filters select', async () => {
    const user = userEvent.setup();
    const { api, router } = renderExpiring();
    await screen.findByRole('table', { name: 'Expiring and expired documents' });
    await user.click(screen.getByRole('combobox', { name: 'Hospital' }));
    await user.click(await screen.findByRole('option', { name: 'Riverside General' }));
    await user.click(screen.getByRole('combobox', { name: 'Expiring within' }));
    await user.click(await screen.findByRole('option', { name: '90 days' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/admin/expiring', { hospitalId: HOSPITAL_ID, days: 90 }),
    );
    expect(new URLSearchParams(router.state.location.search).get('hospital')).toBe(HOSPITAL_ID);
    expect(new URLSearchParams(router.state.location.search).get('days')).toBe('90');

    api.getBlob.mockResolvedValueOnce({ blob: new Blob(['Doctor\n']), fileName: 'expiring-documents.csv' });
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(api.getBlob).toHaveBeenCalledWith(`/admin/expiring/export?hospitalId=${HOSPITAL_ID}&days=90`),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('says when nothing expires, and shows an admin of one hospital no hospital filter', async () => {
    renderExpiring('/expiring?days=30', { hospitals: [HOSPITALS[1]], data: [] });
    expect(
      await screen.findByRole('heading', { name: 'No documents expire within 30 days' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Hospital' })).not.toBeInTheDocument();
  });

  it('is linked from the navigation next to the applications', async () => {
    const user = userEvent.setup();
    const { router } = renderExpiring('/applications');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 2)).toEqual(['Applications', 'Expiring documents']);
    await user.click(within(nav).getByRole('link', { name: 'Expiring documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expiring'));
    expect(within(nav).getByRole('link', { name: 'Expiring documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe("the review's renewed documents", () => {
  it('shows each renewal with its dates, the new copy and the previous one, which still opens', async () => {
    const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
    const newCopy = {
      id: 'file-new',
      name: 'licence-2029.pdf',
      size: 2048,
      mime: 'application/pdf' as const,
      createdAt: '2027-03-03T10:00:00.000Z',
    };
    const oldCopy = {
      id: 'file-old',
      name: 'licence-2025.pdf',
      size: 1024,
      mime: 'application/pdf' as const,
      createdAt: '2025-04-01T10:00:00.000Z',
      supersededAt: '2027-03-03T10:00:00.000Z',
    };
    const renewals: TDocumentRenewalList = {
      data: [
        {
          id: 'renewal-1',
          label: 'State medical licence — IL',
          expiresOn: '2029-03-31',
          previousExpiresOn: '2027-04-02',
          fileId: newCopy.id,
          previousFileId: oldCopy.id,
          renewedAt: '2027-03-03T10:00:00.000Z',
        },
      ],
    };
    const api = {
      ...createMockApi({
        [REVIEW_PATH]: createReview({ files: [newCopy] }),
        [`${REVIEW_PATH}/renewals`]: renewals,
        [`${REVIEW_PATH}/changes`]: {
          submissions: [{ number: 1, submittedAt: '2026-03-05T10:00:00.000Z' }],
          since: null,
          changes: { answers: [], documents: [], privileges: [] },
          rounds: [],
          supersededFiles: [oldCopy],
        },
      }),
      getBlob: vi.fn(() => new Promise(() => undefined)),
    };
    renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const renewed = await within(documents).findByRole('list', { name: 'Renewed documents' });
    expect(renewed).toHaveTextContent('State medical licence — IL');
    expect(renewed).toHaveTextContent('Renewed on 03/03/2027: expires 03/31/2029, was 04/02/2027');
    expect(within(renewed).getByRole('button', { name: 'View licence-2029.pdf' })).toBeInTheDocument();
    await userEvent.setup().click(within(renewed).getByRole('button', { name: 'View licence-2025.pdf' }));
    expect(await screen.findByRole('dialog', { name: 'licence-2025.pdf' })).toBeInTheDocument();
    expect(api.getBlob).toHaveBeenCalledWith(`/gcs/get/${APPLICATION_ID}/${oldCopy.id}`);
    expect(await seriousAxeViolations(documents)).toEqual([]);
  });
});
