import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFileInfo } from '@docapply/contracts';
import { ApiError, type TUploadOptions } from '@docapply/ui';
import { UploadField } from '@/components/documents/upload-field';
import {
  LICENCE,
  SCOPE,
  createDocumentApi,
  renderDocumentField,
  type TDocumentApi,
} from './document-field-fixture';

/** The field as a form shows it: its answer (the file id) kept by the form, as FormRenderer does. */
function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <UploadField label="Copy of the licence" value={value} onChange={setValue} />;
}

function renderField(api: TDocumentApi, { initial = '', files = [] as TFileInfo[] } = {}) {
  return renderDocumentField(api, files, <Field initial={initial} />);
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const PDF = new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' });

describe('document fields', () => {
  it('uploads the chosen file with a progress bar, then lists it', async () => {
    const api = createDocumentApi();
    let finish: (file: TFileInfo) => void = () => undefined;
    let options: TUploadOptions = {};
    api.upload.mockImplementation((_path: string, _form: FormData, given: TUploadOptions) => {
      options = given;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { container } = renderField(api);
    const user = userEvent.setup();
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, PDF);

    const [path, form] = api.upload.mock.calls[0] as [string, FormData];
    expect(path).toMatch(new RegExp(`^/gcs/upload/${SCOPE}/[0-9a-f-]{36}$`));
    expect((form.get('file') as File).name).toBe('licence.pdf');
    options.onProgress?.(40);
    expect(await screen.findByRole('progressbar', { name: 'Uploading Copy of the licence' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();

    finish(LICENCE);
    expect(await screen.findByRole('button', { name: 'View licence.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload: no error, and the focus goes back to the Upload button', async () => {
    const api = createDocumentApi();
    api.upload.mockImplementation(
      (_path: string, _form: FormData, { signal }: TUploadOptions) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new ApiError({ statusCode: 0, code: 'CANCELLED' })));
        }),
    );
    const { container } = renderField(api);
    const user = userEvent.setup();
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, PDF);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload: Copy of the licence' }));

    const upload = await screen.findByRole('button', { name: 'Upload file: Copy of the licence' });
    await waitFor(() => expect(upload).toHaveFocus());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server message when the upload is refused', async () => {
    const api = createDocumentApi();
    api.upload.mockRejectedValue(
      new ApiError({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Upload a PDF, PNG or JPEG file',
        fields: { file: 'Upload a PDF, PNG or JPEG file' },
      }),
    );
    const { container } = renderField(api);
    await userEvent.setup().upload(container.querySelector('input[type="file"]') as HTMLInputElement, PDF);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a PDF, PNG or JPEG file');
    expect(screen.getByRole('button', { name: 'Upload file: Copy of the licence' })).toBeInTheDocument();
  });

  it('previews a listed document in the viewer, with a download under the name the server gives it', async () => {
    const api = createDocumentApi();
    api.getBlob.mockResolvedValue({
      blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      fileName: 'Licence (IL).pdf',
      contentType: 'application/pdf',
    });
    // jsdom has no object URLs (this file's DOM is its own, so the stubs need no undoing).
    URL.createObjectURL = vi.fn(() => 'blob:licence');
    URL.revokeObjectURL = vi.fn();

    renderField(api, { initial: LICENCE.id, files: [LICENCE] });
    expect(screen.getByText('240 KB')).toBeInTheDocument();
    const user = userEvent.setup();
    const view = screen.getByRole('button', { name: 'View licence.pdf' });
    await user.click(view);

    const viewer = await screen.findByRole('dialog', { name: 'licence.pdf' });
    expect(await within(viewer).findByTitle('licence.pdf')).toHaveAttribute('src', 'blob:licence');
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'Licence (IL).pdf',
    );
    expect(api.getBlob).toHaveBeenCalledWith(`/gcs/get/${SCOPE}/${LICENCE.id}`);

    // Closed, the focus is back on the button that opened it.
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view).toHaveFocus();
  });

  it('shows why a document cannot be previewed', async () => {
    const api = createDocumentApi();
    api.getBlob.mockRejectedValue(
      new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'File not found' }),
    );
    renderField(api, { initial: LICENCE.id, files: [LICENCE] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'View licence.pdf' }));

    const viewer = await screen.findByRole('dialog', { name: 'licence.pdf' });
    expect(await within(viewer).findByText('File not found')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('fills the screen on a phone', async () => {
    // Every `(max-width: ...)` query matches, as on a phone.
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    const api = createDocumentApi();
    api.getBlob.mockResolvedValue({
      blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      fileName: 'licence.pdf',
      contentType: 'application/pdf',
    });
    renderField(api, { initial: LICENCE.id, files: [LICENCE] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'View licence.pdf' }));

    const viewer = await screen.findByRole('dialog', { name: 'licence.pdf' });
    expect(viewer).toHaveClass('MuiDialog-paperFullScreen');
  });
});
