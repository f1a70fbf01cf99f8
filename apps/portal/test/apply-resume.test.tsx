import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  COMPLETE_ANSWERS,
  DRAFT_ANSWERS,
  HOSPITAL_ID,
  answerGets,
  createDetail,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

function openDraft(answers: Record<string, string>, step?: string) {
  const api = createMockApi(createUser());
  answerGets(api, {
    '/applications/getApplicationByType': createSummary(),
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail({}, answers),
    '/formsResponse/status': createStatusReport({ answers }),
    '/references/details': { data: [] },
    '/alternativeCoverage/details': null,
  });
  const query = step ? `&step=${step}` : '';
  return renderApp(`/apply?hospital=${HOSPITAL_ID}${query}`, { user: createUser(), api });
}

async function expectStep(tab: RegExp, heading: string) {
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  const steps = screen.getByRole('navigation', { name: 'Application steps' });
  expect(within(steps).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('apply: a draft opens where the doctor stopped', () => {
  it('goes to the first section still incomplete, past the complete ones', async () => {
    // A and B complete, C asks nothing required, D still needs its answer.
    const { router } = openDraft({ ...DRAFT_ANSWERS, legalFirstName: 'Dana' });
    await expectStep(/D\. Disclosures/, 'Disclosures');
    expect(screen.getByLabelText(/Licence actions/)).toHaveValue('');
    // The URL says so too: a reload stays on this step.
    expect(new URLSearchParams(router.state.location.search).get('step')).toBe('D');
  });

  it('starts at section A when A is the one still incomplete', async () => {
    openDraft(DRAFT_ANSWERS);
    await expectStep(/A\. Identity and contact/, 'Identity and contact');
  });

  it('goes to Review & submit when every section is complete', async () => {
    openDraft(COMPLETE_ANSWERS);
    await expectStep(/Review & submit/, 'Attestation');
  });

  it('keeps the step a link asks for', async () => {
    openDraft({ ...DRAFT_ANSWERS, legalFirstName: 'Dana' }, 'B');
    await expectStep(/B\. Education/, 'Education, training and licensure');
  });
});
