import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRACTITIONER_TYPE_MESSAGES } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import {
  createType,
  DENTIST,
  findRows,
  LIST_PATH,
  NP,
  OTHER_USUAL,
  PHYSICIAN,
  renderPage,
} from './platform-practitioner-types-fixtures';
import { restoreScreenWidth, setScreenWidth } from './responsive-lists';

// Whole routes with lazy pages and MUI dialogs: slow on a busy machine.
describe('platform practitioner types page', () => {
  afterEach(restoreScreenWidth);

  it('lists every type, retired ones too, with its code, category, supervision and membership categories in words', async () => {
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Practitioner types' })).toBeInTheDocument();
    const rows = await findRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('1. Physician (MD/DO)');
    expect(rows[0]).toHaveTextContent('Code physician · Physician');
    expect(rows[0]).toHaveTextContent('Needs no supervising physician');
    expect(rows[0]).toHaveTextContent(
      'Appointed as: Active, Associate, Courtesy, Consulting, Affiliate, Telemedicine',
    );
    expect(rows[1]).toHaveTextContent('Appointed as: Telemedicine, Advanced practice professional');
    // In the order every list shows them.
    expect(rows[2]).toHaveTextContent('Appointed as: Active, Courtesy');
    expect(rows[1]).toHaveTextContent('Code np · Advanced practice professional');
    expect(rows[1]).toHaveTextContent('Needs a supervising or collaborating physician');
    expect(rows[1]).not.toHaveTextContent('Retired');
    expect(rows[2]).toHaveTextContent('Code dentist · Other licensed practitioner');
    expect(rows[2]).toHaveTextContent('Retired');
    expect(within(rows[2]).getByRole('button', { name: 'Restore Dentist (DDS/DMD)' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Move up: Physician (MD/DO)' })).toBeDisabled();
    expect(within(rows[2]).getByRole('button', { name: 'Move down: Dentist (DDS/DMD)' })).toBeDisabled();
    expect(within(rows[0]).getByRole('button', { name: 'Drag Physician (MD/DO)' })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('adds a type: the fields are checked, the server’s field error shows on its field, then it is added', async () => {
    const { api, user, container } = renderPage();
    await findRows();
    const opener = screen.getByRole('button', { name: 'Add practitioner type' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add a practitioner type' });
    await user.click(within(dialog).getByRole('button', { name: 'Add type' }));
    // Code, name and category.
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'rd');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Registered dietitian');
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Other licensed practitioner' }));
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'A practitioner type with this code exists',
        fields: { code: 'A practitioner type with this code exists' },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add type' }));
    expect(await within(dialog).findByText('A practitioner type with this code exists')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeViolations(container)).toEqual([]);

    const code = within(dialog).getByRole('textbox', { name: /Code/ });
    await user.clear(code);
    await user.type(code, 'rdn');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Needs a supervising or collaborating physician' }),
    );
    api.post.mockResolvedValueOnce(createType({ code: 'rdn', name: 'Registered dietitian', sortOrder: 40 }));
    await user.click(within(dialog).getByRole('button', { name: 'Add type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).toHaveBeenLastCalledWith(LIST_PATH, {
      code: 'rdn',
      name: 'Registered dietitian',
      category: 'other',
      requiresSupervision: true,
      isActive: true,
      // After the last one.
      sortOrder: 40,
      // The category's usual ones, ticked when it was chosen.
      membershipCategories: OTHER_USUAL,
    });
    expect(
      await screen.findByText(
        'Registered dietitian was added. Practitioners can choose it when they register.',
      ),
    ).toBeInTheDocument();
    // Focus is back on the button that opened the dialog; the list is read again.
    await waitFor(() => expect(opener).toHaveFocus());
    await waitFor(() => expect(api.get.mock.calls.filter(([path]) => path === LIST_PATH)).toHaveLength(2));
  });

  it('renames a type, sending the whole type so its place and state stay', async () => {
    const { api, user } = renderPage();
    const rows = await findRows();
    const edit = within(rows[1]).getByRole('button', { name: 'Edit Nurse practitioner (NP)' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Nurse practitioner (NP)' });
    expect(within(dialog).queryByRole('textbox', { name: /Code/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Code: np\./)).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Nurse practitioner (NP)');
    await user.clear(name);
    await user.type(name, 'Nurse practitioner (APRN-NP)');
    api.put.mockResolvedValueOnce({ ...NP, name: 'Nurse practitioner (APRN-NP)' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.put).toHaveBeenCalledWith(`${LIST_PATH}/np`, {
      name: 'Nurse practitioner (APRN-NP)',
      category: 'advanced_practice',
      requiresSupervision: true,
      isActive: true,
      sortOrder: 20,
      membershipCategories: ['telemedicine', 'advanced_practice'],
    });
    expect(await screen.findByText('Nurse practitioner (APRN-NP) was saved.')).toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('edits a type’s membership categories: the ticked ones are sent, none is refused with the contracts’ message', async () => {
    const { api, user, container } = renderPage();
    const rows = await findRows();
    await user.click(within(rows[1]).getByRole('button', { name: 'Edit Nurse practitioner (NP)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Nurse practitioner (NP)' });
    const group = within(dialog).getByRole('group', { name: 'Membership categories' });
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(7);
    expect(box('Advanced practice professional')).toBeChecked();
    expect(box('Telemedicine')).toBeChecked();
    expect(box('Active')).not.toBeChecked();

    // None ticked: the message on the group, focus on it, nothing sent.
    await user.click(box('Advanced practice professional'));
    await user.click(box('Telemedicine'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(group).findByText(PRACTITIONER_TYPE_MESSAGES.membershipCategoriesRequired),
    ).toBeInTheDocument();
    await waitFor(() => expect(box('Active')).toHaveFocus());
    expect(api.put).not.toHaveBeenCalled();
    expect(await seriousAxeViolations(container)).toEqual([]);

    // The server's message on the field shows on the group too.
    await user.click(box('Courtesy'));
    await user.click(box('Advanced practice professional'));
    api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Invalid request',
        fields: { membershipCategories: 'Courtesy is not offered for this type' },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(group).findByText('Courtesy is not offered for this type')).toBeInTheDocument();
    expect(api.put).toHaveBeenLastCalledWith(
      `${LIST_PATH}/np`,
      expect.objectContaining({ membershipCategories: ['courtesy', 'advanced_practice'] }),
    );

    api.put.mockResolvedValueOnce({ ...NP, membershipCategories: ['courtesy', 'advanced_practice'] });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.put).toHaveBeenLastCalledWith(`${LIST_PATH}/np`, {
      name: 'Nurse practitioner (NP)',
      category: 'advanced_practice',
      requiresSupervision: true,
      isActive: true,
      sortOrder: 20,
      membershipCategories: ['courtesy', 'advanced_practice'],
    });
  });

  it('adds a type: its category ticks the usual membership categories until the admin ticks their own', async () => {
    const { api, user, container } = renderPage();
    await findRows();
    await user.click(screen.getByRole('button', { name: 'Add practitioner type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a practitioner type' });
    const group = within(dialog).getByRole('group', { name: 'Membership categories' });
    const ticked = () =>
      within(group)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')?.textContent);
    expect(ticked()).toEqual([]);
    const choose = async (category: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
      await user.click(await screen.findByRole('option', { name: category }));
    };
    await choose('Advanced practice professional');
    expect(ticked()).toEqual(['Telemedicine', 'Advanced practice professional']);
    await choose('Physician');
    expect(ticked()).toEqual(['Active', 'Associate', 'Courtesy', 'Consulting', 'Affiliate', 'Telemedicine']);
    expect(await seriousAxeViolations(container)).toEqual([]);

    // Once the admin touches the boxes, a new category leaves them as they are.
    await user.click(within(group).getByRole('checkbox', { name: 'Affiliate' }));
    await choose('Advanced practice professional');
    expect(ticked()).toEqual(['Active', 'Associate', 'Courtesy', 'Consulting', 'Telemedicine']);

    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'crna');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nurse anesthetist (CRNA)');
    api.post.mockResolvedValueOnce(createType({ code: 'crna', name: 'Nurse anesthetist (CRNA)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).toHaveBeenLastCalledWith(
      LIST_PATH,
      expect.objectContaining({
        code: 'crna',
        category: 'advanced_practice',
        membershipCategories: ['active', 'associate', 'courtesy', 'consulting', 'telemedicine'],
      }),
    );
  });

  it('retires a type and restores another, focus staying on the button', async () => {
    const { api, user } = renderPage();
    const rows = await findRows();
    api.put.mockResolvedValueOnce({ ...NP, isActive: false });
    const retire = within(rows[1]).getByRole('button', { name: 'Retire Nurse practitioner (NP)' });
    await user.click(retire);
    expect(api.put).toHaveBeenCalledWith(`${LIST_PATH}/np`, {
      name: 'Nurse practitioner (NP)',
      category: 'advanced_practice',
      requiresSupervision: true,
      isActive: false,
      sortOrder: 20,
      membershipCategories: ['advanced_practice', 'telemedicine'],
    });
    expect(
      await screen.findByText(
        'Nurse practitioner (NP) is retired. Practitioners can no longer choose it; accounts, forms and privileges that name it keep it.',
      ),
    ).toBeInTheDocument();
    expect(retire).toHaveFocus();

    api.put.mockResolvedValueOnce({ ...DENTIST, isActive: true });
    await user.click(within(rows[2]).getByRole('button', { name: 'Restore Dentist (DDS/DMD)' }));
    expect(api.put).toHaveBeenLastCalledWith(
      `${LIST_PATH}/dentist`,
      expect.objectContaining({ isActive: true }),
    );
    expect(
      await screen.findByText('Dentist (DDS/DMD) is restored. Practitioners can choose it again.'),
    ).toBeInTheDocument();
  });

  it('moves a type with the buttons: the list is sent in its new order and focus follows the row', async () => {
    const { api, user, container } = renderPage();
    const rows = await findRows();
    const reordered = [
      { ...NP, sortOrder: 10 },
      { ...PHYSICIAN, sortOrder: 20 },
      { ...DENTIST, sortOrder: 30 },
    ];
    api.post.mockResolvedValueOnce({ data: reordered });
    await user.click(within(rows[1]).getByRole('button', { name: 'Move up: Nurse practitioner (NP)' }));
    expect(api.post).toHaveBeenCalledWith(`${LIST_PATH}/reorder`, { codes: ['np', 'physician', 'dentist'] });
    expect(await screen.findByText('Nurse practitioner (NP) is now number 1 of 3.')).toBeInTheDocument();
    const after = await findRows();
    expect(after[0]).toHaveTextContent('1. Nurse practitioner (NP)');
    expect(after[1]).toHaveTextContent('2. Physician (MD/DO)');
    // At the top its Move up is disabled: focus goes to its Move down.
    expect(
      within(after[0]).getByRole('button', { name: 'Move down: Nurse practitioner (NP)' }),
    ).toHaveFocus();
    expect(await seriousAxeViolations(container)).toEqual([]);

    // A refusal puts the server's order back and says why.
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'The list of practitioner types has changed. Reload it and move the type again.',
      }),
    );
    await user.keyboard('{Enter}');
    expect(api.post).toHaveBeenLastCalledWith(`${LIST_PATH}/reorder`, {
      codes: ['physician', 'np', 'dentist'],
    });
    expect(
      await screen.findByText(
        'The list of practitioner types has changed. Reload it and move the type again.',
      ),
    ).toBeInTheDocument();
    // The list is read again from the server.
    await waitFor(() => expect(api.get.mock.calls.filter(([path]) => path === LIST_PATH)).toHaveLength(2));
  });

  it('fits a phone: one column of rows, every control in reach', async () => {
    setScreenWidth('phone');
    renderPage();
    const rows = await findRows();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Edit Physician (MD/DO)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add practitioner type' })).toBeInTheDocument();
  });
});
