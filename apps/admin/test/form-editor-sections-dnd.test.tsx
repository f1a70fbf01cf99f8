import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TFormDefinition } from '@docapply/rules';
import { renderWorkspace, SURVEY } from './form-editor-fixture';

const structure = () =>
  within(screen.getByText('Structure', { selector: 'h2' }).parentElement as HTMLElement);
const properties = () =>
  within(screen.getByText('Properties', { selector: 'h2' }).parentElement as HTMLElement);

const THREE_SECTIONS: TFormDefinition = {
  sections: [
    ...SURVEY.sections,
    { key: 'C', title: 'Feedback', items: [{ name: 'comments', type: 'textarea', label: 'Comments' }] },
  ],
};

const layout = (definition: TFormDefinition) =>
  definition.sections.map((section) => [section.key, ...section.items.map((item) => item.name)]);

describe('form editor: dragging sections', () => {
  it('moves a survey section with its items by keyboard: space, arrow down, space', async () => {
    const { user, last } = renderWorkspace({ definition: THREE_SECTIONS, kind: 'survey' });
    const handle = structure().getByRole('button', { name: 'Drag Section A: About you' });
    handle.focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText(/Picked up Section A: About you/)).toBeInTheDocument();
    // The section picked up is the one whose properties show.
    expect(properties().getByRole('textbox', { name: 'Title' })).toHaveValue('About you');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() =>
      expect(layout(last())).toEqual([
        ['B', 'beds'],
        ['A', 'specialty'],
        ['C', 'comments'],
      ]),
    );
    expect(
      screen.getByText(/Section A: About you was moved to position 2 of 3 sections/),
    ).toBeInTheDocument();
    const headers = structure()
      .getAllByRole('button', { name: /^Drag Section/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(headers).toEqual([
      'Drag Section B: Your practice',
      'Drag Section A: About you',
      'Drag Section C: Feedback',
    ]);
  });

  it('gives the application fixed sections: no section handle, items keep theirs', () => {
    renderWorkspace();
    expect(structure().queryByRole('button', { name: /^Drag Section/ })).not.toBeInTheDocument();
    expect(structure().getByRole('button', { name: 'Drag First name' })).toBeInTheDocument();
  });
});
