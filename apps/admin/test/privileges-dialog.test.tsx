import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@docapply/ui';
import { CHOLE, CHOLE_KEY, RIVERSIDE, createCatalogueApi } from './privileges-fixtures';
import { createAdminUser, renderAdmin } from './render-admin';

const QUERY = `?hospitalId=${RIVERSIDE.id}`;

async function openDialog(button: string, dialogName: string, api = createCatalogueApi()) {
  renderAdmin('/privileges', { user: createAdminUser(), api });
  await screen.findByRole('region', { name: 'General Surgery' });
  const user = userEvent.setup({ delay: null });
  const opener = screen.getByRole('button', { name: button });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { api, user, dialog, opener };
}

// Whole routes with lazy pages and MUI dialogs: slow on a busy machine.
describe('privilege dialog', () => {
  it('adds a privilege in a new department with its requirements and a published form', async () => {
    const { api, user, dialog, opener } = await openDialog('Add privilege', 'Add privilege');
    api.post.mockResolvedValueOnce({
      ...CHOLE,
      key: 'new',
      version: 1,
      name: 'Mitral valve repair',
      department: 'Cardiac Surgery',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add privilege' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(api.post).not.toHaveBeenCalled();

    // The department suggests the catalogue's departments, and takes a new one.
    const department = within(dialog).getByRole('combobox', { name: 'Department' });
    await user.click(department);
    const suggestions = await screen.findByRole('listbox');
    expect(
      within(suggestions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cardiology', 'General Surgery']);
    await user.type(department, 'Cardiac Surgery');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mitral valve repair');
    await user.type(within(dialog).getByRole('textbox', { name: 'Criteria' }), 'Fellowship.');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimum cases' }), '25');
    await user.type(within(dialog).getByRole('spinbutton', { name: /In the last \(months\)/ }), '36');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Board certification required' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Special' }));

    // Only the published privilege forms are offered.
    await user.click(within(dialog).getByRole('combobox', { name: /Privilege form/ }));
    const forms = await screen.findByRole('listbox');
    expect(
      within(forms)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No form', 'General surgery privileges', 'Cardiology privileges']);
    await user.click(within(forms).getByRole('option', { name: 'Cardiology privileges' }));

    // Offered to every practitioner type until some are ticked (issue 42).
    const offered = within(dialog).getByRole('group', { name: 'Offered to' });
    expect(within(offered).getByText('None ticked: offered to every practitioner type')).toBeInTheDocument();
    await user.click(await within(offered).findByRole('checkbox', { name: 'Physician (MD/DO)' }));
    expect(within(offered).getByText('Only these practitioner types can ask for it')).toBeInTheDocument();
    expect(within(offered).getByRole('checkbox', { name: 'Nurse practitioner (NP)' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add privilege' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith(`/admin/privileges${QUERY}`, {
      department: 'Cardiac Surgery',
      name: 'Mitral valve repair',
      criteria: 'Fellowship.',
      requirements: { minCases: { count: 25, months: 36 }, boardCertification: true },
      isCore: false,
      enabled: true,
      formKey: 'privilege-cardiology',
      practitionerTypes: ['physician'],
    });
    expect(await screen.findByText('Mitral valve repair was added to Cardiac Surgery.')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('edits a privilege as its next version, and disabling it is an edit too', async () => {
    const { api, user, dialog, opener } = await openDialog(
      'Edit Laparoscopic cholecystectomy',
      'Edit Laparoscopic cholecystectomy',
    );
    expect(dialog).toHaveTextContent('Saving makes version 3.');
    expect(within(dialog).getByRole('combobox', { name: 'Department' })).toHaveValue('General Surgery');
    expect(within(dialog).getByRole('spinbutton', { name: 'Minimum cases' })).toHaveValue(50);
    expect(within(dialog).getByRole('checkbox', { name: 'Board certification required' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Core' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /Privilege form/ })).toHaveTextContent(
      'General surgery privileges',
    );

    api.put.mockResolvedValueOnce({ ...CHOLE, version: 3, enabled: false });
    await user.click(within(dialog).getByRole('switch', { name: 'Enabled (doctors can pick it)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Board certification required' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.put).toHaveBeenCalledWith(`/admin/privileges/${CHOLE_KEY}${QUERY}`, {
      department: 'General Surgery',
      name: 'Laparoscopic cholecystectomy',
      criteria: 'Completed general surgery residency.',
      requirements: { minCases: { count: 50, months: 24 }, boardCertification: false },
      isCore: true,
      enabled: false,
      formKey: 'privilege-general-surgery',
      practitionerTypes: CHOLE.practitionerTypes,
    });
    expect(
      await screen.findByText('Saved as version 3. Applications that picked an earlier version keep it.'),
    ).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives a privilege an FPPE plan of its own, its days and criteria required', async () => {
    const { api, user, dialog } = await openDialog(
      'Edit Laparoscopic cholecystectomy',
      'Edit Laparoscopic cholecystectomy',
    );
    const method = within(dialog).getByRole('combobox', { name: /FPPE after a grant/ });
    expect(method).toHaveTextContent('Standard plan (retrospective chart review, 5 cases, 180 days)');
    expect(within(dialog).queryByRole('spinbutton', { name: /Days to complete/ })).not.toBeInTheDocument();
    await user.click(method);
    await user.click(await screen.findByRole('option', { name: 'Prospective proctoring' }));
    const cases = within(dialog).getByRole('spinbutton', { name: /Cases/ });
    const days = within(dialog).getByRole('spinbutton', { name: /Days to complete/ });
    await user.clear(cases);
    await user.type(cases, '3');
    await user.clear(days);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(days).toHaveAccessibleDescription('Required'));
    expect(api.put).not.toHaveBeenCalled();
    await user.type(days, '90');
    await user.type(within(dialog).getByRole('textbox', { name: /FPPE criteria/ }), 'Three proctored cases.');
    api.put.mockResolvedValueOnce({ ...CHOLE, version: 3 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.put).toHaveBeenCalledWith(
      `/admin/privileges/${CHOLE_KEY}${QUERY}`,
      expect.objectContaining({
        requirements: {
          minCases: { count: 50, months: 24 },
          boardCertification: true,
          fppe: { method: 'prospective-proctoring', cases: 3, days: 90, criteria: 'Three proctored cases.' },
        },
      }),
    );
  });

  it('refuses minimum cases with only the count or only the months', async () => {
    const { api, user, dialog } = await openDialog('Edit Appendectomy', 'Edit Appendectomy');
    const count = within(dialog).getByRole('spinbutton', { name: 'Minimum cases' });
    const months = within(dialog).getByRole('spinbutton', { name: /In the last \(months\)/ });
    await user.type(count, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the number of months too')).toBeInTheDocument();

    await user.clear(count);
    await user.type(months, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the number of cases too')).toBeInTheDocument();
    expect(within(dialog).queryByText('Enter the number of months too')).not.toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    // Neither is no minimum at all.
    api.put.mockResolvedValueOnce({ ...CHOLE, version: 2 });
    await user.clear(months);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put.mock.calls[0][1]).toMatchObject({ requirements: { boardCertification: true } });
    expect(api.put.mock.calls[0][1].requirements).not.toHaveProperty('minCases');
  });

  it('shows the server’s field errors at their fields and keeps the dialog open', async () => {
    const { api, user, dialog } = await openDialog('Add privilege', 'Add privilege');
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields.',
        fields: {
          name: 'General Surgery already has a privilege with this name',
          'requirements.minCases.count': 'At most 10000',
        },
      }),
    );
    await user.type(within(dialog).getByRole('combobox', { name: 'Department' }), 'General Surgery');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Appendectomy');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimum cases' }), '5');
    await user.type(within(dialog).getByRole('spinbutton', { name: /In the last \(months\)/ }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add privilege' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('General Surgery already has a privilege with this name'),
    );
    expect(within(dialog).getByRole('spinbutton', { name: 'Minimum cases' })).toHaveAccessibleDescription(
      'At most 10000',
    );
    expect(screen.getByRole('dialog', { name: 'Add privilege' })).toBeInTheDocument();
  });
});
