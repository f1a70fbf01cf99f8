import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TApplicationDetail, TApplicationSummary, THospitalList } from '@docapply/contracts';
import { callApi } from './support/api-client';
import { createApplicationViaApi, signInDoctorInBrowser } from './support/approved-doctor';
import { VIEWPORTS } from './support/browser';
import { signInNewDoctor } from './support/doctor';
import { setUpJourney } from './support/journey';
import { checkAccessible, openPage, waitSaved } from './support/page-checks';

/**
 * Issue 14, "apply once": a doctor whose application went to Riverside starts St. Anne's. The
 * answers are pre-filled; each document field offers the document of the same kind from the
 * first application (the licence copy in its own licence's row), used with one key press each,
 * copied into the new application.
 */
const journey = setUpJourney();

it('offers the first hospital’s documents at the second: one press of a key each', async () => {
  const fixture = await createApplicationViaApi(journey.product, journey.mailbox, { until: 'applied' });
  const token = fixture.doctorToken;
  const { data: hospitals } = await callApi<THospitalList>(journey.product, 'GET', '/hospitals/all', {
    token,
  });
  const second = hospitals.find((hospital) => hospital.name === "St. Anne's Medical Center");
  if (!second) {
    throw new Error("The seeded St. Anne's Medical Center is not open");
  }

  const context = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await openPage(context);
  await signInDoctorInBrowser(page, journey.product, fixture);
  await page.goto(`${journey.product.baseUrl}/apply?hospital=${second.id}&step=B`);

  // The licence row came pre-filled; its copy is offered there, and the CV below.
  const licence = page.getByRole('group', { name: 'State medical licence 1' });
  await licence.getByText(/^From your profile: illinois-licence\.pdf, uploaded \d\d\/\d\d\/\d{4}$/).waitFor();
  const cv = page.getByRole('group', { name: /^Curriculum vitae \(CV\)/ });
  await cv.getByText(/^From your profile: curriculum-vitae\.pdf/).waitFor();
  await checkAccessible(page, 'documents offered from the profile');

  const useLicence = licence.getByRole('button', { name: 'Use this document: Copy of the licence' });
  await useLicence.focus();
  await page.keyboard.press('Enter');
  await licence.getByRole('button', { name: 'View illinois-licence.pdf' }).waitFor();
  await cv.getByRole('button', { name: 'Use this document: Curriculum vitae (CV)' }).click();
  await cv.getByRole('button', { name: 'View curriculum-vitae.pdf' }).waitFor();
  await waitSaved(page);

  await page.getByRole('button', { name: 'Next' }).click();
  const faceSheet = page.getByRole('group', { name: /^Certificate of insurance/ });
  await faceSheet.getByRole('button', { name: /^Use this document/ }).click();
  await faceSheet.getByRole('button', { name: 'View insurance-face-sheet.pdf' }).waitFor();
  await waitSaved(page);
  await checkAccessible(page, 'a document used from the profile');

  // Saved as this application's own copies: new files, the answers pointing at them.
  const [started] = (
    await callApi<{ data: TApplicationSummary[] }>(journey.product, 'GET', '/applications/all/hospitals', {
      token,
    })
  ).data.filter((application) => application.hospitalId === second.id);
  const detail = await callApi<TApplicationDetail>(
    journey.product,
    'GET',
    `/applicationDatas/${started.id}`,
    {
      token,
    },
  );
  expect(detail.files.map((file) => file.name).sort()).toEqual([
    'curriculum-vitae.pdf',
    'illinois-licence.pdf',
    'insurance-face-sheet.pdf',
  ]);
  const answers = detail.forms.application?.answers ?? {};
  const ids = new Set(detail.files.map((file) => file.id));
  const licenceCopy = (answers.licences as Record<string, string>[])[0].licenceCopy;
  expect([licenceCopy, answers.cv, answers.faceSheet].every((id) => ids.has(String(id)))).toBe(true);
  const first = await callApi<TApplicationDetail>(
    journey.product,
    'GET',
    `/applicationDatas/${fixture.applicationId}`,
    {
      token,
    },
  );
  expect(first.files.some((file) => ids.has(file.id))).toBe(false);
  await context.close();
}, 240_000);

/** Text in the page's header that is cut off: wider than its box, and not hidden for screen readers only. */
async function readClippedHeaderText(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((banner) =>
    [...banner.querySelectorAll<HTMLElement>('*')]
      .filter(
        (el) =>
          el.clientWidth > 1 &&
          [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => `"${el.textContent}" (${el.scrollWidth} px in ${el.clientWidth} px)`),
  );
}

/** Whether the element is wholly in the window, below the sticky header. */
async function isInView(page: Page, name: string): Promise<boolean> {
  const header = await page.getByRole('banner').boundingBox();
  const box = await page.getByRole('link', { name, exact: true }).boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return Boolean(header && box && box.y >= header.y + header.height && box.y + box.height <= height);
}

const HOSPITAL = 'Riverside General Hospital';

/**
 * Issue 43: on a phone the doctor's long name is not cut off in the header (the initials, the
 * name in the menu), the chosen hospital's button comes into view, starting asks for nothing
 * that is not there, and the picker then offers to continue the draft rather than start again.
 */
it('at phone width: the chosen hospital’s Start in view, the name readable, continuing a started one, no 404', async () => {
  const name = { first: 'Alexandra', last: 'Montgomery-Whitfield' };
  const fullName = `${name.first} ${name.last}`;
  const context = await journey.browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await openPage(context);
  await signInNewDoctor(journey.product, journey.mailbox, page, name);
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) {
      notFound.push(`${response.request().method()} ${response.url()}`);
    }
  });

  await page.goto(`${journey.product.baseUrl}/apply`);
  await page.getByRole('heading', { name: 'Apply to a hospital', level: 1 }).waitFor();
  // The doctor's name: not cut off in the header, and in full in the account menu it names.
  expect(await readClippedHeaderText(page)).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: fullName }).click();
  const nameInMenu = page.getByRole('menu', { name: fullName }).getByText(fullName, { exact: true });
  await nameInMenu.waitFor();
  expect(await nameInMenu.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await checkAccessible(page, 'the account menu (phone)');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });

  await page.getByRole('button', { name: new RegExp(`^${HOSPITAL}`) }).click();
  await page.getByRole('heading', { name: 'What this hospital asks for' }).waitFor();
  await expect.poll(() => isInView(page, 'Start application')).toBe(true);
  await checkAccessible(page, 'a hospital chosen (phone)');
  await page.getByRole('link', { name: 'Start application', exact: true }).click();
  await page.getByRole('heading', { name: `Apply to ${HOSPITAL}`, level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Identity and contact', level: 2 }).waitFor();
  expect(notFound).toEqual([]);

  // Back at the picker, the hospital says the application is started, and offers to continue it.
  await page.goto(`${journey.product.baseUrl}/apply`);
  const chosen = page.getByRole('button', { name: new RegExp(`^${HOSPITAL}.*Application started`) });
  await chosen.click();
  await expect.poll(() => isInView(page, 'Continue application')).toBe(true);
  await page.getByRole('link', { name: 'Continue application', exact: true }).click();
  await page.getByRole('heading', { name: `Apply to ${HOSPITAL}`, level: 1 }).waitFor();
  expect(notFound).toEqual([]);
  await context.close();
}, 120_000);
