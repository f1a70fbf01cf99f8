// Benchmark (not a test): on the biggest seeded form (the application form, section A) in
// Chromium against the built product, how long from a keystroke to the next paint, and how
// many distinct fields re-render per keystroke. Target: 1 field, under 16 ms.
// Run: npm run build && npm run bench:form
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startMailbox } from '../e2e/support/mailbox';
import { startProduct } from '../e2e/support/server';
import { signInNewDoctor } from '../e2e/support/doctor';

const KEYSTROKES = 40;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** Types KEYSTROKES characters into the focused input; per keystroke: ms to next paint, fields rendered. */
async function typeAndMeasure(page: Page) {
  const timings: number[] = [];
  const counts: number[] = [];
  let names: string[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.evaluate(() =>
      (window as unknown as { __benchRendered: Set<string> }).__benchRendered.clear(),
    );
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const input = document.activeElement as HTMLInputElement;
          const start = performance.now();
          // The next frame after the keystroke's work: rAF, then a task after the paint.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
          const proto =
            input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
          const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
          setter?.call(input, `${input.value}a`);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }),
    );
    timings.push(ms);
    names = await page.evaluate(() => [
      ...(window as unknown as { __benchRendered: Set<string> }).__benchRendered,
    ]);
    counts.push(names.length);
  }
  return { timings, counts, names };
}

const mailbox = await startMailbox();
const product = await startProduct({ smtpUrl: mailbox.url });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // React calls the DevTools hook on every commit, in production builds too: count the
  // distinct form fields (fibers whose props carry a field descriptor) that did render work.
  // Passed as source text: tsx would wrap a function's inner functions in helpers the page lacks.
  await context.addInitScript(`
    const rendered = new Set();
    // The committed tree also holds fibers this commit never touched, with the flags of their
    // last render: a fiber rendered now only if it did work and its props object is not the one
    // it had at the previous commit.
    const seenProps = new WeakMap();
    window.__benchRendered = rendered;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id, root) => {
        const stack = [root.current];
        while (stack.length > 0) {
          const fiber = stack.pop();
          // The Field renderer itself: a field descriptor plus onChange (its name is the answer path).
          const props = fiber.memoizedProps;
          const name = props && props.field && typeof props.onChange === 'function' && props.field.name;
          const didWork = (fiber.flags & 1) === 1 && seenProps.get(fiber) !== fiber.memoizedProps;
          seenProps.set(fiber, fiber.memoizedProps);
          if (name && didWork) {
            rendered.add(String(name));
          }
          if (fiber.child) stack.push(fiber.child);
          if (fiber.sibling) stack.push(fiber.sibling);
        }
      },
    };
  `);
  const page = await context.newPage();
  const { headers } = await signInNewDoctor(product, mailbox, page);
  const hospitals = (await (await fetch(`${product.baseUrl}/api/hospitals/all`, { headers })).json()) as {
    result: { data: { id: string }[] };
  };
  const hospitalId = hospitals.result.data[0].id;
  // Each section of the application form in turn (the biggest seeded form), typing into its
  // first text input.
  for (const step of ['A', 'B', 'C', 'D']) {
    await page.goto(`${product.baseUrl}/apply?hospital=${hospitalId}&step=${step}`);
    const input = page
      .locator('main input[type="text"]:not([readonly]), main textarea:not([readonly])')
      .first();
    try {
      await input.waitFor({ timeout: 10_000 });
    } catch {
      console.log(`section ${step}: no text input to type into (choices only)`);
      continue;
    }
    await input.click();
    await page.waitForTimeout(500);
    const { timings, counts, names } = await typeAndMeasure(page);
    const controls = await page
      .locator('main input, main textarea, main [role="combobox"], main [role="radiogroup"]')
      .count();
    console.log(
      `section ${step} (${controls} controls): keystroke to next paint median ${percentile(timings, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(timings, 0.95).toFixed(1)} ms (target < 16 ms); fields re-rendered per keystroke ` +
        `max ${Math.max(...counts)}, median ${percentile(counts, 0.5)} (target 1)` +
        (process.env.BENCH_DEBUG ? ` [last: ${names.join(', ')}]` : ''),
    );
  }
} finally {
  await browser.close();
  await product.stop();
  await mailbox.close();
}
