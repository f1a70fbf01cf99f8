import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ANSWERS,
  fillDisclosures,
  fillEducation,
  fillIdentity,
  fillPractice,
  type TDocument,
} from './application-sections';
import { VIEWPORTS } from './browser';
import { signInNewDoctor } from './doctor';
import type { TJourney } from './journey';
import { checkAccessible, openPage, waitSaved } from './page-checks';
import { createPdf } from './pdf';
import { SECRET_RESERVATION, fillCoverage, fillReference, namePerson, type TPerson } from './request-forms';
import { choosePrivileges, fillSurvey } from './survey-privileges';
import { formatTraffic, recordTraffic } from './traffic';
import { confirmSignatureByEmail } from './step-up';
import { screenshot } from './committee';

/**
 * A doctor applies to a demo hospital from start to finish: every section through the UI with
 * documents, the survey, privileges, references and the covering physician answering from
 * their emails without an account, the signed submission, then the list and the detail.
 * axe runs on every page visited. The desktop and phone journeys are two files, so they run
 * side by side.
 */

export const HOSPITAL = 'Riverside General Hospital';
const RUN = `${Date.now()}`;
export const SIGNATURE = `Ada ${ANSWERS.lastName}`;

export type TViewportLabel = 'desktop' | 'phone';

const person = (name: string, specialty: string, relationship: string, label: TViewportLabel): TPerson => ({
  name,
  specialty,
  email: `${name.split(' ').at(-1)?.toLowerCase()}+${RUN}-${label}@peers.example.org`,
  phone: '3095550123',
  relationship,
});
/** The people the doctor names; their addresses differ per run so each journey reads its own mail. */
function peopleFor(label: TViewportLabel) {
  return {
    references: [
      person('Dr. Lena Hart', 'Internal Medicine', 'Department chair, 2014-2024', label),
      person('Dr. Omar Said', 'Cardiology', 'Colleague at Prairie, 2016-2024', label),
      person('Dr. Grace Whitlow', 'Hospital Medicine', 'Fellowship director, 2013-2014', label),
    ],
    covering: person('Dr. Rafael Ortiz', 'Internal Medicine', 'Practice partner since 2018', label),
  };
}

/** Fills the current step, checks it is complete and saved, runs axe, then moves on. */
async function completeStep(page: Page, title: string, fill: () => Promise<void>, next: string) {
  await page.getByRole('heading', { name: title, level: 2 }).waitFor();
  await checkAccessible(page, `apply: ${title}`);
  await fill();
  await page.getByText('This section is complete.').waitFor();
  await waitSaved(page);
  await checkAccessible(page, `apply: ${title}, filled`);
  await page.getByRole('button', { name: next, exact: true }).click();
}

/** A person opens the emailed link in a browser of their own, without an account, and answers. */
async function answerFromEmail(
  { browser, mailbox }: TJourney,
  who: TPerson,
  kind: 'reference' | 'coverage',
  label: TViewportLabel,
  hasReservations = false,
) {
  const mail = await mailbox.waitFor(who.email, /asked you/);
  const link = mail.text.match(/https?:\/\/\S+\/redirect\?c=[\w-]+/)?.[0];
  expect(link, `short link in the email to ${who.name}`).toBeTruthy();
  // The person opens the link on the same kind of device as the doctor.
  const context = await browser.newContext({ viewport: VIEWPORTS[label] });
  const page = await openPage(context);
  // The short link is held back until axe has seen /redirect, which otherwise moves on at once.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/urls/*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(link as string);
  await page.getByText('One moment while we check your link…').waitFor();
  await checkAccessible(page, `redirect (${who.name})`);
  release();
  await page.waitForURL(kind === 'reference' ? '**/reference?token=*' : '**/alternativeCoverage?token=*');
  await page.getByText(`Hello ${who.name},`).waitFor();
  await checkAccessible(page, `${kind} form (${who.name})`);
  await (kind === 'reference' ? fillReference(page, hasReservations) : fillCoverage(page));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('heading', { name: 'Thank you' }).waitFor();
  await checkAccessible(page, `${kind} thank-you (${who.name})`);
  await context.close();
}

