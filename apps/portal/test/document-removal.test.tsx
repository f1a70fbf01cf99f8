import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TFileInfo } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { UploadField } from '@/components/documents/upload-field';
import { LICENCE, SCOPE, createDocumentApi, renderDocumentField } from './document-field-fixture';

const REMOVE_PATH = `/gcs/remove/${SCOPE}/${LICENCE.id}`;

function createApi() {
  const api = createDocumentApi();
  api.del.mockResolvedValue({ message: 'File removed' });
  return api;
}

/**
 * The field as a form keeps it, on a step the doctor can leave and come back to (the answers
 * stay with the form); `onAnswer` sees every answer the form would save.
 */
function Field({ onAnswer }: { onAnswer: (value: string) => void }) {
  const [value, setValue] = useState(LICENCE.id);
  const [isShown, setIsShown] = useState(true);
  const change = (next: string) => {
    setValue(next);
    onAnswer(next);
  };
  return (
    <>
      <button type="button" onClick={() => setIsShown((shown) => !shown)}>
        {isShown ? 'Next step' : 'Back'}
      </button>
      {isShown ? (
        <UploadField label="Copy of the licence" name="licenceCopy" value={value} onChange={change} />
      ) : null}
    </>
  );
}

function renderField() {
  const api = createApi();
  const onAnswer = vi.fn();
  const view = renderDocumentField(api, [LICENCE], <Field onAnswer={onAnswer} />);
  return { ...view, api, onAnswer, user: userEvent.setup() };
}

async function removeLicence(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Remove licence.pdf' }));
  const confirm = await screen.findByRole('dialog', { name: 'Remove this document?' });
  expect(confirm).toHaveTextContent(
    'licence.pdf will be taken off “Copy of the licence”. You can undo this while the page is open.',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('removing an uploaded document', () => {
  it('asks first: Cancel keeps the document and gives the focus back to Remove', async () => {
    const { api, onAnswer, user } = renderField();
    const remove = screen.getByRole('button', { name: 'Remove licence.pdf' });
    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove this document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    expect(screen.getByRole('button', { name: 'View licence.pdf' })).toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();
    expect(api.del).not.toHaveBeenCalled();
  });

  it('says "Document removed" with Undo, which puts the same file back without deleting anything', async () => {
    const { api, onAnswer, user, container } = renderField();
    await removeLicence(user);

    expect(onAnswer).toHaveBeenLastCalledWith('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Document removed');
    const undo = screen.getByRole('button', { name: 'Undo: Copy of the licence' });
    await waitFor(() => expect(undo).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'View licence.pdf' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith(LICENCE.id);
    expect(screen.getByRole('button', { name: 'View licence.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('Document removed')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Copy of the licence' })).toHaveFocus());
    expect(api.del).not.toHaveBeenCalled();
  });

  it('deletes the file only once Undo is dismissed, and the focus goes to Upload', async () => {
    const { api, user } = renderField();
    await removeLicence(user);
    expect(api.del).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(api.del).toHaveBeenCalledWith(REMOVE_PATH);
    expect(screen.queryByText('Document removed')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Upload file: Copy of the licence' })).toHaveFocus(),
    );
  });

  it('keeps the file while the page is open, and deletes it when the doctor leaves', async () => {
    const { api, user, unmount } = renderField();
    await removeLicence(user);
    expect(api.del).not.toHaveBeenCalled();

    unmount();
    expect(api.del).toHaveBeenCalledWith(REMOVE_PATH);
  });

  it('deletes the removed file once another document takes its place', async () => {
    const { api, onAnswer, user, container } = renderField();
    const renewed: TFileInfo = {
      ...LICENCE,
      id: '55555555-5555-4555-8555-555555555555',
      name: 'renewed.pdf',
    };
    api.upload.mockResolvedValue(renewed);
    await removeLicence(user);

    const pdf = new File(['%PDF-1.7'], 'renewed.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, pdf);
    expect(await screen.findByRole('button', { name: 'View renewed.pdf' })).toBeInTheDocument();
    expect(onAnswer).toHaveBeenLastCalledWith(renewed.id);
    expect(api.del).toHaveBeenCalledWith(REMOVE_PATH);
    expect(screen.queryByText('Document removed')).not.toBeInTheDocument();
  });

  it('still offers Undo on coming back to the step, without taking the focus', async () => {
    const { api, onAnswer, user } = renderField();
    await removeLicence(user);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.queryByText('Document removed')).not.toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'Back' });
    await user.click(back);

    const undo = screen.getByRole('button', { name: 'Undo: Copy of the licence' });
    expect(undo).not.toHaveFocus();
    await user.click(undo);
    expect(onAnswer).toHaveBeenLastCalledWith(LICENCE.id);
    expect(screen.getByRole('button', { name: 'View licence.pdf' })).toBeInTheDocument();
    expect(api.del).not.toHaveBeenCalled();
  });
});
