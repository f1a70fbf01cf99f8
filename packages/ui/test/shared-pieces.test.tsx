import { useForm } from 'react-hook-form';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AppThemeProvider,
  DataTable,
  DocumentRow,
  FormFieldGrid,
  type TFormFieldRow,
  type TTableColumn,
} from '@/index';

describe('DocumentRow', () => {
  it('shows the file and names its button after it', async () => {
    const onAction = vi.fn();
    render(
      <DocumentRow
        file={{ name: 'licence.pdf', size: 240 * 1024 }}
        actionLabel="View"
        actionIcon={null}
        onAction={onAction}
      />,
    );
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
    expect(screen.getByText('240 KB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View licence.pdf' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('names a file it does not know yet plainly, without a size, and waits while busy', () => {
    render(
      <DocumentRow file={undefined} actionLabel="Download" actionIcon={null} onAction={vi.fn()} isBusy />,
    );
    expect(screen.getByText('Uploaded document')).toBeInTheDocument();
    expect(screen.queryByText(/KB|MB/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Uploaded document' })).toBeDisabled();
  });
});

type TRow = { id: string; name: string; city: string };

describe('DataTable', () => {
  it('heads each row with its title cell and shows every column', () => {
    const title: TTableColumn<TRow> = { header: 'Name', render: (row) => row.name };
    const columns: TTableColumn<TRow>[] = [{ header: 'City', render: (row) => row.city, hiddenBelow: 'md' }];
    render(
      <DataTable
        label="Hospitals"
        rows={[
          { id: '1', name: 'Riverside General', city: 'Springfield' },
          { id: '2', name: 'Lakeside', city: 'Shelbyville' },
        ]}
        title={title}
        columns={columns}
      />,
    );
    const table = screen.getByRole('table', { name: 'Hospitals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'City']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Riverside General', 'Lakeside']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Shelbyville');
  });
});

type TPerson = { first: string; last: string; email: string; notes: string };
const ROWS: TFormFieldRow<TPerson>[] = [
  [
    { name: 'first', type: 'text', label: 'First name', required: true },
    { name: 'last', type: 'text', label: 'Last name', required: true },
  ],
  [{ name: 'email', type: 'email', label: 'Email' }],
  [{ name: 'notes', type: 'text', label: 'Notes' }, null],
];

function PersonForm({ onSave }: { onSave: (values: TPerson) => void }) {
  const { control, handleSubmit } = useForm<TPerson>({
    defaultValues: { first: '', last: '', email: '', notes: '' },
  });
  return (
    <form noValidate aria-label="Person" onSubmit={handleSubmit(onSave)}>
      <FormFieldGrid control={control} rows={ROWS}>
        <button type="submit">Save</button>
      </FormFieldGrid>
    </form>
  );
}

describe('FormFieldGrid', () => {
  it('renders the rows in order, then its other items, and keeps what is typed in the form', async () => {
    const onSave = vi.fn();
    render(
      <AppThemeProvider>
        <PersonForm onSave={onSave} />
      </AppThemeProvider>,
    );
    const form = screen.getByRole('form', { name: 'Person' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('name')),
    ).toEqual(['first', 'last', 'email', 'notes']);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Dana');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Doe');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Nights');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0][0]).toEqual({ first: 'Dana', last: 'Doe', email: '', notes: 'Nights' });
  });
});