async function reviewAndSubmit(env: TJourney, page: Page, label: TViewportLabel, email: string) {
  const { references, covering } = peopleFor(label);
  await page.waitForURL('**/apply?*step=review*');
  const forms = page.getByRole('region', { name: 'Forms' });
  await forms.getByText('1 requested').waitFor();
  expect(await forms.getByText('Complete', { exact: true }).count()).toBe(5);
  await checkAccessible(page, 'review');

  for (const reference of references) {
    await namePerson(page, 'Add a reference', 'Name a peer reference', reference);
  }
  await namePerson(page, 'Name your covering physician', 'Name your covering physician', covering);
  await page.getByRole('list', { name: 'Covering physician' }).getByText(covering.name).waitFor();
  const sent = page.getByRole('list', { name: 'Peer references' }).getByText('Sent', { exact: true });
  await expect.poll(() => sent.count()).toBe(3);
  await checkAccessible(page, 'review with requests sent');

  await answerFromEmail(env, references[0], 'reference', label, true);
  await answerFromEmail(env, references[1], 'reference', label);
  await answerFromEmail(env, references[2], 'reference', label);
  await answerFromEmail(env, covering, 'coverage', label);

  await page.reload();
  const referenceList = page.getByRole('list', { name: 'Peer references' });
  await expect.poll(() => referenceList.getByText('Completed').count()).toBe(3);
  await page.getByRole('list', { name: 'Covering physician' }).getByText('Completed').waitFor();
  await page.getByText('Everything required is complete.').waitFor();
  await checkAccessible(page, 'review, ready to submit');

  // The signature must be the account's name, which the field's hint gives.
  await page.getByText(`As on your account: ${SIGNATURE}`).waitFor();
  await page.getByLabel(/^Type your full name to sign/).fill(SIGNATURE);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // Signing asks to confirm it is the doctor: a code by email (no passkey or app on this account).
  await checkAccessible(page, 'confirm it is you');
  await confirmSignatureByEmail(page, env.mailbox, { email });
  await page.getByText(`Your application to ${HOSPITAL} was submitted.`).waitFor();
  await page.waitForURL('**/my/application/*');
}

async function checkList(page: Page, label: string) {
  await page.getByRole('heading', { name: 'My Application', level: 1 }).waitFor();
  // A table at desktop width, cards on a phone.
  const list = page.getByRole(label === 'phone' ? 'list' : 'table', { name: 'My applications' });
  const applied = list.getByText('Applied', { exact: true });
  await applied.waitFor();
  const chipColour = () =>
    applied.evaluate((el) => getComputedStyle(el.closest('.MuiChip-root') ?? el).backgroundColor);
  await expect.poll(chipColour).toBe('rgb(21, 101, 192)'); // #1565C0, the applied blue
  await checkAccessible(page, `my applications (${label})`);
}

async function checkDetail(page: Page, documents: TDocument[], label: string) {
  await page.getByRole('heading', { name: HOSPITAL, level: 1 }).waitFor();
  const history = page.getByRole('list', { name: 'Status history' });
  await history.getByText('Applied', { exact: true }).waitFor();
  for (const answer of Object.values(ANSWERS)) {
    await page.getByText(answer, { exact: true }).first().waitFor();
  }
  const documentsPanel = page.getByRole('region', { name: 'Documents' });
  for (const document of documents) {
    await documentsPanel.getByText(document.name).waitFor();
  }
  const privileges = page.getByRole('region', { name: 'Privileges requested' });
  await privileges.getByRole('heading', { name: 'Lumbar puncture', level: 3 }).waitFor();
  await privileges.getByText('Dr. Nina Patel').waitFor();
  expect(await privileges.getByText('Core internal medicine').count()).toBe(0);
  const requests = page.getByRole('region', { name: 'References and coverage' });
  expect(await requests.getByText('Completed').count()).toBe(4);
  await page.getByText(`Signed by ${SIGNATURE}`).waitFor();
  // The doctor sees each request's state, never what the people asked wrote.
  expect(await page.getByText(SECRET_RESERVATION).count()).toBe(0);
  expect(await page.getByText(/every other weekend/).count()).toBe(0);
  await checkAccessible(page, `application detail (${label})`);
}

