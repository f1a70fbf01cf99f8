import type { Locator, Page } from 'playwright-core';

/** Where to look for a field: the page, or a part of it (a section, a group's row, a dialog). */
export type TScope = Page | Locator;

function pageOf(scope: TScope): Page {
  return 'page' in scope ? scope.page() : scope;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A field's accessible name as a user reads it: the label, then maybe the required asterisk
 * (and, for a drop-down, the chosen value). A RegExp is used as given.
 */
export function named(label: string | RegExp, { isPrefix = false } = {}): RegExp {
  if (typeof label !== 'string') {
    return label;
  }
  return new RegExp(`^${escape(label)}(\\s*\\*)?${isPrefix ? '(\\s|$)' : '\\s*$'}`);
}

/** Types into a text, number, email, phone or multi-line field found by its label. */
export async function fillText(scope: TScope, label: string | RegExp, value: string): Promise<void> {
  await scope.getByLabel(named(label)).fill(value);
}

/** Picks one option of a radio group found by its question. */
export async function choose(scope: TScope, question: string | RegExp, option: string): Promise<void> {
  await scope
    .getByRole('radiogroup', { name: named(question) })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

/** Opens a drop-down found by its label and clicks one of its options. */
export async function selectOption(scope: TScope, label: string | RegExp, option: string): Promise<void> {
  const page = pageOf(scope);
  await scope.getByRole('combobox', { name: named(label, { isPrefix: true }) }).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await listbox.waitFor({ state: 'hidden' });
}

/** Types a date (MM/DD/YYYY) into a date field: focus its month, then type the digits through. */
export async function typeDate(scope: TScope, label: string | RegExp, date: string): Promise<void> {
  const field = scope.getByRole('group', { name: named(label) });
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await pageOf(scope).keyboard.type(date.replace(/\D/g, ''));
  await field
    .getByRole('spinbutton', { name: 'Year' })
    .filter({ hasText: date.slice(-4) })
    .waitFor();
}

/** Ticks a checkbox found by its label (a prefix of it for long attestations). */
export async function tick(scope: TScope, label: string | RegExp): Promise<void> {
  await scope.getByRole('checkbox', { name: label }).check();
}

/** Uploads a PDF through a document field's button and the browser's file chooser. */
export async function uploadPdf(
  scope: TScope,
  label: string,
  file: { name: string; buffer: Buffer },
): Promise<void> {
  const page = pageOf(scope);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    scope.getByRole('button', { name: `Upload file: ${label}` }).click(),
  ]);
  await chooser.setFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
}
