import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { COUNTS, HOSPITAL_ID, createQueuePage } from './admin-fixtures';
import { HOSPITALS, OPPE_BASE, createIndicator } from './oppe-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const INFECTION = createIndicator();
const READMISSION = createIndicator({
  id: 'indicator-readmission',
  department: 'Medicine',
  key: 'readmission',
  name: '30-day readmission rate',
  min: 1,
  max: 12,
  lowVolumeBelow: null,
});

function renderSettings(entry = `/oppe-settings?hospital=${HOSPITAL_ID}`) {
  const api = createMockApi({
    '/admin/hospitals': HOSPITALS,
    [`${OPPE_BASE}/indicators`]: { data: [INFECTION, READMISSION] },
    [`${OPPE_BASE}/settings`]: { cycleMonths: 12, practitionerSees: 'conclusion' },
    '/admin/applications': createQueuePage(),
    '/admin/applications/counts': COUNTS,
    '/admin/applications/filter-options': { assignees: [], departments: [] },
  });
  const view = renderAdmin(entry, { user: createAdminUser(), api });
  return { ...view, api, user: userEvent.setup() };
}

// Whole routes with lazy pages: slow on a busy machine.
describe('OPPE indicators and settings page', () => {
  it('is in the Set-up menu and lists the indicators by department with their thresholds', async () => {
    const { container, router, user } = renderSettings('/applications');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Set-up' }));
    await user.click(await screen.findByRole('menuitem', { name: 'OPPE indicators' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/oppe-settings'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'OPPE indicators and settings' }),
    ).toBeInTheDocument();
    const surgery = await screen.findByRole('table', { name: 'Surgery indicators' });
    expect(within(surgery).getByRole('row', { name: /Surgical site infection rate/ })).toHaveTextContent(
      /Key ssi-rate.*Rate.*—.*3%.*10/,
    );
    const medicine = screen.getByRole('table', { name: 'Medicine indicators' });
    expect(within(medicine).getByRole('row', { name: /30-day readmission rate/ })).toHaveTextContent(
      /1%.*12%.*—/,
    );
    const form = screen.getByRole('form', { name: 'OPPE settings for Riverside General' });
    expect(within(form).getByRole('radio', { name: '12 months' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: /The conclusion/ })).toBeChecked();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('adds an indicator from the keyboard, with each refusal under its field', async () => {
    const { api, user } = renderSettings();
    const add = await screen.findByRole('button', { name: 'Add indicator' });
    add.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add indicator' });
    // Focus is inside the dialog; Tab moves through its fields.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Add indicator' }));
    const department = within(dialog).getByRole('textbox', { name: /Department/ });
    await waitFor(() => expect(department).toBeInvalid());
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toBeInvalid();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(department);
    await user.keyboard('Surgery');
    await user.tab();
    await user.keyboard('Bad Key');
    await user.tab();
    await user.keyboard('Return to theatre');
    await user.click(within(dialog).getByRole('radio', { name: 'Count' }));
    const unit = within(dialog).getByRole('textbox', { name: /Unit/ });
    await user.clear(unit);
    await user.type(unit, 'cases');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Minimum/ }), '5');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Maximum/ }), '2');
    await user.keyboard('{Enter}');
    const key = within(dialog).getByRole('textbox', { name: /Key/ });
    await waitFor(() => expect(key).toHaveAccessibleDescription(/lower-case letters, digits and dashes/));
    expect(key).toBeInvalid();
    expect(within(dialog).getByRole('spinbutton', { name: /Minimum/ })).toHaveAccessibleDescription(
      'The minimum cannot be above the maximum',
    );
    expect(api.post).not.toHaveBeenCalled();

    await user.clear(key);
    await user.type(key, 'return');
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Minimum/ }));
    // The server's word on a field lands under it.
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Another indicator of this hospital has this key',
        fields: { key: 'Another indicator of this hospital has this key' },
      }),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(key).toHaveAccessibleDescription('Another indicator of this hospital has this key'),
    );
    expect(api.post).toHaveBeenCalledWith(`${OPPE_BASE}/indicators`, {
      department: 'Surgery',
      key: 'return',
      name: 'Return to theatre',
      kind: 'count',
      unit: 'cases',
      min: null,
      max: 2,
      lowVolumeBelow: null,
    });
    await user.clear(key);
    await user.type(key, 'return-to-theatre');
    api.post.mockResolvedValueOnce(createIndicator({ id: 'new', name: 'Return to theatre' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Return to theatre was added to Surgery.')).toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('edits an indicator without its key, deletes one after asking, and saves the settings', async () => {
    const { api, user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit 30-day readmission rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 30-day readmission rate' });
    expect(within(dialog).getByRole('textbox', { name: /Key/ })).toBeDisabled();
    const max = within(dialog).getByRole('spinbutton', { name: /Maximum/ });
    await user.clear(max);
    await user.type(max, '10');
    api.put.mockResolvedValueOnce({ ...READMISSION, max: 10 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(`${OPPE_BASE}/indicators/${READMISSION.id}`, {
        department: 'Medicine',
        name: '30-day readmission rate',
        kind: 'rate',
        unit: '%',
        min: 1,
        max: 10,
        lowVolumeBelow: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Surgical site infection rate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Surgical site infection rate?' });
    api.del.mockRejectedValueOnce(
      new ApiError({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This indicator has values: it cannot be deleted.',
      }),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This indicator has values: it cannot be deleted.')).toBeInTheDocument();
    expect(api.del).toHaveBeenCalledWith(`${OPPE_BASE}/indicators/${INFECTION.id}`);

    const form = screen.getByRole('form', { name: 'OPPE settings for Riverside General' });
    await user.click(within(form).getByRole('radio', { name: '6 months' }));
    await user.click(within(form).getByRole('radio', { name: 'Nothing' }));
    api.put.mockResolvedValueOnce({ cycleMonths: 6, practitionerSees: 'nothing' });
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(`${OPPE_BASE}/settings`, {
        cycleMonths: 6,
        practitionerSees: 'nothing',
      }),
    );
    expect(await screen.findByText('OPPE settings for Riverside General saved.')).toBeInTheDocument();
  });
});
