import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TFileInfo } from '@docapply/contracts';
import { AlertProvider, ApiError, ApiProvider, type TApiClient, type TUploadOptions } from '@docapply/ui';
import { KnownFilesProvider } from '@/components/documents/known-files';
import { UploadField } from '@/components/documents/upload-field';

const SCOPE = 'application-1';
const LICENCE: TFileInfo = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'licence.pdf',
  size: 240 * 1024,
  mime: 'application/pdf',
  createdAt: '2026-03-02T10:00:00.000Z',
};

function createApi() {
  return { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn(), upload: vi.fn(), getBlob: vi.fn() };
}

/** The field as a form shows it: its answer (the file id) kept by the form, as FormRenderer does. */
function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <UploadField label="Copy of the licence" value={value} onChange={setValue} />;
}

function renderField(api: ReturnType<typeof createApi>, { initial = '', files = [] as TFileInfo[] } = {}) {
  return render(
    <MemoryRouter>
      <ApiProvider client={api as unknown as TApiClient}>
        <AlertProvider>
          <KnownFilesProvider scope={SCOPE} files={files}>
            <Field initial={initial} />
          </KnownFilesProvider>
        </AlertProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
}

const PDF = new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' });

describe('document fields', () => {
  it('uploads the chosen file with a progress bar, then lists it', async () => {
    const api = createApi();
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
    expect(await screen.findByRole('button', { name: 'Download licence.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload: no error, and the focus goes back to the Upload button', async () => {
    const api = createApi();
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
    const api = createApi();
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

  it('downloads a listed document under the name the server gives it', async () => {
    const api = createApi();
    api.getBlob.mockResolvedValue({
      blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      fileName: 'Licence (IL).pdf',
      contentType: 'application/pdf',
    });
    // jsdom has no object URLs (this file's DOM is its own, so the stubs need no undoing).
    URL.createObjectURL = vi.fn(() => 'blob:licence');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });

    renderField(api, { initial: LICENCE.id, files: [LICENCE] });
    expect(screen.getByText('240 KB')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download licence.pdf' }));

    await waitFor(() => expect(clicked).toEqual(['Licence (IL).pdf blob:licence']));
    expect(api.getBlob).toHaveBeenCalledWith(`/gcs/get/${SCOPE}/${LICENCE.id}`);
    click.mockRestore();
  });
});
