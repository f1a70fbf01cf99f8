import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { TCommitteeFile, TSecurityView } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, COUNTS, createQueuePage } from './admin-fixtures';
import {
  COMMITTEE_STEP_ID,
  PRIVILEGE_IDS,
  createCommitteeFile,
  createFileSummary,
  createMember,
  createVotingFile,
  filePath,
} from './committee-fixtures';
import { createAdminUser, createMockApi, renderAdmin, type TMockApi } from './render-admin';

const WITH_APP: TSecurityView = {
  totp: { addedAt: '2026-03-01T10:00:00.000Z' },
  passkeys: [],
  recoveryCodesLeft: 10,
  isStrongRequired: false,
};

const STEP_UP_REQUIRED = new ApiError({
  statusCode: 403,
  code: 'STEP_UP_REQUIRED',
  message: 'Confirm it is you before you sign: enter a code or use your passkey.',
});

function renderFile(file: TCommitteeFile, api: TMockApi = createMockApi()) {
  const gets: Record<string, unknown> = {
    '/committee/files': { data: [createFileSummary()] },
    [filePath]: file,
    '/account/security': WITH_APP,
  };
  api.get.mockImplementation(async (path: string) => {
    if (Object.hasOwn(gets, path)) {
      return gets[path];
    }
    throw new Error(`Unexpected GET ${path}`);
  });
  return renderAdmin(`/committee/${APPLICATION_ID}`, { user: createMember(), api });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

// Whole routes with lazy pages: slow on a busy machine.
describe('committee pages', () => {
  it('shows a committee member the Committee only, and their files with whose turn it is', async () => {
    const api = createMockApi({ '/committee/files': { data: [createFileSummary()] } });
    const { router, container } = renderAdmin('/applications', { user: createMember(), api });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/committee'));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Committee']);
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
    await heading('Jane Smith');
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

  it('asks for conditions and reasons before sending, then signs the recommendation after “Confirm it is you”', async () => {
    const api = createMockApi();
    const moved = createCommitteeFile({
      canAct: false,
      route: { ...createVotingFile().route, state: 'waiting', votingClosesOn: null },
      me: { isMember: false, isChair: false, isOffice: false, recused: false, vote: null },
    });
    let recommendationCalls = 0;
    api.post.mockImplementation(async (path: string) => {
      if (path === '/account/step-up') {
        return { message: 'Thank you. You can sign now.', expiresAt: '2026-12-06T10:05:00.000Z' };
      }
      recommendationCalls += 1;
      if (recommendationCalls === 1) {
        throw STEP_UP_REQUIRED;
      }
      return moved;
    });
    const { container } = renderFile(createCommitteeFile(), api);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Your recommendation' });
    const core = within(form).getByRole('radiogroup', { name: /General surgery core \(Surgery, core\)/ });
    const robotic = within(form).getByRole('radiogroup', { name: /Robotic surgery \(Surgery\)/ });
    await user.click(within(core).getByRole('radio', { name: 'Grant with conditions' }));
    await user.click(within(robotic).getByRole('radio', { name: 'Deny' }));
    await user.click(within(form).getByRole('button', { name: 'Sign and submit' }));
    // The conditions' kinds, their text, the refusal's reason and the category are each asked for.
    expect(await within(form).findByText('Say which conditions apply')).toBeInTheDocument();
    expect(
      within(form).getByRole('textbox', { name: /The conditions for General surgery core/ }),
    ).toBeInvalid();
    expect(within(form).getByRole('textbox', { name: /Reason for Robotic surgery/ })).toBeInvalid();
    expect(within(form).getAllByText('Required')).toHaveLength(3);
    expect(api.post).not.toHaveBeenCalled();
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Proctoring' }));
    await user.type(
      within(form).getByRole('textbox', { name: /The conditions for General surgery core/ }),
      'Five cases',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /Reason for Robotic surgery/ }),
      'No training shown',
    );
    await user.click(within(form).getByRole('combobox', { name: /Membership category/ }));
    await user.click(await screen.findByRole('option', { name: 'Courtesy' }));
    const months = within(form).getByRole('spinbutton', { name: /Appointment \(months\)/ });
    await user.clear(months);
    await user.type(months, '12');
    await user.click(within(form).getByRole('button', { name: 'Sign and submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(await within(dialog).findByLabelText('Code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and submit' }));
    expect(api.post).toHaveBeenCalledWith('/account/step-up', { method: 'totp', code: '654321' });
    await waitFor(() => expect(recommendationCalls).toBe(2));
    const body = {
      privileges: [
        {
          privilegeId: PRIVILEGE_IDS[0],
          outcome: 'grant-with-conditions',
          conditions: { kinds: ['proctoring'], text: 'Five cases' },
        },
        { privilegeId: PRIVILEGE_IDS[1], outcome: 'deny', reason: 'No training shown' },
      ],
      membershipCategory: 'courtesy',
      appointmentMonths: 12,
    };
    // The same request both times: first refused for the second factor, then signed.
    expect(api.post.mock.calls.filter(([path]) => path === `${filePath}/recommendation`)).toEqual([
      [`${filePath}/recommendation`, body],
      [`${filePath}/recommendation`, body],
    ]);
    expect(await screen.findByText('Your recommendation was signed and sent.')).toBeInTheDocument();
    // The file moved on: the form is gone and the page's heading has the focus.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Your recommendation' })).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Smith' })).toHaveFocus();
  });

  it('lets a member vote For after “Confirm it is you”, and shows the vote', async () => {
    const api = createMockApi();
    let voteCalls = 0;
    api.post.mockImplementation(async (path: string) => {
      if (path === '/account/step-up') {
        return { message: 'Thank you. You can sign now.', expiresAt: '2026-12-06T10:05:00.000Z' };
      }
      voteCalls += 1;
      if (voteCalls === 1) {
        throw STEP_UP_REQUIRED;
      }
      return createVotingFile({
        me: { isMember: true, isChair: false, isOffice: false, recused: false, vote: 'for' },
      });
    });
    renderFile(createVotingFile(), api);
    const user = userEvent.setup();
    const proposal = await screen.findByRole('region', { name: 'The proposal' });
    expect(proposal).toHaveTextContent('Electronic voting is open until 12/20/2026.');
    const choices = within(proposal).getByRole('group', { name: 'Your vote on this proposal:' });
    await user.click(within(choices).getByRole('button', { name: 'For' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(await within(dialog).findByLabelText('Code'), '654321{Enter}');
    await waitFor(() => expect(voteCalls).toBe(2));
    expect(api.post).toHaveBeenLastCalledWith(`${filePath}/vote`, { choice: 'for' });
    expect(await screen.findByText('You voted For.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Smith' })).toHaveFocus();
  });

  it('lets the chair propose without a signature and open electronic voting', async () => {
    const api = createMockApi();
    const waiting = createVotingFile({
      recommendations: [createVotingFile().recommendations[0]!],
      route: { ...createVotingFile().route, state: 'waiting', votingClosesOn: null },
      me: { isMember: true, isChair: true, isOffice: false, recused: false, vote: null },
    });
    const proposed = createVotingFile({
      route: { ...createVotingFile().route, votingClosesOn: null },
      me: { isMember: true, isChair: true, isOffice: false, recused: false, vote: null },
    });
    api.post.mockImplementation(async (path: string) =>
      path.endsWith('/recommendation') ? proposed : createVotingFile(),
    );
    renderFile(waiting, api);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Propose the committee’s recommendation' });
    const core = within(form).getByRole('radiogroup', { name: /General surgery core \(Surgery, core\)/ });
    // Only what the credentials committee may recommend.
    expect(
      within(core)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['grant', 'grant-with-conditions', 'defer']);
    await user.click(within(core).getByRole('radio', { name: 'Grant' }));
    await user.click(
      within(within(form).getByRole('radiogroup', { name: /Robotic surgery \(Surgery\)/ })).getByRole(
        'radio',
        {
          name: 'Grant',
        },
      ),
    );
    await user.click(within(form).getByRole('combobox', { name: /Membership category/ }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('The proposal is ready for the members’ vote.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(api.post).toHaveBeenCalledTimes(1);

    const proposal = await screen.findByRole('region', { name: 'The proposal' });
    await user.click(within(proposal).getByRole('button', { name: 'Open electronic voting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open electronic voting' });
    // A week from today unless the chair picks another day.
    await user.click(within(dialog).getByRole('button', { name: 'Open voting' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenLastCalledWith(`${filePath}/electronic-vote`, {
        closesOn: dayjs().add(7, 'day').format('YYYY-MM-DD'),
      }),
    );
    expect(await screen.findByText('Electronic voting is open until 12/20/2026.')).toBeInTheDocument();
  });

  it('lets a member recuse themselves with a reason, then says they are recused', async () => {
    const api = createMockApi();
    api.post.mockResolvedValueOnce(
      createVotingFile({
        me: { isMember: true, isChair: false, isOffice: false, recused: true, vote: null },
      }),
    );
    renderFile(createVotingFile(), api);
    const user = userEvent.setup();
    const proposal = await screen.findByRole('region', { name: 'The proposal' });
    await user.click(within(proposal).getByRole('button', { name: 'Recuse myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuse yourself from this file' });
    await user.click(within(dialog).getByRole('button', { name: 'Recuse myself' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'I trained the applicant');
    await user.click(within(dialog).getByRole('button', { name: 'Recuse myself' }));
    expect(api.post).toHaveBeenCalledWith(`${filePath}/recusal`, { reason: 'I trained the applicant' });
    expect(
      await screen.findByText(
        'You have recused yourself from this file: you cannot recommend or vote on it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'For' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Smith' })).toHaveFocus();
  });

  it('shows the rule’s refusal when the gate blocks the file', async () => {
    const api = createMockApi();
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This file is not ready for the committee yet.',
      }),
    );
    renderFile(
      createVotingFile({
        recommendations: [createVotingFile().recommendations[0]!],
        route: {
          ...createVotingFile().route,
          stepId: COMMITTEE_STEP_ID,
          state: 'waiting',
          votingClosesOn: null,
        },
        me: { isMember: false, isChair: false, isOffice: true, recused: false, vote: null },
      }),
      api,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Propose the committee’s recommendation' });
    for (const name of [/General surgery core/, /Robotic surgery/]) {
      await user.click(
        within(within(form).getByRole('radiogroup', { name })).getByRole('radio', { name: 'Defer' }),
      );
    }
    for (const name of [/What is missing for General surgery core/, /What is missing for Robotic surgery/]) {
      await user.type(within(form).getByRole('textbox', { name }), 'The NPDB query');
    }
    await user.click(within(form).getByRole('combobox', { name: /Membership category/ }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('This file is not ready for the committee yet.')).toBeInTheDocument();
    // The office recuses nobody: it sits on no step.
    expect(screen.queryByRole('button', { name: 'Recuse myself' })).toBeNull();
  });
});
