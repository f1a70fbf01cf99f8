import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isGroup, type TFormDefinition } from '@docapply/rules';
import { renderWorkspace } from './form-editor-fixture';

const area = (heading: string) =>
  within(screen.getByText(heading, { selector: 'h2' }).parentElement as HTMLElement);
const structure = () => area('Structure');
const properties = () => area('Properties');

const DOCUMENT_HELP =
  'Documents with the same profile key are offered again at every hospital the doctor applies to';

function licenceFields(definition: TFormDefinition) {
  const group = definition.sections[1].items[0];
  if (!isGroup(group)) {
    throw new Error('not a group');
  }
  return group.fields;
}

describe('form editor: a document’s kind (profile key)', () => {
  it('sets a profile key on a document in a group, not on the group’s other fields', async () => {
    const { user, last } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^Licence copy/ }));
    const key = properties().getByRole('textbox', { name: 'Profile key' });
    expect(key).toHaveAccessibleDescription(DOCUMENT_HELP);
    await user.click(key);
    await user.paste('licensure.licenceCopy');
    expect(licenceFields(last())[2]).toEqual({
      name: 'copy',
      type: 'file',
      label: 'Licence copy',
      expiryField: 'expires',
      profileKey: 'licensure.licenceCopy',
    });

    // A group's answers travel with the group's own key: its other fields have none.
    await user.click(structure().getByRole('button', { name: /^Licence number/ }));
    expect(properties().queryByRole('textbox', { name: 'Profile key' })).not.toBeInTheDocument();

    // The preview still renders the document, and "Check as on submit" still checks it.
    const preview = area('Preview');
    await user.click(preview.getByRole('button', { name: 'Check as on submit' }));
    expect(preview.getByRole('group', { name: /^Licence copy/ })).toBeInTheDocument();
  });

  it('refuses a document kind used for another type of answer, at the document’s control', async () => {
    const { user } = renderWorkspace();
    await user.click(structure().getByRole('button', { name: /^NPI/ }));
    await user.click(properties().getByRole('textbox', { name: 'Profile key' }));
    await user.paste('licensure.licenceCopy');
    await user.click(structure().getByRole('button', { name: /^Licence copy/ }));
    await user.click(properties().getByRole('textbox', { name: 'Profile key' }));
    await user.paste('licensure.licenceCopy');

    await user.click(structure().getByRole('button', { name: /^Licence copy.*has problems$/ }));
    const key = properties().getByRole('textbox', { name: 'Profile key' });
    expect(key).toBeInvalid();
    expect(key).toHaveAccessibleDescription(
      'Profile key "licensure.licenceCopy" is a text elsewhere; use another key or the same type',
    );
    await user.clear(key);
    await user.paste('licensure.copy');
    expect(key).toBeValid();
    expect(key).toHaveAccessibleDescription(DOCUMENT_HELP);
  });
});
