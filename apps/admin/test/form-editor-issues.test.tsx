import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWorkspace } from './form-editor-fixture';

const structure = () =>
  within(screen.getByText('Structure', { selector: 'h2' }).parentElement as HTMLElement);
const properties = () =>
  within(screen.getByText('Properties', { selector: 'h2' }).parentElement as HTMLElement);

describe('form editor: problems at their controls', () => {
  it('shows each given problem at its control and marks its item in the outline', async () => {
    const { user } = renderWorkspace({
      issues: {
        'sections.0.items.2.name': 'Another field already uses the key "npi"',
        'sections.1.items.0.fields.0.label': 'Keep labels under 200 characters',
        'sections.1.title': 'Titles must differ',
        sections: 'The application has exactly four sections: A, B, C and D',
      },
    });
    expect(structure().getByRole('button', { name: /^NPI.*has problems$/ })).toBeInTheDocument();
    expect(structure().getByRole('button', { name: /^First name/ })).not.toHaveAccessibleName(/has problems/);
    // A group field's problem marks that field, not its group.
    expect(structure().getByRole('button', { name: /^Licence number.*has problems$/ })).toBeInTheDocument();
    expect(structure().getByRole('button', { name: /^Licence Repeatable group/ })).not.toHaveAccessibleName(
      /has problems/,
    );
    expect(
      structure().getByRole('button', { name: /^Section B: Licensure.*has problems$/ }),
    ).toBeInTheDocument();
    // A problem of the whole form has no control: it is listed above the outline.
    expect(
      structure().getByText('The application has exactly four sections: A, B, C and D'),
    ).toBeInTheDocument();

    await user.click(structure().getByRole('button', { name: /^NPI/ }));
    const key = properties().getByRole('textbox', { name: 'Key' });
    expect(key).toBeInvalid();
    expect(key).toHaveAccessibleDescription('Another field already uses the key "npi"');
    expect(properties().getByRole('textbox', { name: 'Label' })).toBeValid();

    await user.click(structure().getByRole('button', { name: /^Licence number/ }));
    expect(properties().getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription(
      'Keep labels under 200 characters',
    );
    await user.click(structure().getByRole('button', { name: /^Section B: Licensure/ }));
    expect(properties().getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Titles must differ',
    );
  });

  it('checks the definition as it changes: a condition left without its field, a bad key', async () => {
    const { user } = renderWorkspace();
    expect(structure().getByRole('button', { name: /^Explain the gap/ })).not.toHaveAccessibleName(
      /has problems/,
    );
    await user.click(structure().getByRole('button', { name: 'More actions for Any gap over 6 months?' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await user.click(structure().getByRole('button', { name: /^Explain the gap.*has problems$/ }));
    expect(properties().getByRole('combobox', { name: 'Depends on' })).toHaveAccessibleDescription(
      'No field uses the key "hasGap"',
    );

    const key = properties().getByRole('textbox', { name: 'Key' });
    await user.clear(key);
    await user.paste('2nd');
    expect(key).toHaveAccessibleDescription('Start with a letter; then letters, digits or _ only');
    await user.clear(key);
    await user.paste('gapNote');
    expect(key).toBeValid();
  });
});
