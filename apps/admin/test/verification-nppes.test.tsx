import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TVerificationItem } from '@docapply/contracts';
import {
  NPI_ITEM,
  VERIFICATION_PATH,
  answerVerification,
  createItem,
  createVerification,
  renderVerification,
} from './verification-fixtures';

const CHECK_PATH = `${VERIFICATION_PATH}/item-npi/check`;
const OFFLINE = 'The NPPES NPI Registry did not answer. Try again, or verify by hand.';

const PENDING_NPI: TVerificationItem = {
  ...NPI_ITEM,
  state: 'pending',
  source: null,
  verifiedAt: null,
  verifiedBy: null,
  checks: [],
  evidence: { file: null, record: null, recordContentType: null },
};
const MISMATCH_NPI: TVerificationItem = {
  ...NPI_ITEM,
  state: 'discrepancy',
  checks: [
    { field: 'Name', expected: 'Dana Doe', found: 'DANA DOE', matches: true },
    { field: 'Licence CA', expected: 'A123456', found: 'G99999', matches: false },
  ],
};

async function renderNpi(item: TVerificationItem = PENDING_NPI) {
  const view = renderVerification(createVerification({ items: [item, createItem()], done: 0, total: 2 }));
  const card = await screen.findByRole('region', { name: 'Verification' });
  const npi = (await within(card).findByRole('heading', { level: 4, name: 'Identity and NPI' })).closest(
    'li',
  ) as HTMLElement;
  return { ...view, card, npi, user: userEvent.setup() };
}

/** What the server holds once the look-up is done: the post's answer, and every read after it. */
function answerCheck(api: Awaited<ReturnType<typeof renderNpi>>['api'], item: TVerificationItem) {
  answerVerification(api, createVerification({ items: [item, createItem()], done: 1, total: 2 }));
  let finish: () => void = () => undefined;
  api.post.mockReturnValueOnce(new Promise((resolve) => (finish = () => resolve(item))));
  return () => finish();
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('verifying the NPI with the NPPES registry', () => {
  it('shows the look-up in progress, then each field compared, and moves focus to the result', async () => {
    const { api, npi, user } = await renderNpi();
    expect(within(npi).queryByRole('table')).not.toBeInTheDocument();
    const finish = answerCheck(api, NPI_ITEM);
    await user.click(within(npi).getByRole('button', { name: 'Verify with NPPES' }));

    expect(api.post).toHaveBeenCalledWith(CHECK_PATH);
    expect(within(npi).getByRole('button', { name: /Verifying with NPPES/ })).toBeDisabled();
    expect(
      within(npi).getByText('Verifying with NPPES…', { selector: '[role="status"] *' }),
    ).toBeInTheDocument();

    finish();
    const table = await within(npi).findByRole('table', { name: 'Checks against the NPPES NPI Registry' });
    expect(rowsOf(table)).toEqual([
      'FieldApplication saysRegistry saysMatch',
      'NameDana DoeDANA DOE✓ Matches',
      'CredentialMDM.D.✓ Matches',
    ]);
    expect(npi).toHaveTextContent('Verified byDocApply: NPPES NPI Registry');
    await waitFor(() =>
      expect(within(npi).getByRole('heading', { level: 5, name: 'NPPES NPI Registry result' })).toHaveFocus(),
    );
    expect(within(npi).getByRole('button', { name: 'Verify with NPPES' })).toBeEnabled();
  });

  it('marks the fields that do not match and the item as a discrepancy', async () => {
    const { api, npi, user } = await renderNpi();
    const finish = answerCheck(api, MISMATCH_NPI);
    await user.click(within(npi).getByRole('button', { name: 'Verify with NPPES' }));
    finish();
    const table = await within(npi).findByRole('table', { name: 'Checks against the NPPES NPI Registry' });
    expect(rowsOf(table)).toContain('Licence CAA123456G99999✗ Does not match');
    expect(npi).toHaveTextContent('Discrepancy');
  });

  it('says when the registry does not answer, and offers a retry and verifying by hand', async () => {
    const { api, npi, user } = await renderNpi();
    const finish = answerCheck(api, { ...PENDING_NPI, lastError: OFFLINE });
    await user.click(within(npi).getByRole('button', { name: 'Verify with NPPES' }));
    finish();
    const alert = await within(npi).findByRole('alert');
    expect(alert).toHaveTextContent(OFFLINE);
    expect(npi).toHaveTextContent('Pending');
    await waitFor(() =>
      expect(within(npi).getByRole('heading', { level: 5, name: 'NPPES NPI Registry result' })).toHaveFocus(),
    );

    // Try again: the registry answers this time.
    const again = answerCheck(api, NPI_ITEM);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(api.post).toHaveBeenCalledTimes(2);
    again();
    expect(
      await within(npi).findByRole('table', { name: 'Checks against the NPPES NPI Registry' }),
    ).toBeInTheDocument();
    expect(within(npi).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the manual record from the alert, and gives focus to the item once the alert is gone', async () => {
    const { api, npi, user } = await renderNpi({ ...PENDING_NPI, lastError: OFFLINE });
    const alert = within(npi).getByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Verify by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record verification: Identity and NPI' });
    expect(within(dialog).getByRole('textbox', { name: 'Source' })).toHaveValue('NPPES NPI Registry');

    const recorded = { ...NPI_ITEM, verifiedBy: { userId: 'admin-1', name: 'Mary Staff' }, checks: [] };
    answerVerification(api, createVerification({ items: [recorded, createItem()], done: 1, total: 2 }));
    api.put.mockResolvedValueOnce(recorded);
    await user.click(within(dialog).getByRole('button', { name: 'Save verification' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(npi).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(npi).getByRole('button', { name: 'Record verification: Identity and NPI' }),
      ).toHaveFocus(),
    );
  });
});
