import type { Page } from 'playwright-core';
import { choose, fillText, selectOption } from './form-fill';

export type TPerson = { name: string; specialty: string; email: string; phone: string; relationship: string };

/** What a reference writes when asked for reservations; the doctor must never see it. */
export const SECRET_RESERVATION = 'Reservation only the medical staff office may read: charting is late.';

/** Names a peer reference or the covering physician in the review step's dialog. */
export async function namePerson(page: Page, addButton: string, dialogTitle: string, person: TPerson) {
  await page.getByRole('button', { name: addButton }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await fillText(dialog, 'Full name', person.name);
  await fillText(dialog, 'Specialty', person.specialty);
  await fillText(dialog, 'Email', person.email);
  await fillText(dialog, 'Phone', person.phone);
  await fillText(dialog, 'Relationship to you', person.relationship);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The hospital's peer reference form, as a colleague fills it; one of them has reservations. */
export async function fillReference(page: Page, hasReservations: boolean): Promise<void> {
  await selectOption(page, 'How long have you known the applicant?', '3 to 5 years');
  await selectOption(page, 'In what capacity?', 'Colleague in the same specialty');
  await choose(page, /^Have you observed the applicant's clinical work/, 'Yes');
  await choose(page, 'Clinical knowledge', '5 - Excellent');
  await choose(page, 'Clinical judgement', '4 - Very good');
  await choose(page, 'Communication with patients and staff', '5 - Excellent');
  await choose(page, 'Professionalism and ethics', '5 - Excellent');
  const recommend = /^Would you recommend the applicant/;
  if (hasReservations) {
    await choose(page, recommend, 'Yes, with reservations');
    await fillText(page, 'Please explain your reservations', SECRET_RESERVATION);
  } else {
    await choose(page, recommend, 'Yes');
  }
}

/** The covering physician's agreement: the questions that appear once they agree. */
export async function fillCoverage(page: Page): Promise<void> {
  await choose(page, /^Do you agree to cover the applicant's patients/, 'Yes');
  await fillText(page, 'Coverage arrangements', 'Weeknights and every other weekend, Peoria campus.');
  await fillText(page, 'Practice location', 'Prairie Internal Medicine, Peoria, IL');
  await fillText(page, 'Phone for coverage calls', '3095550177');
  await choose(page, /^Do you hold clinical privileges at/, 'Applying');
}
