import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { TProduct } from './server';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
const TEXT_CHARS = 1500;
const OUTPUT_CHARS = 4000;

/** Server answers ≥ 500 or 429 and failed requests seen by each page, for the report of a failed journey. */
const troubles = new WeakMap<Page, string[]>();

/** Records the page's failed API calls so that a failed journey can say what the server answered. */
export function watchTroubles(page: Page): void {
  const list: string[] = [];
  troubles.set(page, list);
  page.on('response', (response) => {
    if (response.status() >= 500 || response.status() === 429) {
      list.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    list.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
}

async function describePage(page: Page, index: number, name: string): Promise<string> {
  const path = `${ARTIFACTS}${name}-${index}.png`;
  await page.screenshot({ path, fullPage: true }).catch(() => undefined);
  const text = await page
    .evaluate(() => document.body.innerText)
    .catch((error: unknown) => `(no text: ${String(error)})`);
  const seen = troubles.get(page) ?? [];
  return [
    `page ${index}: ${page.url()} (screenshot ${path})`,
    `  visible text: ${text.replace(/\s+/g, ' ').slice(0, TEXT_CHARS)}`,
    `  server errors and failed requests: ${seen.length ? seen.join(' | ') : 'none'}`,
  ].join('\n');
}

/**
 * When a journey fails, CI keeps only what was printed: every open page's address, visible text
 * and failed requests, and the end of the product's own output, go to stderr (screenshots to
 * e2e/artifacts/ for a local run).
 */
export async function reportFailure(
  name: string,
  browser: Browser | undefined,
  product: TProduct | undefined,
) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  const file = name.replace(/\W+/g, '-').slice(0, 80);
  const parts = await Promise.all(pages.map((page, index) => describePage(page, index, file)));
  const output = product?.output().slice(-OUTPUT_CHARS) ?? '';
  process.stderr.write(
    `\n=== failed: ${name}\n${parts.join('\n')}\n--- end of the product's output:\n${output}\n===\n`,
  );
}
