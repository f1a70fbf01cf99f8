import { afterAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startWebhookReceiver, type TWebhookReceiver } from '../apps/api/test/helpers/webhook-receiver';
import { callApi, mailAfter, signInViaApi } from './support/api-client';
import {
  createApplicationViaApi,
  decideViaApi,
  fillDraftViaApi,
  signInAdminInBrowser,
  signInDoctorInBrowser,
  submitViaApi,
} from './support/approved-doctor';
import { PLATFORM_ADMIN, RIVERSIDE_ADMIN } from './support/admin';
import { VIEWPORTS } from './support/browser';
import { screenshot } from './support/committee';
import { selectOption } from './support/form-fill';
import { setUpJourney } from './support/journey';
import { checkAccessible, expectNoSidewaysScroll, openPage } from './support/page-checks';
import { confirmSignatureByEmail } from './support/step-up';

/**
 * Issue 42: a nurse practitioner registers as one, names her collaborating physician (a member of
 * Riverside holding privileges in the department of hers), who confirms from the emailed link on
 * his phone; she applies, the office grants her privilege, and the OR scheduling system's webhook
 * receiver, set up by the office on the Integrations page, gets the signed grant within a minute.
 */
// The receiver listens on this machine: the product may call a private address in this journey.
const journey = setUpJourney({ env: { EGRESS_ALLOW_PRIVATE: 'true' } });

const PASSWORD = 'Lantern-harbour-47-quiet';
/** Hers, in Internal Medicine, where her physician holds Lumbar puncture. */
const NP_PRIVILEGE = 'NP: History and physical examination';
/** A retry runs on the same product: each attempt's people have names of their own. */
const SURNAMES = ['Lindqvist', 'Lindgren'];
let attempt = 0;
let receiver: TWebhookReceiver | undefined;

afterAll(async () => {
  await receiver?.close();
});

/** The portal's registration as a nurse practitioner, then the emailed link; the session by the API. */
async function registerAsNursePractitioner(
  page: Page,
  person: { first: string; last: string; email: string },
) {
  const { product, mailbox } = journey;
  await page.goto(`${product.baseUrl}/register`);
  // The prerendered page is live from her first keystroke; then it has the list of types.
  const types = page.waitForResponse((response) => response.url().endsWith('/api/practitioner-types'));
  await page.getByLabel('First name').fill(person.first);
  expect((await types).status()).toBe(200);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/phone/i).fill('2125550143');
  await selectOption(page, 'I am a', 'Nurse practitioner (NP)');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await checkAccessible(page, 'register as a nurse practitioner');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL('**/emailVerify');
  const link = /https?:\/\/\S*emailVerified\?token=[\w-]+/.exec(
    (await mailbox.waitFor(person.email, /verify/i)).text,
  );
  expect(link, 'the verification mail carries its link').not.toBeNull();
  await page.goto(link![0]);
  await page
    .getByText(/is now confirmed/i)
    .first()
    .waitFor();
  return signInViaApi(product, mailbox, { email: person.email, password: PASSWORD });
}

