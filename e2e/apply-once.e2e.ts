import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TApplicationDetail, TApplicationSummary, THospitalList } from '@docapply/contracts';
import { callApi } from './support/api-client';
import { createApplicationViaApi, signInDoctorInBrowser } from './support/approved-doctor';
import { VIEWPORTS, launchBrowser } from './support/browser';
import { reportFailure } from './support/failure-report';
import { startMailbox, type TMailbox } from './support/mailbox';
import { checkAccessible, openPage, waitSaved } from './support/page-checks';
import { startProduct, type TProduct } from './support/server';

/**
 * Issue 14, "apply once": a doctor whose application went to Riverside starts St. Anne's. The
 * answers are pre-filled; each document field offers the document of the same kind from the
 * first application (the licence copy in its own licence's row), used with one key press each,
 * copied into the new application.
 */
let mailbox: TMailbox;
let product: TProduct;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  product = await startProduct({ smtpUrl: mailbox.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await mailbox?.close();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await reportFailure(ctx.task.name, browser, product);
  }
});

it('offers the first hospital’s documents at the second: one press of a key each', async () => {
  const fixture = await createApplicationViaApi(product, mailbox, { until: 'applied' });
  const token = fixture.doctorToken;
  const { data: hospitals } = await callApi<THospitalList>(product, 'GET', '/hospitals/all', { token });
  const second = hospitals.find((hospital) => hospital.name === "St. Anne's Medical Center");
  if (!second) {
    throw new Error("The seeded St. Anne's Medical Center is not open");
  }

  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await openPage(context);
  await signInDoctorInBrowser(page, product, fixture);
  await page.goto(`${product.baseUrl}/apply?hospital=${second.id}&step=B`);

  // The licence row came pre-filled; its copy is offered there, and the CV below.
  const licence = page.getByRole('group', { name: 'State medical licence 1' });
  await licence.getByText(/^From your profile: illinois-licence\.pdf, uploaded \d\d\/\d\d\/\d{4}$/).waitFor();
  const cv = page.getByRole('group', { name: /^Curriculum vitae \(CV\)/ });
  await cv.getByText(/^From your profile: curriculum-vitae\.pdf/).waitFor();
  await checkAccessible(page, 'documents offered from the profile');

  const useLicence = licence.getByRole('button', { name: 'Use this document: Copy of the licence' });
  await useLicence.focus();
  await page.keyboard.press('Enter');
  await licence.getByRole('button', { name: 'Download illinois-licence.pdf' }).waitFor();
  await cv.getByRole('button', { name: 'Use this document: Curriculum vitae (CV)' }).click();
  await cv.getByRole('button', { name: 'Download curriculum-vitae.pdf' }).waitFor();
  await waitSaved(page);

  await page.getByRole('button', { name: 'Next' }).click();
  const faceSheet = page.getByRole('group', { name: /^Certificate of insurance/ });
  await faceSheet.getByRole('button', { name: /^Use this document/ }).click();
  await faceSheet.getByRole('button', { name: 'Download insurance-face-sheet.pdf' }).waitFor();
  await waitSaved(page);
  await checkAccessible(page, 'a document used from the profile');

  // Saved as this application's own copies: new files, the answers pointing at them.
  const [started] = (
    await callApi<{ data: TApplicationSummary[] }>(product, 'GET', '/applications/all/hospitals', { token })
  ).data.filter((application) => application.hospitalId === second.id);
  const detail = await callApi<TApplicationDetail>(product, 'GET', `/applicationDatas/${started.id}`, {
    token,
  });
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
    product,
    'GET',
    `/applicationDatas/${fixture.applicationId}`,
    {
      token,
    },
  );
  expect(first.files.some((file) => ids.has(file.id))).toBe(false);
  await context.close();
}, 240_000);
