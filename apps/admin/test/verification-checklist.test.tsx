import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type TDownloadedFile } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { NPPES_RECORD, VERIFICATION_PATH, renderVerification } from './verification-fixtures';

const findCard = () => screen.findByRole('region', { name: 'Verification' });

/** Each item of the checklist by its heading. */
async function findItem(card: HTMLElement, label: string): Promise<HTMLElement> {
  const heading = await within(card).findByRole('heading', { level: 4, name: label });
  return heading.closest('li') as HTMLElement;
}

function stubDownloads() {
  // jsdom has no object URLs and does not download (this file's DOM is its own).
  URL.createObjectURL = vi.fn(() => 'blob:evidence');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('the verification checklist on the review', () => {
  it('shows the progress, the validity and every item with its state, source, date and verifier', async () => {
    renderVerification();
    const card = await findCard();
    expect(await within(card).findByText('3 of 5 verified')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: '3 of 5 verified' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(card).toHaveTextContent('Verifications stay valid for 180 days before the decision.');
    const list = within(card).getByRole('list', { name: 'Verification checklist' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Identity and NPI',
      'State licence CA',
      'DEA registration',
      'Board certification',
      'Education and training',
    ]);

    const npi = await findItem(card, 'Identity and NPI');
    expect(npi).toHaveTextContent('Dana Doe, NPI 1234567893');
    expect(npi).toHaveTextContent('Verified');
    expect(npi).toHaveTextContent('Required');
    expect(npi).toHaveTextContent('Verified byDocApply: NPPES NPI Registry');
    expect(npi).toHaveTextContent('Date03/06/2026');

    const licence = await findItem(card, 'State licence CA');
    expect(licence).toHaveTextContent('SourceMedical Board of California');
    expect(licence).toHaveTextContent('Date03/07/2026');
    expect(licence).toHaveTextContent('Verified byMary Staff');
    expect(licence).toHaveTextContent('Reference numberMBC-2026-0042');
    expect(licence).toHaveTextContent('NoteClear, no actions.');
    const lookup = within(licence).getByRole('link', {
      name: 'Look up at the state board: State licence CA (opens in a new tab)',
    });
    expect(lookup).toHaveAttribute('href', 'https://search.dca.ca.gov/');
    expect(lookup).toHaveAttribute('target', '_blank');
    expect(lookup).toHaveAttribute('rel', 'noopener noreferrer');

    const dea = await findItem(card, 'DEA registration');
    expect(dea).toHaveTextContent('Pending');
    expect(dea).toHaveTextContent('Not verified yet.');
    expect(dea).not.toHaveTextContent('Required');
    expect(within(dea).queryByRole('link')).not.toBeInTheDocument();

    const board = await findItem(card, 'Board certification');
    expect(board).toHaveTextContent('Discrepancy');
    expect(board).toHaveTextContent('Expired: verify again');
    expect(licence).not.toHaveTextContent('Expired');

    expect(await findItem(card, 'Education and training')).toHaveTextContent('Not applicable');
    // Every item can be recorded by hand, each button named after its item.
    expect(within(card).getAllByRole('button', { name: /^Record verification: / })).toHaveLength(5);
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('downloads an uploaded evidence file and shows the record the system fetched', async () => {
    const saved = stubDownloads();
    const { api } = renderVerification();
    const card = await findCard();
    const licence = await findItem(card, 'State licence CA');
    api.getBlob.mockResolvedValueOnce({
      blob: new Blob(['png'], { type: 'image/png' }),
      fileName: 'mbc-lookup.png',
      contentType: 'image/png',
    } satisfies TDownloadedFile);
    const user = userEvent.setup();
    await user.click(
      within(licence).getByRole('button', { name: 'Download evidence mbc-lookup.png (240 KB)' }),
    );
    expect(api.getBlob).toHaveBeenCalledWith(`${VERIFICATION_PATH}/item-licence-ca/evidence`);
    await waitFor(() => expect(saved).toEqual(['mbc-lookup.png']));

    const npi = await findItem(card, 'Identity and NPI');
    api.getBlob.mockResolvedValueOnce({
      blob: new Blob([NPPES_RECORD], { type: 'application/json' }),
      fileName: 'npi-record.json',
      contentType: 'application/json',
    } satisfies TDownloadedFile);
    const opener = within(npi).getByRole('button', { name: 'View fetched record: Identity and NPI' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Fetched record: Identity and NPI' });
    expect(api.getBlob).toHaveBeenLastCalledWith(`${VERIFICATION_PATH}/item-npi/record`);
    // Shown indented to be read; the new tab and the download are the route's bytes, unchanged.
    const record = within(dialog).getByRole('region', { name: 'The record as fetched' });
    expect(record).toHaveTextContent('"number": "1234567893"');
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
        'download',
        'npi-record.json',
      ),
    );
    expect(within(dialog).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'href',
      'blob:evidence',
    );
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says when a download fails', async () => {
    const { api } = renderVerification();
    const licence = await findItem(await findCard(), 'State licence CA');
    api.getBlob.mockRejectedValueOnce(new ApiError({ statusCode: 500, code: 'INTERNAL' }));
    await userEvent.setup().click(within(licence).getByRole('button', { name: /^Download evidence/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('Something went wrong, Please try again ...'),
      ),
    );
  });

  it('offers to try again when the checklist cannot be read', async () => {
    const { api } = renderVerification();
    const answer = api.get.getMockImplementation();
    let reads = 0;
    api.get.mockImplementation(async (path: string) => {
      if (path === VERIFICATION_PATH && reads++ === 0) {
        throw new ApiError({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'You no longer administer this hospital',
        });
      }
      return answer?.(path);
    });
    const card = await findCard();
    expect(await within(card).findByText('You no longer administer this hospital')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('3 of 5 verified')).toBeInTheDocument();
  });
});
