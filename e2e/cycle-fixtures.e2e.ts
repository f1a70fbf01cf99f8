import { expect, it } from 'vitest';
import type { TAdminApplicationReview, TApplicationDetail } from '@docapply/contracts';
import { callApi } from './support/api-client';
import {
  createApplicationViaApi,
  signInAdminInBrowser,
  signInDoctorInBrowser,
} from './support/approved-doctor';
import { VIEWPORTS } from './support/browser';
import { setUpJourney } from './support/journey';
import { checkAccessible, openPage } from './support/page-checks';

/**
 * The credentialing cycle journeys' set-up, proved: an approved doctor built through the API, signed
 * in in the browser without the sign-in pages, and the background jobs run at a chosen day with the
 * product answering again afterwards.
 */
const journey = setUpJourney();

const HOSPITAL = 'Riverside General Hospital';
const GREEN = 'rgb(46, 125, 50)'; // #2E7D32, approved

it('builds an approved application through the API, signs the doctor in, and runs the jobs at a chosen day', async () => {
  const started = Date.now();
  // Two at once, as a journey may build them: the admin's two sign-ins each read their own code.
  const [fixture, inReview] = await Promise.all([
    createApplicationViaApi(journey.product, journey.mailbox, { licenceExpiry: '2028-06-30' }),
    createApplicationViaApi(journey.product, journey.mailbox, {
      until: 'in-review',
      name: { first: 'Ben', last: 'Adeyemi' },
    }),
  ]);
  console.log(`two createApplicationViaApi at once took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const other = await callApi<TAdminApplicationReview>(
    journey.product,
    'GET',
    `/admin/applications/${inReview.applicationId}`,
    { token: inReview.adminToken },
  );
  expect(other.status).toBe('in-review');
  expect(other.doctor.email).toBe(inReview.doctor.email);

  // The hospital's side: approved, with every request answered and the licence's expiry as asked.
  const review = await callApi<TAdminApplicationReview>(
    journey.product,
    'GET',
    `/admin/applications/${fixture.applicationId}`,
    { token: fixture.adminToken },
  );
  expect(review.status).toBe('approved');
  expect(review.hospital).toMatchObject({ id: fixture.hospitalId, name: HOSPITAL });
  // The moves (a step without `from`, such as the appointment's, keeps the status).
  const moves = review.history.filter((entry) => entry.from !== null).map((entry) => entry.to);
  expect(moves).toEqual(['applied', 'in-review', 'finalise', 'approved']);
  expect(review.references.length).toBeGreaterThanOrEqual(1);
  expect([...review.references, review.coverage].map((request) => request?.state)).toEqual(
    Array(review.references.length + 1).fill('completed'),
  );
  expect(review.forms.application?.answers.licences).toEqual([
    expect.objectContaining({ state: 'IL', expiryDate: '2028-06-30' }),
  ]);
  await journey.mailbox.waitFor(fixture.doctor.email, /Approved/);

  // The doctor, signed in by the helper, sees it approved on /my/application.
  const context = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await openPage(context);
  await signInDoctorInBrowser(page, journey.product, fixture);
  await page.goto(`${journey.product.baseUrl}/my/application`);
  await page.getByRole('heading', { name: 'My Application', level: 1 }).waitFor();
  const row = page
    .getByRole('table', { name: 'My applications' })
    .getByRole('row')
    .filter({ hasText: HOSPITAL });
  const approved = row.getByText('Approved', { exact: true });
  await approved.waitFor();
  const chipColour = () =>
    approved.evaluate((el) => getComputedStyle(el.closest('.MuiChip-root') ?? el).backgroundColor);
  await expect.poll(chipColour).toBe(GREEN);
  await checkAccessible(page, 'my applications, signed in by the fixture');

  // The admin, signed in by the helper in the same browser (the admin site keeps its own keys).
  await signInAdminInBrowser(page, journey.product, fixture);
  await page.goto(`${journey.product.baseUrl}/admin/applications/${fixture.applicationId}`);
  await page.getByText(fixture.doctor.email).first().waitFor();
  await page
    .getByRole('list', { name: 'Status history' })
    .getByText('Approved by the credentials committee.')
    .waitFor();
  await checkAccessible(page, 'admin review, signed in by the fixture');
  await page.goto(`${journey.product.baseUrl}/my/application`);

  // The jobs run with their clock at the chosen day: a header, then one line per job, none failed.
  const jobsStarted = Date.now();
  const printed = await journey.product.runJobsAt('2028-05-31');
  console.log(`runJobsAt took ${((Date.now() - jobsStarted) / 1000).toFixed(1)} s:\n${printed}`);
  const lines = printed.trim().split('\n');
  const header = lines.findIndex((line) => line === 'Jobs run with the clock at 2028-05-31T12:00:00.000Z:');
  expect(header, printed).toBeGreaterThanOrEqual(0);
  for (const line of lines.slice(header + 1)) {
    expect(line).toMatch(/^ {2}[\w-]+: (?!failed)/);
  }

  // The product answers again on the same port and data: both sessions still hold.
  expect((await fetch(`${journey.product.baseUrl}/api/health`)).ok).toBe(true);
  const detail = await callApi<TApplicationDetail>(
    journey.product,
    'GET',
    `/applicationDatas/${fixture.applicationId}`,
    {
      token: fixture.doctorToken,
    },
  );
  expect(detail.status).toBe('approved');
  const again = await callApi<TAdminApplicationReview>(
    journey.product,
    'GET',
    `/admin/applications/${fixture.applicationId}`,
    {
      token: fixture.adminToken,
    },
  );
  expect(again.status).toBe('approved');
  // The open page reconnects by reloading.
  await page.reload();
  await approved.waitFor();
  await context.close();
}, 120_000);
