import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isGroup } from '@docapply/rules';
import { renderWorkspace } from './form-editor-fixture';

const structure = () =>
  within(screen.getByText('Structure', { selector: 'h2' }).parentElement as HTMLElement);
const properties = () =>
  within(screen.getByText('Properties', { selector: 'h2' }).parentElement as HTMLElement);

async function choose(user: ReturnType<typeof renderWorkspace>['user'], combobox: string, option: string) {
  await user.click(properties().getByRole('combobox', { name: combobox }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('form editor: type-specific properties', () => {
  it('sets a textarea’s rows, its width, and shows it only when another answer is "Yes"', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^Explain the gap/ }));
    await user.click(properties().getByRole('spinbutton', { name: 'Rows shown' }));
    await user.paste('4');
    await choose(user, 'Width on wide screens', 'Half width');
    expect(last().sections[3].items[0]).toMatchObject({ rows: 4, width: 6 });

    // The condition it has: on "Any gap over 6 months?" being Yes; add No too.
    expect(
      properties().getByRole('switch', { name: 'Show only when another answer has a value' }),
    ).toBeChecked();
    const values = properties().getByRole('group', { name: 'When "Any gap over 6 months?" is any of' });
    expect(within(values).getByRole('checkbox', { name: 'Yes' })).toBeChecked();
    await user.click(within(values).getByRole('checkbox', { name: 'No' }));
    expect(last().sections[3].items[0].showWhen).toEqual({ field: 'hasGap', equals: ['yes', 'no'] });
    await user.click(properties().getByRole('switch', { name: 'Show only when another answer has a value' }));
    expect(last().sections[3].items[0]).not.toHaveProperty('showWhen');
  });

  it('sets a date’s rules and a document’s expiry date field in its group', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^Expires/ }));
    const allowed = properties().getByRole('group', { name: 'Dates allowed' });
    expect(within(allowed).getByRole('checkbox', { name: 'Future dates' })).toBeChecked();
    await user.click(within(allowed).getByRole('checkbox', { name: 'Past dates' }));
    await user.click(
      within(properties().getByRole('group', { name: 'The doctor picks' })).getByRole('checkbox', {
        name: 'Day',
      }),
    );
    const group = () => {
      const item = last().sections[1].items[0];
      if (!isGroup(item)) {
        throw new Error('not a group');
      }
      return item;
    };
    expect(group().fields[1]).toMatchObject({ past: false, future: true, views: ['year', 'month'] });

    await user.click(structure().getByRole('button', { name: /^Licence copy/ }));
    expect(properties().getByRole('combobox', { name: 'Expiry date field' })).toHaveTextContent(
      'Expires (expires)',
    );
    await choose(user, 'Expiry date field', 'No expiry date');
    expect(group().fields[2]).not.toHaveProperty('expiryField');
    // A group's document has a kind of its own (apply once: offered again at other hospitals).
    expect(properties().getByRole('textbox', { name: 'Profile key' })).toBeInTheDocument();
  });

  it('changes a type, keeping only what the new type uses, and sets a check and a profile key', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^NPI/ }));
    expect(properties().getByRole('combobox', { name: 'Extra check' })).toHaveTextContent(
      'NPI number (check digit)',
    );
    await user.click(properties().getByRole('textbox', { name: 'Profile key' }));
    await user.paste('npi');
    expect(last().sections[0].items[2]).toMatchObject({ check: 'npi', profileKey: 'npi' });
    await choose(user, 'Type', 'Email address');
    expect(last().sections[0].items[2]).toEqual({
      name: 'npi',
      type: 'email',
      label: 'NPI',
      profileKey: 'npi',
    });
    expect(properties().queryByRole('combobox', { name: 'Extra check' })).not.toBeInTheDocument();
  });

  it('edits a group: rows, add button, and a field added inside it', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^Licence Repeatable/ }));
    await user.click(properties().getByRole('spinbutton', { name: 'Maximum rows' }));
    await user.paste('3');
    await user.click(properties().getByRole('textbox', { name: 'Add button label' }));
    await user.paste('Add a licence');
    expect(last().sections[1].items[0]).toMatchObject({
      minItems: 1,
      maxItems: 3,
      addLabel: 'Add a licence',
    });

    await user.click(structure().getByRole('button', { name: 'Add field to Licence' }));
    // Groups do not nest: only field types are offered inside one.
    expect(screen.queryByRole('menuitem', { name: /Repeatable group/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Date' }));
    const group = last().sections[1].items[0];
    expect(isGroup(group) && group.fields.map((field) => field.name)).toEqual([
      'number',
      'expires',
      'copy',
      'newField',
    ]);
    expect(properties().getByRole('heading', { name: 'Field: New date' })).toBeInTheDocument();
  });
});
