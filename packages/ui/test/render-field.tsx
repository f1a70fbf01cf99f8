import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { TFieldDescriptor } from '@docapply/contracts';
import { AppThemeProvider, Field } from '@/index';

type TRenderFieldOptions = { value?: string; termsUrl?: string; touched?: boolean; error?: string };

/** Renders one Field inside a form-like parent that keeps what the field passes up. */
export function renderField(
  descriptor: Partial<TFieldDescriptor> & Pick<TFieldDescriptor, 'type'>,
  options: TRenderFieldOptions = {},
) {
  const onChange = vi.fn<(name: string, value: string) => void>();
  const field: TFieldDescriptor = { name: 'field', label: 'Label', ...descriptor };

  function Parent() {
    const [value, setValue] = useState(options.value ?? '');
    return (
      <>
        <Field
          field={field}
          value={value}
          onChange={(name, next) => {
            onChange(name, next);
            setValue(next);
          }}
          termsUrl={options.termsUrl}
          touched={options.touched}
          error={options.error}
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }

  const user = userEvent.setup();
  const view = render(
    <AppThemeProvider>
      <Parent />
    </AppThemeProvider>,
  );
  return { ...view, user, onChange, values: () => onChange.mock.calls.map(([, value]) => value) };
}
