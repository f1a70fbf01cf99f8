import type { Page } from 'playwright-core';
import { choose, fillText, selectOption, tick, typeDate, uploadPdf } from './form-fill';

/** What the journey's doctor answers; the detail page is checked against the same values. */
export const ANSWERS = {
  lastName: 'Okafor',
  npi: '1234567893',
  city: 'Springfield',
  medicalSchool: 'University of Illinois College of Medicine',
  residency: 'Rush University Medical Center',
  fellowship: 'Northwestern Memorial Hospital',
  licenceNumber: '036.123456',
  dea: 'BO1234563',
  board: 'American Board of Internal Medicine',
  employer: 'Prairie Internal Medicine',
  affiliation: 'OSF Saint Francis Medical Center',
  gap: 'Parental leave from 01/2014 to 09/2014.',
  carrier: 'ISMIE Mutual',
  claim: 'Delayed diagnosis alleged; closed without payment in 2019.',
  conviction: 'Misdemeanor for a lapsed vehicle registration in 2005; fine paid.',
} as const;

export type TDocument = { name: string; buffer: Buffer };

/** The card of row `index` (0-based) of a repeatable group, e.g. "Training program 1". */
function row(page: Page, groupLabel: string, index: number) {
  return page.getByRole('group', { name: `${groupLabel} ${index + 1}`, exact: true });
}

/** Section A, with the visa questions that appear only for a visa holder. */
export async function fillIdentity(page: Page, email: string): Promise<void> {
  await fillText(page, 'Legal first name', 'Ada');
  await fillText(page, 'Middle name', 'N.');
  await fillText(page, 'Legal last name', ANSWERS.lastName);
  await typeDate(page, 'Date of birth', '03/09/1984');
  await fillText(page, 'NPI number', ANSWERS.npi);
  await fillText(page, 'Mobile phone', '2175550142');
  await fillText(page, 'Email', email);
  await fillText(page, 'Home street address', '12 Elm Street');
  await fillText(page, 'City', ANSWERS.city);
  await selectOption(page, 'State', 'Illinois');
  await fillText(page, 'ZIP code', '62701');
  await choose(page, 'Citizenship or immigration status', 'Visa holder');
  await selectOption(page, 'Visa type', 'H-1B');
  await typeDate(page, 'Visa expiry date', '09/30/2029');
}

/** Section B: two training programs, a licence with its copy, DEA and board certification, the CV. */
export async function fillEducation(
  page: Page,
  licenceCopy: TDocument,
  cv: TDocument,
  setLatency: (ms: number) => Promise<void>,
): Promise<void> {
  await fillText(page, 'Medical school', ANSWERS.medicalSchool);
  await selectOption(page, 'Degree', 'MD');
  await typeDate(page, 'Graduation date', '05/21/2010');

  const residency = row(page, 'Training program', 0);
  await selectOption(residency, 'Type', 'Residency');
  await fillText(residency, 'Institution', ANSWERS.residency);
  await fillText(residency, 'Specialty', 'Internal Medicine');
  await typeDate(residency, 'Start date', '07/01/2010');
  await typeDate(residency, 'End date', '06/30/2013');
  await page.getByRole('button', { name: 'Add a training program' }).click();
  const fellowship = row(page, 'Training program', 1);
  await selectOption(fellowship, 'Type', 'Fellowship');
  await fillText(fellowship, 'Institution', ANSWERS.fellowship);
  await fillText(fellowship, 'Specialty', 'Hospital Medicine');
  await typeDate(fellowship, 'Start date', '07/01/2013');
  await typeDate(fellowship, 'End date', '06/30/2014');

  const licence = row(page, 'State medical licence', 0);
  await selectOption(licence, 'State', 'Illinois');
  await fillText(licence, 'Licence number', ANSWERS.licenceNumber);
  await typeDate(licence, 'Expiry date', '07/31/2029');
  // Over a slow network the upload's progress bar shows until the file is listed.
  await setLatency(1500);
  await uploadPdf(licence, 'Copy of the licence', licenceCopy);
  await licence.getByRole('progressbar', { name: 'Uploading Copy of the licence' }).waitFor();
  await licence.getByText(licenceCopy.name).waitFor();
  await setLatency(0);

  await choose(page, 'Do you hold a DEA registration?', 'Yes');
  await fillText(page, 'DEA number', ANSWERS.dea);
  await typeDate(page, 'DEA expiry date', '02/28/2029');
  await choose(page, 'Board certification', 'Board certified');
  await fillText(page, 'Certifying board and specialty', ANSWERS.board);
  await typeDate(page, 'Date certified', '08/15/2013');
  await typeDate(page, 'Certification expiry date', '12/31/2033');
  await uploadPdf(page, 'Curriculum vitae (CV)', cv);
  await page.getByText(cv.name).waitFor();
}

/** Section C: a position, a gap with its explanation, an affiliation, insurance and one claim. */
export async function fillPractice(page: Page, faceSheet: TDocument): Promise<void> {
  const position = row(page, 'Position', 0);
  await fillText(position, 'Practice or employer', ANSWERS.employer);
  await fillText(position, 'Position or title', 'Hospitalist');
  await fillText(position, 'City', 'Peoria');
  await selectOption(position, 'State', 'Illinois');
  await typeDate(position, 'Start date', '08/01/2014');

  await choose(page, 'Any gap over 6 months?', 'Yes');
  await fillText(page, 'Explain each gap', ANSWERS.gap);

  await page.getByRole('button', { name: 'Add a hospital' }).click();
  const affiliation = row(page, 'Hospital affiliation', 0);
  await fillText(affiliation, 'Hospital', ANSWERS.affiliation);
  await selectOption(affiliation, 'State', 'Illinois');
  await selectOption(affiliation, 'Staff category', 'Active');
  await typeDate(affiliation, 'From', '09/01/2014');

  await fillText(page, 'Malpractice insurance carrier', ANSWERS.carrier);
  await fillText(page, 'Policy number', 'PL-448812');
  await fillText(page, 'Per-claim limit (USD)', '1000000');
  await fillText(page, 'Aggregate limit (USD)', '3000000');
  await typeDate(page, 'Policy expiry date', '12/31/2029');
  await uploadPdf(page, 'Certificate of insurance (face sheet)', faceSheet);
  await page.getByText(faceSheet.name).waitFor();

  await choose(page, /^Any malpractice claims/, 'Yes');
  const claim = row(page, 'Claim', 0);
  await typeDate(claim, 'Date of incident', '03/14/2017');
  await selectOption(claim, 'Status', 'Closed without payment');
  await fillText(claim, 'Allegation and outcome', ANSWERS.claim);
}

/** Section D: every disclosure answered, one "Yes" with its explanation, and the attestation. */
export async function fillDisclosures(page: Page): Promise<void> {
  await choose(page, /^Has any licence, registration/, 'No');
  await choose(page, /^Have you ever been excluded/, 'No');
  await choose(page, /^Have your clinical privileges/, 'No');
  await choose(page, /^Have you ever been convicted/, 'Yes');
  await fillText(page, 'Explain the conviction', ANSWERS.conviction);
  await choose(page, /^Do you have any physical or mental health condition/, 'No');
  await tick(page, /^I attest that this application is complete and correct/);
}
