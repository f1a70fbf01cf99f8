import { screen, within } from '@testing-library/react';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { describe, expect, it } from 'vitest';
import { renderWorkspace } from './form-editor-fixture';

const area = (heading: string) =>
  within(screen.getByText(heading, { selector: 'h2' }).parentElement as HTMLElement);

describe('form editor: accessibility', () => {
  it('has no serious axe violation with a field, a drop-down and a group selected', async () => {
    const { user, container } = renderWorkspace();
    await user.click(area('Structure').getByRole('button', { name: /^NPI/ }));
    expect(await seriousAxeViolations(container)).toEqual([]);
    await user.click(area('Structure').getByRole('button', { name: /^Any gap/ }));
    expect(await seriousAxeViolations(container)).toEqual([]);
    await user.click(area('Structure').getByRole('button', { name: /^Licence Repeatable/ }));
    await user.click(area('Preview').getByRole('button', { name: 'Check as on submit' }));
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
