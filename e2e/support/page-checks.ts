import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readSeriousViolations } from './browser';
import { watchTroubles } from './failure-report';
import { waitTwoFrames } from './prerendered-page';

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

/** What the focus checks keep in the page: each control's look unfocused, and how to note them. */
type TFocusWindow = Window & {
  focusLook?: (element: Element) => string;
  unfocusedLooks?: WeakMap<Element, string>;
  noteUnfocusedLooks?: () => void;
  /** The elements a walk's direction has focused, to stop when it comes round again. */
  walked?: Record<string, WeakSet<Element>>;
};

/**
 * Notes how every control looks unfocused (outline, shadow, borders, background of the control,
 * its parent and the parent's children, where a text field draws its focused border), with the
 * focus taken off whatever had it, so a focused control can be told from an unfocused one. Each
 * check notes the controls that came since (a part of the page rendered late).
 */
async function noteUnfocusedLooks(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    const win = window as TFocusWindow;
    const props = ['outline', 'boxShadow', 'borderColor', 'borderWidth', 'backgroundColor'] as const;
    const one = (element: Element) => {
      const style = getComputedStyle(element);
      return props.map((prop) => style[prop]).join(' ');
    };
    win.focusLook = (element) =>
      [element, ...(element.parentElement ? [element.parentElement, ...element.parentElement.children] : [])]
        .map(one)
        .join('|');
    const looks = new WeakMap<Element, string>();
    win.unfocusedLooks = looks;
    win.noteUnfocusedLooks = () => {
      const focused = document.activeElement;
      for (const element of document.querySelectorAll(
        'a[href], button, input, select, textarea, [tabindex]',
      )) {
        if (!looks.has(element) && !(focused && element.parentElement?.contains(focused))) {
          looks.set(element, win.focusLook?.(element) ?? '');
        }
      }
    };
    // The walk starts at the top: Tab goes on from the last focused place, here a mark before all.
    const start = document.createElement('div');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    start.remove();
    win.noteUnfocusedLooks();
  });
}

/**
 * A control that came with the focus has no unfocused look noted: it took the place of the control
 * Tab reached as that got the focus (a select whose code loads on first use puts the real one in
 * its place, focused). Its unfocused look is read with the focus taken off it a moment; then the
 * focus is given back, and the check compares as for any other control.
 */
async function noteLookOfNewFocus(page: Page): Promise<void> {
  const isNew = await page.evaluate(() => {
    const win = window as TFocusWindow & { newFocus?: HTMLElement };
    const element = document.activeElement;
    if (!win.unfocusedLooks || !(element instanceof HTMLElement) || element === document.body) {
      return false;
    }
    if (win.unfocusedLooks.has(element)) {
      return false;
    }
    win.newFocus = element;
    element.blur();
    return true;
  });
  if (!isNew) {
    return;
  }
  await waitTwoFrames(page);
  await waitForTransitions(page);
  await page.evaluate(() => {
    const win = window as TFocusWindow & { newFocus?: HTMLElement };
    const element = win.newFocus;
    if (element) {
      win.unfocusedLooks?.set(element, win.focusLook?.(element) ?? '');
      element.focus({ preventScroll: true });
    }
  });
  await waitTwoFrames(page);
  await waitForTransitions(page);
}

/**
 * What is wrong with how the focused element shows (null when nothing is): WCAG 2.4.11, it lies
 * in the window and no sticky or fixed bar covers its centre; 2.4.7, it has a visible indicator
 * (an outline, or a look that differs from its unfocused one). The name is '' when nothing has the
 * focus, or when the `walk` named has focused this element before (Tab came round).
 */
async function readFocusProblem(
  page: Page,
  walk?: string,
): Promise<{ name: string; problem: string | null }> {
  await waitForTransitions(page);
  await noteLookOfNewFocus(page);
  return page.evaluate((walk) => {
    const win = window as TFocusWindow;
    const element = document.activeElement;
    if (!element || element === document.body) {
      return { name: '', problem: null };
    }
    if (walk) {
      win.walked ??= {};
      const walked = (win.walked[walk] ??= new WeakSet());
      if (walked.has(element)) {
        return { name: '', problem: null };
      }
      walked.add(element);
    }
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const name = `${element.tagName.toLowerCase()} "${label.trim().slice(0, 50)}"`;
    const findProblem = (): string | null => {
      const box = element.getBoundingClientRect();
      if (box.top < -1 || box.left < -1 || box.bottom > innerHeight + 1 || box.right > innerWidth + 1) {
        const [top, right, bottom, left] = [box.top, box.right, box.bottom, box.left].map(Math.round);
        return `outside the window (top ${top}, right ${right}, bottom ${bottom}, left ${left})`;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && !element.contains(hit) && !hit.contains(element)) {
        let cover: Element | null = hit;
        while (cover && !['sticky', 'fixed'].includes(getComputedStyle(cover).position)) {
          cover = cover.parentElement;
        }
        const by = cover ?? hit;
        return `covered by ${by.tagName.toLowerCase()} "${(by.textContent ?? '').slice(0, 40)}"`;
      }
      const style = getComputedStyle(element);
      const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const unfocused = win.unfocusedLooks?.get(element);
      const looksFocused = unfocused !== undefined && win.focusLook?.(element) !== unfocused;
      return hasOutline || looksFocused ? null : 'no visible focus indicator';
    };
    const problem = findProblem();
    win.noteUnfocusedLooks?.();
    return { name, problem };
  }, walk);
}

/** The focused element shows (see readFocusProblem): in the window, uncovered, with an indicator. */
export async function expectFocusShown(page: Page, label: string): Promise<void> {
  const { name, problem } = await readFocusProblem(page);
  // Soft, as the walk: one run reports every problem.
  expect.soft(name, `${label}: something has the focus`).not.toBe('');
  expect.soft(problem, `${label}: the focused ${name}`).toBeNull();
}

/**
 * A keyboard user's walk: Tab from the top of the page to its end, then Shift+Tab back up to the
 * top (each until focus leaves the page or comes round, at most `max` presses), checking after
 * every press that the focused control shows.
 */
export async function expectFocusShownWhileTabbing(page: Page, label: string, max = 400): Promise<void> {
  // Without motion (the theme honours the wish) each control shows its focus at once, not after a
  // quarter-second transition waited for at every press.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await noteUnfocusedLooks(page);
  const problems: string[] = [];
  const walk = `${label} ${Date.now()}`;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < max; presses += 1) {
      await page.keyboard.press(key);
      const { name, problem } = await readFocusProblem(page, `${walk} ${key}`);
      if (name === '') {
        break;
      }
      if (problem) {
        problems.push(`${key} to ${name}: ${problem}`);
      }
    }
  }
  await page.emulateMedia({ reducedMotion: null });
  // Soft: the journey goes on, so one run reports every size's problems.
  expect.soft(problems, `${label}: focus shown on every control`).toEqual([]);
}
