import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_STORAGE_KEYS, type TApplicationTelemedicine, type TProxyDecision } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { AlertProvider, ApiError } from '@docapply/ui';
import { renderSite, seriousAxeViolations } from '@docapply/ui/test-kit';
import { AppProvider } from '@/app/provider';
import { TelemedicineCard } from '@/features/telemedicine';
import { createAdminUser, createMockApi, type TMockApi } from './render-admin';

const APPLICATION_ID = 'app-tele-1';
const PATH = `/admin/applications/${APPLICATION_ID}/telemedicine`;
const AGREEMENT = {
  id: 'agreement-1',
  distantSiteName: 'Lakeside Telehealth',
  ccn: 'AB1234',
  signedOn: '2026-01-15',
};
const REQUESTED = [
  { privilegeId: 'priv-1', name: 'Admitting', department: 'Internal Medicine' },
  { privilegeId: 'priv-2', name: 'Moderate sedation', department: 'Internal Medicine' },
];
const EMPTY: TApplicationTelemedicine = {
  proxy: null,
  blockedBecause: null,
  agreements: [AGREEMENT],
  requested: REQUESTED,
};
const PROXY: TProxyDecision = {
  agreement: AGREEMENT,
  decidedOn: '2026-02-01',
  appointmentEndsOn: '2028-01-31',
  privileges: [
    { ...REQUESTED[0], granted: true },
    { ...REQUESTED[1], granted: false },
  ],
  document: { id: 'file-2', name: 'decision.pdf', mime: 'application/pdf', size: 1024 },
  recordedBy: { id: 'admin-1', name: 'Mary Staff' },
  createdAt: '2026-02-02T10:00:00.000Z',
  updatedAt: '2026-02-02T10:00:00.000Z',
};

function renderAlone(api: TMockApi) {
  return renderSite('/', {
    provider: AppProvider,
    routes: [
      {
        path: '/',
        element: (
          <AlertProvider>
            <TelemedicineCard applicationId={APPLICATION_ID} />
          </AlertProvider>
        ),
      },
    ],
    storageKeys: ADMIN_STORAGE_KEYS,
    token: 'admin-token',
    user: createAdminUser(),
    api,
  });
}

async function renderCard(data: TApplicationTelemedicine) {
  const api = createMockApi({ [PATH]: data });
  const view = renderAlone(api);
  const card = await screen.findByRole('region', { name: 'Telemedicine by proxy' });
  await waitFor(() => expect(within(card).queryByRole('status')).not.toBeInTheDocument());
  return { ...view, api, card, user: userEvent.setup() };
}

describe('the telemedicine by proxy card', () => {
  it('says why nothing can be recorded, and shows a recorded decision with its privileges', async () => {
    const blocked = await renderCard({
      ...EMPTY,
      agreements: [],
      blockedBecause: 'Your hospital has no telemedicine agreement in force.',
    });
    expect(blocked.card).toHaveTextContent('Your hospital has no telemedicine agreement in force.');
    expect(within(blocked.card).queryByRole('button')).not.toBeInTheDocument();
    blocked.unmount();

    const { card } = await renderCard({ ...EMPTY, proxy: PROXY });
    expect(card).toHaveTextContent('Lakeside Telehealth (CCN AB1234)');
    expect(card).toHaveTextContent('02/01/2026');
    const privileges = within(card).getByRole('list', { name: 'Privileges as the distant site decided' });
    expect(privileges).toHaveTextContent('Admitting (Internal Medicine): granted');
    expect(privileges).toHaveTextContent('Moderate sedation (Internal Medicine): not granted');
    expect(within(card).getByRole('button', { name: /Download decision: decision.pdf/ })).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Replace the distant site’s decision' }),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('records the distant site’s decision with its PDF, and shows the server’s refusal on the field', async () => {
    const { api, card, user } = await renderCard(EMPTY);
    await user.click(within(card).getByRole('button', { name: 'Record the distant site’s decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the distant site’s decision' });
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect(
      await within(dialog).findByText('Tick at least one privilege the distant site granted'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Attach the distant site’s decision (PDF)')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Admitting (Internal Medicine)' }));
    const endsOn = within(dialog).getByRole('group', { name: /appointment ends on/ });
    await user.click(within(endsOn).getAllByRole('spinbutton')[0]);
    const [year, month, day] = todayString().split('-');
    await user.keyboard(`${month}${day}${Number(year) + 2}`);
    await user.upload(
      within(dialog).getByLabelText('Distant site’s decision file'),
      new File(['%PDF-1.7'], 'decision.pdf', { type: 'application/pdf' }),
    );
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: { agreementId: 'Choose an agreement in force today' },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect(await within(dialog).findByText('Choose an agreement in force today')).toBeInTheDocument();

    api.post.mockResolvedValueOnce({ ...EMPTY, proxy: PROXY });
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    const [path, body] = api.post.mock.calls[1] as [string, FormData];
    expect(path).toBe(PATH);
    expect(body.get('agreementId')).toBe('agreement-1');
    expect(body.get('decidedOn')).toBe(todayString());
    expect(body.get('grantedPrivilegeIds')).toBe('priv-1');
    expect(body.get('appointmentEndsOn')).toBe(`${Number(year) + 2}-${month}-${day}`);
    expect((body.get('decision') as File).name).toBe('decision.pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText(/Admitting \(Internal Medicine\): granted/)).toBeInTheDocument();
  });
});
