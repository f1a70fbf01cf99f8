import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TFppeDetail } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { STEP_UP_REQUIRED, WITH_APP } from './committee-fixtures';
import { FPPE_ID, HOSPITAL, createDetail } from './fppe-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const DETAIL_PATH = `/admin/fppe/${FPPE_ID}`;

function renderDetail(
  detail: TFppeDetail,
  roles: ('hospital_admin' | 'committee_member')[] = ['hospital_admin'],
) {
  const api = createMockApi({
    [DETAIL_PATH]: detail,
    '/admin/hospitals': { data: [HOSPITAL] },
    '/account/security': WITH_APP,
  });
  const view = renderAdmin(`/fppe/${FPPE_ID}`, { user: createAdminUser({ roles }), api });
  return { ...view, api, user: userEvent.setup() };
}

const findHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'FPPE: Dana Doe — Cardiac catheterisation' });

describe('an FPPE’s page', () => {
  it('shows the plan, the evaluators and each evaluation’s answers in the form’s words', async () => {
    const { user } = renderDetail(createDetail());
    await findHeading();
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(plan).toHaveTextContent('TriggerNew privilege');
    expect(plan).toHaveTextContent('MethodProspective proctoring');
    expect(plan).toHaveTextContent('Target3 cases within 180 days');
    expect(plan).toHaveTextContent('Due11/28/2026');
    expect(plan).toHaveTextContent('Progress2 of 3 cases');
    const evaluators = screen.getByRole('region', { name: 'Evaluators' });
    expect(evaluators).toHaveTextContent('Ada Proctor');
    expect(evaluators).toHaveTextContent('ada.proctor@riverside.org · invited 06/02/2026 · 2 evaluations');
    expect(screen.getByRole('link', { name: 'All FPPEs at this hospital' })).toHaveAttribute(
      'href',
      `/fppe?hospital=${HOSPITAL.id}`,
    );

    const evaluations = screen.getByRole('region', { name: 'Evaluations' });
    const item = within(evaluations).getByRole('button', { name: /Case CATH-0042 · 06\/10\/2026/ });
    expect(item).toHaveTextContent('Meets expectations');
    await user.click(item);
    const answers = await screen.findByRole('region', { name: /Case CATH-0042/ });
    expect(answers).toHaveTextContent('TechniqueGood');
    expect(answers).toHaveTextContent('CommentsClean access, no complications');
    expect(answers).toHaveTextContent('Signed “Ada Proctor” on 06/11/2026');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows a for-cause FPPE’s reason as confidential', async () => {
    renderDetail(
      createDetail({
        trigger: 'for-cause',
        forCause: { kind: 'complaint', reason: 'Two consent complaints' },
      }),
    );
    await findHeading();
    const reason = screen.getByRole('region', { name: 'For cause: Complaint' });
    expect(reason).toHaveTextContent('Confidential');
    expect(reason).toHaveTextContent('Two consent complaints');
  });

  it('adds an evaluator picked among the practitioners, resends a link and removes an evaluator', async () => {
    const { api, user } = renderDetail(createDetail());
    await findHeading();
    api.post.mockResolvedValue(createDetail());
    api.del.mockResolvedValue(createDetail());
    await user.click(screen.getByRole('button', { name: 'Add evaluator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add evaluator' });
    await user.click(within(dialog).getByRole('combobox', { name: /Practitioner holding this privilege/ }));
    await user.click(await screen.findByRole('option', { name: 'Ben Baker' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('ben.baker@example.com'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add and email link' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`${DETAIL_PATH}/evaluators`, {
        email: 'ben.baker@example.com',
        name: 'Ben Baker',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Resend link to Ada Proctor' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`${DETAIL_PATH}/evaluators/ev-1/resend`, {}));

    await user.click(screen.getByRole('button', { name: 'Remove Ada Proctor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Ada Proctor?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.del).toHaveBeenCalledWith(`${DETAIL_PATH}/evaluators/ev-1`));
  });

  it('adjusts the plan with the contract’s checks', async () => {
    const { api, user } = renderDetail(createDetail());
    await findHeading();
    await user.click(screen.getByRole('button', { name: 'Adjust plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust plan' });
    const days = within(dialog).getByRole('spinbutton', { name: /Days to the due date/ });
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText('Must be 7 or more')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
    await user.type(days, '65');
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Cases to evaluate/ }));
    api.put.mockResolvedValueOnce(createDetail({ days: 365, cases: null }));
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(`${DETAIL_PATH}/plan`, {
        method: 'prospective-proctoring',
        cases: null,
        days: 365,
        criteria: 'Care meets the department’s standard in every case.',
      }),
    );
  });

  it('concludes with the keyboard alone, confirming it is the user before the signed conclusion is sent again', async () => {
    const { api, user } = renderDetail(createDetail());
    await findHeading();
    screen.getByRole('button', { name: 'Conclude FPPE' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Conclude FPPE' });
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    // Tab to the conclusions, arrow down to "with conditions": their field appears next.
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Privilege confirmed' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Confirmed with conditions' })).toBeChecked();
    // Sent empty, the conditions are asked for.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Conclude and sign' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const conditions = await within(dialog).findByRole('textbox', { name: /Conditions/ });
    await waitFor(() => expect(conditions).toHaveAttribute('aria-invalid', 'true'));
    expect(conditions).toHaveAccessibleDescription('Required');
    expect(api.post).not.toHaveBeenCalled();

    conditions.focus();
    await user.keyboard('Proctor the next 5 cases');
    await user.tab();
    await user.keyboard('Good technique');
    api.post.mockRejectedValueOnce(STEP_UP_REQUIRED);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const body = { conclusion: 'conditions', note: 'Good technique', conditions: 'Proctor the next 5 cases' };
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`${DETAIL_PATH}/conclude`, body));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    api.post.mockImplementation(async (path: string) =>
      path === '/account/step-up'
        ? { message: 'Thank you. You can sign now.', expiresAt: '2026-12-06T10:05:00.000Z' }
        : createDetail({ state: 'completed', conclusion: 'conditions', conditions: body.conditions }),
    );
    await user.type(await within(confirm).findByLabelText('Code'), '654321');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.post.mock.calls.map(([path]) => path)).toEqual([
        `${DETAIL_PATH}/conclude`,
        '/account/step-up',
        `${DETAIL_PATH}/conclude`,
      ]),
    );
    expect(api.post.mock.calls[2][1]).toEqual(body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const conclusion = await screen.findByRole('region', { name: 'Conclusion' });
    expect(conclusion).toHaveTextContent('Confirmed with conditions');
    expect(conclusion).toHaveTextContent('ConditionsProctor the next 5 cases');
  });

  it('shows a concluded FPPE’s conclusion and the FPPEs around it, and only a new for-cause FPPE to open', async () => {
    renderDetail(
      createDetail({
        state: 'completed',
        conclusion: 'extended',
        conclusionNote: 'Too few cases yet',
        concludedBy: { id: 'admin-1', name: 'Mary Staff' },
        concludedAt: '2026-11-20T10:00:00.000Z',
        previousId: 'fppe-0',
        nextId: 'fppe-3',
      }),
    );
    await findHeading();
    const conclusion = screen.getByRole('region', { name: 'Conclusion' });
    expect(conclusion).toHaveTextContent('Extended with a new plan');
    expect(conclusion).toHaveTextContent('NoteToo few cases yet');
    expect(conclusion).toHaveTextContent('Signed byMary Staff, 11/20/2026');
    expect(within(conclusion).getByRole('link', { name: 'The FPPE that extends it' })).toHaveAttribute(
      'href',
      '/fppe/fppe-3',
    );
    expect(screen.getByRole('link', { name: 'The FPPE it extends' })).toHaveAttribute('href', '/fppe/fppe-0');
    expect(screen.queryByRole('button', { name: 'Conclude FPPE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add evaluator' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open for-cause FPPE' })).toBeInTheDocument();
  });

  it('offers a committee member reading a referred FPPE no action', async () => {
    renderDetail(createDetail({ state: 'referred', conclusion: 'restriction', canManage: false }), [
      'committee_member',
    ]);
    await findHeading();
    expect(
      screen.queryByRole('button', { name: /Conclude|Adjust|Add evaluator|Resend|Remove|for-cause/ }),
    ).toBeNull();
  });

  it('lets the route’s last step record the decision on a referral, signed, and shows it', async () => {
    const referred = createDetail({
      state: 'referred',
      conclusion: 'restriction',
      canManage: false,
      referral: { canDecide: true, upheld: null, note: null, decidedBy: null, decidedAt: null },
    });
    const { api, user, container } = renderDetail(referred, ['committee_member']);
    await findHeading();
    expect(screen.getByRole('region', { name: 'Conclusion' })).toHaveTextContent(
      'Committee’s decisionAwaited from the decision route’s last step',
    );
    await user.click(screen.getByRole('button', { name: 'Record the decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the decision' });
    await user.click(within(dialog).getByRole('button', { name: 'Decide and sign' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(api.post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('radio', { name: 'Uphold: restriction recommended' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /The committee’s reasons/ }),
      'Supervised only.',
    );
    api.post.mockResolvedValueOnce({
      ...referred,
      state: 'completed',
      referral: {
        canDecide: false,
        upheld: true,
        note: 'Supervised only.',
        decidedBy: { id: 'u-9', name: 'Mo Member' },
        decidedAt: '2026-12-06T10:00:00.000Z',
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Decide and sign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).toHaveBeenCalledWith(`${DETAIL_PATH}/referral-decision`, {
      upheld: true,
      note: 'Supervised only.',
    });
    const conclusion = await screen.findByRole('region', { name: 'Conclusion' });
    expect(conclusion).toHaveTextContent('Committee’s decisionUpheld');
    expect(conclusion).toHaveTextContent('Committee’s reasonsSupervised only.');
    expect(screen.queryByRole('button', { name: 'Record the decision' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
