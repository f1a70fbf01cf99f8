import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;

describe('review: links to every part, comment counts and print', () => {
  it('lists the sections with their comments, moves the focus to the part chosen, and prints', async () => {
    const api = createMockApi({ [REVIEW_PATH]: createReview({ commentCounts: { A: 2, B: 0, C: 1, D: 0 } }) });
    const { container } = renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
    const nav = await screen.findByRole('navigation', { name: 'Parts of the application' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^A\. .+2 comments$/),
      expect.not.stringMatching(/comment/),
      expect.stringMatching(/^C\. .+1 comment$/),
      expect.not.stringMatching(/comment/),
      'Survey',
      'Privileges',
      'References',
      'Documents',
      'History',
    ]);

    const user = userEvent.setup();
    Element.prototype.scrollIntoView = vi.fn();
    await user.click(within(nav).getByRole('link', { name: 'Documents' }));
    expect(document.activeElement).toHaveTextContent('Documents');
    expect(document.activeElement?.tagName).toBe('H2');
    await user.click(links[2]);
    expect(document.activeElement).toHaveAttribute('id', 'section-C');

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(nav).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
