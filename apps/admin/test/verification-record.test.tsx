import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import {
  DEA_ITEM,
  VERIFICATION_PATH,
  answerVerification,
  createItem,
  createVerification,
  renderVerification,
} from './verification-fixtures';

const DEA_RECORDED = createItem({
  state: 'verified',
  source: 'DEA Diversion Control Division',
  verifiedAt: '2026-03-08T09:00:00.000Z',
  verifiedBy: { userId: 'admin-1', name: 'Mary Staff' },
  referenceNumber: 'DEA-77',
  note: 'Active, schedules 2-5.',
  evidence: {
    file: { id: 'file-10', name: 'dea.pdf', mime: 'application/pdf', size: 2048 },
    record: null,
    recordContentType: null,
  },
});

async function openDialog(user = userEvent.setup()) {
  const view = renderVerification();
  const card = await screen.findByRole('region', { name: 'Verification' });
  const opener = await within(card).findByRole('button', { name: 'Record verification: DEA registration' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Record verification: DEA registration' });
  return { ...view, card, opener, dialog, user };
}

/** The multipart request's parts, as the server receives them. */
function sentParts(body: unknown): Record<string, string> {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries(
    [...(body as FormData).entries()].map(([name, value]) => [
      name,
      value instanceof File ? `file ${value.name} ${value.type} ${value.size}` : value,
    ]),
  );
}

// Whole routes with lazy pages and axe: slow on a busy machine, so more time than the default 5 s.
describe('recording a verification by hand', () => {
  it('sends the result, source, date, reference, note and evidence file in one multipart request', async () => {
    const { api, card, opener, dialog, user } = await openDialog();
    expect(dialog).toHaveTextContent('The application says: FD1234563, expires 08/31/2027');
    // A pending item starts as Verified, with its kind's usual source and today's date.
    expect(within(dialog).getByRole('radio', { name: 'Verified' })).toBeChecked();
    const source = within(dialog).getByRole('textbox', { name: 'Source' });
    expect(source).toHaveValue('DEA Diversion Control Division');
    const date = await within(dialog).findByRole('group', { name: 'Date verified' });
    expect(date).toHaveTextContent(todayString().replace(/^(\d{4})-(\d\d)-(\d\d)$/, '$2/$3/$1'));
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    // Pasted rather than typed key by key: the same values, a fraction of the time on a busy machine.
    await user.click(within(dialog).getByRole('textbox', { name: 'Reference number' }));
    await user.paste('DEA-77');
    await user.click(within(dialog).getByRole('textbox', { name: 'Note' }));
    await user.paste('Active, schedules 2-5.');
    const pdf = new File(['%PDF-1.7'], 'dea.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Evidence file'), pdf);
    expect(dialog).toHaveTextContent('dea.pdf');
    expect(within(dialog).getByRole('button', { name: 'Remove dea.pdf' })).toBeInTheDocument();

    api.put.mockResolvedValueOnce(DEA_RECORDED);
    answerVerification(api, createVerification({ items: [DEA_RECORDED], done: 1, total: 1 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save verification' }));

    expect(api.put).toHaveBeenCalledTimes(1);
    const [path, body] = api.put.mock.calls[0] as [string, unknown];
    expect(path).toBe(`${VERIFICATION_PATH}/item-dea`);
    expect(sentParts(body)).toEqual({
      state: 'verified',
      source: 'DEA Diversion Control Division',
      verifiedOn: todayString(),
      referenceNumber: 'DEA-77',
      note: 'Active, schedules 2-5.',
      evidence: 'file dea.pdf application/pdf 8',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Verification of DEA registration recorded.',
    );
    const item = within(card).getByRole('heading', { level: 4, name: 'DEA registration' }).closest('li');
    expect(item).toHaveTextContent('Verified byMary Staff');
    expect(item).toHaveTextContent('Reference numberDEA-77');
    expect(within(card).getByText('1 of 1 verified')).toBeInTheDocument();
    // Focus is back on the button that opened the dialog.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('sends no file and no empty reference or note when none is given, and another result', async () => {
    const { api, dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Not applicable' }));
    const source = within(dialog).getByRole('textbox', { name: 'Source' });
    await user.clear(source);
    await user.paste('No DEA registration held');
    api.put.mockResolvedValueOnce({ ...DEA_ITEM, state: 'not-applicable' });
    await user.click(within(dialog).getByRole('button', { name: 'Save verification' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(sentParts(api.put.mock.calls[0][1])).toEqual({
      state: 'not-applicable',
      source: 'No DEA registration held',
      verifiedOn: todayString(),
    });
  });

  it('refuses an empty source and a file of another type before sending', async () => {
    // `accept` lets the chooser offer PDFs and images only; a file chosen anyway is refused.
    const { api, dialog, user } = await openDialog(userEvent.setup({ applyAccept: false }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Source' }));
    await user.upload(
      within(dialog).getByLabelText('Evidence file'),
      new File(['GIF89a'], 'scan.gif', { type: 'image/gif' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save verification' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Source' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('group', { name: 'Evidence (optional)' })).toHaveTextContent(
      FILE_MESSAGES.badType,
    );
    expect(api.put).not.toHaveBeenCalled();
  });

  it("puts the API's field messages on the fields and shows any other failure as the product does", async () => {
    const { api, dialog, user } = await openDialog();
    await user.upload(
      within(dialog).getByLabelText('Evidence file'),
      new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' }),
    );
    api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: { referenceNumber: 'At most 100 characters', evidence: FILE_MESSAGES.badType },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save verification' }));
    expect(await within(dialog).findByText('At most 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reference number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('group', { name: 'Evidence (optional)' })).toHaveTextContent(
      FILE_MESSAGES.badType,
    );

    api.put.mockRejectedValueOnce(new ApiError({ statusCode: 500, code: 'INTERNAL' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save verification' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('Something went wrong, Please try again ...'),
      ),
    );
    // The dialog stays open with what was typed, to try again.
    expect(screen.getByRole('dialog', { name: 'Record verification: DEA registration' })).toBeInTheDocument();
  });
});
