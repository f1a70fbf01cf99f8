import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { decide, openFromQueue, signInAdmin } from './admin';
import { VIEWPORTS } from './browser';
import {
  OTHER_AVATAR,
  OWN_AVATAR,
  avatarColour,
  closeComments,
  commentCard,
  openComments,
  sendComment,
} from './comments';
import type { TMailbox } from './mailbox';
import { POLL, checkAccessible, openPage, waitSaved } from './page-checks';
import { SECRET_RESERVATION } from './request-forms';
import type { TProduct } from './server';

export type TReviewJourney = {
  browser: Browser;
  product: TProduct;
  mailbox: TMailbox;
  /** The doctor's page, on the detail of the application just submitted. */
  doctor: { page: Page; email: string };
  hospital: string;
  signature: string;
};

const QUESTION = 'Please add the month you started your fellowship to the training in section B.';
const ANSWER = 'Added: my fellowship started in July 2013.';
const NEW_SCHOOL = 'University of Illinois College of Medicine at Chicago';
const GREEN = 'rgb(46, 125, 50)'; // #2E7D32, approved

/** The admin's side, at tablet width: the review page with its documents, references and answers. */
async function openReview(context: BrowserContext, journey: TReviewJourney): Promise<Page> {
  const page = await openPage(context);
  await signInAdmin(page, journey.product, journey.mailbox);
  await openFromQueue(page, journey.doctor.email, journey.hospital);
  // Everything the hospital needs is on the review: answers, documents, and the references' answers.
  await page.getByRole('button', { name: 'View illinois-licence.pdf' }).first().click();
  const viewer = page.getByRole('dialog', { name: /illinois-licence\.pdf/ });
  await viewer.locator('iframe, embed, object, img').first().waitFor();
  await checkAccessible(page, 'admin document viewer');
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await viewer.waitFor({ state: 'hidden' });
  await page.getByText(SECRET_RESERVATION).first().waitFor();
  await checkAccessible(page, 'admin review');
  return page;
}

/** The doctor edits section B as asked and resubmits from the review step. */
async function editAndResubmit(page: Page, journey: TReviewJourney) {
  await page.reload();
  await page.getByText('Information requested', { exact: true }).first().waitFor();
  await checkAccessible(page, 'detail, information requested');
  await page.getByRole('link', { name: 'Edit and resubmit' }).click();
  await page.waitForURL('**/apply?*');
  const steps = page.getByRole('navigation', { name: 'Application steps' });
  await steps.getByRole('tab', { name: /B\. Education/ }).click();
  await page.getByRole('heading', { name: 'Education, training and licensure', level: 2 }).waitFor();
  await page.getByLabel(/^Medical school/).fill(NEW_SCHOOL);
  await waitSaved(page);
  await checkAccessible(page, 'apply: section B, information requested');
  await steps.getByRole('tab', { name: /Review & submit/ }).click();
  await page.getByText('Everything required is complete.').waitFor();
  await page.getByLabel(/^Type your full name to sign/).fill(journey.signature);
  await page.getByRole('button', { name: 'Resubmit', exact: true }).click();
  await page.getByText(`Your application to ${journey.hospital} was resubmitted.`).waitFor();
}

/**
 * Issue 4's journey across both sites in two browser contexts: the admin reviews and comments on
 * section B, the doctor answers in a reply, the admin asks for information, the doctor edits B and
 * resubmits, the admin finalises and approves, and the doctor sees it. axe on every page visited.
 */
export async function reviewAndDecide(journey: TReviewJourney): Promise<void> {
  const { page: doctorPage, email: doctorEmail } = journey.doctor;
  const adminContext = await journey.browser.newContext({ viewport: VIEWPORTS.tablet });
  const admin = await openReview(adminContext, journey);

  await decide(admin, 'Move to in review', 'Starting the credentials review.', 'In review');
  let panel = await openComments(admin, 'admin');
  await sendComment(panel, 'B', QUESTION);
  expect(await avatarColour(panel, QUESTION)).toBe(OWN_AVATAR);
  await closeComments(admin, panel);

  // The doctor sees the hospital's comment with a red avatar, and replies to it.
  await doctorPage.reload();
  await doctorPage.getByText('In review', { exact: true }).first().waitFor();
  panel = await openComments(doctorPage, 'doctor');
  await expect.poll(() => avatarColour(panel, QUESTION), POLL).toBe(OTHER_AVATAR);
  await commentCard(panel, QUESTION).click();
  await panel.getByPlaceholder('Enter your reply').fill(ANSWER);
  await checkAccessible(doctorPage, 'comments panel, replying');
  await panel.getByRole('button', { name: 'Send reply', exact: true }).click();
  await panel.getByPlaceholder('Enter your reply').waitFor({ state: 'hidden' });
  await closeComments(doctorPage, panel);
  await journey.mailbox.waitFor(doctorEmail, /comment/i);

  // The admin reads the reply under the comment, then asks for information.
  await admin.reload();
  panel = await openComments(admin, 'admin, with a reply');
  await panel.getByRole('button', { name: 'Expand replies' }).click();
  await panel.getByText(ANSWER).waitFor();
  await checkAccessible(admin, 'comments panel, replies expanded');
  await closeComments(admin, panel);
  await decide(
    admin,
    'Request information',
    'Please complete section B as asked in the comment.',
    'Information requested',
  );

  await editAndResubmit(doctorPage, journey);

  await admin.reload();
  await admin.getByText(NEW_SCHOOL).first().waitFor();
  await decide(admin, 'Finalise', 'Committee review complete.', 'Finalise');
  await decide(admin, 'Approve', 'Approved by the credentials committee on 11/20/2026.', 'Approved');
  await checkAccessible(admin, 'admin review, approved');
  await adminContext.close();

  // The doctor sees "Approved" in green in the list, and has the email.
  await doctorPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Application' })
    .click();
  const approved = doctorPage
    .getByRole('table', { name: 'My applications' })
    .getByText('Approved', { exact: true });
  await approved.waitFor();
  const chipColour = () =>
    approved.evaluate((el) => getComputedStyle(el.closest('.MuiChip-root') ?? el).backgroundColor);
  await expect.poll(chipColour, POLL).toBe(GREEN);
  await checkAccessible(doctorPage, 'my applications, approved');
  const mail = await journey.mailbox.waitFor(doctorEmail, /Approved/);
  expect(mail.text).toContain('Approved by the credentials committee');
}
