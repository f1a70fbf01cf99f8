import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TExclusionImport, TExclusionLists } from '@docapply/contracts';
import { ApiError, type TUploadOptions } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

function createImport(overrides: Partial<TExclusionImport> = {}): TExclusionImport {
  return {
    id: 'import-1',
    source: 'oig',
    listDate: '2026-02-01',
    fileName: 'UPDATED.csv',
    url: null,
    rowCount: 70_412,
    importedAt: '2026-02-03T14:05:09.000Z',
    importedBy: 'Pat Platform',
    durationMs: 12_400,
    screened: 1_204,
    hits: 1,
    possible: 2,
    ...overrides,
  };
}

const OIG_CURRENT = createImport();
const OIG_EARLIER = createImport({
  id: 'import-0',
  listDate: '2026-01-01',
  fileName: null,
  url: 'https://oig.hhs.gov/exclusions/downloadables/UPDATED.csv',
  importedBy: null,
  rowCount: 70_100,
  durationMs: 65_000,
  hits: 0,
  possible: 1,
});

const LISTS: TExclusionLists = {
  sources: [
    { source: 'oig', url: null, current: OIG_CURRENT, history: [OIG_CURRENT, OIG_EARLIER] },
    { source: 'sam', url: 'https://sam.example.gov/exclusions.csv', current: null, history: [] },
  ],
};

function renderLists() {
  const api = { ...createMockApi({ '/platform/exclusion-lists': LISTS }), upload: vi.fn() };
  const view = renderAdmin('/platform/exclusion-lists', {
    user: createAdminUser({ roles: ['platform_admin'] }),
    api,
  });
  return { ...view, api };
}

const findCard = (name: string) => screen.findByRole('region', { name });