/** The header's "My Application" link: in the bar on a desktop, behind the menu button on a phone. */
async function openMyApplications(page: Page, label: TViewportLabel) {
  if (label === 'phone') {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('link', { name: 'My Application' }).click();
    return;
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Application' }).click();
}

/** The menu's Apply page: the hospital chosen, then its Start application, lower down the page. */
async function startFromHospitalList(page: Page) {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await page.getByRole('heading', { name: 'Apply to a hospital', level: 1 }).waitFor();
  await page
    .getByRole('list', { name: 'Hospitals' })
    .getByRole('button', { name: new RegExp(HOSPITAL) })
    .click();
  const preview = page.getByRole('region', { name: HOSPITAL });
  await preview.getByRole('link', { name: 'Start application' }).click();
}

/**
 * A new application shows from its top, whatever the page before was scrolled to: its title,
 * progress and steps in view, and its first field not under the sticky header.
 */
async function expectApplicationFromItsTop(page: Page, label: TViewportLabel) {
  await page.getByRole('heading', { name: `Apply to ${HOSPITAL}`, level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Identity and contact', level: 2 }).waitFor();
  const box = async (name: string, locator = page.getByRole('banner')) => {
    const found = await locator.boundingBox();
    expect(found, name).not.toBeNull();
    return found as { y: number; height: number };
  };
  const header = await box('header');
  const headerBottom = header.y + header.height;
  const { height } = page.viewportSize() ?? { height: 0 };
  for (const [name, locator] of [
    ['title', page.getByRole('heading', { name: `Apply to ${HOSPITAL}`, level: 1 })],
    ['progress', page.getByRole('progressbar', { name: `${HOSPITAL} application progress` })],
    ['steps', page.getByRole('navigation', { name: 'Application steps' })],
    ['first field', page.getByRole('main').getByRole('textbox').first()],
  ] as const) {
    const { y } = await box(name, locator);
    expect(y, `${name} below the header`).toBeGreaterThanOrEqual(headerBottom);
    expect(y, `${name} in view`).toBeLessThan(height);
  }
  await screenshot(page, `application-opened-${label}`, { fullPage: false });
}

export async function applyFromDashboard(env: TJourney, label: TViewportLabel) {
  const { browser, product, mailbox } = env;
  const documents = await Promise.all(
    ['illinois-licence.pdf', 'curriculum-vitae.pdf', 'insurance-face-sheet.pdf'].map(async (name) => ({
      name,
      buffer: await createPdf(name),
    })),
  );
  const [licenceCopy, cv, faceSheet] = documents;
  const context = await browser.newContext({ viewport: VIEWPORTS[label] });
  const page = await openPage(context);
  const doctor = await signInNewDoctor(product, mailbox, page, { first: 'Ada', last: ANSWERS.lastName });
  const traffic = await recordTraffic(page);

  await page.goto(`${product.baseUrl}/dashboard`);
  await page.getByRole('heading', { name: `Welcome, Dr. ${ANSWERS.lastName}` }).waitFor();
  const start = page.getByRole('link', { name: `Start application: ${HOSPITAL}` });
  await start.waitFor();
  await checkAccessible(page, `dashboard (${label})`);
  // On a phone the doctor starts from the Apply page's list of hospitals instead.
  await (label === 'phone' ? startFromHospitalList(page) : start.click());
  await page.waitForURL('**/apply?hospital=*');
  await expectApplicationFromItsTop(page, label);

  await completeStep(page, 'Identity and contact', () => fillIdentity(page, doctor.email), 'Next');
  await completeStep(
    page,
    'Education, training and licensure',
    // The first upload goes over a slow network, so its progress bar can be seen.
    () => fillEducation(page, licenceCopy, cv, traffic.setLatency),
    'Next',
  );
  await completeStep(page, 'Practice history', () => fillPractice(page, faceSheet), 'Next');
  await completeStep(page, 'Disclosures and attestation', () => fillDisclosures(page), 'Review & submit');

  await page.getByRole('link', { name: 'Open the survey' }).click();
  await fillSurvey(page, HOSPITAL);
  await page.getByRole('link', { name: 'Go to privileges' }).click();
  await choosePrivileges(page, HOSPITAL);
  await page.getByRole('link', { name: 'Back to your application' }).click();
  await reviewAndSubmit(env, page, label, doctor.email);

  await openMyApplications(page, label);
  await checkList(page, label);
  await page.getByRole('link', { name: new RegExp(HOSPITAL) }).click();
  await checkDetail(page, documents, label);
  const used = traffic.stop();
  console.log(formatTraffic(`full application (${label})`, used));
  expect(used.apiRequests).toBeGreaterThan(20);
  return { context, page, email: doctor.email };
}

// A whole application takes about two minutes on an idle 2-core machine; leave room for a busy one.
export const JOURNEY_TIMEOUT_MS = 600_000;
