import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TEvaluationLinkView } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { EVALUATION_FORM } from './fppe-fixtures';
import { createMockApi, renderAdmin } from './render-admin';

const TOKEN = 'evaluator-token';
const VIEW: TEvaluationLinkView = {
  evaluatorName: 'Ada Proctor',
  practitionerName: 'Dana Doe',
  hospitalName: 'Riverside General',
  privilegeName: 'Cardiac catheterisation',
  department: 'Cardiology',
  method: 'prospective-proctoring',
  cases: 3,
  dueOn: '2026-11-28',
  criteria: 'Care meets the department’s standard in every case.',
  recorded: 2,
  mine: [
    {
      id: 'case-1',
      caseReference: 'CATH-0042',
      caseDate: '2026-06-10',
      overall: 'meets',
      answers: { technique: 'good' },
      signedName: 'Ada Proctor',
      signedAt: '2026-06-11T15:00:00.000Z',
    },
  ],
  form: EVALUATION_FORM,
};

function renderEvaluate(answer: unknown = VIEW) {
  const api = createMockApi();
  api.get.mockImplementation(async (path: string, query?: { token: string }) => {
    if (path === '/fppe-evaluations/link' && query?.token === TOKEN) {
      if (answer instanceof Error) {
        throw answer;
      }
      return answer;
    }
    throw new Error(`Unexpected GET ${path}`);
  });
  renderAdmin(`/evaluate?token=${TOKEN}`, { api });
  return { api, user: userEvent.setup() };
}

async function fillCase(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Record a case' });
  await user.type(within(form).getByRole('textbox', { name: /Case reference/ }), 'CATH-0050');
  const day = within(form).getByRole('group', { name: /Case date/ });
  await user.click(within(day).getAllByRole('spinbutton')[0]);
  const [year, month, date] = todayString().split('-');
  await user.keyboard(`${month}${date}${year}`);
  await user.click(within(form).getByRole('radio', { name: 'Concerns' }));
  await user.click(within(form).getByRole('radio', { name: 'Needs improvement' }));
  await user.type(within(form).getByRole('textbox', { name: /Your full name/ }), 'Ada Proctr');
  return form;
}

describe('the evaluator’s open page', () => {
  it('shows the FPPE and the evaluator’s own evaluations without signing in', async () => {
    const { user } = renderEvaluate();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evaluate Dana Doe: Cardiac catheterisation' }),
    ).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'The FPPE' });
    expect(plan).toHaveTextContent('HospitalRiverside General');
    expect(plan).toHaveTextContent('Target3 cases');
    expect(plan).toHaveTextContent('Recorded so far2 evaluations');
    const mine = screen.getByRole('region', { name: 'Your evaluations' });
    await user.click(within(mine).getByRole('button', { name: /Case CATH-0042/ }));
    expect(await within(mine).findByText('Good')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('checks the case before sending, shows the server’s messages under their fields, then records another case', async () => {
    const { api, user } = renderEvaluate();
    const form = await screen.findByRole('form', { name: 'Record a case' });
    await user.click(within(form).getByRole('button', { name: 'Sign and record' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Case reference/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(within(form).getByRole('radiogroup', { name: /Technique/ })).toBeInTheDocument();
    expect(within(form).getByText(/answers need your attention/)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await fillCase(user);
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: {
          signedName: 'Type your full name as the FPPE names you',
          comments: 'Say what the concern is',
        },
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Sign and record' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/fppe-evaluations', {
        token: TOKEN,
        caseReference: 'CATH-0050',
        caseDate: todayString(),
        overall: 'concerns',
        answers: { technique: 'poor' },
        signedName: 'Ada Proctr',
      }),
    );
    const signature = within(form).getByRole('textbox', { name: /Your full name/ });
    await waitFor(() =>
      expect(signature).toHaveAccessibleDescription('Type your full name as the FPPE names you'),
    );
    expect(within(form).getByRole('textbox', { name: /Comments/ })).toHaveAccessibleDescription(
      'Say what the concern is',
    );

    await user.clear(signature);
    await user.type(signature, 'Ada Proctor');
    api.post.mockResolvedValueOnce({ message: 'Your evaluation is recorded. Thank you.' });
    await user.click(within(form).getByRole('button', { name: 'Sign and record' }));
    const thanks = await screen.findByText('Your evaluation is recorded. Thank you.');
    await waitFor(() => expect(thanks.closest('[role="alert"]')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Record another case' }));
    expect(await screen.findByRole('textbox', { name: /Case reference/ })).toHaveValue('');
  });

  it('says so when the FPPE is concluded', async () => {
    renderEvaluate(
      new ApiError({
        statusCode: 410,
        code: 'GONE',
        message: 'This FPPE is concluded: no more evaluations are recorded.',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link can no longer be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This FPPE is concluded: no more evaluations are recorded.')).toBeInTheDocument();
  });
});
