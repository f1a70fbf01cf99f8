import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isGroup, type TFormField } from '@docapply/rules';
import { SURVEY, renderWorkspace } from './form-editor-fixture';

const structure = () =>
  within(screen.getByText('Structure', { selector: 'h2' }).parentElement as HTMLElement);
const properties = () =>
  within(screen.getByText('Properties', { selector: 'h2' }).parentElement as HTMLElement);

describe('form editor: shown to the doctor, a number’s minimum, a date’s limits', () => {
  it('hides a field from the doctor and shows it again, storing nothing for the default', async () => {
    const { user, last } = renderWorkspace({ definition: SURVEY, kind: 'survey' });
    await user.click(structure().getByRole('button', { name: /^Beds/ }));
    const shown = properties().getByRole('switch', { name: 'Shown to the doctor' });
    expect(shown).toBeChecked();
    await user.click(shown);
    expect(last().sections[1].items[0]).toMatchObject({ isDisplay: false });
    await user.click(shown);
    expect(last().sections[1].items[0]).not.toHaveProperty('isDisplay');
  });

  it('sets a number’s minimum, refuses one under 0, and drops it when the type changes', async () => {
    const { user, last } = renderWorkspace({ definition: SURVEY, kind: 'survey' });
    await user.click(structure().getByRole('button', { name: /^Beds/ }));
    const minimum = properties().getByRole('spinbutton', { name: 'Minimum' });
    expect(minimum).toHaveAttribute('min', '0');
    await user.click(minimum);
    await user.paste('3');
    expect(last().sections[1].items[0]).toMatchObject({ min: 3 });
    fireEvent.change(minimum, { target: { value: '-1' } });
    expect(last().sections[1].items[0]).toMatchObject({ min: 3 });

    await user.click(properties().getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Short text' }));
    expect(last().sections[1].items[0]).not.toHaveProperty('min');
    expect(properties().queryByRole('spinbutton', { name: 'Minimum' })).not.toBeInTheDocument();
  });

  it('sets a date’s earliest and latest dates and says when they are the wrong way round', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^Expires/ }));
    const expires = (): TFormField => {
      const item = last().sections[1].items[0];
      if (!isGroup(item)) {
        throw new Error('not a group');
      }
      return item.fields[1];
    };
    fireEvent.change(properties().getByLabelText('Earliest date'), { target: { value: '2020-01-01' } });
    expect(expires()).toMatchObject({ minDate: '2020-01-01' });
    fireEvent.change(properties().getByLabelText('Latest date'), { target: { value: '2019-12-31' } });
    expect(expires()).toMatchObject({ minDate: '2020-01-01', maxDate: '2019-12-31' });
    expect(properties().getByLabelText('Earliest date')).toHaveAccessibleDescription(
      'The earliest date is after the latest date',
    );

    fireEvent.change(properties().getByLabelText('Latest date'), { target: { value: '' } });
    expect(expires()).not.toHaveProperty('maxDate');
    expect(properties().getByLabelText('Earliest date')).toHaveAccessibleDescription('Empty for no limit');
  });
});
