import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, COUNTS, createQueuePage } from './admin-fixtures';
import {
  createFileSummary,
  createMember,
  createVotingFile,
  findHeading,
  renderFile,
} from './committee-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

// Whole routes with lazy pages: slow on a busy machine.
describe('committee pages', () => {
  it('shows a committee member the Committee, Meetings and FPPE only, and their files with whose turn it is', async () => {
    const api = createMockApi({ '/committee/files': { data: [createFileSummary()] } });
    const { router, container } = renderAdmin('/applications', { user: createMember(), api });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/committee'));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Committee', 'Meetings', 'FPPE']);
    expect(within(nav).queryByRole('button', { name: 'Set-up' })).toBeNull();
    const list = await screen.findByRole('table', { name: 'Files in the decision route' });
    const row = within(list).getByRole('row', { name: /Jane Smith/ });
    expect(row).toHaveTextContent('Riverside General');
    expect(row).toHaveTextContent('1. Department chair');
    expect(row).toHaveTextContent('3 days');
    expect(row).toHaveTextContent('Your turn');
    expect(within(row).getByRole('link', { name: 'Jane Smith' })).toHaveAttribute(
      'href',
      `/committee/${APPLICATION_ID}`,
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
    // The set-up pages stay out of reach.
    await router.navigate('/decision-route');
    await waitFor(() => expect(router.state.location.pathname).toBe('/committee'));
  });

  it('adds the Committee to a hospital administrator’s navigation', async () => {
    renderAdmin('/applications', {
      user: createAdminUser(),
      api: createMockApi({ '/admin/applications': createQueuePage(), '/admin/applications/counts': COUNTS }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Committee' })).toHaveAttribute('href', '/committee');
    expect(within(nav).getByRole('link', { name: 'Applications' })).toBeInTheDocument();
  });

  it('shows the file: the route, the earlier recommendations, the gate', async () => {
    const file = createVotingFile({
      me: { isMember: true, isChair: false, isOffice: false, recused: false, vote: 'for' },
    });
    const { container } = renderFile(file);
    await findHeading('Jane Smith');
    const route = screen.getByRole('region', { name: 'Decision route' });
    expect(within(route).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Credentials committee',
    );
    const earlier = screen.getByRole('region', { name: 'Recommendations so far' });
    const chair = within(earlier).getByRole('table', {
      name: 'Department chair: recommendation per privilege',
    });
    expect(within(chair).getByRole('row', { name: /Robotic surgery/ })).toHaveTextContent(
      'Grant with conditionsProctoring: Five proctored cases',
    );
    expect(earlier).toHaveTextContent('authenticator app');
    const proposal = screen.getByRole('region', { name: 'The proposal' });
    expect(proposal).toHaveTextContent('For 1, Against 0, Abstain 0, Recused 0');
    expect(proposal).toHaveTextContent('You voted For.');
    const gate = screen.getByRole('region', { name: 'Ready for the committee' });
    expect(gate).toHaveTextContent('The NPDB query is older than 180 days.');
    expect(gate).toHaveTextContent('State licence: good until 12/20/2026');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
