import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoment } from '@docapply/ui';
import {
  APPLICATION_ITEM,
  HOSPITAL_ID,
  HOSPITALS,
  OTHER_HOSPITAL_ID,
  PRACTITIONER_TYPES,
  SURVEY_ITEM,
  createFormDetail,
  expectNoAxeViolations,
} from './forms-fixtures';
import { MockFormWorkspace } from './forms-workspace-mock';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';
import {
  expectCardsToMatchRows,
  readTableRows,
  restoreScreenWidth,
  setScreenWidth,
} from './responsive-lists';

vi.mock('@/features/forms/components/editor/form-workspace', () => ({ FormWorkspace: MockFormWorkspace }));

const LAKESIDE_ITEM = {
  ...SURVEY_ITEM,
  key: 'reference',
  kind: 'reference' as const,
  title: 'Lakeside reference',
};

/** Riverside's forms under `?hospital=` of Riverside, Lakeside's otherwise (the first by name). */
function createFormsApi(extra: Record<string, unknown> = {}) {
  const api = createMockApi({
    '/admin/hospitals': HOSPITALS,
    '/practitioner-types': PRACTITIONER_TYPES,
    ...extra,
  });
  const fallback = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string, query?: { hospitalId?: string }) => {
    if (path === '/admin/forms') {
      return { data: query?.hospitalId === HOSPITAL_ID ? [APPLICATION_ITEM, SURVEY_ITEM] : [LAKESIDE_ITEM] };
    }
    return fallback?.(path, query);
  });
  return api;
}

function renderForms(entry = `/forms?hospital=${HOSPITAL_ID}`, api = createFormsApi()) {
  return renderAdmin(entry, { user: createAdminUser(), api });
}

// Whole routes with lazy pages and MUI dialogs: slow on a busy machine.
describe('forms page', () => {
  afterEach(restoreScreenWidth);

  it('lists each form with its kind, published version, draft and applications per version', async () => {
    renderForms();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Forms' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);

    expect(rows[1]).toHaveTextContent('Application');
    expect(rows[1]).toHaveTextContent('v2 · 03/05/2026 · Mary Staff');
    expect(rows[1]).toHaveTextContent(`v3 · saved ${formatMoment('2026-03-06T12:30:00.000Z')} · Mary Staff`);
    expect(rows[1]).toHaveTextContent('v2: 14 · v1: 3');
    expect(within(rows[1]).getByRole('link', { name: 'Edit Application' })).toHaveAttribute(
      'href',
      `/forms/${HOSPITAL_ID}/application`,
    );

    expect(rows[2]).toHaveTextContent('Practice survey');
    expect(rows[2]).toHaveTextContent('Survey');
    // Seeded versions have no person behind them.
    expect(rows[2]).toHaveTextContent('v1 · 01/10/2026 · DocApply');
    expect(rows[2]).toHaveTextContent('No draft');
    expect(rows[2]).toHaveTextContent('None');
    await expectNoAxeViolations();
  });

  it('shows another hospital’s forms when the switcher picks it', async () => {
    const { api, router } = renderForms();
    await screen.findByRole('table', { name: 'Forms' });
    expect(api.get).toHaveBeenCalledWith('/admin/forms', { hospitalId: HOSPITAL_ID });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Hospital' }));
    await user.click(await screen.findByRole('option', { name: 'Lakeside Clinic' }));

    expect(await screen.findByText('Lakeside reference')).toBeInTheDocument();
    expect(screen.queryByText('Practice survey')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/forms', { hospitalId: OTHER_HOSPITAL_ID });
    expect(router.state.location.search).toBe(`?hospital=${OTHER_HOSPITAL_ID}`);
    expect(screen.getByRole('link', { name: 'Edit Lakeside reference' })).toHaveAttribute(
      'href',
      `/forms/${OTHER_HOSPITAL_ID}/reference`,
    );
  });

  it('shows each form as a card on a phone, with every value and link of its row', async () => {
    renderForms();
    const rows = readTableRows(await screen.findByRole('table', { name: 'Forms' }));
    cleanup();

    setScreenWidth('phone');
    renderForms();
    const list = await screen.findByRole('list', { name: 'Forms' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expectCardsToMatchRows(list, rows);
  });

  it('creates a privilege form: the title is required, then it posts and opens the new form', async () => {
    const created = createFormDetail({
      key: 'privilege-cardiac-cath',
      kind: 'privilege',
      title: 'Cardiac catheterisation',
      published: null,
      versions: [],
      draft: {
        ...createFormDetail().draft!,
        key: 'privilege-cardiac-cath',
        kind: 'privilege',
        title: 'Cardiac catheterisation',
        version: 1,
      },
    });
    const api = createFormsApi({ '/admin/forms/privilege-cardiac-cath': created });
    api.post.mockResolvedValueOnce(created.draft);
    const { router } = renderForms(`/forms?hospital=${HOSPITAL_ID}`, api);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Forms' });
    await user.click(screen.getByRole('button', { name: 'New privilege form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New privilege form' });
    expect(dialog).toHaveTextContent('at Riverside General');

    await user.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Cardiac catheterisation');
    await user.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/admin/forms?hospitalId=${HOSPITAL_ID}`, {
        kind: 'privilege',
        title: 'Cardiac catheterisation',
        practitionerTypes: [],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cardiac catheterisation' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/forms/${HOSPITAL_ID}/privilege-cardiac-cath`);
    expect(screen.getByText(/Draft of version 1/)).toBeInTheDocument();
    expect(screen.getByText('Kind: privilege')).toBeInTheDocument();
  });
});
