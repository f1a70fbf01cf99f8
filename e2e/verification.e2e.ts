import { stringify } from 'csv-stringify/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { TExclusionImport } from '@docapply/contracts';
import { PLATFORM_ADMIN, decide } from './support/admin';
import { signInViaApi } from './support/api-client';
import { createApplicationViaApi, signInAdminInBrowser } from './support/approved-doctor';
import { VIEWPORTS, launchBrowser } from './support/browser';
import { reportFailure } from './support/failure-report';
import { startMailbox, type TMailbox } from './support/mailbox';
import { startProductWithNpiRegistry, type TFakeNpiRegistry } from './support/npi-registry';
import {
  checkAccessible,
  expectFocusShown,
  expectFocusShownWhileTabbing,
  openPage,
} from './support/page-checks';
import type { TProduct } from './support/server';

const FALSE_POSITIVE =
  'Different person: the LEIE entry lives in Ohio and has no NPI; our doctor’s NPI is verified.';
const REVIEW_VIEWPORT = { width: 1280, height: 900 };
const BOARD = 'Illinois Department of Financial and Professional Regulation';

/** The LEIE's columns in the file's order; one listed person shares the doctor's name and birthday. */
const LEIE_HEADER = [
  'LASTNAME', 'FIRSTNAME', 'MIDNAME', 'BUSNAME', 'GENERAL', 'SPECIALTY', 'UPIN', 'NPI', 'DOB', 'ADDRESS',
  'CITY', 'STATE', 'ZIP', 'EXCLTYPE', 'EXCLDATE', 'REINDATE', 'WAIVERDATE', 'WVRSTATE',
]; // prettier-ignore
const LEIE_ROWS = [
  ['OKAFOR', 'ADA', '', '', 'IND- LIC HC SERV PRO', 'NURSE/NURSES AIDE', '', '0000000000', '19820417',
    '100 MAIN ST', 'DAYTON', 'OH', '45402', '1128b4', '20190320', '00000000', '00000000', ''],
  ['SMITH', 'JOHN', 'Q', '', 'OTHER BUSINESS', 'PHARMACY', '', '1588667638', '19700101',
    '1 OAK AVE', 'AUSTIN', 'TX', '78701', '1128a1', '20200115', '00000000', '00000000', ''],
]; // prettier-ignore
const SAM_HEADER = [
  'Classification', 'Name', 'Prefix', 'First', 'Middle', 'Last', 'Suffix', 'Address 1', 'Address 2',
  'Address 3', 'Address 4', 'City', 'State / Province', 'Country', 'Zip Code', 'Open Data Flag',
  'Blank (Deprecated)', 'Unique Entity ID', 'Exclusion Program', 'Excluding Agency', 'CT Code',
  'Exclusion Type', 'Additional Comments', 'Active Date', 'Termination Date', 'Record Status',
  'Cross-Reference', 'SAM Number', 'CAGE', 'NPI', 'Creation_Date',
]; // prettier-ignore
const SAM_ROW = [
  'Individual', '', '', 'WILLIAM', '', 'BROWN', '', '5 ELM RD', '', '', '', 'RENO', 'NV', 'USA', '89501',
  'Y', '', '', 'Reciprocal', 'HHS', 'Z1', 'Prohibition/Restriction', '', '01/02/2020', 'Indefinite',
  'Active', '', 'S4MR3Q001', '', '', '01/03/2020',
]; // prettier-ignore

/** Uploads a list as the platform's Exclusion lists page does. */
async function importList(product: TProduct, token: string, source: 'oig' | 'sam', csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), source === 'oig' ? 'UPDATED.csv' : 'SAM.csv');
  const res = await fetch(`${product.baseUrl}/api/platform/exclusion-lists/${source}/import`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { result: TExclusionImport }).result;
}

function itemNamed(checklist: Locator, label: string): Locator {
  return checklist
    .getByRole('listitem')
    .filter({ has: checklist.page().getByRole('heading', { name: label, exact: true }) });
}

async function expectState(item: Locator, state: string) {
  await expect.poll(() => item.getByText(state, { exact: true }).count()).toBeGreaterThan(0);
}

/**
 * Shift+Tab to a checklist button the window was scrolled to put wholly under the sticky bars: it is
 * scrolled clear of them. The window is kept in E2E_SCREENSHOTS when set.
 */
