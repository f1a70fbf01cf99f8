import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TReferenceRequest } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  COMPLETE_ANSWERS,
  HOSPITAL_ID,
  answerGets,
  createDetail,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

function request(id: string, name: string, remindedAt: string[]): TReferenceRequest {
  return {
    id,
    name,
    specialty: 'Cardiology',
    email: `${id}@example.com`,
    phone: '+1 212-555-0101',
    relationship: 'Colleague',
    state: 'sent',
    createdAt: '2027-03-01T10:00:00.000Z',
    updatedAt: '2027-03-01T10:00:00.000Z',
    remindedAt,
  };
}

const PENDING = [
  request('r1', 'Dr. Ann Waiting', ['2027-03-04T12:00:00.000Z', '2027-03-08T12:00:00.000Z']),
  request('r2', 'Dr. Ben Waiting', []),
  request('r3', 'Dr. Cy Waiting', []),
];

/** The review step of a draft whose own parts are complete and whose requests are all sent, none answered. */
function createPendingApi(required: number) {
  const api = createMockApi(createUser());
  answerGets(api, {
    '/applications/getApplicationByType': null,
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail({}, COMPLETE_ANSWERS),
    '/formsResponse/status': createStatusReport({ references: { required, named: 3, sent: 3 } }),
    '/references/details': { data: PENDING },
    '/alternativeCoverage/details': request('c1', 'Dr. Cora Cover', []),
  });
  // No application there yet: the page creates it.
  api.post.mockImplementation(async (path: string) => {
    if (path === '/applications') {
      return createSummary();
    }
    throw new Error(`Unexpected POST ${path}`);
  });
  return api;
}

// A whole route with lazy pages: slow on a busy machine.
describe('the submit rule on the review step', () => {
  it('says when the doctor can submit and lets them while the references have not answered', async () => {
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api: createPendingApi(3) });
    const attestation = (await screen.findByRole('heading', { name: 'Attestation' })).closest('section');
    const rule =
      'You can submit once your own sections are complete and every reference and coverage request has been ' +
      'sent. Your references can answer after you submit: the office finishes its review only when 3 of them ' +
      'have answered.';
    expect(await within(attestation as HTMLElement).findByText(rule)).toBeInTheDocument();

    // Pending answers, with the reminders the doctor can see, do not hold the submit back.
    const references = screen.getByRole('list', { name: 'Peer references' });
    expect(within(references).getByText('Reminded on 03/04/2027, 03/08/2027')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText(/Type your full name to sign/), 'Dana Doe');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription(rule);
    expect(await seriousAxeViolations(attestation as HTMLElement)).toEqual([]);
  });

  it("uses the hospital's own minimum", async () => {
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api: createPendingApi(1) });
    expect(
      await screen.findByText(/the office finishes its review only when one of them has answered\.$/),
    ).toBeInTheDocument();
  });

  it('tells a delegate that only the doctor signs and submits, with no signature field', async () => {
    const delegate = createUser({
      id: 'user-9',
      name: { first: 'Olive', last: 'Manager' },
      roles: ['delegate'],
    });
    const api = createPendingApi(3);
    const answer = api.get.getMockImplementation();
    api.get.mockImplementation(async (path: string, params?: unknown) =>
      path === '/delegations'
        ? { data: [{ doctorId: 'doc-1', name: 'Dana Doe', email: 'dana@example.com' }] }
        : answer?.(path, params),
    );
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: delegate, api });
    const notice = await screen.findByRole('region', { name: 'Attestation' });
    expect(notice).toHaveTextContent(
      'Only the doctor signs the attestation and submits. Once everything required is complete, we email them that the application is ready to submit.',
    );
    expect(screen.queryByLabelText(/Type your full name to sign/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(notice)).toEqual([]);
  });

  it("shows the reminders on the application's page, and never an answer", async () => {
    const api = createMockApi(createUser());
    answerGets(api, {
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({
        status: 'applied',
        isEditable: false,
        submittedAt: '2027-03-02T10:00:00.000Z',
        references: PENDING,
        coverage: request('c1', 'Dr. Cora Cover', ['2027-03-04T12:00:00.000Z']),
      }),
    });
    renderApp(`/my/application/${APPLICATION_ID}`, { user: createUser(), api });
    const references = await screen.findByRole('list', { name: 'Peer references' });
    expect(within(references).getByText('Reminded on 03/04/2027, 03/08/2027')).toBeInTheDocument();
    const coverage = screen.getByRole('list', { name: 'Covering physician' });
    expect(within(coverage).getByText('Reminded on 03/04/2027')).toBeInTheDocument();
    expect(await seriousAxeViolations(references)).toEqual([]);
  });
});
