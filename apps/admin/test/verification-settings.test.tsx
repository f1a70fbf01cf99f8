import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminHospitalList, TVerificationSettings } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { COUNTS, HOSPITAL_ID, OTHER_HOSPITAL_ID, createQueuePage } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const HOSPITALS: TAdminHospitalList = {
  data: [
    { id: OTHER_HOSPITAL_ID, name: 'Lakeside Clinic', city: 'Madison', state: 'WI' },
    { id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' },
  ],
};

const SETTINGS: TVerificationSettings = {
  validDays: 180,
  requiredKinds: ['npi', 'licence', 'oig', 'sam'],
  customItems: [{ id: 'item-1', label: 'Hospital privileging letter', required: true }],
};

const settingsPath = (hospitalId: string) => `/admin/hospitals/${hospitalId}/verification-settings`;

function renderSettings(entry = `/verification-settings?hospital=${HOSPITAL_ID}`) {
  const api = createMockApi({
    '/admin/hospitals': HOSPITALS,
    [settingsPath(HOSPITAL_ID)]: SETTINGS,
    [settingsPath(OTHER_HOSPITAL_ID)]: { validDays: 90, requiredKinds: [], customItems: [] },
    '/admin/applications': createQueuePage(),
    '/admin/applications/counts': COUNTS,
  });
  return renderAdmin(entry, { user: createAdminUser(), api });
}

async function findForm(name = 'Riverside General') {
  return screen.findByRole('form', { name: `Verification settings for ${name}` });
}

// Whole routes with lazy pages: slow on a busy machine.
describe('verification settings page', () => {
  it('is in the navigation and shows the hospital’s settings', async () => {
    const { container } = renderSettings();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The Set-up menu says it holds the current page, and its item is marked current.
    await userEvent.click(within(nav).getByRole('button', { name: 'Set-up' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Verification' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    const form = await findForm();
    expect(
      within(form).getByRole('spinbutton', { name: /Verifications stay valid for \(days\)/ }),
    ).toHaveValue(180);
    const required = within(form).getByRole('group', { name: 'Required before finalise' });
    expect(within(required).getByRole('checkbox', { name: 'Identity and NPI' })).toBeChecked();
    expect(within(required).getByRole('checkbox', { name: 'SAM exclusions' })).toBeChecked();
    expect(within(required).getByRole('checkbox', { name: 'DEA registration' })).not.toBeChecked();
    // The hospital's own items are required one by one, not as a kind.
    expect(within(required).queryByRole('checkbox', { name: 'Items the hospital adds' })).toBeNull();
    expect(within(required).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(form).getByRole('textbox', { name: /Item 1/ })).toHaveValue('Hospital privileging letter');
    expect(within(form).getByRole('checkbox', { name: 'Item 1 required before finalise' })).toBeChecked();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows field errors and sends nothing while a value is refused', async () => {
    const { api } = renderSettings();
    const user = userEvent.setup();
    const form = await findForm();
    const days = within(form).getByRole('spinbutton', { name: /Verifications stay valid for/ });
    await user.clear(days);
    await user.type(days, '400');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    // The new row's name has the focus.
    expect(within(form).getByRole('textbox', { name: /Item 2/ })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    await user.type(within(form).getByRole('textbox', { name: /Item 3/ }), 'hospital PRIVILEGING letter');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await within(form).findByText('Enter a number from 1 to 365')).toBeInTheDocument();
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('Another item has this name')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
    expect(await seriousAxeViolations(form)).toEqual([]);
  });

  it('saves the settings with the items’ ids, then says so', async () => {
    const { api } = renderSettings();
    api.put.mockImplementationOnce(async (_path: string, body: TVerificationSettings) => ({
      ...body,
      customItems: body.customItems.map((item, index) => ({ ...item, id: item.id ?? `new-${index}` })),
    }));
    const user = userEvent.setup();
    const form = await findForm();
    const days = within(form).getByRole('spinbutton', { name: /Verifications stay valid for/ });
    await user.clear(days);
    await user.type(days, '90');
    const required = within(form).getByRole('group', { name: 'Required before finalise' });
    await user.click(within(required).getByRole('checkbox', { name: 'DEA registration' }));
    await user.click(within(required).getByRole('checkbox', { name: 'Identity and NPI' }));
    const label = within(form).getByRole('textbox', { name: /Item 1/ });
    await user.clear(label);
    await user.type(label, 'Privileging letter from the last hospital');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    await user.type(within(form).getByRole('textbox', { name: /Item 2/ }), 'Health screening');
    await user.click(within(form).getByRole('checkbox', { name: 'Item 2 required before finalise' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(settingsPath(HOSPITAL_ID), {
        validDays: 90,
        requiredKinds: ['licence', 'dea', 'oig', 'sam'],
        customItems: [
          { id: 'item-1', label: 'Privileging letter from the last hospital', required: true },
          { label: 'Health screening', required: false },
        ],
      }),
    );
    expect(await screen.findByText('Verification settings for Riverside General saved.')).toBeInTheDocument();
  });

  it('removes an item, keeping the focus beside it, and puts the server’s message on its field', async () => {
    const { api } = renderSettings();
    api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Check the highlighted fields',
        fields: { 'customItems.0.label': 'At most 120 characters' },
      }),
    );
    const user = userEvent.setup();
    const form = await findForm();
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    await user.type(within(form).getByRole('textbox', { name: /Item 2/ }), 'Health screening');
    await user.click(within(form).getByRole('button', { name: 'Remove item 1' }));
    expect(within(form).queryByDisplayValue('Hospital privileging letter')).toBeNull();
    expect(within(form).getByRole('button', { name: 'Remove item 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(form).getByRole('button', { name: 'Add item' })).toHaveFocus();
    expect(within(form).getByText('No items of the hospital’s own yet.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    await user.type(within(form).getByRole('textbox', { name: /Item 1/ }), 'Health screening');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('At most 120 characters')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(
      settingsPath(HOSPITAL_ID),
      expect.objectContaining({ customItems: [{ label: 'Health screening', required: true }] }),
    );
  });

  it('works on the hospital picked, one form per hospital', async () => {
    const { api, router } = renderSettings();
    const user = userEvent.setup();
    await findForm();
    await user.click(screen.getByRole('combobox', { name: 'Hospital' }));
    await user.click(await screen.findByRole('option', { name: 'Lakeside Clinic' }));
    const form = await findForm('Lakeside Clinic');
    expect(within(form).getByRole('spinbutton', { name: /Verifications stay valid for/ })).toHaveValue(90);
    expect(router.state.location.search).toBe(`?hospital=${OTHER_HOSPITAL_ID}`);
    expect(api.get).toHaveBeenCalledWith(settingsPath(OTHER_HOSPITAL_ID));
  });
});
