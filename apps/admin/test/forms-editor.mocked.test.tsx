import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, formatMoment } from '@docapply/ui';
import {
  DRAFT_DEFINITION,
  HOSPITAL_ID,
  PUBLISHED_DEFINITION,
  createFormDetail,
  expectNoAxeViolations,
  renderEditor,
} from './forms-fixtures';
import { MockFormWorkspace } from './forms-workspace-mock';

vi.mock('@/features/forms/components/editor/form-workspace', () => ({ FormWorkspace: MockFormWorkspace }));

const DRAFT_PATH = `/admin/forms/application/draft?hospitalId=${HOSPITAL_ID}`;
const PUBLISH_PATH = `/admin/forms/application/publish?hospitalId=${HOSPITAL_ID}`;

async function openEditor(...args: Parameters<typeof renderEditor>) {
  const view = renderEditor(...args);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

async function renameFirstSection(user: ReturnType<typeof userEvent.setup>, title: string) {
  const input = screen.getByRole('textbox', { name: 'First section title' });
  await user.clear(input);
  await user.type(input, title);
}

// Whole routes with lazy pages and MUI dialogs: slow on a busy machine.
describe('form editor', () => {
  it('starts from the draft, and says which version it is and when it was saved', async () => {
    await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Application for privileges' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Draft of version 3, last saved ${formatMoment('2026-03-06T12:30:00.000Z')} by Hana Admin`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Application for privileges');
    expect(screen.getByRole('textbox', { name: 'First section title' })).toHaveValue('Identity and contact');
    expect(screen.getByText('Kind: application')).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('starts from the latest published version when there is no draft', async () => {
    await openEditor(createFormDetail({ draft: null }));
    expect(screen.getByText('Published version 2 (03/05/2026, Mary Staff)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First section title' })).toHaveValue('Identity');
    expect(screen.queryByRole('button', { name: /Discard/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('saves the working copy as the draft, then moves focus to the heading', async () => {
    const { api, user } = await openEditor();
    api.put.mockResolvedValueOnce({});
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Medical staff application');
    await renameFirstSection(user, 'Who you are');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft of version 3 saved.')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(DRAFT_PATH, {
      title: 'Medical staff application',
      definition: { sections: [{ ...DRAFT_DEFINITION.sections[0], title: 'Who you are' }] },
      practitionerTypes: [],
    });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Medical staff application' })).toHaveFocus(),
    );
  });

  it('marks the fields the server refuses and says the form has problems', async () => {
    const { api, user } = await openEditor();
    api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'The form has problems; see the marked fields',
        fields: { 'sections.0.items.0.options': 'Add at least one option', title: 'Too long' },
      }),
    );
    await renameFirstSection(user, 'Who you are');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('The form has problems; see the marked fields')).toBeInTheDocument();
    const marked = screen.getByRole('list', { name: 'Marked fields' });
    expect(
      within(marked).getByText('sections.0.items.0.options: Add at least one option'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Too long');
    // Still unsaved.
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('publishes after confirmation, saving unsaved changes first', async () => {
    const { api, user } = await openEditor();
    api.put.mockResolvedValueOnce({});
    api.post.mockResolvedValueOnce({});
    await renameFirstSection(user, 'Who you are');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    let dialog = await screen.findByRole('dialog', { name: 'Publish version 3?' });
    expect(dialog).toHaveTextContent(
      'New applications will use it; drafts already started keep their version until the doctor moves.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.put).not.toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    dialog = await screen.findByRole('dialog', { name: 'Publish version 3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 3 is published. New applications use it.')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(
      DRAFT_PATH,
      expect.objectContaining({ title: 'Application for privileges' }),
    );
    expect(api.post).toHaveBeenCalledWith(PUBLISH_PATH);
    expect(api.put.mock.invocationCallOrder[0]).toBeLessThan(api.post.mock.invocationCallOrder[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('does not publish when the save before it is refused', async () => {
    const { api, user } = await openEditor();
    api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'x',
        fields: { 'sections.0.key': 'Duplicate key' },
      }),
    );
    await renameFirstSection(user, 'Who you are');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('sections.0.key: Duplicate key')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('discards the draft after confirmation and goes back to the published version', async () => {
    const { api, user } = await openEditor();
    api.del.mockResolvedValueOnce({ message: 'Draft discarded' });
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft of version 3?' });
    expect(dialog).toHaveTextContent('goes back to version 2');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));

    expect(await screen.findByText('Draft discarded.')).toBeInTheDocument();
    expect(api.del).toHaveBeenCalledWith(DRAFT_PATH);
    expect(screen.getByRole('textbox', { name: 'First section title' })).toHaveValue(
      PUBLISHED_DEFINITION.sections[0].title,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Application');
  });

  it('asks before leaving with unsaved changes, and warns the browser before unloading', async () => {
    const { router, user } = await openEditor(undefined, { '/admin/forms': { data: [] } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await renameFirstSection(user, 'Who you are');
    const unloadDirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unloadDirty);
    expect(unloadDirty.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'All forms' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/forms/${HOSPITAL_ID}/application`);
    expect(screen.getByRole('textbox', { name: 'First section title' })).toHaveValue('Who you are');

    await user.click(screen.getByRole('link', { name: 'All forms' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forms');
  });

  it('leaves without asking when nothing is unsaved', async () => {
    const { router, user } = await openEditor(undefined, { '/admin/forms': { data: [] } });
    await user.click(screen.getByRole('link', { name: 'All forms' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forms');
  });
});
