import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser, renderApp } from './render-app';
import { APPLICATION_ID } from './applications-fixtures';

describe('portal navigation on the privileges page', () => {
  it('highlights Dashboard on /privilege (spec section 2), and only it', async () => {
    renderApp(`/privilege?application=${APPLICATION_ID}`, { user: createUser() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const current = within(nav).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Dashboard']);
  });
});
