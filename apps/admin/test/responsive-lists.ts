import { act, within } from '@testing-library/react';
import { expect } from 'vitest';

const originalMatchMedia = window.matchMedia;
const listeners = new Set<() => void>();
let isPhone = false;

/**
 * jsdom has no layout, and MUI's useMediaQuery asks `window.matchMedia`: on a phone every
 * `(max-width: ...)` query matches. Components rendered after a first call hear later changes,
 * as when a window is resized.
 */
export function setScreenWidth(width: 'phone' | 'desktop') {
  isPhone = width === 'phone';
  window.matchMedia = (query: string): MediaQueryList => ({
    ...originalMatchMedia(query),
    get matches() {
      return isPhone ? query.includes('max-width') : originalMatchMedia(query).matches;
    },
    // MUI listens for 'change' and reads `matches` again; the event itself is not used.
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.add(listener as () => void);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.delete(listener as () => void);
    },
  });
  act(() => listeners.forEach((listener) => listener()));
}

/** For afterEach: the default (wide) screen again. */
export function restoreScreenWidth() {
  window.matchMedia = originalMatchMedia;
  listeners.clear();
  isPhone = false;
}

type TListItem = { texts: string[]; controls: string[] };

function describeControls(item: HTMLElement): string[] {
  // In document order, whatever their role.
  const roles = ['button', 'switch', 'link', 'checkbox'] as const;
  const controls = roles.flatMap((role) => within(item).queryAllByRole(role));
  return controls
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((control) => {
      const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
      const state = control instanceof HTMLInputElement ? ` ${control.checked ? 'on' : 'off'}` : '';
      return `${control.getAttribute('role') ?? control.tagName.toLowerCase()} "${name.trim()}"${state}`;
    });
}

/** The table's rows as a reader meets them: each cell's text, and each control (role, name, state). */
export function readTableRows(table: HTMLElement): TListItem[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => ({
      texts: Array.from(row.querySelectorAll('th, td'))
        .map((cell) => cell.textContent ?? '')
        .filter(Boolean),
      controls: describeControls(row),
    }));
}

/** Each card shows every value its table row shows, and offers the same controls in the same order. */
export function expectCardsToMatchRows(list: HTMLElement, rows: TListItem[]) {
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(rows.length);
  cards.forEach((card, index) => {
    for (const text of rows[index].texts) {
      expect(card).toHaveTextContent(text, { normalizeWhitespace: true });
    }
    expect(describeControls(card)).toEqual(rows[index].controls);
  });
}
