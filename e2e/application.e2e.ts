import { afterAll, describe, expect, it } from 'vitest';
import { HOSPITAL, JOURNEY_TIMEOUT_MS, SIGNATURE, applyFromDashboard } from './support/apply-journey';
import { setUpJourney } from './support/journey';
import { reviewAndDecide } from './support/review-journey';

// The journey at phone width is application-phone.e2e.ts.
const env = setUpJourney();
afterAll(async () => {
  await submitted?.context.close();
});

type TSubmitted = Awaited<ReturnType<typeof applyFromDashboard>>;
/** The desktop doctor's submitted application, which the hospital then reviews. */
let submitted: TSubmitted | undefined;

describe('a doctor applies to a demo hospital', () => {
  it(
    'at desktop width: from the dashboard to a submitted application, with references and coverage from emails',
    async () => {
      submitted = await applyFromDashboard(env, 'desktop');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'then the hospital reviews, comments, asks for information and approves; the doctor replies and resubmits',
    async () => {
      expect(submitted, 'the desktop journey submitted an application').toBeDefined();
      const { page, email } = submitted as TSubmitted;
      await reviewAndDecide({
        browser: env.browser,
        product: env.product,
        mailbox: env.mailbox,
        doctor: { page, email },
        hospital: HOSPITAL,
        signature: SIGNATURE,
      });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
