import { expect, it } from 'vitest';
import type { TApplicationDetail, TApplicationSummary, THospitalList } from '@docapply/contracts';
import { callApi } from './support/api-client';
import { createApplicationViaApi, signInDoctorInBrowser } from './support/approved-doctor';
import { VIEWPORTS } from './support/browser';
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
