import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminHospitalList, TTelemedicineAgreement } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { HOSPITAL_ID } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const HOSPITALS: TAdminHospitalList = {
  data: [{ id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' }],
};
const LIST_PATH = `/admin/hospitals/${HOSPITAL_ID}/telemedicine-agreements`;

function createAgreement(overrides: Partial<TTelemedicineAgreement> = {}): TTelemedicineAgreement {
  return {
    id: 'agreement-1',
    hospitalId: HOSPITAL_ID,
    distantSiteName: 'Lakeside Telehealth',
    ccn: 'AB1234',
    signedOn: '2026-01-15',
    endsOn: null,
    endedAt: null,
    isInForce: true,
    document: { id: 'file-1', name: 'agreement.pdf', mime: 'application/pdf', size: 2048 },
    recordedBy: { id: 'admin-1', name: 'Mary Staff' },
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage(agreements: TTelemedicineAgreement[]) {
  const api = createMockApi({ '/admin/hospitals': HOSPITALS, [LIST_PATH]: { data: agreements } });
  const view = renderAdmin(`/telemedicine-agreements?hospital=${HOSPITAL_ID}`, {
    user: createAdminUser(),
    api,
  });
  return { ...view, api, user: userEvent.setup() };
}

describe('telemedicine agreements page', () => {
  it('lists the hospital’s agreements, in force or ended, and ends one', async () => {
    const ended = createAgreement({
      id: 'agreement-2',
      distantSiteName: 'Hill Clinic',
      ccn: null,
      isInForce: false,
      endedAt: '2026-02-01T10:00:00.000Z',
    });
    const { api, user, container } = renderPage([createAgreement(), ended]);
    const list = await screen.findByRole('list', { name: 'Telemedicine agreements' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Lakeside Telehealth');
    expect(items[0]).toHaveTextContent('In force');
    expect(items[0]).toHaveTextContent('AB1234');
    expect(items[1]).toHaveTextContent('Ended 02/01/2026');
    expect(items[1]).toHaveTextContent('Not recorded');
    expect(within(items[1]).queryByRole('button', { name: /End the agreement/ })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);

    api.post.mockResolvedValueOnce({
      data: [createAgreement({ isInForce: false, endedAt: '2026-03-01T10:00:00.000Z' }), ended],
    });
    await user.click(within(items[0]).getByRole('button', { name: 'End agreement: Lakeside Telehealth' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`${LIST_PATH}/agreement-1/end`, {}));
    expect(await screen.findByText('Agreement with Lakeside Telehealth ended.')).toBeInTheDocument();
  });

  it('adds an agreement with its signed PDF, checking the certification number first', async () => {
    const { api, user } = renderPage([]);
    expect(await screen.findByText('No telemedicine agreement recorded yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a telemedicine agreement' });
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Distant-site hospital/ }),
      'Lakeside Telehealth',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /CMS certification number/ }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save agreement' }));
    expect(
      await within(dialog).findByText('Enter the 6-character CMS certification number, or leave it empty'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Attach the signed agreement (PDF)')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /CMS certification number/ }), '456');
    await user.upload(
      within(dialog).getByLabelText('Signed agreement file'),
      new File(['%PDF-1.7'], 'signed.pdf', { type: 'application/pdf' }),
    );
    api.post.mockResolvedValueOnce({ data: [createAgreement()] });
    await user.click(within(dialog).getByRole('button', { name: 'Save agreement' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const [path, body] = api.post.mock.calls[0] as [string, FormData];
    expect(path).toBe(LIST_PATH);
    expect(body.get('distantSiteName')).toBe('Lakeside Telehealth');
    expect(body.get('ccn')).toBe('123456');
    expect((body.get('agreement') as File).name).toBe('signed.pdf');
    expect(await screen.findByText('Agreement with Lakeside Telehealth added.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Telemedicine agreements' })).toHaveTextContent(
      'Lakeside Telehealth',
    );
  });
});
