import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { TFormAnswers, TFormDefinition } from '@docapply/rules';
import { AppThemeProvider, FormRenderer, type TFormRendererProps } from '@/index';

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Two sections with every kind of item the renderer knows. */
export const DEFINITION: TFormDefinition = {
  sections: [
    {
      key: 'A',
      title: 'Identity and contact',
      description: 'Who you are and how to reach you.',
      items: [
        { name: 'firstName', type: 'text', label: 'First name', required: true, width: 6 },
        { name: 'lastName', type: 'text', label: 'Last name', required: true, width: 6 },
        { name: 'npi', type: 'text', label: 'NPI', check: 'npi' },
        { name: 'phone', type: 'tel', label: 'Phone' },
        { name: 'cv', type: 'file', label: 'Curriculum vitae', required: true },
      ],
    },
    {
      key: 'B',
      title: 'Licensure',
      items: [
        {
          kind: 'group',
          name: 'licences',
          label: 'Licence',
          minItems: 1,
          maxItems: 3,
          fields: [
            { name: 'number', type: 'text', label: 'Licence number', required: true, width: 6 },
            { name: 'note', type: 'text', label: 'Note', width: 6 },
          ],
        },
        { name: 'hasGap', type: 'radio', label: 'Any gap over 6 months?', options: YES_NO },
        {
          name: 'gapExplanation',
          type: 'textarea',
          label: 'Explain the gap',
          required: true,
          showWhen: { field: 'hasGap', equals: 'yes' },
        },
      ],
    },
  ],
};

type TRenderFormOptions = Partial<Omit<TFormRendererProps, 'answers' | 'onChange'>> & {
  answers?: TFormAnswers;
  /** Errors computed from the answers on every render (a new object each time). */
  errorsFor?: (answers: TFormAnswers) => Record<string, string>;
};

/** Renders a FormRenderer inside a parent that keeps the answers it is given. */
export function renderForm({ answers: initial = {}, errorsFor, ...props }: TRenderFormOptions = {}) {
  const onChange = vi.fn<(answers: TFormAnswers) => void>();
  function Parent() {
    const [answers, setAnswers] = useState(initial);
    return (
      <FormRenderer
        definition={DEFINITION}
        {...props}
        answers={answers}
        errors={errorsFor ? errorsFor(answers) : props.errors}
        onChange={(next) => {
          onChange(next);
          setAnswers(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const view = render(
    <AppThemeProvider>
      <Parent />
    </AppThemeProvider>,
  );
  return { ...view, user, onChange, lastAnswers: () => onChange.mock.calls.at(-1)?.[0] };
}
