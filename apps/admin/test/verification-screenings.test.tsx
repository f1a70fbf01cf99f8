import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TScreening } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID } from './admin-fixtures';
import {
  VERIFICATION_PATH,
  createScreening,
  createVerification,
  renderVerification,
} from './verification-fixtures';

const RESOLVE_PATH = `/admin/applications/${APPLICATION_ID}/screenings/screening-sam-2/resolve`;

const OIG_HIT = createScreening({
  result: 'hit',
  matchedBy: 'npi',
  entry: {
    LASTNAME: 'DOE',
    FIRSTNAME: 'DANA',
    MIDNAME: '',
    NPI: '1234567893',
    DOB: '19800229',
    EXCLTYPE: '1128a1',
    EXCLDATE: '20250115',
    ADDRESS: '12 ELM ST',
    CITY: 'SPRINGFIELD',
    STATE: 'IL',
    ZIP: '62701',
  },
});
const SAM_POSSIBLE = createScreening({
  id: 'screening-sam-2',
  source: 'sam',
  listDate: '2026-03-02',
  screenedAt: '2026-03-06T10:00:00.000Z',
  result: 'possible',
  matchedBy: 'name',
  entry: {
    First: 'Dana',
    Last: 'Doe',
    'Exclusion Type': 'Ineligible (Proceedings Completed)',
    'Active Date': '02/01/2024',
    'Address 1': '400 Main St',
    City: 'Austin',
    'State / Province': 'TX',
    'Zip Code': '73301',
  },
});
// An older screening of the same list: only the latest is shown.
const SAM_OLD = createScreening({ id: 'screening-sam-1', source: 'sam', listDate: '2026-02-01' });

function renderScreenings(screenings: TScreening[]) {
  const view = renderVerification(createVerification({ screenings }));
  const findList = async () => {
    const card = await screen.findByRole('region', { name: 'Verification' });
    return within(card).findByRole('list', { name: 'Exclusion screenings' });
  };
  return { ...view, findList, user: userEvent.setup() };
}

const part = (list: HTMLElement, name: string) =>
  within(list).getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('exclusion screenings on the review', () => {
  it('shows the latest result of each list with its date: a hit in red, a possible match to decide', async () => {
    const { findList } = renderScreenings([SAM_POSSIBLE, OIG_HIT, SAM_OLD]);
    const list = await findList();
    const oig = part(list, 'OIG LEIE');
    expect(oig).toHaveTextContent('List of 03/01/2026, screened on 03/05/2026');
    const hit = within(oig).getByRole('status');
    expect(hit).toHaveClass('MuiAlert-colorError');
    expect(hit).toHaveTextContent('Excluded: listed on the OIG LEIE by NPI');
    expect(hit).toHaveTextContent('NameDANA DOE');
    expect(hit).toHaveTextContent('Date of birth02/29/1980');
    expect(hit).toHaveTextContent('NPI1234567893');
    expect(hit).toHaveTextContent('Exclusion type1128a1');
    expect(hit).toHaveTextContent('Exclusion date01/15/2025');
    expect(hit).toHaveTextContent('Address12 ELM ST, SPRINGFIELD, IL 62701');
    expect(within(oig).queryByRole('button')).not.toBeInTheDocument();

    const sam = part(list, 'SAM exclusions');
    expect(sam).toHaveTextContent('List of 03/02/2026, screened on 03/06/2026');
    expect(sam).toHaveTextContent('Possible match by name: confirm or dismiss it');
    expect(sam).toHaveTextContent('NameDana Doe');
    expect(sam).toHaveTextContent('Exclusion typeIneligible (Proceedings Completed)');
    expect(sam).toHaveTextContent('Address400 Main St, Austin, TX 73301');
    expect(
      within(sam).getByRole('button', { name: 'Dismiss as false positive: SAM exclusions' }),
    ).toBeEnabled();
    expect(within(sam).getByRole('button', { name: 'Confirm match: SAM exclusions' })).toBeEnabled();
    expect(await seriousAxeViolations(list)).toEqual([]);
  });

  it('says when a list shows no match, or was never screened', async () => {
    const { findList } = renderScreenings([createScreening()]);
    const list = await findList();
    expect(part(list, 'OIG LEIE')).toHaveTextContent('No match: the doctor is not on the list.');
    expect(part(list, 'SAM exclusions')).toHaveTextContent('Not screened yet.');
  });

  it('dismisses a possible match as a false positive only with a note', async () => {
    const { api, findList, user } = renderScreenings([SAM_POSSIBLE, OIG_HIT]);
    const list = await findList();
    await user.click(
      within(part(list, 'SAM exclusions')).getByRole('button', {
        name: 'Dismiss as false positive: SAM exclusions',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss as a false positive?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss as false positive' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Different DOB and state.');
    const dismissed: TScreening = {
      ...SAM_POSSIBLE,
      resolution: 'dismissed',
      resolvedBy: 'Mary Staff',
      resolvedAt: '2026-03-08T09:00:00.000Z',
      resolutionNote: 'Different DOB and state.',
    };
    const after = createVerification({ screenings: [dismissed, OIG_HIT] });
    api.post.mockResolvedValueOnce(after);
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss as false positive' }));

    expect(api.post).toHaveBeenCalledWith(RESOLVE_PATH, {
      resolution: 'dismissed',
      note: 'Different DOB and state.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sam = part(list, 'SAM exclusions');
    expect(sam).toHaveTextContent(
      'Possible match by name: Dismissed as a false positive by Mary Staff on 03/08/2026.',
    );
    expect(sam).toHaveTextContent('Note: Different DOB and state.');
    expect(within(sam).queryByRole('button')).not.toBeInTheDocument();
    // The buttons went with the decision: focus is on the list's heading, not lost.
    await waitFor(() =>
      expect(within(sam).getByRole('heading', { level: 4, name: 'SAM exclusions' })).toHaveFocus(),
    );
    // The answer is the whole checklist: it is shown as answered, not read a second time.
    expect(api.get.mock.calls.filter(([path]) => path === VERIFICATION_PATH)).toHaveLength(1);
  });

  it('confirms a match, and shows a refusal with its field message on the note', async () => {
    const { api, findList, user } = renderScreenings([SAM_POSSIBLE]);
    const list = await findList();
    const opener = within(part(list, 'SAM exclusions')).getByRole('button', {
      name: 'Confirm match: SAM exclusions',
    });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the match?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note' }),
      'Same person: DOB confirmed by phone.',
    );
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: { note: 'At most 2000 characters' },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm match' }));
    expect(api.post).toHaveBeenCalledWith(RESOLVE_PATH, {
      resolution: 'confirmed',
      note: 'Same person: DOB confirmed by phone.',
    });
    expect(await within(dialog).findByText('At most 2000 characters')).toBeInTheDocument();

    // Cancelled: focus is back on the button that opened the dialog.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
