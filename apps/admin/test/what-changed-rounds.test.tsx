import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { CHANGES_PATH, UNCHANGED_LAST, findCard, renderReview } from './what-changed-fixtures';

/**
 * Issue 43: after a second information request answered without edits, the first round's changes
 * stay in sight, each round with its request; and any two submissions can be compared.
 */
// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('what changed, round by round', () => {
  it('keeps an earlier round in sight after a resubmission that changed nothing, with each request', async () => {
    renderReview(UNCHANGED_LAST);
    const card = await findCard();
    const latest = await within(card).findByRole('button', {
      name: /^Submission 3, resubmitted on 03\/19\/2026/,
    });
    const earlier = within(card).getByRole('button', { name: /^Submission 2, resubmitted on 03\/12\/2026/ });
    // The latest round is open and says it changed nothing; the round before, with its changes, too.
    expect(latest).toHaveAttribute('aria-expanded', 'true');
    expect(latest).toHaveTextContent('No changes');
    expect(earlier).toHaveAttribute('aria-expanded', 'true');
    expect(earlier).toHaveTextContent('4 changes');
    const third = within(card).getByRole('region', { name: /^Submission 3/ });
    expect(within(third).getByText('No answer, document or privilege changed.')).toBeInTheDocument();
    expect(
      within(third).getByText('In answer to the information request of 03/16/2026 by Maria Lopez.'),
    ).toBeInTheDocument();
    const second = within(card).getByRole('region', { name: /^Submission 2/ });
    expect(within(second).getByRole('region', { name: '2 answers changed' })).toHaveTextContent(
      'Legal last name: Roe → Doe',
    );
    // A round folds away and opens again by keyboard.
    const user = userEvent.setup();
    earlier.focus();
    await user.keyboard('{Enter}');
    expect(earlier).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(earlier).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('compares any two submissions chosen in From and To, the last two at first', async () => {
    const api = renderReview(UNCHANGED_LAST);
    const card = await findCard();
    const compare = await within(card).findByRole('region', { name: 'Compare two submissions' });
    const from = within(compare).getByRole('combobox', { name: 'From' });
    const to = within(compare).getByRole('combobox', { name: 'To' });
    expect(from).toHaveTextContent('Submission 2 (03/12/2026)');
    expect(to).toHaveTextContent('Submission 3 (03/19/2026)');
    // Two neighbours are a round the card already has: nothing is asked for.
    expect(
      within(compare).getByText('Changed from submission 2 of 03/12/2026 to submission 3 of 03/19/2026.'),
    ).toBeInTheDocument();
    expect(within(compare).getByText('No answer, document or privilege changed.')).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalledWith(`${CHANGES_PATH}/compare`, expect.anything());

    const user = userEvent.setup();
    await user.click(from);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Submission 1 (03/05/2026)',
      'Submission 2 (03/12/2026)',
    ]);
    await user.click(options[0]);
    expect(api.get).toHaveBeenCalledWith(`${CHANGES_PATH}/compare`, { from: 1, to: 3 });
    expect(
      await within(compare).findByText(
        'Changed from submission 1 of 03/05/2026 to submission 3 of 03/19/2026.',
      ),
    ).toBeInTheDocument();
    const answers = within(compare).getByRole('region', { name: '2 answers changed' });
    expect(answers).toHaveTextContent('Legal last name: Roe → DoeBy the doctor');
    expect(within(compare).getByRole('region', { name: '1 privilege changed' })).toHaveTextContent(
      'By Maria Lopez (office)',
    );

    // To can only be later than From.
    await user.click(to);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Submission 2 (03/12/2026)', 'Submission 3 (03/19/2026)']);
    await user.keyboard('{Escape}');
    expect(await seriousAxeViolations(card)).toEqual([]);
  });
});
