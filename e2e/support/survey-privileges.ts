import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, fillText, selectOption, tick, typeDate } from './form-fill';
import { checkAccessible, waitSaved } from './page-checks';

/** The Dashboard link stays highlighted on /survey and /privilege (in the drawer on a phone). */
async function expectDashboardHighlighted(page: Page) {
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  const isPhone = await menu.isVisible();
  if (isPhone) {
    await menu.click();
  }
  expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  if (isPhone) {
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    await menu.waitFor();
  }
}

/** The survey page: every required answer, and the "Other" system that asks which one. */
export async function fillSurvey(page: Page, hospital: string) {
  await page.waitForURL('**/survey?application=*');
  await page.getByRole('heading', { name: `Pre-appointment survey — ${hospital}` }).waitFor();
  await expectDashboardHighlighted(page);
  await checkAccessible(page, 'survey');
  await typeDate(page, 'Preferred start date', '01/05/2030');
  await fillText(page, 'Expected admissions per month', '40');
  await choose(page, 'Where will you mostly practice?', 'Both');
  await selectOption(page, 'Electronic health record you know best', 'Other');
  await fillText(page, 'Which system?', 'VistA');
  await choose(page, 'Are you interested in teaching residents and students?', 'Yes');
  await choose(page, 'Would you see patients by telehealth?', 'No');
  await page.getByText('Every required answer is given.').waitFor();
  await waitSaved(page);
  await checkAccessible(page, 'survey, filled');
}

/** Privileges: two requested, the first removed (confirmed), the second's questions answered. */
export async function choosePrivileges(page: Page, hospital: string) {
  await page.waitForURL('**/privilege?application=*');
  await page.getByRole('heading', { name: `Privileges — ${hospital}` }).waitFor();
  await page.getByRole('button', { name: 'Request Core internal medicine' }).waitFor();
  await expectDashboardHighlighted(page);
  await checkAccessible(page, 'privileges');

  // Requesting a privilege opens its questions at once; the first is left for later.
  await page.getByRole('button', { name: 'Request Core internal medicine' }).click();
  const first = page.getByRole('dialog', { name: 'Core internal medicine — questions' });
  await first.getByLabel(/^Number of inpatient encounters/).waitFor();
  await checkAccessible(page, 'privilege questions');
  await first.getByRole('button', { name: 'Done' }).click();
  await first.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Request Lumbar puncture' }).click();
  const second = page.getByRole('dialog', { name: 'Lumbar puncture — questions' });
  await fillText(second, 'Number of lumbar punctures in the past 24 months', '3');
  await choose(second, 'At least 5 lumbar punctures in the past 24 months?', 'No');
  await fillText(second, 'Supervising physician for your first cases here', 'Dr. Nina Patel');
  await tick(second, /^I attest that I meet the criteria above/);
  await second.getByText('Every required answer is given.').waitFor();
  await waitSaved(second);
  await second.getByRole('button', { name: 'Done' }).click();
  await second.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Remove Core internal medicine' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this privilege?' });
  await checkAccessible(page, 'privileges: confirm removal');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await page.getByText('Core internal medicine was removed.').waitFor();
  const requested = page.getByRole('list', { name: 'Requested privileges' });
  await page.getByRole('heading', { name: 'Your requested privileges (1)' }).waitFor();
  await requested.getByText('Complete', { exact: true }).waitFor();
  expect(await requested.getByRole('listitem').allInnerTexts()).toEqual([
    expect.stringContaining('Lumbar puncture'),
  ]);
  await checkAccessible(page, 'privileges, one requested');
}
