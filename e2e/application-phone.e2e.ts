import { describe, it } from 'vitest';
import { JOURNEY_TIMEOUT_MS, applyFromDashboard } from './support/apply-journey';
import { setUpJourney } from './support/journey';

// The same journey as application.e2e.ts at desktop width, in a file of its own so both run side by side.
const env = setUpJourney();

describe('a doctor applies to a demo hospital', () => {
  it(
    'at phone width (390 px): the same journey, every page usable and accessible',
    async () => {
      const { context } = await applyFromDashboard(env, 'phone');
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
