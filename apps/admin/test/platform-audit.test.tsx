import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlatformAuditEntry, TPlatformAuditPage } from '@docapply/contracts';
import type { TDownloadedFile } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';
import { restoreScreenWidth, setScreenWidth } from './responsive-lists';

const HOSPITAL_ID = '11111111-1111-4111-8111-111111111111';
const APPLICATION_ID = '22222222-2222-4222-8222-222222222222';

const STATUS_CHANGE: TPlatformAuditEntry = {
  id: '33333333-3333-4333-8333-333333333333',
  createdAt: '2026-03-10T14:05:09.000Z',
  actorId: '44444444-4444-4444-8444-444444444444',
  actorLabel: 'Ada Office <ada@riverside.org>',
  action: 'application.status-changed',
  entity: 'application',
  entityId: APPLICATION_ID,
  applicationId: APPLICATION_ID,
  hospitalId: HOSPITAL_ID,
  hospitalName: 'Riverside General',
  data: { note: 'Please add your board certificate' },
  before: { status: 'in-review' },
  after: { status: 'information-requested' },
  ip: '10.1.2.3',
};

const ANSWERED: TPlatformAuditEntry = {
  ...STATUS_CHANGE,
  id: '55555555-5555-4555-8555-555555555555',
  createdAt: '2026-03-09T08:00:00.000Z',
  actorId: null,
  actorLabel: null,
  action: 'reference.answered',
  entity: 'reference',
  data: { by: { name: 'Sam Second', email: 'sam@example.com' } },
  before: { state: 'sent' },
  after: { state: 'completed', answers: { comments: 'A'.repeat(200) } },
  ip: '10.9.9.9',
};

const PLATFORM_ADMIN = createAdminUser({ roles: ['platform_admin'], email: 'pat@docapply.org' });

function renderAudit(
  entry = '/platform/audit',
  pages: TPlatformAuditPage[] = [{ data: [STATUS_CHANGE], nextCursor: null }],
) {
  const api = { ...createMockApi(), getBlob: vi.fn() };
  let calls = 0;
  api.get.mockImplementation(async (path: string) => {
    if (path === '/platform/hospitals') {
      return { data: [{ id: HOSPITAL_ID, name: 'Riverside General' }] };
    }
    if (path === '/platform/audit') {
      calls += 1;
      return pages[Math.min(calls - 1, pages.length - 1)];
    }
    throw new Error(`Unexpected GET ${path}`);
  });
  return { ...renderAdmin(entry, { user: PLATFORM_ADMIN, api }), api };
}

const auditCalls = (api: { get: { mock: { calls: unknown[][] } } }) =>
  api.get.mock.calls.filter(([path]) => path === '/platform/audit').map(([, params]) => params);

// Whole routes with lazy pages: slow on a busy machine.
describe('platform audit trail page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    restoreScreenWidth();
  });

  it('shows who did what, where, and the values before and after, with no serious axe violations', async () => {
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const [header, row] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('DateWhoActionEntityHospitalBefore → afterIP');
    expect(row).toHaveTextContent('Ada Office <ada@riverside.org>');
    expect(row).toHaveTextContent('Status changed');
    expect(row).toHaveTextContent('Riverside General');
    expect(row).toHaveTextContent('status: in-review → changed to information-requested');
    expect(row).toHaveTextContent('10.1.2.3');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('reads its filters from the URL and keeps each change there, sending the day as local instants', async () => {
    const user = userEvent.setup();
    const { api, router } = renderAudit(
      `/platform/audit?action=application.status-changed&hospital=${HOSPITAL_ID}&from=2026-03-01`,
    );
    await screen.findByRole('table', { name: 'Audit trail' });
    expect(auditCalls(api)[0]).toEqual({
      action: 'application.status-changed',
      hospitalId: HOSPITAL_ID,
      from: new Date('2026-03-01T00:00:00').toISOString(),
      cursor: undefined,
      entity: undefined,
      actor: undefined,
      applicationId: undefined,
      to: undefined,
    });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Status changed');

    await user.click(screen.getByRole('combobox', { name: 'Entity' }));
    await user.click(await screen.findByRole('option', { name: 'Reference' }));
    await user.type(screen.getByRole('searchbox', { name: 'Who (name or email)' }), 'ada');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: 'Application id' }), 'not-an-id');
    expect(screen.getByText('Paste a whole application id')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Application id' }));
    await user.type(screen.getByRole('textbox', { name: 'Application id' }), APPLICATION_ID);

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        action: 'application.status-changed',
        entity: 'reference',
        actor: 'ada',
        hospital: HOSPITAL_ID,
        application: APPLICATION_ID,
        from: '2026-03-01',
      }),
    );
    await waitFor(() =>
      expect(auditCalls(api).at(-1)).toMatchObject({
        entity: 'reference',
        actor: 'ada',
        applicationId: APPLICATION_ID,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Application id' })).toHaveValue('');
  });

  it('loads older entries with Load more, and shows a long value in full on request', async () => {
    const user = userEvent.setup();
    const { api } = renderAudit('/platform/audit', [
      { data: [STATUS_CHANGE], nextCursor: 'next-page' },
      { data: [ANSWERED], nextCursor: null },
    ]);
    await screen.findByRole('table', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(auditCalls(api).at(-1)).toMatchObject({ cursor: 'next-page' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const answered = within(table).getAllByRole('row')[2];
    expect(answered).toHaveTextContent('Sam Second <sam@example.com> (no account)');
    expect(answered).not.toHaveTextContent('A'.repeat(200));
    await user.click(within(answered).getByRole('button', { name: 'Show all' }));
    expect(answered).toHaveTextContent('A'.repeat(200));
  });

  it('exports the entries of the current filters as a CSV download', async () => {
    const user = userEvent.setup();
    const { api } = renderAudit(`/platform/audit?entity=application&actor=ada&to=2026-03-10`);
    const file: TDownloadedFile = {
      blob: new Blob(['Date (UTC)\n'], { type: 'text/csv' }),
      fileName: 'audit-2026-03-10.csv',
      contentType: 'text/csv',
    };
    api.getBlob.mockResolvedValueOnce(file);
    const createObjectURL = vi.fn(() => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [path] = api.getBlob.mock.calls[0] as [string];
    const [base, query] = path.split('?');
    expect(base).toBe('/platform/audit/export');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      entity: 'application',
      actor: 'ada',
      to: new Date('2026-03-10T23:59:59.999').toISOString(),
    });
    expect(createObjectURL).toHaveBeenCalledWith(file.blob);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('audit-2026-03-10.csv');
  });

  it('shows each entry as a card with labelled values on a phone', async () => {
    setScreenWidth('phone');
    renderAudit();
    const list = await screen.findByRole('list', { name: 'Audit trail' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('WhoAda Office <ada@riverside.org>');
    expect(card).toHaveTextContent('IP10.1.2.3');
    expect(card).toHaveTextContent('Before → afterstatus: in-review');
    expect(await seriousAxeViolations()).toEqual([]);
    cleanup();
  });

  it('sends a hospital administrator to their own first page, never reading the trail', async () => {
    const api = createMockApi();
    const { router } = renderAdmin('/platform/audit', { user: createAdminUser(), api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(auditCalls(api)).toEqual([]);
  });
});