// Whole routes with lazy pages: slow on a busy machine.
describe('exclusion lists page', () => {
  it('is in the platform menu and shows each list, its address and its imports', async () => {
    const { container } = renderLists();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Platform' }));
    expect(await screen.findByRole('menuitem', { name: 'Exclusion lists' })).toHaveAttribute(
      'href',
      '/platform/exclusion-lists',
    );
    await userEvent.keyboard('{Escape}');

    const oig = await findCard('OIG LEIE');
    const current = oig.querySelector('dl') as HTMLElement;
    expect(current).toHaveTextContent('List date02/01/2026');
    expect(current).toHaveTextContent('Rows70,412 rows');
    expect(current).toHaveTextContent('by Pat Platform');
    expect(current).toHaveTextContent('Import took12.4 sec');
    expect(current).toHaveTextContent('Screened1,204 applications: 1 hit, 2 possible matches');
    expect(within(oig).getByRole('textbox', { name: 'Download address' })).toHaveValue('');
    expect(within(oig).getByRole('button', { name: 'Download now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const history = within(oig).getByRole('table', { name: 'OIG LEIE imports' });
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('01/01/2026');
    expect(rows[2]).toHaveTextContent('by the monthly download');
    expect(rows[2]).toHaveTextContent('1.1 min');

    const sam = await findCard('SAM exclusions');
    expect(within(sam).getByText(/No list imported yet/)).toBeInTheDocument();
    expect(within(sam).getByRole('textbox', { name: 'Download address' })).toHaveValue(
      'https://sam.example.gov/exclusions.csv',
    );
    expect(within(sam).getByText('No imports yet.')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('refuses an address that is not a web address, then saves one', async () => {
    const { api } = renderLists();
    api.put.mockResolvedValueOnce({
      sources: [{ ...LISTS.sources[0], url: 'https://oig.example.gov/UPDATED.csv' }, LISTS.sources[1]],
    });
    const user = userEvent.setup();
    const oig = await findCard('OIG LEIE');
    const address = within(oig).getByRole('textbox', { name: 'Download address' });
    await user.type(address, 'ftp://oig.example.gov/UPDATED.csv');
    await user.click(within(oig).getByRole('button', { name: 'Save address' }));
    expect(
      await within(oig).findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, ' https://oig.example.gov/UPDATED.csv ');
    await user.click(within(oig).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/platform/exclusion-lists/oig', {
        url: 'https://oig.example.gov/UPDATED.csv',
      }),
    );
    expect(await screen.findByText('The OIG LEIE download address was saved.')).toBeInTheDocument();
    expect(within(oig).getByRole('button', { name: 'Download now' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('downloads the list now and says what the import found, keeping the focus on the button', async () => {
    const { api } = renderLists();
    const result = createImport({
      id: 'import-2',
      source: 'sam',
      listDate: '2026-03-01',
      hits: 0,
      possible: 1,
    });
    api.post.mockResolvedValueOnce(result);
    const user = userEvent.setup();
    const sam = await findCard('SAM exclusions');
    const button = within(sam).getByRole('button', { name: 'Download now' });
    await user.click(button);
    expect(api.post).toHaveBeenCalledWith('/platform/exclusion-lists/sam/download');
    expect(await within(sam).findByRole('status')).toHaveTextContent(
      'Imported the list of 03/01/2026: 70,412 rows in 12.4 sec. Screened 1,204 applications: 0 hits, 1 possible match.',
    );
    expect(button).toHaveFocus();
  });

  it('uploads a CSV with its list date, showing the progress, then the result', async () => {
    const { api } = renderLists();
    let finish: (value: TExclusionImport) => void = () => undefined;
    api.upload.mockImplementationOnce((_path: string, _form: FormData, options: TUploadOptions) => {
      options.onProgress?.(40);
      return new Promise<TExclusionImport>((resolve) => {
        finish = resolve;
      });
    });
    const user = userEvent.setup();
    const oig = await findCard('OIG LEIE');
    const date = await within(oig).findByRole('group', { name: 'List date' });
    await user.click(within(date).getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('03012026');
    const input = oig.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['LASTNAME,FIRSTNAME\n'], 'UPDATED.csv', { type: 'text/csv' }));

    expect(await within(oig).findByRole('progressbar', { name: 'Uploading UPDATED.csv' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(oig).getByText('Uploading UPDATED.csv… 40%')).toBeInTheDocument();
    const [path, form] = api.upload.mock.calls[0] as [string, FormData];
    expect(path).toBe('/platform/exclusion-lists/oig/import');
    expect(form.get('listDate')).toBe('2026-03-01');
    expect((form.get('file') as File).name).toBe('UPDATED.csv');

    finish(createImport({ id: 'import-3', listDate: '2026-03-01' }));
    expect(await within(oig).findByRole('status')).toHaveTextContent('Imported the list of 03/01/2026');
    expect(within(oig).queryByRole('progressbar')).toBeNull();
  });

  it('shows the API’s reason when an import is refused, and refuses a file that is not a CSV', async () => {
    const { api } = renderLists();
    api.upload.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The file is missing the columns LASTNAME, NPI',
      }),
    );
    const user = userEvent.setup();
    const sam = await findCard('SAM exclusions');
    const input = sam.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'list.csv', { type: 'text/csv' }));
    expect(await within(sam).findByRole('alert')).toHaveTextContent(
      'The file is missing the columns LASTNAME, NPI',
    );
    const [, form] = api.upload.mock.calls[0] as [string, FormData];
    expect(form.has('listDate')).toBe(false);

    // The input only offers CSV files; one chosen anyway is refused before anything is sent.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'list.pdf'));
    expect(await within(sam).findByRole('alert')).toHaveTextContent('Choose the list as a CSV file (.csv)');
    expect(api.upload).toHaveBeenCalledTimes(1);

    // A date the server refuses is marked on the date field too.
    api.upload.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Enter the date of the list, today or earlier',
        fields: { listDate: 'Enter the date of the list, today or earlier' },
      }),
    );
    await user.upload(input, new File(['x'], 'list.csv', { type: 'text/csv' }));
    expect(await within(sam).findByRole('alert')).toHaveTextContent(
      'Enter the date of the list, today or earlier',
    );
    expect(within(sam).getByRole('group', { name: 'List date' })).toHaveAccessibleDescription(
      'Enter the date of the list, today or earlier',
    );
    expect(await seriousAxeViolations(sam)).toEqual([]);
  });
});
