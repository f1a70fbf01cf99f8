import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TFileInfo, TReusableDocument } from '@docapply/contracts';
import type { TFormAnswers, TFormDefinition } from '@docapply/rules';
import { AlertProvider, ApiError, ApiProvider, FormRenderer, type TApiClient } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { KnownFilesProvider } from '@/components/documents/known-files';
import { renderDocumentField } from '@/components/documents/render-document-field';

const APPLICATION = 'application-2';
const LIST = `/applications/${APPLICATION}/reusable-documents`;

const FORM: TFormDefinition = {
  sections: [
    {
      key: 'B',
      title: 'Education, training and licensure',
      items: [
        {
          kind: 'group',
          name: 'licences',
          label: 'State medical licence',
          profileKey: 'licensure.stateLicences',
          fields: [
            { name: 'state', type: 'text', label: 'State' },
            { name: 'licenceNumber', type: 'text', label: 'Licence number' },
            {
              name: 'licenceCopy',
              type: 'file',
              label: 'Copy of the licence',
              profileKey: 'licensure.licenceCopy',
            },
          ],
        },
        {
          name: 'cv',
          type: 'file',
          label: 'Curriculum vitae (CV)',
          required: true,
          profileKey: 'documents.cv',
        },
        { name: 'photo', type: 'file', label: 'Photo' },
      ],
    },
  ],
};

function document(overrides: Partial<TReusableDocument>): TReusableDocument {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'cv.pdf',
    size: 120 * 1024,
    mime: 'application/pdf',
    createdAt: '2027-03-03T15:00:00.000Z',
    kind: 'documents.cv',
    row: null,
    expiresOn: null,
    hospitalName: 'Riverside General Hospital',
    ...overrides,
  };
}

const CV = document({});
const IL_COPY = document({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'licence-il.pdf',
  kind: 'licensure.licenceCopy',
  row: { state: 'IL', licenceNumber: '036.123456' },
  expiresOn: '2028-07-31',
});
const CV_COPY: TFileInfo = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'cv.pdf',
  size: 120 * 1024,
  mime: 'application/pdf',
  createdAt: CV.createdAt,
};

function createApi(documents: TReusableDocument[] = [CV, IL_COPY]) {
  return {
    get: vi.fn(async (path: string) => {
      if (path === LIST) {
        return { data: documents };
      }
      throw new Error(`Unexpected GET ${path}`);
    }),
    post: vi.fn(),
    put: vi.fn(),
    del: vi.fn(),
    upload: vi.fn(),
    getBlob: vi.fn(),
  };
}

/** The form as the apply step shows it: answers kept by the page, documents through the portal's field. */
function Form({ initial, onAnswers }: { initial: TFormAnswers; onAnswers: (answers: TFormAnswers) => void }) {
  const [answers, setAnswers] = useState(initial);
  return (
    <FormRenderer
      definition={FORM}
      answers={answers}
      onChange={(next) => {
        setAnswers(next);
        onAnswers(next);
      }}
      renderFile={renderDocumentField}
    />
  );
}

const PREFILLED: TFormAnswers = {
  licences: [
    { state: 'IL', licenceNumber: '036.123456' },
    { state: 'TX', licenceNumber: 'Q-1' },
  ],
};

function renderForm(api: ReturnType<typeof createApi>, initial: TFormAnswers = PREFILLED) {
  const onAnswers = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api as unknown as TApiClient}>
          <AlertProvider>
            <KnownFilesProvider scope={APPLICATION} files={[]}>
              <Form initial={initial} onAnswers={onAnswers} />
            </KnownFilesProvider>
          </AlertProvider>
        </ApiProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, onAnswers };
}

const cvField = () => screen.getByRole('group', { name: 'Curriculum vitae (CV) *' });
const licenceCard = (n: number) => screen.getByRole('group', { name: `State medical licence ${n}` });

describe('documents offered from the profile', () => {
  it('offers the newest document of each field’s kind, a licence copy only in its own licence', async () => {
    const { container } = renderForm(createApi());
    expect(await within(cvField()).findByText(/From your profile:/)).toHaveTextContent(
      'From your profile: cv.pdf, uploaded 03/03/2027',
    );
    const il = licenceCard(1);
    expect(within(il).getByText(/From your profile:/)).toHaveTextContent(
      'From your profile: licence-il.pdf, uploaded 03/03/2027',
    );
    expect(within(il).getByText('Valid until 07/31/2028')).toBeInTheDocument();
    // Texas has no copy in the profile; a photo has no kind: the upload alone.
    expect(within(licenceCard(2)).queryByText(/From your profile/)).not.toBeInTheDocument();
    expect(
      within(licenceCard(2)).getByRole('button', { name: 'Upload file: Copy of the licence' }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Use this document/ })).toHaveLength(2);
    // The doctor may still choose another file.
    expect(
      within(cvField()).getByRole('button', { name: 'Upload file: Curriculum vitae (CV)' }),
    ).toBeVisible();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('uses a document from the keyboard: copied, answered, shown, and the focus stays on the field', async () => {
    const api = createApi();
    api.post.mockResolvedValueOnce(CV_COPY);
    const { onAnswers, container } = renderForm(api);
    const user = userEvent.setup();
    const use = await screen.findByRole('button', { name: 'Use this document: Curriculum vitae (CV)' });
    use.focus();
    await user.keyboard('{Enter}');

    expect(api.post).toHaveBeenCalledWith(`/applications/${APPLICATION}/reusable-documents/${CV.id}/use`);
    expect(await within(cvField()).findByRole('button', { name: 'View cv.pdf' })).toBeInTheDocument();
    expect(onAnswers).toHaveBeenLastCalledWith(expect.objectContaining({ cv: CV_COPY.id }));
    await waitFor(() => expect(cvField()).toHaveFocus());
    expect(within(cvField()).queryByText(/From your profile/)).not.toBeInTheDocument();
    // Removable like any upload.
    await user.tab();
    await user.tab();
    expect(within(cvField()).getByRole('button', { name: 'Remove cv.pdf' })).toHaveFocus();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows why a document cannot be used, and keeps the upload', async () => {
    const api = createApi();
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This document expired on 07/31/2028. Upload a current one instead.',
      }),
    );
    renderForm(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use this document: Copy of the licence' }));
    expect(await within(licenceCard(1)).findByRole('alert')).toHaveTextContent(
      'This document expired on 07/31/2028. Upload a current one instead.',
    );
    expect(
      within(licenceCard(1)).getByRole('button', { name: 'Use this document: Copy of the licence' }),
    ).toBeEnabled();
    expect(
      within(licenceCard(1)).getByRole('button', { name: 'Upload file: Copy of the licence' }),
    ).toBeVisible();
  });

  it('offers nothing where a document is already attached, and nothing when the profile has none', async () => {
    const api = createApi([]);
    renderForm(api, { ...PREFILLED, cv: CV_COPY.id });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(LIST));
    expect(within(cvField()).queryByRole('button', { name: /Use this document/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/From your profile/)).not.toBeInTheDocument();
  });
});
