import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type TSignInSession } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';

const THIS_DEVICE: TSignInSession = {
  id: 'session-1',
  signedInAt: '2026-11-30T09:15:00.000Z',
  lastSeenAt: '2026-11-30T10:00:00.000Z',
  browser: 'Firefox 133',
  os: 'Linux',
  ip: '203.0.113.7',
  method: 'password',
  isCurrent: true,
  isActive: true,
  endedAt: null,
  endedHow: null,
};
const PHONE: TSignInSession = {
  ...THIS_DEVICE,
  id: 'session-2',
  browser: 'Mobile Safari 17',
  os: 'iOS 17',
  ip: '198.51.100.20',
  isCurrent: false,
};
const OLD: TSignInSession = {
  ...PHONE,
  id: 'session-3',
  browser: 'Chrome 131',
  os: 'Windows 10',
  isActive: false,
  endedAt: '2026-11-20T12:00:00.000Z',
  endedHow: 'expired',
};

function renderActivity(sessions: TSignInSession[] = [THIS_DEVICE, PHONE, OLD]) {
  const api = createMockApi(createUser());
  const answer = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string) =>
    path === '/auth/sessions' ? { data: sessions } : answer?.(path),
  );
  return {
    ...renderApp('/account/sign-in-activity', { user: createUser(), api }),
    api,
    user: userEvent.setup(),
  };
}

describe('the sign-in activity page', () => {
  it('lists each sign-in with its device, address, method and state, and signs another device out', async () => {
    const { api, user } = renderActivity();
    await screen.findByRole('heading', { name: 'Sign-in activity', level: 1 });
    const list = await screen.findByRole('list', { name: 'Your recent sign-ins' });
    const [current, phone, old] = within(list).getAllByRole('listitem');
    expect(current).toHaveTextContent('Firefox 133 on Linux');
    expect(current).toHaveTextContent('203.0.113.7');
    expect(current).toHaveTextContent('Password and emailed code');
    expect(current).toHaveTextContent('This device');
    expect(within(current).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent('Mobile Safari 17 on iOS 17');
    expect(phone).toHaveTextContent('Active');
    expect(old).toHaveTextContent('Expired');
    expect(within(old).queryByRole('button')).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    api.del.mockResolvedValueOnce({
      session: {
        ...PHONE,
        isActive: false,
        endedHow: 'signed-out-elsewhere',
        endedAt: '2026-11-30T10:05:00.000Z',
      },
      message: 'That session is signed out.',
    });
    await user.click(within(phone).getByRole('button', { name: /^Sign out Mobile Safari 17 on iOS 17/ }));
    await waitFor(() => expect(api.del).toHaveBeenCalledWith('/auth/sessions/session-2'));
    expect(await screen.findByText('That session is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveTextContent('Signed out from another device'));
    expect(within(phone).queryByRole('button')).toBeNull();
    // The button went away: the focus is on its row, not lost to the page.
    expect(phone).toHaveFocus();
  });

  it('signs out everywhere after asking, and lands on the sign-in page signed out', async () => {
    const { api, user } = renderActivity();
    await screen.findByRole('list', { name: 'Your recent sign-ins' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent('this one too');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).not.toHaveBeenCalled();

    api.post.mockResolvedValueOnce({ message: 'You are signed out everywhere. Sign in again to continue.' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/auth/sessions/end-all'));
    expect(await screen.findByRole('heading', { name: 'Doctor Login' })).toBeInTheDocument();
    expect(
      await screen.findByText('You are signed out everywhere. Sign in again to continue.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('is in the name menu', async () => {
    const { user } = renderActivity([THIS_DEVICE]);
    await screen.findByRole('list', { name: 'Your recent sign-ins' });
    await user.click(screen.getByRole('button', { name: 'Dana Doe' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign-in activity' })).toHaveAttribute(
      'href',
      '/account/sign-in-activity',
    );
  });
});
