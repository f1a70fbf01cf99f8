import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TOppeReport, TOppeReview } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { HOSPITAL_ID } from './admin-fixtures';
import { CURRENT_CYCLE_ID, DOCTOR_ID, HOSPITALS, REPORT_PATH, WITH_APP, createReport } from './oppe-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

function renderReport(report: TOppeReport = createReport()) {
  const gets: Record<string, unknown> = {
    '/admin/hospitals': HOSPITALS,
    [REPORT_PATH]: report,
    '/account/security': WITH_APP,
  };
  const api = createMockApi(gets);
  const view = renderAdmin(`/oppe/${HOSPITAL_ID}/${CURRENT_CYCLE_ID}/${DOCTOR_ID}`, {
    user: createAdminUser(),
    api,
  });
  /** From now on the report reads as `next` (after a save). */
  const answerWith = (next: TOppeReport) => {
    gets[REPORT_PATH] = next;
  };
  return { ...view, api, answerWith, user: userEvent.setup() };
}

const REVIEW: TOppeReview = {
  id: 'review-1',
  conclusion: 'focused-review-needed',
  comment: 'Infection rate twice the department’s median',
  attestedBy: { id: 'admin-1', name: 'Mary Staff' },
  attestedAt: '2026-03-10T10:00:00.000Z',
};

const STEP_UP_REQUIRED = new ApiError({
  statusCode: 403,
  code: 'STEP_UP_REQUIRED',
  message: 'Confirm it is you before you sign: enter a code or use your passkey.',
});

// Whole routes with lazy pages and charts: slow on a busy machine.
describe('OPPE report', () => {
  it('shows each indicator’s value, thresholds and flag, with the department’s distribution named and in words', async () => {
    const { container } = renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Doe' })).toBeInTheDocument();
    const infection = screen.getByRole('region', { name: 'Surgical site infection rate' });
    expect(within(infection).getByText('5%', { selector: 'p' })).toBeInTheDocument();
    expect(within(infection).getByText('5 of 100')).toBeInTheDocument();
    expect(within(infection).getByText('Above the threshold')).toBeInTheDocument();
    expect(
      within(infection).getByText(/^At most 3%; denominator of at least 10 to judge$/),
    ).toBeInTheDocument();
    const chart = within(infection).getByRole('figure', {
      name: 'Surgical site infection rate: the Surgery department’s values',
    });
    expect(chart).toHaveAccessibleDescription(/^Median 2\.3%; this practitioner 5%/);

    const cases = screen.getByRole('region', { name: 'Procedures performed' });
    expect(within(cases).getByText('40 cases', { selector: 'p' })).toBeInTheDocument();
    expect(within(cases).getByText('Within thresholds')).toBeInTheDocument();
    expect(within(cases).getByRole('figure')).toHaveAccessibleDescription(
      /^Median 40 cases; this practitioner 40 cases/,
    );
    expect(screen.getByRole('link', { name: 'Back to the cycle’s practitioners' })).toHaveAttribute(
      'href',
      `/oppe?hospital=${HOSPITAL_ID}&cycle=${CURRENT_CYCLE_ID}`,
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('types a value in from the keyboard: the dialog closes on Escape, focus returns, and a save sends the numbers', async () => {
    const { api, user } = renderReport();
    const edit = await screen.findByRole('button', { name: 'Edit value of Surgical site infection rate' });
    edit.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Edit Surgical site infection rate' });
    expect(within(dialog).getByRole('spinbutton', { name: /Numerator/ })).toHaveValue(5);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveFocus();

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Edit Surgical site infection rate' });
    const denominator = within(dialog).getByRole('spinbutton', { name: /Denominator/ });
    await user.clear(denominator);
    await user.type(denominator, '200{Enter}');
    api.put.mockResolvedValueOnce({ numerator: 5, denominator: 200, value: 2.5 });
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(`${REPORT_PATH}/values/indicator-infection`, {
        numerator: 5,
        denominator: 200,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Surgical site infection rate: value saved.')).toBeInTheDocument();
  });

  it('needs a comment for a focused review, signs after “Confirm it is you”, and points to the FPPE it opened', async () => {
    const { api, user, answerWith, container } = renderReport();
    const form = await screen.findByRole('form', { name: 'Conclusion' });
    await user.click(within(form).getByRole('radio', { name: 'Focused review needed' }));
    await user.click(within(form).getByRole('button', { name: 'Sign conclusion' }));
    expect(await within(form).findByText('Say why a focused review is needed')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toBeInvalid();
    expect(api.post).not.toHaveBeenCalled();
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.click(within(form).getByRole('textbox', { name: 'Comment' }));
    await user.paste(REVIEW.comment);
    let reviewCalls = 0;
    api.post.mockImplementation(async (path: string) => {
      if (path === '/account/step-up') {
        return { message: 'Thank you. You can sign now.', expiresAt: '2026-12-06T10:05:00.000Z' };
      }
      reviewCalls += 1;
      if (reviewCalls === 1) {
        throw STEP_UP_REQUIRED;
      }
      answerWith(createReport({ review: REVIEW }));
      return REVIEW;
    });
    await user.click(within(form).getByRole('button', { name: 'Sign conclusion' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(await within(confirm).findByLabelText('Code'), '654321');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and sign' }));
    await waitFor(() => expect(reviewCalls).toBe(2));
    expect(api.post.mock.calls.map(([path]) => path)).toEqual([
      `${REPORT_PATH}/review`,
      '/account/step-up',
      `${REPORT_PATH}/review`,
    ]);
    expect(api.post.mock.calls[2][1]).toEqual({
      conclusion: 'focused-review-needed',
      comment: REVIEW.comment,
    });

    const card = screen.getByRole('region', { name: 'Conclusion' });
    expect(
      await within(card).findByText(/A for-cause FPPE is open for the flagged department’s privileges/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the FPPE list' })).toHaveAttribute('href', '/fppe');
    expect(within(card).getByText('Focused review needed')).toBeInTheDocument();
    expect(within(card).getByText(/Attested by Mary Staff on 03\/10\/2026/)).toBeInTheDocument();
    // The form gave way: its heading holds the focus.
    expect(within(card).getByRole('heading', { name: 'Conclusion' })).toHaveFocus();
  });
});