async function shiftTabUnderTheBars(page: Page, shot: string) {
  await page.getByRole('button', { name: 'Record verification: State licence IL' }).focus();
  await page.getByRole('button', { name: 'Verify with NPPES' }).evaluate((previous) => {
    const stuck = [...document.querySelectorAll('header, nav')].filter((bar) =>
      ['sticky', 'fixed'].includes(getComputedStyle(bar).position),
    );
    const barsBottom = Math.max(0, ...stuck.map((bar) => bar.getBoundingClientRect().bottom));
    window.scrollBy(0, previous.getBoundingClientRect().bottom - (barsBottom - 4));
  });
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Verify with NPPES');
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${shot}.png` });
  }
  await expectFocusShown(page, `Shift+Tab to a control under the bars (${shot})`);
}

describe('primary-source verification', { timeout: 240_000 }, () => {
  let mailbox: TMailbox;
  let product: TProduct;
  let registry: TFakeNpiRegistry;
  let stop: () => Promise<void>;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    ({ product, registry, stop } = await startProductWithNpiRegistry({ smtpUrl: mailbox.url }));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stop?.();
    await mailbox?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      await reportFailure(ctx.task.name, browser, product);
    }
  });

  it('the coordinator verifies the NPI, dismisses a possible LEIE match, records the licence and moves the file to finalise', async () => {
    // This month's lists: the LEIE names someone with the doctor's name and birthday but no NPI.
    const platform = await signInViaApi(product, mailbox, PLATFORM_ADMIN);
    expect(
      (await importList(product, platform.token, 'oig', stringify([LEIE_HEADER, ...LEIE_ROWS]))).rowCount,
    ).toBe(2);
    expect(
      (await importList(product, platform.token, 'sam', stringify([SAM_HEADER, SAM_ROW]))).rowCount,
    ).toBe(1);
    const created = await createApplicationViaApi(product, mailbox, { until: 'in-review' });
    // The possible match is screened on submission, and the hospital's admins hear of it.
    await mailbox.waitFor('admin@riverside.example.org', /exclusion/i);

    const page: Page = await openPage(await browser.newContext({ viewport: REVIEW_VIEWPORT }));
    await signInAdminInBrowser(page, product, created);
    await page.goto(`${product.baseUrl}/admin/applications/${created.applicationId}`);
    const checklist = page.getByRole('list', { name: 'Verification checklist' });
    await checklist.waitFor();
    await checkAccessible(page, 'review with the verification checklist');
    // A keyboard user sees every control Tab and Shift+Tab reach, none under the sticky bars, on a
    // laptop and at 200 % zoom.
    await expectFocusShownWhileTabbing(page, 'review at 1280 px');
    await shiftTabUnderTheBars(page, 'review-1280-shift-tab');
    await page.setViewportSize(VIEWPORTS.zoomed);
    await expectFocusShownWhileTabbing(page, 'review at 640x360 (200 % zoom)');
    await shiftTabUnderTheBars(page, 'review-640x360-shift-tab');
    await page.setViewportSize(REVIEW_VIEWPORT);
    // Finalise waits for the required items.
    await page
      .getByText(/Verify before finalise/)
      .first()
      .waitFor();

    // 1. NPI against the (fake) NPPES registry: every check matches, the record is kept.
    const npi = itemNamed(checklist, 'Identity and NPI');
    await npi.getByRole('button', { name: 'Verify with NPPES' }).click();
    const checks = npi.getByRole('table', { name: 'Checks against the NPPES NPI Registry' });
    await checks.waitFor();
    expect(await checks.getByText('✗ Does not match').count()).toBe(0);
    await expectState(npi, 'Verified');
    expect(registry.requests.some((query) => query.get('number') === '1234567893')).toBe(true);
    await npi.getByRole('button', { name: /View fetched record/ }).click();
    const record = page.getByRole('dialog');
    await record
      .getByText(/"number":\s*"1234567893"/)
      .first()
      .waitFor();
    await checkAccessible(page, 'the fetched NPPES record');
    await page.keyboard.press('Escape');
    await record.waitFor({ state: 'hidden' });

    // 2. The LEIE's name-and-birthday match is someone else: dismissed with a note.
    const screenings = page.getByRole('list', { name: 'Exclusion screenings' });
    await screenings.getByText('OKAFOR').first().waitFor();
    await screenings.getByRole('button', { name: 'Dismiss as false positive: OIG LEIE' }).click();
    const dismiss = page.getByRole('dialog', { name: 'Dismiss as a false positive?' });
    await dismiss.getByRole('button', { name: 'Dismiss as false positive' }).click();
    await dismiss.getByText('Required').first().waitFor();
    await dismiss.getByLabel(/^Note/).fill(FALSE_POSITIVE);
    await checkAccessible(page, 'dismissing a possible LEIE match');
    await dismiss.getByRole('button', { name: 'Dismiss as false positive' }).click();
    await dismiss.waitFor({ state: 'hidden' });
    await screenings.getByText(FALSE_POSITIVE).waitFor();
    await expectState(itemNamed(checklist, 'OIG exclusions (LEIE)'), 'Verified');
    await expectState(itemNamed(checklist, 'SAM exclusions'), 'Verified');

    // 3. The Illinois licence, checked at the board's look-up page, with its screenshot as evidence.
    // (The screenshot: this page, standing in for the board's look-up page.)
    const screenshot = await page.screenshot({ type: 'png' });
    const licence = itemNamed(checklist, 'State licence IL');
    await licence.getByRole('button', { name: 'Record verification: State licence IL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record verification: State licence IL' });
    await dialog.getByLabel(/^Source/).fill(BOARD);
    await dialog.getByLabel(/^Reference number/).fill('IDFPR-2026-118204');
    await dialog.getByLabel('Evidence file').setInputFiles({
      name: 'idfpr-lookup.png',
      mimeType: 'image/png',
      buffer: screenshot,
    });
    await dialog.getByText('idfpr-lookup.png').waitFor();
    await checkAccessible(page, 'recording a licence verification');
    await dialog.getByRole('button', { name: 'Save verification' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectState(licence, 'Verified');
    await licence.getByText(BOARD).waitFor();
    // The evidence is kept: the surveyor downloads the very screenshot.
    const [evidence] = await Promise.all([
      page.waitForEvent('download'),
      licence.getByRole('button', { name: /Download evidence idfpr-lookup\.png/ }).click(),
    ]);
    expect(evidence.suggestedFilename()).toBe('idfpr-lookup.png');

    // 4. Every required item verified: the file moves to finalise.
    await expect.poll(() => page.getByText(/Verify before finalise/).count()).toBe(0);
    // Decided from the keyboard: its button gone, the focus shows on the Decision heading.
    await decide(page, 'Finalise', 'Verified and ready for the committee.', 'Finalise', { byKeyboard: true });
    await page.getByRole('heading', { name: 'Decision', level: 2 }).and(page.locator(':focus')).waitFor();
    await expectFocusShown(page, 'after a decision taken from the keyboard');
    await checkAccessible(page, 'review at finalise');
  });
});
