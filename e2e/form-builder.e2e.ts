import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInAdmin } from './support/admin';
import { fillIdentity } from './support/application-sections';
import { VIEWPORTS, launchBrowser } from './support/browser';
import { signInNewDoctor } from './support/doctor';
import { reportFailure } from './support/failure-report';
import { fillText, named } from './support/form-fill';
import { screenshot } from './support/committee';
import { addPrivilege, addRequiredFieldByKeyboard } from './support/form-builder';
import { startMailbox, type TMailbox } from './support/mailbox';
import { checkAccessible, expectFocusShown, openPage, waitSaved } from './support/page-checks';
import { startProduct, type TProduct } from './support/server';

/**
 * A coordinator changes the application after a bylaw revision: a required document added to
 * section A by keyboard only, then published, and a new privilege in the catalogue. A new
 * doctor gets both; a doctor whose draft started before keeps the old version until they move.
 */
let mailbox: TMailbox;
let product: TProduct;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  product = await startProduct({ smtpUrl: mailbox.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) {
    await context.close();
  }
  await browser?.close();
  await product?.stop();
  await mailbox?.close();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await reportFailure(ctx.task.name, browser, product);
  }
});

const HOSPITAL = 'Riverside General Hospital';
const FORM_TITLE = 'Application for medical staff appointment';
const BADGE = {
  section: 'A',
  type: 'Document upload',
  label: 'Hospital ID badge photo',
  key: 'hospitalIdBadge',
};
const PRIVILEGE = {
  department: 'Cardiology',
  name: 'Transesophageal echocardiography',
  criteria: 'Completed echocardiography training, with TEE cases logged and signed by the program director.',
  cases: 50,
  months: 24,
};

/** A desktop browser of its own for each person (admin, doctor A, doctor B). */
async function openDesktop(): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  contexts.push(context);
  return openPage(context);
}

