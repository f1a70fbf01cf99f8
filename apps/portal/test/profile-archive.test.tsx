import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type TApiClient } from '@docapply/ui';
import type { TImportedDocument } from '@docapply/contracts';
import { seriousAxeViolations, type TMockApi } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';

const CV: TImportedDocument = {
  id: '0b6e6f0e-3c1c-4f7e-9a51-2f1f6c0e8a11',
  name: 'cv.pdf',
  size: 2048,
  mime: 'application/pdf',
  createdAt: '2026-01-15T00:00:00.000Z',
  kind: 'documents.cv',
  row: null,
  issuedOn: null,
  expiresOn: null,
  source: 'https://docapply.example.org/',
};
const LICENCE: TImportedDocument = {
  ...CV,
  id: '1c7f7f1f-4d2d-4f8f-8b62-3f2f7d1f9b22',
  name: 'licence-il.pdf',
  kind: 'licence.copy',
  row: { state: 'IL', number: '036.123456' },
  expiresOn: '2028-06-30',
};

type TArchiveApi = TMockApi & { upload: ReturnType<typeof vi.fn>; getBlob: ReturnType<typeof vi.fn> };

function renderArchivePage(pending: TImportedDocument[] = [CV, LICENCE]) {
  const api = createMockApi(createUser()) as TArchiveApi;
  let waiting = pending;
  const answer = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string) =>
    path === '/account/profile-archive/documents' ? { data: waiting } : answer?.(path),
  );
  api.upload = vi.fn();
  api.getBlob = vi
    .fn()
    .mockResolvedValue({ blob: new Blob(['PK']), fileName: 'docapply-profile.zip', contentType: '' });
  const setPending = (next: TImportedDocument[]) => {
    waiting = next;
  };
  return {
    ...renderApp('/account/profile-archive', { user: createUser(), api }),
    api,
    setPending,
    user: userEvent.setup({ applyAccept: false }),
  };
}

describe('the profile archive page', () => {
  it('downloads the archive and lists each pending document with its kind and dates', async () => {
    const { api, user } = renderArchivePage();
    await screen.findByRole('heading', { name: 'Your profile archive', level: 1 });
    const list = await screen.findByRole('list', { name: 'Imported documents to confirm' });
    const [cv, licence] = within(list).getAllByRole('listitem');
    expect(cv).toHaveTextContent('cv.pdf');
    expect(cv).toHaveTextContent('Documents cv');
    expect(cv).toHaveTextContent('no expiry date');
    expect(licence).toHaveTextContent('Licence copy · IL 036.123456 · expires');
    expect(licence).toHaveTextContent('From https://docapply.example.org/');
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:archive');
    await user.click(screen.getByRole('button', { name: 'Download my profile archive' }));
    await waitFor(() => expect(api.getBlob).toHaveBeenCalledWith('/account/profile-archive'));
    await user.click(within(cv).getByRole('button', { name: 'Download cv.pdf' }));
    await waitFor(() =>
      expect(api.getBlob).toHaveBeenCalledWith(`/account/profile-archive/documents/${CV.id}/file`),
    );
  });

  it('confirms one document and discards another after asking, by keyboard', async () => {
    const { api, user } = renderArchivePage();
    const list = await screen.findByRole('list', { name: 'Imported documents to confirm' });
    api.post.mockResolvedValueOnce({ ...CV, id: 'new-file' });
    const confirm = within(list).getByRole('button', { name: 'Confirm cv.pdf' });
    confirm.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/account/profile-archive/documents/${CV.id}/confirm`),
    );
    expect(await screen.findByText('The document is now part of your profile.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Imported documents to confirm' })).toHaveFocus();

    api.del.mockResolvedValueOnce({ message: 'The document was discarded.' });
    await user.click(within(list).getByRole('button', { name: 'Discard licence-il.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(api.del).toHaveBeenCalledWith(`/account/profile-archive/documents/${LICENCE.id}`),
    );
    expect(await screen.findByText('No imported documents are waiting.')).toBeInTheDocument();
  });

  it('imports an archive with its progress, and lists why one was refused', async () => {
    const { api, user, container, setPending } = renderArchivePage([]);
    await screen.findByText('No imported documents are waiting.');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.zip,application/zip');

    // The file dialog offers zips only (accept), but a name can still be typed in it.
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a zip archive.');
    expect(api.upload).not.toHaveBeenCalled();

    api.upload.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'This archive is of version 7; this DocApply reads version 1.',
      }),
    );
    await user.upload(input, new File(['PK'], 'profile.zip', { type: 'application/zip' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('version 7'));

    api.upload.mockImplementationOnce(
      async (_path: string, _form: FormData, options: Parameters<TApiClient['upload']>[2]) => {
        options?.onProgress?.(40);
        setPending([CV]);
        return { answers: 12, documents: [CV], alreadyImported: 1 };
      },
    );
    await user.upload(input, new File(['PK'], 'profile.zip', { type: 'application/zip' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 12 answers');
    expect(screen.getByRole('status')).toHaveTextContent('1 you had imported before were left out.');
    const [path, form] = api.upload.mock.calls.at(-1) as [string, FormData];
    expect(path).toBe('/account/profile-archive');
    expect((form.get('archive') as File).name).toBe('profile.zip');
    expect(await screen.findByRole('button', { name: 'Confirm cv.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('is in the name menu', async () => {
    const { user } = renderArchivePage([]);
    await screen.findByText('No imported documents are waiting.');
    await user.click(screen.getByRole('button', { name: 'Dana Doe' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile archive' })).toHaveAttribute(
      'href',
      '/account/profile-archive',
    );
  });
});
