import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from './render-field';

describe('Field: tel', () => {
  const phone = () => screen.getByRole('textbox', { name: 'Phone' });

  it('shows a fixed +1 prefix and formats digits as they are typed', async () => {
    const { user, onChange } = renderField({ type: 'tel', name: 'phone', label: 'Phone' });
    expect(screen.getByText('+1')).toBeVisible();
    await user.type(phone(), '2125');
    expect(phone()).toHaveValue('212-5');
    await user.type(phone(), '550100');
    expect(phone()).toHaveValue('212-555-0100');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('phone', '+1 212-555-0100');
  });

  it('says "Invalid Phone" for 9 digits after leaving the field and never passes them up', async () => {
    const { user, onChange } = renderField({ type: 'tel', label: 'Phone' });
    await user.type(phone(), '212555010');
    expect(phone()).toHaveValue('212-555-010');
    await user.tab();
    expect(phone()).toHaveAccessibleDescription('Invalid Phone');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores letters and an 11th digit', async () => {
    const { user, values } = renderField({ type: 'tel', label: 'Phone' });
    await user.type(phone(), '2a1b2-5c5(5)0100');
    expect(phone()).toHaveValue('212-555-0100');
    await user.type(phone(), '9');
    expect(phone()).toHaveValue('212-555-0100');
    expect(values()).toEqual(['+1 212-555-0100']);
  });

  it('shows a stored number without its prefix and forgets it once it is no longer complete', async () => {
    const { user, values } = renderField({ type: 'tel', label: 'Phone' }, { value: '+1 212-555-0100' });
    expect(phone()).toHaveValue('212-555-0100');
    await user.type(phone(), '{Backspace}');
    expect(phone()).toHaveValue('212-555-010');
    expect(values()).toEqual(['']);
  });

  it('says "Required" when a required phone is left empty', async () => {
    const { user } = renderField({ type: 'tel', label: 'Phone', required: true });
    await user.click(phone());
    await user.tab();
    expect(phone()).toHaveAccessibleDescription('Required');
  });
});

describe('Field: email', () => {
  const email = () => screen.getByRole('textbox', { name: 'Email' });

  it('passes a valid address up', async () => {
    const { user, onChange } = renderField({ type: 'email', name: 'email', label: 'Email' });
    await user.type(email(), 'a.b+c@mail.co');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('email', 'a.b+c@mail.co');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it.each(['a@b.info', 'a@b'])(
    'refuses %s with "Invalid email address" and does not pass it up',
    async (text) => {
      const { user, values } = renderField({ type: 'email', label: 'Email' });
      await user.type(email(), text);
      await user.tab();
      expect(email()).toHaveAccessibleDescription('Invalid email address');
      expect(values()).not.toContain(text);
    },
  );

  it('clears the stored address when the text stops being valid', async () => {
    const { user, values } = renderField({ type: 'email', label: 'Email' }, { value: 'ada@mail.com' });
    await user.type(email(), 'x');
    expect(email()).toHaveValue('ada@mail.comx');
    expect(values()).toEqual(['']);
  });
});
