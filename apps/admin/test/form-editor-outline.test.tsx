import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isGroup, type TFormDefinition } from '@docapply/rules';
import { APPLICATION, SURVEY, renderWorkspace } from './form-editor-fixture';

const names = (definition: TFormDefinition, section: number) =>
  definition.sections[section].items.map((item) => item.name);

// The areas stay mounted: found once per test by their headings (cheaper than a role query over the page).
const structure = () =>
  within(screen.getByText('Structure', { selector: 'h2' }).parentElement as HTMLElement);
const properties = () =>
  within(screen.getByText('Properties', { selector: 'h2' }).parentElement as HTMLElement);

describe('form editor: outline and properties', () => {
  it('edits the selected field: a new label reaches onChange, the input is left untouched', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^First name/ }));
    const label = properties().getByRole('textbox', { name: 'Label' });
    expect(label).toHaveValue('First name');
    await user.clear(label);
    await user.paste('Given name');
    expect(last().sections[0].items[0]).toMatchObject({ name: 'firstName', label: 'Given name' });
    expect(APPLICATION.sections[0].items[0].label).toBe('First name');
    expect(structure().getByRole('button', { name: /^Given name/ })).toHaveAttribute('aria-current', 'true');
  });

  it('adds a drop-down to a section and gives it options', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: 'Add field to section C' }));
    await user.click(screen.getByRole('menuitem', { name: 'Drop-down list' }));
    expect(last().sections[2].items[1]).toEqual({
      name: 'newField',
      type: 'select',
      label: 'New drop-down list',
    });
    // The new field is selected; it has no option yet, which the editor's own check points out.
    expect(properties().getByText('Add at least one option')).toBeInTheDocument();
    expect(
      structure().getByRole('button', { name: /^New drop-down list.*has problems/ }),
    ).toBeInTheDocument();

    await user.click(properties().getByRole('button', { name: 'Add option' }));
    expect(properties().getByRole('textbox', { name: 'Option 1 label' })).toHaveFocus();
    await user.clear(properties().getByRole('textbox', { name: 'Option 1 label' }));
    await user.paste('Surgery');
    await user.clear(properties().getByRole('textbox', { name: 'Option 1 value' }));
    await user.paste('surgery');
    await user.click(properties().getByRole('button', { name: 'Add option' }));
    await user.click(properties().getByRole('button', { name: 'Move option 2 up' }));
    expect(last().sections[2].items[1]).toMatchObject({
      options: [
        { value: 'option2', label: 'Option 2' },
        { value: 'surgery', label: 'Surgery' },
      ],
    });
    expect(properties().queryByText('Add at least one option')).not.toBeInTheDocument();
    await user.click(properties().getByRole('button', { name: 'Remove option 1' }));
    expect(last().sections[2].items[1]).toMatchObject({ options: [{ value: 'surgery', label: 'Surgery' }] });
  });

  it('turns required on and off', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^NPI/ }));
    const required = properties().getByRole('switch', { name: 'Required' });
    expect(required).not.toBeChecked();
    await user.click(required);
    expect(last().sections[0].items[2]).toMatchObject({ name: 'npi', required: true });
    await user.click(required);
    expect(last().sections[0].items[2]).not.toHaveProperty('required');
  });

  it('reorders by keyboard with the drag handle: space, arrow down, space', async () => {
    const { user, last } = renderWorkspace();
    const handle = structure().getByRole('button', { name: 'Drag First name' });
    handle.focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText(/Picked up field First name/)).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(names(last(), 0)).toEqual(['lastName', 'firstName', 'npi']));
    expect(screen.getByText(/field First name was moved to position 2 in Section A/)).toBeInTheDocument();
  });

  it('selects the field whose drag handle is pressed: by mouse, touch or keyboard', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^First name/ }));
    const label = () => properties().getByRole('textbox', { name: 'Label' });
    expect(label()).toHaveValue('First name');

    // A click on Last name's handle: its properties are the ones edited now.
    await user.click(structure().getByRole('button', { name: 'Drag Last name' }));
    expect(label()).toHaveValue('Last name');
    expect(structure().getByRole('button', { name: /^Last name/ })).toHaveAttribute('aria-current', 'true');
    await user.clear(label());
    await user.paste('Family name');
    expect(last().sections[0].items.map((item) => item.label)).toEqual(['First name', 'Family name', 'NPI']);

    // A finger on a group's field's handle.
    const expires = structure().getByRole('button', { name: 'Drag Expires' });
    await user.pointer([
      { keys: '[TouchA>]', target: expires },
      { keys: '[/TouchA]', target: expires },
    ]);
    expect(label()).toHaveValue('Expires');

    // Space on a focused handle picks the field up, and selects it; Escape puts it back.
    structure().getByRole('button', { name: 'Drag NPI' }).focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText(/Picked up field NPI/)).toBeInTheDocument();
    expect(label()).toHaveValue('NPI');
    await user.keyboard('[Escape]');
    expect(await screen.findByText(/Moving was cancelled/)).toBeInTheDocument();
    expect(label()).toHaveValue('NPI');
  });

  it('on a phone, a pressed handle selects its field without leaving the structure', async () => {
    const { user } = renderWorkspace({ layout: 'phone' });
    await user.click(screen.getByRole('tab', { name: 'Structure' }));
    await user.click(structure().getByRole('button', { name: 'Drag Last name' }));
    expect(screen.getByRole('tab', { name: 'Structure' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Field' }));
    expect(properties().getByRole('textbox', { name: 'Label' })).toHaveValue('Last name');
  });

  it('moves with the Move buttons, across a section border, keeping focus on the button', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: 'Move NPI down' }));
    expect(names(last(), 0)).toEqual(['firstName', 'lastName']);
    expect(names(last(), 1)).toEqual(['npi', 'licences']);
    expect(structure().getByRole('button', { name: 'Move NPI down' })).toHaveFocus();
    await user.click(structure().getByRole('button', { name: 'Move NPI up' }));
    expect(names(last(), 0)).toEqual(['firstName', 'lastName', 'npi']);
    expect(structure().getByRole('button', { name: 'Move First name up' })).toBeDisabled();

    // A group's fields move within their group only.
    await user.click(structure().getByRole('button', { name: 'Move Licence number down' }));
    const group = last().sections[1].items[0];
    expect(isGroup(group) && group.fields.map((field) => field.name)).toEqual(['expires', 'number', 'copy']);
  });

  it('duplicates under a key nobody has, and removes after a confirmation', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: 'More actions for First name' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(names(last(), 0)).toEqual(['firstName', 'firstNameCopy', 'lastName', 'npi']);
    await user.click(structure().getByRole('button', { name: 'More actions for First name' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(names(last(), 0)).toEqual(['firstName', 'firstNameCopy2', 'firstNameCopy', 'lastName', 'npi']);
    expect(properties().getByRole('textbox', { name: 'Key' })).toHaveValue('firstNameCopy2');

    await user.click(structure().getByRole('button', { name: 'More actions for Last name' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove "Last name"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(names(last(), 0)).toContain('lastName');
    await user.click(structure().getByRole('button', { name: 'More actions for Last name' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(names(last(), 0)).toEqual(['firstName', 'firstNameCopy2', 'firstNameCopy', 'npi']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Structure' })).toHaveFocus());
  });

  it('keeps the application sections A to D: titles editable, no adding, moving or removing', async () => {
    const { user, last } = renderWorkspace();
    expect(structure().queryByRole('button', { name: 'Add section' })).not.toBeInTheDocument();
    expect(structure().queryByRole('button', { name: /^Move Section/ })).not.toBeInTheDocument();
    await user.click(structure().getByRole('button', { name: /^Section B: Licensure/ }));
    expect(properties().getByRole('textbox', { name: 'Key' })).toHaveAttribute('readonly');
    await user.click(properties().getByRole('textbox', { name: 'Title' }));
    await user.paste(' and boards');
    expect(last().sections.map((section) => section.key)).toEqual(['A', 'B', 'C', 'D']);
    expect(last().sections[1].title).toBe('Licensure and boards');
  });

  it('lets a survey add, move and remove sections', async () => {
    const { user, last } = renderWorkspace({ definition: SURVEY, kind: 'survey' });
    await user.click(structure().getByRole('button', { name: 'Add section' }));
    expect(last().sections.map((section) => section.key)).toEqual(['A', 'B', 'C']);
    expect(properties().getByRole('textbox', { name: 'Title' })).toHaveValue('New section');
    await user.click(structure().getByRole('button', { name: 'Move Section C: New section up' }));
    expect(last().sections.map((section) => section.key)).toEqual(['A', 'C', 'B']);
    expect(structure().getByRole('button', { name: 'Move Section C: New section up' })).toHaveFocus();
    await user.click(structure().getByRole('button', { name: 'More actions for Section A: About you' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove section "About you"?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(last().sections.map((section) => section.key)).toEqual(['C', 'B']);
  });
});
