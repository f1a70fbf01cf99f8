import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFileInfo, TRenewalDocument, TRenewalResult } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp, type TMockApi } from './render-app';
import { APPLICATION_ID, answerGets } from './applications-fixtures';

const OTHER_ID = '55555555-5555-4555-8555-555555555555';
const KEY = 'application:licences.0.licenceCopy';
const ENTRY = `/renew?application=${APPLICATION_ID}&document=${encodeURIComponent(KEY)}`;
const DOCUMENT_PATH = `/applications/${APPLICATION_ID}/renewals/document`;
const day = (offset: number) => dayjs().add(offset, 'day');
const CURRENT = day(30).format('YYYY-MM-DD');

const DOCUMENT: TRenewalDocument = {
  applicationId: APPLICATION_ID,
  documentKey: KEY,
  label: 'State medical licence — IL',
  dateLabel: 'Expiry date',
  expiresOn: CURRENT,
  daysLeft: 30,
  file: {
    id: 'file-old',
    name: 'licence-2025.pdf',
    size: 2048,
    mime: 'application/pdf',
    createdAt: '2025-01-01',
  },
  holders: [
    { applicationId: APPLICATION_ID, hospitalName: 'Riverside General', status: 'approved' },
    { applicationId: OTHER_ID, hospitalName: 'Lakeside Clinic', status: 'in-review' },
  ],
};
const UPLOADED: TFileInfo = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'licence-2029.pdf',
  size: 4096,
  mime: 'application/pdf',
  createdAt: '2027-03-03T10:00:00.000Z',
};
const PDF = new File(['%PDF-1.4'], 'licence-2029.pdf', { type: 'application/pdf' });

type TUploadingApi = TMockApi & { upload: ReturnType<typeof vi.fn> };

function renderRenewal(document: TRenewalDocument | Error = DOCUMENT, entry = ENTRY) {
  const api = createMockApi() as TUploadingApi;
  api.upload = vi.fn().mockResolvedValue(UPLOADED);
  answerGets(api, { '/hospitals/all/hospitals/with/application': { data: [] } });
  const fallback = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string, params?: unknown) => {
    if (path === DOCUMENT_PATH) {
      if (document instanceof Error) {
        throw document;
      }
      return document;
    }
    return fallback?.(path, params);
  });
  const view = renderApp(entry, { user: createUser(), api });
  return { ...view, api };
}

/** Types a date into the date field as a person would, section by section. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, date: dayjs.Dayjs) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getByRole('spinbutton', { name: 'Month' }));
  await user.keyboard(date.format('MMDDYYYY'));
}

beforeEach(() => {
  window.sessionStorage.clear();
});

// Whole routes with lazy pages: slow on a busy machine.
describe('renewing a document', () => {
  it('shows the document, its expiry, its copy and where the renewal goes', async () => {
    const { api, container } = renderRenewal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Renew a document' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'State medical licence — IL' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(DOCUMENT_PATH, { document: KEY });
    expect(
      screen.getByText(`Current expiry date: ${day(30).format('MM/DD/YYYY')}`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('(expires in 30 days)')).toHaveStyle({ color: 'rgb(180, 83, 9)' });
    expect(screen.getByRole('button', { name: 'View licence-2025.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Riverside General: your application (approved)')).toBeInTheDocument();
    expect(screen.getByText('Lakeside Clinic: your application (in review)')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('asks for the copy and a later date, uploads it, saves and says where it went', async () => {
    const user = userEvent.setup();
    const { api, container } = renderRenewal();
    await screen.findByRole('heading', { level: 2, name: 'State medical licence — IL' });
    await user.click(screen.getByRole('button', { name: 'Save renewal' }));
    const upload = screen.getByRole('group', { name: 'Renewed document *' });
    expect(await within(upload).findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'New expiry date' })).toHaveAccessibleDescription('Required');
    expect(api.post).not.toHaveBeenCalled();

    // An earlier date than the current one is refused before anything is sent.
    await typeDate(user, 'New expiry date', day(10));
    await user.click(screen.getByRole('button', { name: 'Save renewal' }));
    expect(screen.getByRole('group', { name: 'New expiry date' })).toHaveAccessibleDescription(
      `Enter a date after the current expiry date (${day(30).format('MM/DD/YYYY')})`,
    );

    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, PDF);
    expect(await within(upload).findByText('licence-2029.pdf')).toBeInTheDocument();
    const [uploadPath] = api.upload.mock.calls[0] as [string];
    // Uploaded to the doctor's own documents: the save places a copy in each application.
    expect(uploadPath).toMatch(/^\/gcs\/upload\/profile\/[0-9a-f-]{36}$/);

    const renewed = day(900);
    await typeDate(user, 'New expiry date', renewed);
    const result: TRenewalResult = {
      label: DOCUMENT.label,
      expiresOn: renewed.format('YYYY-MM-DD'),
      previousExpiresOn: CURRENT,
      holders: DOCUMENT.holders,
    };
    api.post.mockResolvedValueOnce(result);
    await user.click(screen.getByRole('button', { name: 'Save renewal' }));
    expect(api.post).toHaveBeenCalledWith(`/applications/${APPLICATION_ID}/renewals`, {
      document: KEY,
      fileId: UPLOADED.id,
      expiresOn: renewed.format('YYYY-MM-DD'),
    });
    const done = await screen.findByRole('heading', { name: 'Renewal saved' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByText(`Your State medical licence — IL now expires on ${renewed.format('MM/DD/YYYY')}.`, {
        exact: false,
      }),
    ).toHaveTextContent(
      'Riverside General and Lakeside Clinic have the renewed document in your file; your applications stay as they are.',
    );
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it("puts the server's field messages on the fields", async () => {
    const user = userEvent.setup();
    const { api, container } = renderRenewal();
    await screen.findByRole('heading', { level: 2, name: 'State medical licence — IL' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, PDF);
    await typeDate(user, 'New expiry date', day(900));
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please check the renewed document and its expiry date.',
        fields: { fileId: 'Upload the renewed document again' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save renewal' }));
    const upload = screen.getByRole('group', { name: 'Renewed document *' });
    expect(await within(upload).findByText('Upload the renewed document again')).toBeInTheDocument();
  });

  it('explains a document that is not there any more, with the way back', async () => {
    renderRenewal(
      new ApiError({
        statusCode: 404,
        code: 'NOT_FOUND',
        message:
          'This document is not on the application any more. Open your dashboard to see its documents.',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This document cannot be renewed here' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/not on the application any more/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('sends a signed-out doctor to sign in, then back to the renewal', async () => {
    const user = userEvent.setup();
    const api = createMockApi(createUser());
    answerGets(api, { [DOCUMENT_PATH]: DOCUMENT });
    const { router } = renderApp(ENTRY, { api });
    expect(await screen.findByRole('heading', { name: 'Doctor Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(ENTRY);

    api.post.mockResolvedValueOnce({
      message: 'We emailed you a code',
      challenge: 'challenge-1',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      otpMinutes: 1,
    });
    await user.type(screen.getByLabelText(/^Email/), 'dana.doe@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));

    api.post.mockResolvedValueOnce({ token: 'token-1', user: createUser() });
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Renew a document' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(ENTRY);
  });
});
