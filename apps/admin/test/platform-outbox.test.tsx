import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TOutboxMailDetail, TOutboxPage } from '@docapply/contracts';
import { AlertProvider, type TApiClient } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { OutboxPage } from '@/features/platform';
import { TEST_CONFIG, createMockApi, type TMockApi } from './render-admin';
import {
  expectCardsToMatchRows,
  readTableRows,
  restoreScreenWidth,
  setScreenWidth,
} from './responsive-lists';

const FAILED: TOutboxMailDetail = {
  id: '55555555-5555-4555-8555-555555555555',
  to: 'dr.late@example.com',
  subject: 'Verify your DocApply email',
  status: 'failed',
  attempts: 78,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-11-20T08:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-23T08:00:00.000Z',
  retryUntil: '2026-11-23T08:00:00.000Z',
  preview: 'Open this link to verify your email: http://localhost:3000/emailVerified?token=••••••',
  // As the API sends it: the link's token masked.
  text: 'Open this link to verify your email: http://localhost:3000/emailVerified?token=••••••',
  isMasked: true,
};

function renderOutbox(api: TMockApi) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AlertProvider>
          <OutboxPage />
        </AlertProvider>
      ),
    },
  ]);
  render(
    <AppProvider config={TEST_CONFIG} apiClient={api as unknown as TApiClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('platform outbox page', () => {
  afterEach(restoreScreenWidth);

  it('resends a failed message from its dialog, and the message shows as queued again', async () => {
    const page: TOutboxPage = { data: [FAILED], total: 1, page: 1, pageSize: 20 };
    const queued = {
      ...FAILED,
      status: 'queued' as const,
      attempts: 0,
      retryUntil: '2026-11-27T09:00:00.000Z',
    };
    let current = FAILED;
    const api = createMockApi();
    api.get.mockImplementation(async (path: string) =>
      path.startsWith('/platform/outbox/') ? current : { ...page, data: [current] },
    );
    api.post.mockImplementation(async () => {
      current = queued;
      return queued;
    });
    renderOutbox(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: FAILED.subject }));
    const dialog = await screen.findByRole('dialog', { name: FAILED.subject });
    expect(await within(dialog).findByText(`Last error: ${FAILED.lastError}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(api.post).toHaveBeenCalledWith(`/platform/outbox/${FAILED.id}/resend`);
    expect(
      await screen.findByText('The message is queued again and will be sent in a moment.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Next try')).toBeInTheDocument();
  });

  /** The outbox listing only `mail`, and its dialog opened from the list; the dialog. */
  async function openOnly(mail: TOutboxMailDetail) {
    const api = createMockApi();
    api.get.mockImplementation(async (path: string) =>
      path.startsWith('/platform/outbox/') ? mail : { data: [mail], total: 1, page: 1, pageSize: 20 },
    );
    renderOutbox(api);
    await userEvent.setup().click(await screen.findByRole('button', { name: mail.subject }));
    const dialog = await screen.findByRole('dialog', { name: mail.subject });
    expect(await within(dialog).findByText(mail.text)).toBeInTheDocument();
    return dialog;
  }

  it('says when a message is shown whole because no mail server delivers it', async () => {
    const dialog = await openOnly({
      ...FAILED,
      text: 'Your DocApply sign-in code is: 482913',
      isMasked: false,
    });
    expect(within(dialog).getByText(/No mail server is set up/)).toBeInTheDocument();
  });

  it('offers no Resend for a message that was sent', async () => {
    const dialog = await openOnly({
      ...FAILED,
      status: 'sent',
      lastError: null,
      sentAt: '2026-11-20T08:00:01.000Z',
    });
    expect(
      within(dialog).getByText(/only the person the message was sent to can use them/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('shows each message as a card on a phone, with every value of its row, and opens it', async () => {
    const sent: TOutboxMailDetail = {
      ...FAILED,
      id: '66666666-6666-4666-8666-666666666666',
      to: 'alexandra.konstantinopoulou@northwestern-medicine-credentialing.example.org',
      subject: 'Your application was updated',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: '2026-11-20T08:00:01.000Z',
    };
    const api = createMockApi();
    api.get.mockImplementation(async (path: string) =>
      path.startsWith('/platform/outbox/')
        ? FAILED
        : { data: [sent, FAILED], total: 2, page: 1, pageSize: 20 },
    );
    renderOutbox(api);
    const rows = readTableRows(await screen.findByRole('table', { name: 'Outgoing mail' }));
    cleanup();

    setScreenWidth('phone');
    renderOutbox(api);
    const list = await screen.findByRole('list', { name: 'Outgoing mail' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expectCardsToMatchRows(list, rows);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(`To${sent.to}`);
    expect(second).toHaveTextContent('Attempts78');
    expect(second).toHaveTextContent('Sent—');

    await userEvent.setup().click(within(second).getByRole('button', { name: FAILED.subject }));
    expect(await screen.findByRole('dialog', { name: FAILED.subject })).toBeInTheDocument();
  });
});
