import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_STORAGE_KEYS,
  type TAdminHospitalList,
  type TDecisionLetter,
  type TLetterSettings,
} from '@docapply/contracts';
import { ApiError, type TDownloadedFile } from '@docapply/ui';
import { createMockApi, renderSite, seriousAxeViolations } from '@docapply/ui/test-kit';
import { AppProvider } from '@/app/provider';
import { RootRoute } from '@/app/routes/root';
import { DecisionLetterCard } from '@/features/decision-letters';
import { APPLICATION_ID, COUNTS, HOSPITAL_ID, createQueuePage } from './admin-fixtures';
import { createAdminUser, renderAdmin } from './render-admin';

const LETTER_PATH = `/admin/applications/${APPLICATION_ID}/decision-letter`;

const LETTER: TDecisionLetter = {
  applicationId: APPLICATION_ID,
  decidedOn: '2026-03-02',
  outcome: 'approved',
  isAdverse: true,
  dueOn: '2999-04-01',
  sentAt: null,
  sentBy: null,
};

/** The card alone in the site's frame (providers, alerts), as the review page will hold it. */
function renderCard(letter: TDecisionLetter | null) {
  const api = { ...createMockApi({ [LETTER_PATH]: letter }), getBlob: vi.fn() };
  const view = renderSite('/card', {
    provider: AppProvider,
    routes: [
      {
        element: <RootRoute />,
        children: [{ path: '/card', element: <DecisionLetterCard applicationId={APPLICATION_ID} /> }],
      },
    ],
    storageKeys: ADMIN_STORAGE_KEYS,
    token: 'admin-token',
    user: createAdminUser(),
    api,
  });
  return { ...view, api };
}

describe('the decision letter card', () => {
  it('says when the unsent letter is due and that it carries the hearing notice', async () => {
    const { container } = renderCard(LETTER);
    const card = await screen.findByRole('region', { name: 'Decision letter' });
    expect(
      await within(card).findByText(/The board decided on 03\/02\/2026: application approved\./),
    ).toBeInTheDocument();
    expect(within(card).getByText(/includes your hearing-rights notice/)).toBeInTheDocument();
    expect(within(card).getByText('Not sent yet. Please send it by 04/01/2999.')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('says a letter past its day is late', async () => {
    renderCard({ ...LETTER, dueOn: '2020-01-31' });
    expect(await screen.findByText('Not sent yet. It was due on 01/31/2020.')).toBeInTheDocument();
  });

  it('shows nothing before the board has decided', async () => {
    renderCard(null);
    expect(await screen.findByText('Loading the decision letter...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Decision letter' })).toBeNull());
  });

  it('downloads the letter under the server’s name', async () => {
    const { api } = renderCard(LETTER);
    const file: TDownloadedFile = {
      blob: new Blob(['%PDF'], { type: 'application/pdf' }),
      fileName: 'decision-letter-zoe-dvorak-2026-03-02.pdf',
      contentType: 'application/pdf',
    };
    api.getBlob.mockResolvedValueOnce(file);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:letter'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Download letter' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.getBlob).toHaveBeenCalledWith(`${LETTER_PATH}/pdf`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(file.fileName);
    click.mockRestore();
  });

  it('sends to the doctor after a confirmation, then shows it sent', async () => {
    const { api } = renderCard(LETTER);
    const user = userEvent.setup();
    api.post.mockResolvedValueOnce({
      ...LETTER,
      sentAt: '2026-03-05T15:04:05.000Z',
      sentBy: { id: 'admin-1', name: 'Mary Staff' },
    });
    await user.click(await screen.findByRole('button', { name: 'Send to the doctor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the decision letter?' });
    // Cancel has the focus: Enter never sends by accident.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(api.post).toHaveBeenCalledWith(`${LETTER_PATH}/send`);
    expect(
      await screen.findByText(/Sent to the doctor on 03\/05\/2026 .* by Mary Staff\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to the doctor' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download letter' })).toBeInTheDocument();
  });

  it('says why a send was refused, and keeps the letter unsent', async () => {
    const { api } = renderCard(LETTER);
    const user = userEvent.setup();
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This letter was already sent to the doctor.',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send to the doctor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This letter was already sent to the doctor.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

const HOSPITALS: TAdminHospitalList = {
  data: [{ id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' }],
};
const SETTINGS: TLetterSettings = {
  letterDeadlineDays: 30,
  hearingRightsNotice: 'You may request a hearing within 30 days.',
  letterSignatory: null,
};

function renderSettings() {
  const api = createMockApi({
    '/admin/hospitals': HOSPITALS,
    [`/admin/hospitals/${HOSPITAL_ID}/letter-settings`]: SETTINGS,
    '/admin/applications': createQueuePage(),
    '/admin/applications/counts': COUNTS,
  });
  return renderAdmin(`/letter-settings?hospital=${HOSPITAL_ID}`, { user: createAdminUser(), api });
}

// A whole route with its lazy page: slow on a busy machine.
describe('decision letter settings page', () => {
  it('is in the Set-up menu and shows the hospital’s settings', async () => {
    const { container } = renderSettings();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Set-up' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Decision letters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    const form = await screen.findByRole('form', { name: 'Decision letter settings for Riverside General' });
    expect(within(form).getByRole('spinbutton', { name: /Send the letter within \(days\)/ })).toHaveValue(30);
    expect(within(form).getByRole('textbox', { name: /Hearing-rights notice/ })).toHaveValue(
      SETTINGS.hearingRightsNotice,
    );
    expect(within(form).getByRole('textbox', { name: /Signed by/ })).toHaveValue('');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('refuses a deadline over 30 days and an empty notice, sending nothing', async () => {
    const { api } = renderSettings();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: /Decision letter settings/ });
    const days = within(form).getByRole('spinbutton', { name: /Send the letter within/ });
    await user.clear(days);
    await user.type(days, '45');
    await user.clear(within(form).getByRole('textbox', { name: /Hearing-rights notice/ }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a number from 1 to 30')).toBeInTheDocument();
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('saves the deadline, the notice and the signatory, then says so', async () => {
    const { api } = renderSettings();
    api.put.mockImplementationOnce(async (_path: string, body: TLetterSettings) => body);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: /Decision letter settings/ });
    const days = within(form).getByRole('spinbutton', { name: /Send the letter within/ });
    await user.clear(days);
    await user.type(days, '21');
    await user.type(within(form).getByRole('textbox', { name: /Signed by/ }), 'Dr. Ada Lovelace');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(`/admin/hospitals/${HOSPITAL_ID}/letter-settings`, {
        letterDeadlineDays: 21,
        hearingRightsNotice: SETTINGS.hearingRightsNotice,
        letterSignatory: 'Dr. Ada Lovelace',
      }),
    );
    expect(
      await screen.findByText('Decision letter settings for Riverside General saved.'),
    ).toBeInTheDocument();
  });
});
