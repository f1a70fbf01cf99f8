import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COUNTS, createQueuePage } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const QUEUE_GETS = {
  '/admin/applications': createQueuePage(),
  '/admin/applications/counts': COUNTS,
};

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('admin navigation', () => {
  it('shows a hospital administrator the queue and no platform pages', async () => {
    renderAdmin('/applications', { user: createAdminUser(), api: createMockApi(QUEUE_GETS) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: 'Platform' })).not.toBeInTheDocument();
  });

  it('adds the platform pages for a platform administrator', async () => {
    const user = createAdminUser({ roles: ['hospital_admin', 'platform_admin'] });
    renderAdmin('/applications', { user, api: createMockApi(QUEUE_GETS) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Platform' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hospitals',
      'Admin accounts',
      'Contact messages',
      'Outbox',
      'Settings',
      'Practitioner types',
      'Audit trail',
      'Exclusion lists',
      'Sign-in alerts',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Outbox' })).toHaveAttribute(
      'href',
      '/platform/outbox',
    );
  });

  it('keeps a platform-only administrator out of the queue', async () => {
    const { router } = renderAdmin('/applications', { user: createAdminUser({ roles: ['platform_admin'] }) });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(router.state.location.pathname).toBe('/platform/hospitals');
    expect(screen.queryByRole('link', { name: 'Applications' })).not.toBeInTheDocument();
  });
});
