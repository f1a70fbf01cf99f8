import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TFormDefinition } from '@docapply/rules';
import { SURVEY, renderWorkspace } from './form-editor-fixture';

const area = (heading: string) =>
  within(screen.getByText(heading, { selector: 'h2' }).parentElement as HTMLElement);

const WITH_DOCUMENT: TFormDefinition = {
  sections: [
    {
      key: 'A',
      title: 'Documents',
      items: [{ name: 'cv', type: 'file', label: 'Curriculum vitae', required: true }],
    },
  ],
};

describe('form editor: live preview', () => {
  it('shows a new required field at once, and "Check as on submit" says it is required', async () => {
    const { user } = renderWorkspace({ definition: SURVEY, kind: 'survey' });
    await user.click(area('Structure').getByRole('button', { name: 'Add field to section A' }));
    await user.click(screen.getByRole('menuitem', { name: 'Short text' }));
    const label = area('Properties').getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.paste('Badge number');
    await user.click(area('Properties').getByRole('switch', { name: 'Required' }));

    const preview = area('Preview');
    const badge = preview.getByRole('textbox', { name: /^Badge number/ });
    expect(badge).toBeRequired();
    // Untouched, the doctor is not told off yet.
    expect(badge).not.toHaveAttribute('aria-invalid', 'true');
    expect(preview.queryByText('Required')).not.toBeInTheDocument();
    await user.click(preview.getByRole('button', { name: 'Check as on submit' }));
    expect(badge).toBeInvalid();
    expect(badge).toHaveAccessibleDescription('Required');
    expect(preview.getByRole('status')).toHaveTextContent('1 answer needs attention.');

    await user.click(badge);
    await user.paste('B-1234');
    expect(badge).toBeValid();
    expect(preview.getByRole('status')).toHaveTextContent('Ready to submit');
  });

  it('stands in for uploads without sending anything', async () => {
    const { user } = renderWorkspace({ definition: WITH_DOCUMENT, kind: 'survey' });
    const preview = area('Preview');
    await user.click(preview.getByRole('button', { name: 'Check as on submit' }));
    const documents = preview.getByRole('group', { name: /Curriculum vitae/ });
    expect(within(documents).getByText('Required')).toBeInTheDocument();
    await user.click(within(documents).getByRole('button', { name: 'Attach a sample file' }));
    expect(within(documents).queryByText('Required')).not.toBeInTheDocument();
    expect(within(documents).getByText('sample.pdf (preview: nothing is uploaded)')).toBeInTheDocument();
  });

  it('switches between desktop and a 390 px phone frame, keeping the answers', async () => {
    const { user } = renderWorkspace({ definition: SURVEY, kind: 'survey' });
    const preview = area('Preview');
    await user.click(preview.getByRole('textbox', { name: 'Specialty' }));
    await user.paste('Cardiology');
    expect(preview.queryByRole('group', { name: /Phone preview/ })).not.toBeInTheDocument();
    await user.click(preview.getByRole('button', { name: 'Phone' }));
    expect(preview.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    const frame = preview.getByRole('group', { name: 'Phone preview, 390 pixels wide' });
    expect(frame).toHaveStyle({ width: '390px' });
    expect(within(frame).getByRole('textbox', { name: 'Specialty' })).toHaveValue('Cardiology');
    await user.click(preview.getByRole('button', { name: 'Desktop' }));
    expect(preview.queryByRole('group', { name: /Phone preview/ })).not.toBeInTheDocument();
  });

  it('stacks the three areas as tabs on a phone; choosing an item opens its properties', async () => {
    const { user } = renderWorkspace({ definition: SURVEY, kind: 'survey', layout: 'phone' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Structure', 'Field', 'Preview']);
    expect(screen.getByRole('tab', { name: 'Structure' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Beds/ }));
    expect(screen.getByRole('tab', { name: 'Field' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Properties' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Beds');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('spinbutton', { name: 'Beds' })).toBeInTheDocument();
  });
});
