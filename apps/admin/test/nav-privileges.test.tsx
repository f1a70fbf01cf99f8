import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCatalogueApi } from './privileges-fixtures';
import { createAdminUser, renderAdmin } from './render-admin';

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('admin navigation on the Privileges page', () => {
  it('marks Privileges as the current page, under Set-up, and nothing else', async () => {
    renderAdmin('/privileges', { user: createAdminUser(), api: createCatalogueApi() });
    await screen.findByRole('heading', { level: 1, name: 'Privileges' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    const setup = within(nav).getByRole('button', { name: 'Set-up' });
    expect(getComputedStyle(setup).fontWeight).toBe('700');
    expect(getComputedStyle(within(nav).getByRole('link', { name: 'Applications' })).fontWeight).toBe('500');

    await userEvent.click(setup);
    const menu = await screen.findByRole('menu');
    const current = within(menu).getAllByRole('menuitem', { current: 'page' });
    expect(current.map((item) => item.textContent)).toEqual(['Privileges']);
  });
});
