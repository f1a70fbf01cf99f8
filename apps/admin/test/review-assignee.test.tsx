import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAssignApplicationResult, THospitalAdminList } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, HOSPITAL_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const OMAR = { id: '66666666-6666-4666-8666-666666666666', name: 'Omar Office' };
const ADMINS: THospitalAdminList = {
  data: [
    { id: 'admin-1', name: 'Mary Staff', email: 'mary.staff@riverside.org' },
    { ...OMAR, email: 'omar@riverside.org' },
  ],
};
const ASSIGNEE_PATH = `/admin/applications/${APPLICATION_ID}/assignee`;

function renderReview(assignee: { id: string; name: string } | null = OMAR) {
  const api = createMockApi({
    [`/admin/applications/${APPLICATION_ID}`]: createReview({ assignee }),
    [`/admin/hospitals/${HOSPITAL_ID}/admins`]: ADMINS,
  });
  return renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
}

// Whole routes with lazy pages: slow on a busy machine.
describe('assigning from the review', () => {
  it('shows who has the application and lets the reader take it', async () => {
    const user = userEvent.setup();
    const { api } = renderReview();
    const picker = await screen.findByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(picker).toHaveTextContent('Omar Office'));
    expect(await seriousAxeViolations(screen.getByRole('group', { name: 'Assignment' }))).toEqual([]);

    api.put.mockResolvedValueOnce({ assignee: { id: 'admin-1', name: 'Mary Staff' } });
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(api.put).toHaveBeenCalledWith(ASSIGNEE_PATH, { assigneeId: 'admin-1' });
    await waitFor(() => expect(picker).toHaveTextContent('Mary Staff'));
    expect(await screen.findByText('Assigned to Mary Staff.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  });

  it("offers Unassigned and the hospital's administrators, and unassigns", async () => {
    const user = userEvent.setup();
    const { api } = renderReview();
    const picker = await screen.findByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    await user.click(picker);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Unassigned', 'Mary Staff', 'Omar Office']);

    api.put.mockResolvedValueOnce({ assignee: null });
    await user.click(options[0]);
    expect(api.put).toHaveBeenCalledWith(ASSIGNEE_PATH, { assigneeId: null });
    await waitFor(() => expect(picker).toHaveTextContent('Unassigned'));
    expect(await screen.findByText('The application is unassigned.')).toBeInTheDocument();
  });

  it('keeps the focus on "Assigned to" while a choice made from the keyboard is saved, and after', async () => {
    const user = userEvent.setup();
    const { api } = renderReview();
    const picker = await screen.findByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    picker.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Omar Office' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    let save: (result: TAssignApplicationResult) => void = () => undefined;
    api.put.mockReturnValueOnce(new Promise((resolve) => (save = resolve)));
    await user.keyboard('{Enter}');

    // A control disabled while it saves loses the keyboard focus in a browser: this one stays usable.
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(ASSIGNEE_PATH, { assigneeId: 'admin-1' }));
    expect(picker).toHaveFocus();
    expect(picker).not.toHaveAttribute('aria-disabled');
    save({ assignee: { id: 'admin-1', name: 'Mary Staff' } });
    expect(await screen.findByText('Assigned to Mary Staff.')).toBeInTheDocument();
    expect(picker).toHaveTextContent('Mary Staff');
    expect(picker).toHaveFocus();
  });

  it('moves the focus to "Assigned to" when "Assign to me" goes away', async () => {
    const user = userEvent.setup();
    const { api } = renderReview();
    const picker = await screen.findByRole('combobox', { name: 'Assigned to' });
    api.put.mockResolvedValueOnce({ assignee: { id: 'admin-1', name: 'Mary Staff' } });
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(picker).toHaveTextContent('Mary Staff'));
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    await waitFor(() => expect(picker).toHaveFocus());
  });

  it('says why the server refused, and keeps showing who has it', async () => {
    const user = userEvent.setup();
    const { api } = renderReview(null);
    const picker = await screen.findByRole('combobox', { name: 'Assigned to' });
    api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Choose an administrator of this hospital.',
        fields: { assigneeId: 'Choose an administrator of this hospital.' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Choose an administrator of this hospital.')).toBeInTheDocument();
    expect(picker).toHaveTextContent('Unassigned');
  });
});
