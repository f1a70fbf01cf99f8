import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkAccessible } from './page-checks';

/** The spec's avatar colours: blue for the current user's own comments, red for the other side's. */
export const OWN_AVATAR = 'rgb(0, 74, 173)';
export const OTHER_AVATAR = 'rgb(198, 40, 40)';

/** Opens the comments side panel from the page's Comments button; returns the panel. */
export async function openComments(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Comments', exact: true }).click();
  const panel = page.getByRole('dialog', { name: /Comments/ });
  await panel.waitFor();
  await panel.getByRole('button', { name: 'Send', exact: true }).waitFor();
  await checkAccessible(page, `comments panel (${label})`);
  return panel;
}

export async function closeComments(page: Page, panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await panel.waitFor({ state: 'hidden' });
}

/** Writes a comment on a section through the composer; Send stays disabled until the message is typed. */
export async function sendComment(panel: Locator, section: 'A' | 'B' | 'C' | 'D', message: string) {
  const send = panel.getByRole('button', { name: 'Send', exact: true });
  expect(await send.isDisabled()).toBe(true);
  await panel.getByRole('combobox', { name: 'Section' }).click();
  await panel
    .page()
    .getByRole('option', { name: `Section - ${section}` })
    .click();
  await panel.getByPlaceholder('Enter your comment').fill(message);
  await send.click();
  await panel.getByText(message).waitFor();
  // After sending: the form is cleared and the section is back to A.
  await expect.poll(() => panel.getByPlaceholder('Enter your comment').inputValue()).toBe('');
  expect(await panel.getByRole('combobox', { name: 'Section' }).textContent()).toContain('Section - A');
}

/** The card (a button inside the list) that holds `message`. */
export function commentCard(panel: Locator, message: string): Locator {
  return panel.getByRole('button').filter({ hasText: message });
}

/** The colour of the avatar on the card that holds `message`. */
export async function avatarColour(panel: Locator, message: string): Promise<string> {
  return commentCard(panel, message)
    .locator('.MuiAvatar-root')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
}
