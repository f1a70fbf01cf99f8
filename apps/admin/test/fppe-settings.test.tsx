import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TFppeSettings } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { HOSPITAL } from './fppe-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const SETTINGS_PATH = `/admin/hospitals/${HOSPITAL.id}/fppe-settings`;
const SETTINGS: TFppeSettings = {
  release: 'progress',
  reminderDays: 14,
  chairs: [{ department: 'Cardiology', email: 'chair.cardio@riverside.org', name: 'Carl Chair' }],
};

function renderSettings() {
  const api = createMockApi({ '/admin/hospitals': { data: [HOSPITAL] }, [SETTINGS_PATH]: SETTINGS });
  renderAdmin('/fppe-settings', { user: createAdminUser(), api });
  return { api, user: userEvent.setup() };
}

describe('the FPPE settings page', () => {
  it('is listed under Set-up and shows what practitioners see, the reminder and the chairs', async () => {
    const { user } = renderSettings();
    const form = await screen.findByRole('form', { name: `FPPE settings for ${HOSPITAL.name}` });
    expect(within(form).getByRole('radio', { name: 'What is expected and progress only' })).toBeChecked();
    expect(within(form).getByRole('spinbutton', { name: /Remind evaluators/ })).toHaveValue(14);
    expect(within(form).getByRole('textbox', { name: /Department 1/ })).toHaveValue('Cardiology');
    expect(within(form).getByRole('textbox', { name: /Chair email 1/ })).toHaveValue(
      'chair.cardio@riverside.org',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Set-up' }));
    expect(await screen.findByRole('menuitem', { name: 'FPPE settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('adds a chair, puts the server’s field message on its input, then saves', async () => {
    const { api, user } = renderSettings();
    const form = await screen.findByRole('form', { name: `FPPE settings for ${HOSPITAL.name}` });
    await user.click(within(form).getByRole('radio', { name: 'What is expected only' }));
    await user.click(within(form).getByRole('button', { name: 'Add chair' }));
    const department = within(form).getByRole('textbox', { name: /Department 2/ });
    await waitFor(() => expect(department).toHaveFocus());
    await user.keyboard('Surgery');
    await user.type(within(form).getByRole('textbox', { name: /Chair email 2/ }), 'dr.sam@example.com');
    api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: { 'chairs.1.email': 'Choose a member of the hospital staff who is not a practitioner' },
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const expected: TFppeSettings = {
      release: 'expected',
      reminderDays: 14,
      chairs: [
        { department: 'Cardiology', email: 'chair.cardio@riverside.org', name: 'Carl Chair' },
        { department: 'Surgery', email: 'dr.sam@example.com' },
      ],
    };
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(SETTINGS_PATH, expected));
    expect(
      await within(form).findByText('Choose a member of the hospital staff who is not a practitioner'),
    ).toBeInTheDocument();

    const email = within(form).getByRole('textbox', { name: /Chair email 2/ });
    await user.clear(email);
    await user.type(email, 'sam.staff@riverside.org');
    api.put.mockResolvedValueOnce({ ...expected, chairs: [expected.chairs[0]] });
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(`FPPE settings for ${HOSPITAL.name} saved.`)).toBeInTheDocument();
  });
});
