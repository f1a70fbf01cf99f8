import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  /** A 1280x720 laptop at 200 % zoom (WCAG 1.4.4, 1.4.10): the sticky bars take a large share. */
  zoomed: { width: 640, height: 360 },
} as const;
export type TViewportName = keyof typeof VIEWPORTS;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * Runs axe on the page as it stands and fails on serious or critical violations. The script is
 * evaluated through the DevTools protocol, so the product's Content-Security-Policy stays on.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect(await readSeriousViolations(page), `axe on ${label}`).toEqual([]);
}

/** axe's serious and critical violations on the page as it stands, one line each. */
export async function readSeriousViolations(page: Page): Promise<string[]> {
  // axe's 550 KB are evaluated once per document, not once per check.
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
    await page.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: TViolation[] }> } })
      .axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(' | ')}`,
      );
  });
}
type TViolation = {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
};

/**
 * Presses Tab until the focused element has the given accessible name (or label), as a
 * keyboard-only user would. Fails when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, name: string | RegExp, max = 60): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) {
        return '';
      }
      const labelled = el.getAttribute('aria-labelledby');
      const byLabelledBy = labelled
        ? labelled
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : '';
      const byLabel = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
      // Only controls are named by their text: a focused container's text is not its name.
      const isControl =
        ['A', 'BUTTON'].includes(el.tagName) ||
        /button|menuitem|link|tab/.test(el.getAttribute('role') ?? '');
      const byText = isControl ? (el.textContent ?? '') : '';
      return [el.getAttribute('aria-label'), byLabelledBy, byLabel, byText].filter(Boolean).join(' | ');
    });
    seen.push(focused);
    const matches = typeof name === 'string' ? focused.includes(name) : name.test(focused);
    if (matches) {
      return;
    }
  }
  throw new Error(
    `Tab never reached "${name}" on ${page.url()}; focus went to: ${seen.slice(0, 20).join(' ; ')}`,
  );
}
