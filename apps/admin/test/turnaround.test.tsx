import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminHospitalList, TTurnaround } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { COUNTS, HOSPITAL_ID, OTHER_HOSPITAL_ID, createQueuePage } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const HOSPITALS: TAdminHospitalList = {
  data: [
    { id: OTHER_HOSPITAL_ID, name: 'Lakeside Clinic', city: 'Madison', state: 'WI' },
    { id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' },
  ],
};

function createReport(hospitalId: string, overrides: Partial<TTurnaround> = {}): TTurnaround {
  return {
    hospitalId,
    from: '2025-03-10T12:00:00.000Z',
    to: '2026-03-10T12:00:00.000Z',
    data: [
      { status: 'applied', count: 5, medianDays: 3, p90Days: 7.6 },
      { status: 'in-review', count: 2, medianDays: 10, p90Days: 14 },
      { status: 'information-requested', count: 1, medianDays: 1, p90Days: 1 },
      { status: 'finalise', count: 0, medianDays: null, p90Days: null },
    ],
    ...overrides,
  };
}

function renderTurnaround(
  entry = `/turnaround?hospital=${HOSPITAL_ID}`,
  lakeside = createReport(OTHER_HOSPITAL_ID),
) {
  const api = createMockApi({
    '/admin/hospitals': HOSPITALS,
    [`/admin/hospitals/${HOSPITAL_ID}/turnaround`]: createReport(HOSPITAL_ID),
    [`/admin/hospitals/${OTHER_HOSPITAL_ID}/turnaround`]: lakeside,
    '/admin/applications': createQueuePage(),
    '/admin/applications/counts': COUNTS,
    '/admin/applications/filter-options': { assignees: [], departments: [] },
  });
  return renderAdmin(entry, { user: createAdminUser(), api });
}

// Whole routes with lazy pages and a chart: slow on a busy machine.
describe('turnaround page', () => {
  it("draws the hospital's median and 90th percentile per status, with the same figures in a table", async () => {
    const { container } = renderTurnaround();
    expect(await screen.findByRole('heading', { level: 1, name: 'Turnaround' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Days in each status' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Status', 'Stays', 'Median', '90th percentile'],
      ['Applied', '5', '3 days', '7.6 days'],
      ['In review', '2', '10 days', '14 days'],
      ['Information requested', '1', '1 day', '1 day'],
      ['Finalise', '0', '—', '—'],
    ]);
    const chart = screen.getByRole('figure', { name: /Median and 90th percentile/ });
    expect(chart.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Status changes from 03/10/2025 to 03/10/2026.')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('switches hospital through the address, and says when nothing has moved yet', async () => {
    const user = userEvent.setup();
    const empty = createReport(OTHER_HOSPITAL_ID, {
      data: createReport(OTHER_HOSPITAL_ID).data.map((row) => ({
        ...row,
        count: 0,
        medianDays: null,
        p90Days: null,
      })),
    });
    const { api, router } = renderTurnaround('/turnaround', empty);
    // Without ?hospital= the first by name is shown: a new hospital, whose applications have not moved on.
    expect(await screen.findByRole('heading', { name: 'No turnaround times yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Times appear here once an application moves on from a status, for example from Applied to In review\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Hospital' }));
    await user.click(await screen.findByRole('option', { name: 'Riverside General' }));
    expect(await screen.findByRole('table', { name: 'Days in each status' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?hospital=${HOSPITAL_ID}`);
    expect(api.get).toHaveBeenCalledWith(`/admin/hospitals/${HOSPITAL_ID}/turnaround`);
  });

  it('says when bars will appear instead of an empty plot, when every stay so far rounds to 0 days', async () => {
    // Applications submitted and moved on within minutes (all of it today): stays, but no length.
    const today = createReport(OTHER_HOSPITAL_ID, {
      data: [
        { status: 'applied', count: 2, medianDays: 0, p90Days: 0 },
        { status: 'in-review', count: 1, medianDays: 0, p90Days: 0 },
        { status: 'information-requested', count: 0, medianDays: null, p90Days: null },
        { status: 'finalise', count: 0, medianDays: null, p90Days: null },
      ],
    });
    const { container } = renderTurnaround('/turnaround', today);
    expect(await screen.findByRole('heading', { name: 'Nothing to chart yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^So far applications moved on from a status within about an hour of reaching it, which counts as 0 days\. Bars appear here once applications spend longer in a status/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    // The stays are still counted in the table.
    const table = screen.getByRole('table', { name: 'Days in each status' });
    expect(within(table).getByRole('row', { name: 'Applied 2 0 days 0 days' })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('labels the days axis in tenths at most for short stays, and names every status on the chart', async () => {
    const short = createReport(OTHER_HOSPITAL_ID, {
      data: [
        { status: 'applied', count: 2, medianDays: 0.1, p90Days: 0.2 },
        { status: 'in-review', count: 1, medianDays: 0, p90Days: 0.1 },
        { status: 'information-requested', count: 1, medianDays: 0.1, p90Days: 0.1 },
        { status: 'finalise', count: 0, medianDays: null, p90Days: null },
      ],
    });
    renderTurnaround('/turnaround', short);
    const chart = await screen.findByRole('figure', { name: /Median and 90th percentile/ });
    const labels = [...chart.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['Applied', 'In review', 'Information requested', 'Finalise', 'Days']),
    );
    const ticks = labels.filter((label) => /^\d/.test(label ?? ''));
    expect(ticks[0]).toBe('0');
    expect(ticks).toContain('0.2');
    expect(ticks.filter((tick) => !/^\d+(\.\d)?$/.test(tick ?? ''))).toEqual([]);
  });

  it('is linked from the Set-up menu, after the other set-up pages', async () => {
    const user = userEvent.setup();
    const { router } = renderTurnaround('/applications');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Set-up' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Forms',
      'Privileges',
      'Turnaround',
      'Single sign-on',
      'API tokens',
      'Integrations',
      'Verification',
      'Decision letters',
      'OPPE indicators',
      'Temporary privileges',
      'Telemedicine agreements',
      'FPPE settings',
      'Decision route',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Turnaround' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/turnaround'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Turnaround' })).toBeInTheDocument();
  });
});
