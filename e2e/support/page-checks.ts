import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readSeriousViolations } from './browser';
import { watchTroubles } from './failure-report';

/**
 * Waits until no CSS transition is running (a dialog fading in, an alert sliding in), so axe
 * judges colours as the user finally sees them, not half-transparent mid-animation.
 * Endless animations (spinners, skeletons) are not transitions and do not hold this up.
 */
export async function waitForTransitions(page: Page, timeoutMs = 5000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
}

/** A new page whose uncaught errors and CSP violations fail the journey when it closes. */
export async function openPage(context: BrowserContext): Promise<Page> {
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  watchTroubles(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) {
      problems.push(msg.text());
    }
  });
  page.on('close', () =>
    expect(problems, `page errors and CSP violations: ${problems.join(' | ')}`).toEqual([]),
  );
  return page;
}

/**
 * axe once the page has stopped moving. A control whose state comes with its data (a field that
 * turns disabled once the status is known) may start its colour transition just after the first
 * wait: what axe finds then is judged again once that transition is over, so only what stays fails.
 */
export async function checkAccessible(page: Page, label: string) {
  await waitForTransitions(page);
  let violations = await readSeriousViolations(page);
  for (let attempt = 0; attempt < 3 && violations.length > 0; attempt += 1) {
    await page.waitForTimeout(500);
    await waitForTransitions(page);
    violations = await readSeriousViolations(page);
  }
  expect(violations, `axe on ${label}`).toEqual([]);
}

export async function waitSaved(scope: Page | Locator) {
  await scope.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
}

/** The page fits its window's width: nothing makes a phone scroll the whole page sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  // Just after a resize the header may not have changed to its phone layout yet: let it settle.
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, {
      timeout: 5000,
    })
    .catch(() => undefined);
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    // The outermost elements that stick out, each named by its tag, classes and first words.
    const out = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > width + 1 &&
        !(element.parentElement && element.parentElement.getBoundingClientRect().right > width + 1),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      culprits: out
        .slice(0, 3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').slice(0, 40)}"`,
        ),
    };
  });
  expect(
    scrollWidth,
    `${label}: page width at ${innerWidth} px (${culprits.join('; ')})`,
  ).toBeLessThanOrEqual(innerWidth);
}