it('credentials a nurse practitioner with her collaborating physician, and tells the OR system of her grant', async () => {
  const { product, mailbox, browser } = journey;
  const surname = SURNAMES[attempt++ % SURNAMES.length];

  // The collaborating physician: a Riverside member holding Lumbar puncture (Internal Medicine).
  const physician = await createApplicationViaApi(product, mailbox, {
    name: { first: 'Tomas', last: surname },
  });
  const { hospitalId } = physician;

  // 1. The office points the OR scheduling system's endpoint at DocApply's grants and lapses.
  receiver = await startWebhookReceiver();
  const admin = await signInViaApi(product, mailbox, RIVERSIDE_ADMIN);
  const office = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(office, product, { adminToken: admin.token });
  await office.goto(`${product.baseUrl}/admin/integrations?hospital=${hospitalId}`);
  await office.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
  await office.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = office.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await dialog.getByLabel(/^Address \(URL\)/).fill(receiver.url);
  await checkAccessible(office, 'integrations: add an endpoint');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = office.getByLabel('Signing secret');
  await secret.waitFor();
  receiver.setSecret((await secret.textContent())!.trim());
  await checkAccessible(office, 'integrations: the secret shown once');
  await screenshot(office, 'integrations-endpoint-added');

  // 2. A nurse practitioner registers as one, on her phone.
  const person = {
    first: 'Maren',
    last: surname,
    email: `maren.${surname.toLowerCase()}+${Date.now()}@clinic.org`,
  };
  const phone = await openPage(await browser.newContext({ viewport: VIEWPORTS.phone }));
  const session = await registerAsNursePractitioner(phone, person);
  const me = await callApi<{ practitionerType: { code: string } | string }>(
    product,
    'GET',
    '/account/practitioner-type',
    { token: session.token },
  );
  expect(JSON.stringify(me)).toContain('np');

  // Her application, answered through the API (the application journeys prove those pages).
  const draft = await fillDraftViaApi(product, mailbox, {
    doctor: { email: person.email, password: PASSWORD, firstName: person.first, lastName: person.last },
    token: session.token,
    privilege: NP_PRIVILEGE,
    isNursePractitioner: true,
  });

  // 3. On the review step she names her collaborating physician, found by name among the members.
  await signInDoctorInBrowser(phone, product, { doctorToken: session.token });
  await phone.goto(`${product.baseUrl}/apply?hospital=${hospitalId}&step=review`);
  const part = phone.getByRole('region', { name: 'Supervising or collaborating physician' });
  await part.waitFor();
  await part
    .getByRole('combobox', { name: /Physician \(a member of this hospital\)/ })
    .fill(surname.slice(0, 5));
  await phone.getByRole('option', { name: new RegExp(`Tomas ${surname}`) }).click();
  await part.getByLabel('Collaborating physician').check();
  await part.getByRole('checkbox', { name: new RegExp(NP_PRIVILEGE) }).check();
  await checkAccessible(phone, 'review: naming the collaborating physician');
  const request = await mailAfter(mailbox, physician.doctor.email, /named you as/i, () =>
    part.getByRole('button', { name: 'Send to the physician' }).click(),
  );
  await expectNoSidewaysScroll(phone, 'review with the physician named');
  await screenshot(phone, 'supervision-named-phone');

  // 4. The physician confirms from the emailed link on his phone, signing with his typed name.
  const link = /https?:\/\/\S+/.exec(request.text)?.[0];
  expect(link, 'the request mail carries its link').toBeTruthy();
  const physicianPhone = await openPage(await browser.newContext({ viewport: VIEWPORTS.phone }));
  await physicianPhone.goto(link!);
  const answer = physicianPhone.getByRole('article', {
    name: `Confirm supervision of ${person.first} ${person.last}`,
  });
  await answer.waitFor();
  await expect.poll(() => answer.getByText(new RegExp(NP_PRIVILEGE)).count()).toBeGreaterThan(0);
  await checkAccessible(physicianPhone, 'supervision link');
  await answer.getByLabel(/Type your full name to sign/).fill(`Tomas ${surname}`);
  const confirmed = await mailAfter(mailbox, person.email, /your physician agreement/i, () =>
    answer.getByRole('button', { name: 'Confirm' }).click(),
  );
  expect(confirmed.subject).toMatch(/confirmed/i);
  await expectNoSidewaysScroll(physicianPhone, 'supervision link answered');
  await screenshot(physicianPhone, 'supervision-confirmed-phone');

  // Her open review step hears it: the agreement is confirmed and nothing is missing for it.
  await expect.poll(() => part.getByText(/confirmed/i).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await checkAccessible(phone, 'review: the agreement confirmed');

  // 5. She submits; the office grants her privilege.
  await submitViaApi(product, mailbox, {
    token: session.token,
    email: person.email,
    applicationId: draft.applicationId,
    signature: `${person.first} ${person.last}`,
  });
  await decideViaApi(product, {
    adminToken: admin.token,
    applicationId: draft.applicationId,
    until: 'approved',
  });

  // 6. Within a minute the OR system's receiver has the grant, signed with the endpoint's secret.
  await receiver.waitFor(1, 60_000);
  const grants = receiver.verified().filter((event) => event.type === 'privilege.granted');
  expect(
    receiver.received.every((entry) => entry.payload !== null),
    'every delivery verifies',
  ).toBe(true);
  expect(grants).toHaveLength(1);
  expect(grants[0]).toMatchObject({
    hospitalId,
    data: {
      practitionerName: `${person.first} ${person.last}`,
      privilegeName: NP_PRIVILEGE,
      isTemporary: false,
    },
  });

  // The office sees the delivery on the Integrations page.
  await office.reload();
  await expect
    .poll(
      () =>
        office
          .getByRole('table', { name: `Recent deliveries to ${receiver!.url}` })
          .getByText(/privilege\.granted|Privilege granted/)
          .count(),
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0);
  await checkAccessible(office, 'integrations: a delivery');
  await screenshot(office, 'integrations-delivered');

  // 7. The office suspends her privilege on the review, signed; the OR system hears of it at once.
  await office.goto(`${product.baseUrl}/admin/applications/${draft.applicationId}`);
  await office.getByRole('button', { name: `Suspend ${NP_PRIVILEGE}` }).click();
  const suspend = office.getByRole('dialog', { name: `Suspend ${NP_PRIVILEGE}` });
  await suspend.getByLabel(/^Reason/).fill('Precautionary: a patient safety event under review');
  await suspend.getByLabel(/^Note to the practitioner/).fill('Please call the medical staff office.');
  await checkAccessible(office, 'review: suspending a privilege');
  await suspend.getByRole('button', { name: 'Suspend', exact: true }).click();
  await confirmSignatureByEmail(office, mailbox, { email: RIVERSIDE_ADMIN.email, action: 'suspend' });
  await office
    .getByText(/Suspended since/)
    .first()
    .waitFor();
  await checkAccessible(office, 'review: a suspended privilege');
  await screenshot(office, 'review-privilege-suspended');
  await expect
    .poll(() => receiver!.verified().filter((event) => event.type === 'privilege.suspended'), {
      timeout: 60_000,
    })
    .toEqual([
      expect.objectContaining({
        hospitalId,
        data: expect.objectContaining({ privilegeName: NP_PRIVILEGE, status: 'suspended' }),
      }),
    ]);

  // She reads it on her application, with the office's note and not its reason, and her type on the dashboard.
  await phone.goto(`${product.baseUrl}/my/application/${draft.applicationId}`);
  await phone
    .getByText(/Suspended since/)
    .first()
    .waitFor();
  await expect
    .poll(() => phone.getByText('Please call the medical staff office.', { exact: false }).count())
    .toBeGreaterThan(0);
  expect(await phone.getByText(/patient safety event/).count()).toBe(0);
  await checkAccessible(phone, 'her application: a suspended privilege');
  await expectNoSidewaysScroll(phone, 'her application: a suspended privilege');
  await screenshot(phone, 'application-privilege-suspended-phone');
  await phone.goto(`${product.baseUrl}/dashboard`);
  await phone.getByText('Practitioner type: Nurse practitioner (NP)').waitFor();
  await phone.getByRole('heading', { level: 1, name: `Welcome, ${person.first}` }).waitFor();
  await checkAccessible(phone, 'dashboard: her practitioner type');
  await expectNoSidewaysScroll(phone, 'dashboard: her practitioner type');
  await screenshot(phone, 'dashboard-practitioner-type-phone');
});

it('lets the platform administrator keep the list of practitioner types, on a desktop and a phone', async () => {
  const { product, mailbox, browser } = journey;
  const platform = await signInViaApi(product, mailbox, PLATFORM_ADMIN);
  for (const [label, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    const page = await openPage(await browser.newContext({ viewport }));
    await signInAdminInBrowser(page, product, { adminToken: platform.token });
    await page.goto(`${product.baseUrl}/admin/platform/practitioner-types`);
    await page.getByRole('heading', { level: 1, name: 'Practitioner types' }).waitFor();
    await page.getByText('Nurse practitioner (NP)').first().waitFor();
    await checkAccessible(page, `practitioner types (${label})`);
    await expectNoSidewaysScroll(page, `practitioner types (${label})`);
    await screenshot(page, `platform-practitioner-types-${label}`);
    // Editing a type: its membership categories, the NP's two ticked.
    await page.getByRole('button', { name: /Edit Nurse practitioner \(NP\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Nurse practitioner (NP)' });
    await expect
      .poll(() => dialog.getByRole('checkbox', { name: 'Advanced practice professional' }).isChecked())
      .toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(false);
    await checkAccessible(page, `practitioner type dialog (${label})`);
    await screenshot(page, `platform-practitioner-type-dialog-${label}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  }
});

it('lets the office offer a new form to some practitioner types only', async () => {
  const { product, mailbox, browser } = journey;
  const admin = await signInViaApi(product, mailbox, RIVERSIDE_ADMIN);
  for (const [label, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    const page = await openPage(await browser.newContext({ viewport }));
    await signInAdminInBrowser(page, product, { adminToken: admin.token });
    await page.goto(`${product.baseUrl}/admin/forms`);
    await page.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();
    // The seeded APP application says whom it is for.
    await page
      .getByText(/Offered to .*Nurse practitioner \(NP\)/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'New privilege form' }).click();
    const dialog = page.getByRole('dialog', { name: 'New privilege form' });
    await dialog.getByRole('checkbox', { name: 'Nurse practitioner (NP)' }).check();
    await dialog.getByText('Only these practitioner types get this form').waitFor();
    await checkAccessible(page, `new form offered to NPs (${label})`);
    await expectNoSidewaysScroll(page, `new form dialog (${label})`);
    await screenshot(page, `new-form-offered-to-${label}`);
    await page.close();
  }
});
