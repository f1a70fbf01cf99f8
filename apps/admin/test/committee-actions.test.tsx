import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import {
  COMMITTEE_STEP_ID,
  PRIVILEGE_IDS,
  STEP_UP_REQUIRED,
  createCommitteeFile,
  createVotingFile,
  filePath,
  renderFile,
} from './committee-fixtures';
import { createMockApi } from './render-admin';

// Whole routes with lazy pages: slow on a busy machine.
describe('what a committee member does on a file', () => {
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

  it("offers only the categories the practitioner's type may be appointed in, and shows the API's refusal", async () => {
    const api = createMockApi();
    const refusal =
      'A Nurse practitioner (NP) cannot be appointed in this membership category: choose one from the list';
    api.post.mockRejectedValue(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: { membershipCategory: refusal },
      }),
    );
    const waiting = createVotingFile({
      recommendations: [],
      membershipCategories: ['advanced_practice', 'telemedicine'],
      route: { ...createVotingFile().route, state: 'waiting', votingClosesOn: null },
      me: { isMember: true, isChair: true, isOffice: false, recused: false, vote: null },
    });
    const { container } = renderFile(waiting, api);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Propose the committee’s recommendation' });
    for (const name of [/General surgery core \(Surgery, core\)/, /Robotic surgery \(Surgery\)/]) {
      await user.click(
        within(within(form).getByRole('radiogroup', { name })).getByRole('radio', { name: 'Grant' }),
      );
    }
    await user.click(within(form).getByRole('combobox', { name: /Membership category/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Advanced practice professional', 'Telemedicine']);
    await user.click(within(listbox).getByRole('option', { name: 'Advanced practice professional' }));
    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        `${filePath}/recommendation`,
        expect.objectContaining({ membershipCategory: 'advanced_practice' }),
      ),
    );
    // Had the type's categories changed meanwhile, the API's refusal lands on the field.
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /Membership category/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
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
