import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TFormDefinition } from '@docapply/rules';
import { AnswersView, AppThemeProvider } from '@/index';
import { YES_NO } from './forms-fixture';

const DEFINITION: TFormDefinition = {
  sections: [
    {
      key: 'A',
      title: 'Identity and contact',
      items: [
        { name: 'dob', type: 'date', label: 'Date of birth' },
        { name: 'phone', type: 'tel', label: 'Phone' },
        { name: 'state', type: 'select', label: 'State', options: [{ value: 'IL', label: 'Illinois' }] },
        { name: 'agree', type: 'checkbox', label: 'I agree' },
        { name: 'other', type: 'checkbox', label: 'Other consent' },
        { name: 'middle', type: 'text', label: 'Middle name' },
        { name: 'cv', type: 'file', label: 'CV' },
      ],
    },
    {
      key: 'D',
      title: 'Disclosures',
      items: [
        { name: 'convicted', type: 'radio', label: 'Any conviction?', options: YES_NO },
        { name: 'why', type: 'textarea', label: 'Explain', showWhen: { field: 'convicted', equals: 'yes' } },
        {
          kind: 'group',
          name: 'licences',
          label: 'Licence',
          fields: [
            { name: 'number', type: 'text', label: 'Number' },
            { name: 'expiry', type: 'date', label: 'Expiry', future: true },
          ],
        },
      ],
    },
  ],
};

const ANSWERS = {
  dob: '1980-02-29',
  phone: '+1 212-555-0100',
  state: 'IL',
  agree: 'true',
  cv: 'file-7',
  convicted: 'no',
  why: 'stale text',
  licences: [
    { number: 'A-1', expiry: '2027-01-31' },
    { number: 'B-2', expiry: '' },
  ],
};

function answerFor(label: string, container: HTMLElement = document.body): string | null {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

function renderView(props: Partial<Parameters<typeof AnswersView>[0]> = {}) {
  return render(
    <AppThemeProvider>
      <AnswersView definition={DEFINITION} answers={ANSWERS} {...props} />
    </AppThemeProvider>,
  );
}

describe('AnswersView', () => {
  it('shows labels with answers as a reader expects them', () => {
    renderView();
    expect(answerFor('Date of birth')).toBe('02/29/1980');
    expect(answerFor('Phone')).toBe('+1 212-555-0100');
    expect(answerFor('State')).toBe('Illinois');
    expect(answerFor('I agree')).toBe('Yes');
    expect(answerFor('Other consent')).toBe('No');
    expect(answerFor('Middle name')).toBe('Not answered');
    expect(answerFor('Any conviction?')).toBe('No');
    expect(answerFor('CV')).toBe('File uploaded');
  });

  it('leaves out items hidden by their condition', () => {
    renderView();
    expect(screen.queryByText('Explain')).not.toBeInTheDocument();
    expect(screen.queryByText('stale text')).not.toBeInTheDocument();
  });

  it('shows each row of a group under its own heading', () => {
    renderView();
    const second = screen.getByRole('heading', { name: 'Licence 2' }).parentElement as HTMLElement;
    expect(answerFor('Number', second)).toBe('B-2');
    expect(answerFor('Expiry', second)).toBe('Not answered');
    const first = screen.getByRole('heading', { name: 'Licence 1' }).parentElement as HTMLElement;
    expect(answerFor('Expiry', first)).toBe('01/31/2027');
  });

  it('shows one section when asked and documents through renderFile, read-only', () => {
    renderView({
      sectionKey: 'A',
      renderFile: ({ value, isReadOnly, name }) => (
        <a href={`/files/${value}`}>{`${name} ${String(isReadOnly)}`}</a>
      ),
    });
    expect(screen.queryByRole('heading', { name: 'Disclosures' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cv true' })).toHaveAttribute('href', '/files/file-7');
  });
});
