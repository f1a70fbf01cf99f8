import { describe, expect, it } from 'vitest';
import { expectFirstCallsMade } from '@docapply/ui/test-kit';
import { FIRST_CALLS } from '@/app/first-calls';
import { HOSPITAL_ID } from './applications-fixtures';
import { createMockApi, createUser, renderApp } from './render-app';

// Each entry of the table, at an address it is for, with the values its calls are filled with.
const PAGES: { address: string; entry: number; values: Record<string, string> }[] = [
  { address: '/dashboard', entry: 0, values: {} },
  { address: `/apply?hospital=${HOSPITAL_ID}`, entry: 1, values: { hospital: HOSPITAL_ID } },
  { address: '/apply', entry: 2, values: {} },
  { address: '/my/application', entry: 3, values: {} },
];

describe("the portal's first calls, started by index.html (issue 43)", () => {
  it('are listed for the pages tried here', () => {
    expect(PAGES.map((page) => page.entry).sort()).toEqual(FIRST_CALLS.map((_entry, index) => index));
  });

  it.each(PAGES)('are calls $address makes as it opens', async ({ address, entry, values }) => {
    const api = createMockApi();
    renderApp(address, { user: createUser(), api });
    await expectFirstCallsMade(api, FIRST_CALLS[entry], values);
  });
});
