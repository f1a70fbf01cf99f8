import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TDelegate, TDelegatedDoctor } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { authStorage } from '@/lib/auth-storage';
import { createMockApi, createUser, renderApp } from './render-app';

const ACTIVE: TDelegate = {
  id: 'del-1',
  email: 'olive@example.com',
  name: 'Olive Manager',
  state: 'active',
  invitedAt: '2026-03-08T14:30:00.000Z',
  revokedAt: null,
};
const INVITED: TDelegate = {
  ...ACTIVE,
  id: 'del-2',
  email: 'pat@example.com',
  name: 'Pat Lee',
  state: 'invited',
};

function renderDelegates(delegates: TDelegate[] = [ACTIVE, INVITED]) {
  const api = createMockApi(createUser());
  const answer = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string) =>
    path === '/delegates' ? { data: delegates } : answer?.(path),
  );
  return { ...renderApp('/delegates', { user: createUser(), api }), api, user: userEvent.setup() };
}

describe('the doctor’s delegates page', () => {
  it('lists the delegates with their state, invites one, and revokes one after asking', async () => {
    const { api, user } = renderDelegates();
    await screen.findByRole('heading', { name: 'Delegates', level: 1 });
    const list = await screen.findByRole('list', { name: 'Your delegates' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Olive Manager');
    expect(items[0]).toHaveTextContent('olive@example.com');
    expect(items[0]).toHaveTextContent('Active');
    expect(items[1]).toHaveTextContent('Invited');
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Invite a delegate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a delegate' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('Required')).not.toHaveLength(0);
    expect(api.post).not.toHaveBeenCalled();
    api.post.mockResolvedValueOnce({ delegate: { ...INVITED, id: 'del-3' }, message: 'Invitation sent.' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Sam');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Ray');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/delegates', {
        email: 'sam@example.com',
        firstName: 'Sam',
        lastName: 'Ray',
      }),
    );
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    api.del.mockResolvedValueOnce({ ...ACTIVE, state: 'revoked' });
    await user.click(screen.getByRole('button', { name: 'Revoke Olive Manager' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this delegate?' });
    expect(confirm).toHaveTextContent('Olive Manager will no longer be able to work on your applications.');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.del).toHaveBeenCalledWith('/delegates/del-1'));
    expect(await screen.findByText('Access revoked.')).toBeInTheDocument();
  });

  it('is in the doctor’s name menu', async () => {
    const { user } = renderDelegates([]);
    expect(await screen.findByText('You have no delegates yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dana Doe' }));
    expect(await screen.findByRole('menuitem', { name: 'Delegates' })).toHaveAttribute('href', '/delegates');
  });
});

describe('a delegate’s doctor switcher', () => {
  const DOCTORS: TDelegatedDoctor[] = [
    { doctorId: 'doc-1', name: 'Dana Doe', email: 'dana@example.com' },
    { doctorId: 'doc-2', name: 'Omar Other', email: 'omar@example.com' },
  ];

  it('works for the first doctor at first, and for the one the delegate picks after', async () => {
    const delegate = createUser({
      id: 'user-9',
      name: { first: 'Olive', last: 'Manager' },
      roles: ['delegate'],
    });
    const api = createMockApi(delegate);
    const answer = api.get.getMockImplementation();
    api.get.mockImplementation(async (path: string) =>
      path === '/delegations' ? { data: DOCTORS } : path === '/delegates' ? { data: [] } : answer?.(path),
    );
    renderApp('/dashboard', { user: delegate, api });
    // An office manager is greeted by her first name, not as a doctor.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Olive' })).toBeInTheDocument();
    expect(
      screen.getByText(/You fill in applications for the doctor chosen under "Working for"/),
    ).toBeInTheDocument();
    const switcher = await screen.findByRole('combobox', { name: 'Working for' });
    expect(switcher).toHaveTextContent('Dana Doe');
    await waitFor(() => expect(authStorage.getActingFor()).toBe('doc-1'));

    const user = userEvent.setup();
    await user.click(switcher);
    await user.click(await screen.findByRole('option', { name: 'Omar Other' }));
    await waitFor(() => expect(authStorage.getActingFor()).toBe('doc-2'));
    expect(screen.getByRole('combobox', { name: 'Working for' })).toHaveTextContent('Omar Other');
    // Only the doctor manages delegates: the delegate's menu has no such page.
    await user.click(screen.getByRole('button', { name: 'Olive Manager' }));
    await screen.findByRole('menuitem', { name: 'Logout' });
    expect(screen.queryByRole('menuitem', { name: 'Delegates' })).not.toBeInTheDocument();
  });
});

describe('a delegate’s invitation link', () => {
  it('sets the password with the link’s token, then offers sign-in', async () => {
    const api = createMockApi();
    api.post.mockResolvedValueOnce({ message: 'Password set', email: 'olive@example.com' });
    renderApp('/setPassword?token=abc123', { api });
    await screen.findByRole('heading', { name: 'Choose your password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Harbour-Lantern-Violet-42');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour-Lantern-Violet-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const done = await screen.findByRole('heading', { name: 'Your password is set' });
    expect(api.post).toHaveBeenCalledWith('/auth/setPassword', {
      token: 'abc123',
      password: 'Harbour-Lantern-Violet-42',
    });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('You can sign in now as olive@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('says an incomplete link cannot be used', async () => {
    renderApp('/setPassword');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(
      screen.getByText('This link is incomplete. Open the link in your invitation email again.'),
    ).toBeInTheDocument();
  });
});
