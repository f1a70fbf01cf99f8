import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminHospitalList } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { HOSPITAL_ID } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const HOSPITALS: TAdminHospitalList = {
  data: [{ id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' }],
};
const SETTINGS_PATH = `/admin/hospitals/${HOSPITAL_ID}/temporary-privilege-settings`;

function renderSettings() {
  const api = createMockApi({ '/admin/hospitals': HOSPITALS, [SETTINGS_PATH]: { maxDays: 120 } });
  const view = renderAdmin(`/temporary-privilege-settings?hospital=${HOSPITAL_ID}`, {
    user: createAdminUser(),
    api,
  });
  return { ...view, api, user: userEvent.setup() };
}

describe('temporary privilege settings page', () => {
  it('shows the hospital’s maximum, refuses more than 120 days and saves a lower one', async () => {
    const { api, user, container } = renderSettings();
    const form = await screen.findByRole('form', {
      name: 'Temporary privilege settings for Riverside General',
    });
    const days = within(form).getByRole('spinbutton', { name: /Temporary privileges last at most \(days\)/ });
    expect(days).toHaveValue(120);
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.clear(days);
    await user.type(days, '121');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('At most 120 days')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    await user.clear(days);
    await user.type(days, '30');
    api.put.mockResolvedValueOnce({ maxDays: 30 });
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(SETTINGS_PATH, { maxDays: 30 }));
    expect(
      await screen.findByText('Temporary privilege settings for Riverside General saved.'),
    ).toBeInTheDocument();
  });
});
