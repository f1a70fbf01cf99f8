import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TFormDefinition } from '@docapply/rules';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION, renderWorkspace } from './form-editor-fixture';

const structure = () =>
  within(screen.getByText('Structure', { selector: 'h2' }).parentElement as HTMLElement);
const properties = () =>
  within(screen.getByText('Properties', { selector: 'h2' }).parentElement as HTMLElement);
const redFlags = () => properties().getByRole('group', { name: 'Red flag when the answer is' });

describe('form editor: red flag answers', () => {
  it('marks the answers of a choice that raise a red flag, in the options’ order', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^Any gap over 6 months/ }));
    await user.click(within(redFlags()).getByRole('checkbox', { name: 'No' }));
    await user.click(within(redFlags()).getByRole('checkbox', { name: 'Yes' }));
    expect(last().sections[2].items[0]).toMatchObject({ flagWhen: ['yes', 'no'] });
    expect(await seriousAxeViolations(redFlags())).toEqual([]);

    await user.click(within(redFlags()).getByRole('checkbox', { name: 'No' }));
    await user.click(within(redFlags()).getByRole('checkbox', { name: 'Yes' }));
    expect(last().sections[2].items[0]).not.toHaveProperty('flagWhen');
  });

  it('offers ticked or not for a checkbox, nothing for a text, and drops the answers a new type lacks', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^Any gap over 6 months/ }));
    await user.click(within(redFlags()).getByRole('checkbox', { name: 'Yes' }));
    await user.click(properties().getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Checkbox (yes or no)' }));
    expect(last().sections[2].items[0]).not.toHaveProperty('flagWhen');
    await user.click(within(redFlags()).getByRole('checkbox', { name: 'Not ticked' }));
    expect(last().sections[2].items[0]).toMatchObject({ type: 'checkbox', flagWhen: ['false'] });

    await user.click(structure().getByRole('button', { name: /^NPI/ }));
    expect(
      properties().queryByRole('group', { name: 'Red flag when the answer is' }),
    ).not.toBeInTheDocument();
  });

  it('keeps an answer whose option was removed listed, with its problem, until it is unticked', async () => {
    const definition: TFormDefinition = {
      sections: APPLICATION.sections.map((section) =>
        section.key === 'C'
          ? { ...section, items: [{ ...section.items[0], flagWhen: ['yes', 'maybe'] }] }
          : section,
      ),
    };
    const problem = '"maybe" is not an answer of this field';
    const { user, last } = renderWorkspace({
      definition,
      issues: { 'sections.2.items.0.flagWhen': problem },
    });
    await user.click(structure().getByRole('button', { name: /^Any gap over 6 months/ }));
    expect(within(redFlags()).getByText(problem)).toBeInTheDocument();
    const missing = within(redFlags()).getByRole('checkbox', { name: 'Missing option (maybe)' });
    expect(missing).toBeChecked();
    await user.click(missing);
    expect(last().sections[2].items[0]).toMatchObject({ flagWhen: ['yes'] });
  });
});
