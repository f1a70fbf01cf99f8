import { describe, expect, it } from 'vitest';
import { expectFirstCallsMade } from '@docapply/ui/test-kit';
import { FIRST_CALLS } from '@/app/first-calls';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

// Each entry of the table, at an address it is for, with the values its calls are filled with (the
// review's parts open with the application, so it answers; any other GET fails, once made).
const PAGES: {
  address: string;
  entry: number;
  values: Record<string, string>;
  gets?: Record<string, unknown>;
}[] = [
  { address: '/applications', entry: 0, values: {}, gets: {} },
  {
    address: `/applications/${APPLICATION_ID}`,
    entry: 1,
    values: { id: APPLICATION_ID },
    gets: { [`/admin/applications/${APPLICATION_ID}`]: createReview({ status: 'in-review' }) },
  },
];

describe("the admin site's first calls, started by index.html (issue 43)", () => {
  it('are listed for the pages tried here', () => {
    expect(PAGES.map((page) => page.entry).sort()).toEqual(FIRST_CALLS.map((_entry, index) => index));
  });

  it.each(PAGES)('are calls $address makes as it opens', async ({ address, entry, values, gets }) => {
    const api = createMockApi(gets);
    renderAdmin(address, { user: createAdminUser(), api });
    await expectFirstCallsMade(api, FIRST_CALLS[entry], values);
  });
});
