import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@docapply/ui';
import {
  APPLICATION_ITEM,
  DRAFT_DEFINITION,
  DRAFT_VERSION,
  HOSPITAL_ID,
  HOSPITALS,
  PRACTITIONER_TYPES,
  SURVEY_ITEM,
  createFormDetail,
  expectNoAxeViolations,
  renderEditor,
} from './forms-fixtures';
import { MockFormWorkspace } from './forms-workspace-mock';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

vi.mock('@/features/forms/components/editor/form-workspace', () => ({ FormWorkspace: MockFormWorkspace }));

const DRAFT_PATH = `/admin/forms/application/draft?hospitalId=${HOSPITAL_ID}`;
const EVERY_TYPE = 'None ticked: offered to every practitioner type';
const SOME_TYPES = 'Only these practitioner types get this form';

// Whole routes with lazy pages and MUI dialogs: slow on a busy machine.
describe('the practitioner types a form is for (issue 42)', () => {
  it('lists which types a form is for, and nothing more for a form for every type', async () => {
    const api = createMockApi({
      '/admin/hospitals': HOSPITALS,
      '/practitioner-types': PRACTITIONER_TYPES,
      // A retired type the form still names shows by its code.
      '/admin/forms': { data: [{ ...APPLICATION_ITEM, practitionerTypes: ['np', 'pa', 'rd'] }, SURVEY_ITEM] },
    });
    renderAdmin(`/forms?hospital=${HOSPITAL_ID}`, { user: createAdminUser(), api });
    const rows = within(await screen.findByRole('table', { name: 'Forms' })).getAllByRole('row');
    await waitFor(() =>
      expect(rows[1]).toHaveTextContent('Offered to Nurse practitioner (NP), Physician assistant (PA), rd'),
    );
    expect(rows[2]).not.toHaveTextContent('Offered to');
    await expectNoAxeViolations();
  });

  it('creates a privilege form for the types ticked', async () => {
    const created = createFormDetail({
      key: 'privilege-app-prescribing',
      kind: 'privilege',
      title: 'APP prescribing',
      published: null,
      versions: [],
      draft: {
        ...DRAFT_VERSION,
        key: 'privilege-app-prescribing',
        kind: 'privilege',
        title: 'APP prescribing',
      },
    });
    const api = createMockApi({
      '/admin/hospitals': HOSPITALS,
      '/practitioner-types': PRACTITIONER_TYPES,
      '/admin/forms': { data: [APPLICATION_ITEM] },
      '/admin/forms/privilege-app-prescribing': created,
    });
    renderAdmin(`/forms?hospital=${HOSPITAL_ID}`, { user: createAdminUser(), api });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Forms' });
    await user.click(screen.getByRole('button', { name: 'New privilege form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New privilege form' });
    const offered = within(dialog).getByRole('group', { name: 'Offered to' });
    expect(await within(offered).findByText(EVERY_TYPE)).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'APP prescribing');
    await user.click(within(offered).getByRole('checkbox', { name: 'Nurse practitioner (NP)' }));
    await user.click(within(offered).getByRole('checkbox', { name: 'Physician assistant (PA)' }));
    expect(within(offered).getByText(SOME_TYPES)).toBeInTheDocument();
    api.post.mockResolvedValueOnce(created.draft);
    await user.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/admin/forms?hospitalId=${HOSPITAL_ID}`, {
        kind: 'privilege',
        title: 'APP prescribing',
        practitionerTypes: ['np', 'pa'],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'APP prescribing' })).toBeInTheDocument();
  });

  it('shows a refused type on the dialog’s field', async () => {
    const api = createMockApi({
      '/admin/hospitals': HOSPITALS,
      '/practitioner-types': PRACTITIONER_TYPES,
      '/admin/forms': { data: [APPLICATION_ITEM] },
    });
    renderAdmin(`/forms?hospital=${HOSPITAL_ID}`, { user: createAdminUser(), api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New privilege form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New privilege form' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Sedation');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Physician (MD/DO)' }));
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Choose practitioner types from the list',
        fields: { practitionerTypes: 'Choose practitioner types from the list' },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    const offered = within(dialog).getByRole('group', { name: 'Offered to' });
    expect(await within(offered).findByText('Choose practitioner types from the list')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New privilege form' })).toBeInTheDocument();
  });

  it('changes the types in the editor: saving the draft sends them, a refusal shows on the field', async () => {
    const detail = createFormDetail({ draft: { ...DRAFT_VERSION, practitionerTypes: ['np'] } });
    const view = renderEditor(detail);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 });
    const offered = screen.getByRole('group', { name: 'Offered to' });
    expect(await within(offered).findByRole('checkbox', { name: 'Nurse practitioner (NP)' })).toBeChecked();
    expect(within(offered).getByText(SOME_TYPES)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    await user.click(within(offered).getByRole('checkbox', { name: 'Physician assistant (PA)' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    view.api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Choose practitioner types from the list',
        fields: { practitionerTypes: 'Choose practitioner types from the list' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(offered).findByText('Choose practitioner types from the list')).toBeInTheDocument();
    await expectNoAxeViolations();

    view.api.put.mockResolvedValueOnce({});
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft of version 3 saved.')).toBeInTheDocument();
    expect(view.api.put).toHaveBeenLastCalledWith(DRAFT_PATH, {
      title: 'Application for privileges',
      definition: DRAFT_DEFINITION,
      practitionerTypes: ['np', 'pa'],
    });
    expect(within(offered).getByText(SOME_TYPES)).toBeInTheDocument();

    // None ticked: the form is for every type again.
    await user.click(within(offered).getByRole('checkbox', { name: 'Nurse practitioner (NP)' }));
    await user.click(within(offered).getByRole('checkbox', { name: 'Physician assistant (PA)' }));
    expect(within(offered).getByText(EVERY_TYPE)).toBeInTheDocument();
    view.api.put.mockResolvedValueOnce({});
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(view.api.put).toHaveBeenLastCalledWith(
        DRAFT_PATH,
        expect.objectContaining({ practitionerTypes: [] }),
      ),
    );
  });
});
