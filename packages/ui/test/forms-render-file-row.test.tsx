import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TFormDefinition } from '@docapply/rules';
import { FormRenderer, type TRenderFileProps } from '@/index';

const DEFINITION: TFormDefinition = {
  sections: [
    {
      key: 'B',
      title: 'Licensure',
      items: [
        { name: 'cv', type: 'file', label: 'CV' },
        {
          kind: 'group',
          name: 'licences',
          label: 'Licence',
          fields: [
            { name: 'state', type: 'text', label: 'State' },
            { name: 'copy', type: 'file', label: 'Copy' },
          ],
        },
      ],
    },
  ],
};

/** Shows what the site's upload widget is told: where the answer sits and, in a group, its row. */
function renderFile({ name, row }: TRenderFileProps) {
  return <p>{`${name}: ${row ? JSON.stringify(row) : 'top level'}`}</p>;
}

describe('FormRenderer: document fields', () => {
  it('hands a group row’s document its row (which licence it is for), a top-level one none', () => {
    render(
      <FormRenderer
        definition={DEFINITION}
        answers={{ licences: [{ state: 'IL' }, { state: 'NY', copy: 'file-2' }] }}
        onChange={() => undefined}
        renderFile={renderFile}
      />,
    );
    expect(screen.getByText('cv: top level')).toBeInTheDocument();
    expect(screen.getByText('licences.0.copy: {"state":"IL"}')).toBeInTheDocument();
    expect(screen.getByText('licences.1.copy: {"state":"NY","copy":"file-2"}')).toBeInTheDocument();
  });
});
