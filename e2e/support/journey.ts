import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { reportFailure } from './failure-report';
import { startMailbox, type TMailbox } from './mailbox';
import { startProduct, type TProduct } from './server';

/** What a journey file runs against: a mailbox, the built product sending to it, and Chromium. */
export type TJourney = { mailbox: TMailbox; product: TProduct; browser: Browser };

/**
 * Registers the hooks a journey file needs: starts the mailbox, the product and the browser before
 * its tests, stops them after, and reports a failing test's pages and the product's log. The
 * returned object is filled in when the file's tests start. `env` is more of the product's environment;
 * `withUrls: false` runs it as `npm start` does, with no site addresses configured.
 */
export function setUpJourney({
  env,
  withUrls,
}: { env?: NodeJS.ProcessEnv; withUrls?: boolean } = {}): TJourney {
  const journey = {} as TJourney;
  beforeAll(async () => {
    journey.mailbox = await startMailbox();
    journey.product = await startProduct({ smtpUrl: journey.mailbox.url, env, withUrls });
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.product?.stop();
    await journey.mailbox?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      await reportFailure(ctx.task.name, journey.browser, journey.product);
    }
  });
  return journey;
}