/** A new doctor opens an application to the hospital from their dashboard. */
async function startApplication(name: { first: string; last: string }) {
  const page = await openDesktop();
  const doctor = await signInNewDoctor(product, mailbox, page, name);
  await page.goto(`${product.baseUrl}/dashboard`);
  await page.getByRole('link', { name: `Start application: ${HOSPITAL}` }).click();
  await page.waitForURL('**/apply?hospital=*');
  await page.getByRole('heading', { name: `Apply to ${HOSPITAL}`, level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Identity and contact', level: 2 }).waitFor();
  return { page, email: doctor.email };
}

const badgeUpload = (page: Page) => page.getByRole('group', { name: named(BADGE.label) });

let doctorA: Page;
let admin: Page;

describe('a coordinator changes the application form and the privilege catalogue', () => {
  it('doctor A starts a draft on version 1', async () => {
    ({ page: doctorA } = await startApplication({ first: 'Ada', last: 'Early' }));
    // Section A starts with the name given at registration (issue 16); the doctor corrects it.
    await expect.poll(() => doctorA.getByLabel(named('Legal first name')).inputValue()).toBe('Ada');
    expect(await doctorA.getByLabel(named('Legal last name')).inputValue()).toBe('Early');
    await fillText(doctorA, 'Legal last name', 'Early-Smith');
    await waitSaved(doctorA);
    expect(await badgeUpload(doctorA).count()).toBe(0);
  });

  it('the admin adds a required badge upload to section A by keyboard only and publishes version 2', async () => {
    admin = await openDesktop();
    await signInAdmin(admin, product, mailbox);
    await admin.getByRole('button', { name: 'Set-up' }).click();
    await admin.getByRole('menuitem', { name: 'Forms', exact: true }).click();
    await admin.getByRole('link', { name: `Edit ${FORM_TITLE}` }).click();
    await admin.getByRole('heading', { name: FORM_TITLE, level: 1 }).waitFor();
    await admin.getByText(/^Published version 1 /).waitFor();
    await admin.getByRole('list', { name: 'Sections and fields' }).waitFor();
    await checkAccessible(admin, 'form editor');

    await addRequiredFieldByKeyboard(admin, BADGE);
    const outline = admin.getByRole('list', { name: 'Sections and fields' });
    await outline.getByText(BADGE.label, { exact: true }).waitFor();
    await admin.getByText('Unsaved changes').waitFor();
    await checkAccessible(admin, 'form editor, new field selected');

    await admin.getByRole('button', { name: 'Save draft' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByText(/^Draft of version 2, last saved/).waitFor();
    // Save draft is disabled once saved: the focus shows on the form's heading instead.
    await admin.getByRole('heading', { name: FORM_TITLE, level: 1 }).and(admin.locator(':focus')).waitFor();
    await expectFocusShown(admin, 'form editor, draft saved from the keyboard');
    await checkAccessible(admin, 'form editor, draft saved');
    // The red Discard draft, pointed at, keeps 4.5:1 on its tinted background, on a phone too.
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await admin.setViewportSize(viewport);
      await admin.getByRole('button', { name: 'Discard draft' }).hover();
      await checkAccessible(admin, `form editor at ${viewport.width} px, Discard draft pointed at`);
      await screenshot(admin, `form-editor-draft-${viewport.width}`);
    }
    await admin.getByRole('button', { name: 'Publish' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Publish version 2?' });
    await confirm.waitFor();
    await checkAccessible(admin, 'publish dialog');
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await admin.getByText(/^Published version 2 /).waitFor();

    await admin.getByRole('button', { name: 'History', exact: true }).click();
    const history = admin.getByRole('dialog', { name: `Version history of ${FORM_TITLE}` });
    const changes = history.getByRole('list', { name: 'Changes' });
    await changes.waitFor();
    await expect
      .poll(() => changes.getByRole('listitem').first().innerText())
      .toMatch(new RegExp(`Added[\\s\\S]*${BADGE.label} \\(${BADGE.key}, section A\\)`));
    await checkAccessible(admin, 'form history with the diff from version 1 to 2');
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'hidden' });
  });

  it('the admin adds a special Cardiology privilege with a minimum of cases', async () => {
    await admin.getByRole('button', { name: 'Set-up' }).click();
    await admin.getByRole('menuitem', { name: 'Privileges', exact: true }).click();
    await checkAccessible(admin, 'privileges');
    await addPrivilege(admin, PRIVILEGE);
    const cardiology = admin.getByRole('region', { name: 'Cardiology', exact: true });
    await cardiology.getByText(PRIVILEGE.name, { exact: true }).waitFor();
    await cardiology.getByText('At least 50 cases in the last 24 months').waitFor();
    await checkAccessible(admin, 'privileges with the new one');
  });

  it('a new doctor B must upload the badge and can request the new privilege', async () => {
    const { page, email } = await startApplication({ first: 'Bea', last: 'Later' });
    await expect.poll(() => badgeUpload(page).getAttribute('aria-labelledby')).toBeTruthy();
    expect(await badgeUpload(page).innerText()).toContain(`${BADGE.label} *`);
    // Everything else in section A answered: the badge is what the section still lacks.
    await fillIdentity(page, email);
    await waitSaved(page);
    await page.getByText('Still missing in this section: 1 required answer.').waitFor();
    const missing = page.getByRole('alert').filter({ hasText: 'Still missing' });
    expect(await missing.getByRole('listitem').allInnerTexts()).toEqual([BADGE.label]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Education, training and licensure', level: 2 }).waitFor();

    const review = new URL(page.url());
    review.searchParams.set('step', 'review');
    await page.goto(review.toString());
    await page.getByRole('link', { name: 'Choose privileges' }).click();
    await page.getByRole('heading', { name: `Privileges — ${HOSPITAL}` }).waitFor();
    await page.getByText(PRIVILEGE.criteria).waitFor();
    await page.getByRole('button', { name: `Request ${PRIVILEGE.name}` }).click();
    const questions = page.getByRole('dialog', { name: `${PRIVILEGE.name} — questions` });
    await questions.waitFor();
    await questions.getByText('Still missing', { exact: true }).waitFor();
    await checkAccessible(page, 'new privilege questions');
  });

  it('doctor A keeps version 1 until they choose to move to version 2', async () => {
    await doctorA.reload();
    const notice = doctorA.getByText(`${HOSPITAL} updated this form (version 2).`);
    await notice.waitFor();
    expect(await badgeUpload(doctorA).count()).toBe(0);
    await checkAccessible(doctorA, 'draft with a newer form');
    await doctorA.getByRole('button', { name: 'Use the new version' }).click();
    await badgeUpload(doctorA).waitFor();
    await notice.waitFor({ state: 'hidden' });
    expect(await doctorA.getByLabel(named('Legal first name')).inputValue()).toBe('Ada');
    expect(await doctorA.getByLabel(named('Legal last name')).inputValue()).toBe('Early-Smith');
  });
});
