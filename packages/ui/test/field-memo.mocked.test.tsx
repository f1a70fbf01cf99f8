import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TFieldDescriptor } from '@docapply/contracts';
import { AppThemeProvider, Field } from '@/index';

const textFieldRenders = vi.hoisted(() => ({ count: 0 }));

// Count how often the text box inside Field renders.
vi.mock('@/field/text-box', async (importOriginal) => {
  const { TextBox } = await importOriginal<typeof import('@/field/text-box')>();
  const CountingTextBox = (props: Parameters<typeof TextBox>[0]) => {
    textFieldRenders.count += 1;
    return <TextBox {...props} />;
  };
  return { TextBox: CountingTextBox };
});

describe('Field memoisation', () => {
  const field: TFieldDescriptor = { name: 'city', type: 'text', label: 'City' };
  const onChange = () => undefined;
  const page = (heading: string, value: string) => (
    <AppThemeProvider>
      <h1>{heading}</h1>
      <Field field={field} value={value} onChange={onChange} />
    </AppThemeProvider>
  );

  it('does not re-render when its parent re-renders with the same props', () => {
    const { rerender } = render(page('First', 'Boston'));
    const rendersAfterMount = textFieldRenders.count;
    rerender(page('Second', 'Boston'));
    expect(screen.getByRole('heading')).toHaveTextContent('Second');
    expect(textFieldRenders.count).toBe(rendersAfterMount);

    rerender(page('Third', 'Chicago'));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Chicago');
    expect(textFieldRenders.count).toBeGreaterThan(rendersAfterMount);
  });
});
