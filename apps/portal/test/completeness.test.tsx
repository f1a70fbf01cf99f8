import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TApplicationStatusReport } from '@docapply/contracts';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  COMPLETE_ANSWERS,
  DRAFT_ANSWERS,
  HOSPITAL_ID,
  RESPONSE_ID,
  answerGets,
  createDetail,
  createHospital,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

const PERCENT = /^(\d+)% complete$/;

/** One reference request sent, and a covering physician's request declined. */
const REQUESTS = {
  references: { required: 3, named: 1, sent: 1 },
  coverage: { named: true, sent: false },
};

/** The server of one draft: its list row stores the status report's figure, as the API does. */
function createDraftApi(answers: Record<string, string>, report: TApplicationStatusReport) {
  const api = createMockApi(createUser());
  const summary = createSummary({ percent: report.percent });
  answerGets(api, {
    '/hospitals/all/hospitals/with/application': {
      data: [createHospital(HOSPITAL_ID, 'Riverside General', summary)],
    },
    '/applications/getApplicationByType': summary,
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail({}, answers),
    '/formsResponse/status': report,
    '/references/details': { data: [] },
    '/alternativeCoverage/details': null,
  });
  return api;
}

/** The figure a screen shows, read from its text and checked against its progress bar. */
async function readPercent(scope: HTMLElement): Promise<number> {
  const text = await within(scope).findByText(PERCENT);
  const percent = Number(PERCENT.exec(text.textContent ?? '')?.[1]);
  expect(
    within(scope).getByRole('progressbar', { name: 'Riverside General application progress' }),
  ).toHaveAttribute('aria-valuenow', String(percent));
  return percent;
}

async function dashboardPercent(api: ReturnType<typeof createMockApi>): Promise<number> {
  const { unmount } = renderApp('/dashboard', { user: createUser(), api });
  const card = await screen.findByRole('article', { name: 'Riverside General' });
  // Once the card's missing list is in, the figure beside it is the status report's.
  await waitFor(() =>
    expect(api.get).toHaveBeenCalledWith('/formsResponse/status', { applicationId: APPLICATION_ID }),
  );
  const percent = await readPercent(card);
  unmount();
  return percent;
}

async function openForm(api: ReturnType<typeof createMockApi>, step = 'A') {
  renderApp(`/apply?hospital=${HOSPITAL_ID}&step=${step}`, { user: createUser(), api });
  await screen.findByRole('heading', { name: 'Apply to Riverside General' });
  return screen.getByRole('heading', { name: 'Apply to Riverside General' }).parentElement as HTMLElement;
}

// Each case renders the dashboard and then the form: two whole pages, more than the default 5 s on a busy machine.
describe('one completeness figure', () => {
  it('shows the same percentage for a draft on the dashboard and on the form', async () => {
    const api = createDraftApi(DRAFT_ANSWERS, createStatusReport({ answers: DRAFT_ANSWERS, ...REQUESTS }));
    const onDashboard = await dashboardPercent(api);
    const header = await openForm(api);
    expect(await readPercent(header)).toBe(onDashboard);
    expect(onDashboard).toBeGreaterThan(0);
    expect(onDashboard).toBeLessThan(100);
  });

  it('moves the form’s figure as the doctor types, to what the dashboard shows once it is saved', async () => {
    const typed = { ...DRAFT_ANSWERS, legalFirstName: 'Dana' };
    const api = createDraftApi(DRAFT_ANSWERS, createStatusReport({ answers: DRAFT_ANSWERS, ...REQUESTS }));
    const saved = createStatusReport({ answers: typed, ...REQUESTS });
    api.put.mockImplementation(async () => {
      // From this save on, the server reports (and stores) the new answers.
      answerGets(api, { '/formsResponse/status': saved });
      return { id: RESPONSE_ID, updatedAt: '2026-03-05T10:01:00.000Z', completeness: saved.application };
    });
    const header = await openForm(api);
    const before = await readPercent(header);
    await userEvent.setup().type(screen.getByLabelText(/Legal first name/), 'Dana');
    await waitFor(() => expect(screen.getByText(PERCENT).textContent).not.toBe(`${before}% complete`));
    const after = await readPercent(header);
    expect(after).toBeGreaterThan(before);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(await readPercent(header)).toBe(after);
    expect(api.put).toHaveBeenCalledWith(`/formsResponse/${RESPONSE_ID}`, { answers: typed });
  });

  it('reads 100% on both exactly when Submit can be pressed', async () => {
    const api = createDraftApi(COMPLETE_ANSWERS, createStatusReport({ answers: COMPLETE_ANSWERS }));
    expect(await dashboardPercent(api)).toBe(100);
    await openForm(api, 'review');
    expect(await screen.findByText('Everything required is complete.')).toBeInTheDocument();
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText(/Type your full name to sign/), 'Dana Doe');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('stays below 100% with Submit disabled while one reference request is not sent', async () => {
    const report = createStatusReport({
      answers: COMPLETE_ANSWERS,
      references: { required: 3, named: 2, sent: 2 },
    });
    const api = createDraftApi(COMPLETE_ANSWERS, report);
    const onDashboard = await dashboardPercent(api);
    expect(onDashboard).toBeLessThan(100);
    const header = await openForm(api, 'review');
    expect(await readPercent(header)).toBe(onDashboard);
    await userEvent.setup().type(screen.getByLabelText(/Type your full name to sign/), 'Dana Doe');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
