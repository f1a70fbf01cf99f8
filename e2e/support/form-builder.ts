import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { fillText, named } from './form-fill';
import { tabTo } from './browser';
import { checkAccessible } from './page-checks';

/** The text of the element that has the keyboard focus. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
}

/** Presses `key` (e.g. ArrowDown in a menu) until the focused element reads `text`. */
export async function pressUntilFocused(page: Page, key: string, text: string, max = 20): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const focused = await focusedText(page);
    seen.push(focused);
    if (focused === text) {
      return;
    }
  }
  throw new Error(`${key} never reached "${text}"; focus went to: ${seen.join(' ; ')}`);
}

/** Replaces the focused text field's value by typing, as a keyboard user would. */
async function retype(page: Page, value: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

export type TNewField = { section: string; type: string; label: string; key: string };

/**
 * Adds a required field to a section of the open form editor with the keyboard only: Tab to
 * the section's "Add field" button, open its menu, pick the type, then Tab to the properties.
 */
export async function addRequiredFieldByKeyboard(page: Page, field: TNewField): Promise<void> {
  await tabTo(page, `Add field to section ${field.section}`, 400);
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  await pressUntilFocused(page, 'ArrowDown', field.type);
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor({ state: 'hidden' });

  const properties = page.getByRole('region', { name: 'Properties' });
  await properties.getByText(/^Field: /).waitFor();
  await tabTo(page, /^Label\s*\*?$/, 800);
  await retype(page, field.label);
  await tabTo(page, /^Key\s*\*?$/, 5);
  await retype(page, field.key);
  await tabTo(page, /^Required$/, 10);
  await page.keyboard.press('Space');

  await expect.poll(() => properties.getByRole('switch', { name: 'Required' }).isChecked()).toBe(true);
  // The outline entry reads the new field's type, key and that it is required.
  const outline = page.getByRole('list', { name: 'Sections and fields' });
  await outline.getByText(`${field.type} · ${field.key} · required`, { exact: true }).waitFor();
  await properties.getByText(`Field: ${field.label}`).waitFor();
}

export type TNewPrivilege = {
  department: string;
  name: string;
  criteria: string;
  cases: number;
  months: number;
};

/** Adds a special privilege with a minimum of cases and the first privilege form offered. */
export async function addPrivilege(page: Page, privilege: TNewPrivilege): Promise<void> {
  await page.getByRole('heading', { name: 'Privileges', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add privilege' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add privilege' });
  await dialog.waitFor();
  await checkAccessible(page, 'add privilege dialog');
  await dialog.getByRole('combobox', { name: named('Department') }).fill(privilege.department);
  await fillText(dialog, 'Name', privilege.name);
  await fillText(dialog, 'Criteria', privilege.criteria);
  await fillText(dialog, 'Minimum cases', String(privilege.cases));
  await fillText(dialog, 'In the last (months)', String(privilege.months));
  await dialog
    .getByRole('radiogroup', { name: named('Core or special') })
    .getByRole('radio', { name: 'Special' })
    .check();
  await dialog.getByRole('combobox', { name: named('Privilege form', { isPrefix: true }) }).click();
  const listbox = page.getByRole('listbox');
  await listbox
    .getByRole('option', { name: /privilege request$/ })
    .first()
    .click();
  await listbox.waitFor({ state: 'hidden' });
  await checkAccessible(page, 'add privilege dialog, filled');
  await dialog.getByRole('button', { name: 'Add privilege' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(`${privilege.name} was added to ${privilege.department}.`).waitFor();
}
