import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  HOSPITAL_ID,
  answerGets,
  createDetail,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

function createApplyApi() {
  const api = createMockApi(createUser());
  answerGets(api, {
    '/applications/getApplicationByType': createSummary(),
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail(),
    '/formsResponse/status': createStatusReport(),
    '/references/details': { data: [] },
    '/alternativeCoverage/details': null,
  });
  return api;
}

async function openApply(step?: string) {
  const api = createApplyApi();
  const query = step ? `&step=${step}` : '';
  renderApp(`/apply?hospital=${HOSPITAL_ID}${query}`, { user: createUser(), api });
  await screen.findByRole('heading', { name: 'Apply to Riverside General' });
}

async function expectFocusOnHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('apply: focus follows the step', () => {
  it('leaves focus alone on the first load', async () => {
    await openApply();
    await screen.findByRole('heading', { name: 'Identity and contact' });
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new step heading after Next, Back and a stepper tab', async () => {
    await openApply();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const heading = await expectFocusOnHeading('Education, training and licensure');
    // Reachable by script only, and without a focus ring on a heading.
    expect(heading).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectFocusOnHeading('Identity and contact');

    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    await user.click(within(steps).getByRole('tab', { name: /D\. Disclosures/ }));
    await expectFocusOnHeading('Disclosures');

    // The keyboard goes on from there: the next Tab reaches the step's first field.
    await user.tab();
    expect(screen.getByLabelText(/Licence actions/)).toHaveFocus();
  });

  it('moves focus to the review heading, and from an Edit button back to that section', async () => {
    await openApply('D');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Review & submit' }));
    await expectFocusOnHeading('Review & submit');

    await user.click(await screen.findByRole('button', { name: 'Edit section B' }));
    await expectFocusOnHeading('Education, training and licensure');
  });

  it('does not take focus on a first load of the review step', async () => {
    await openApply('review');
    await screen.findByRole('heading', { name: 'Attestation' });
    expect(screen.getByRole('heading', { level: 2, name: 'Review & submit' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});
