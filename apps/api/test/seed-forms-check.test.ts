import { describe, expect, it } from 'vitest';
import { checkFormDefinition, profileKeyTypesOf } from '@docapply/rules';
import { createDefaultForms } from '@/core/db/seed-data/default-forms';

describe('the default forms a new hospital gets', () => {
  it('pass the form builder’s own definition check, so a coordinator can publish them unchanged', () => {
    const forms = createDefaultForms('General Hospital');
    expect(forms.length).toBeGreaterThan(4);
    for (const form of forms) {
      const others = forms.filter((other) => other !== form);
      const profileKeyTypes = Object.assign(
        {},
        ...others.map((other) => profileKeyTypesOf(other.definition)),
      );
      expect(checkFormDefinition(form.definition, { kind: form.kind, profileKeyTypes }), form.key).toEqual(
        [],
      );
    }
  });
});
