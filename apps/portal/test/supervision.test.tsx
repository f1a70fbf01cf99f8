import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSupervisionAgreement, TSupervisionRequest } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import {
  APPLICATION_ID,
  COMPLETE_ANSWERS,
  HOSPITAL_ID,
  answerGets,
  createDetail,
  createStatusReport,
  createSummary,
} from './applications-fixtures';
import { createMockApi, createUser, renderApp } from './render-app';

const ADMITTING = {
  privilegeId: '44444444-4444-4444-8444-444444444444',
  name: 'Admitting',
  department: 'Internal Medicine',
};
const SAM = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Dr. Sam Supervisor',
  departments: ['Internal Medicine'],
};

const REQUEST: TSupervisionRequest = {
  id: 'agreement-1',
  practitionerName: 'Nora Practitioner',
  hospitalName: 'Riverside General',
  physicianName: 'Dr. Sam Supervisor',
  relationship: 'collaborating',
  privileges: [ADMITTING],
  state: 'pending',
  answeredAt: null,
};

describe('the supervising physician’s answer', () => {
  it('shows a card on the physician’s dashboard and signs the confirmation with the typed name', async () => {
    const user = createUser();
    const api = createMockApi(user);
    answerGets(api, {
      '/hospitals/all/hospitals/with/application': { data: [] },
      '/supervision/requests': { data: [REQUEST] },
    });
    api.post.mockRejectedValueOnce(
      new ApiError({ statusCode: 400, code: 'VALIDATION', fields: { signedName: 'Type your full name' } }),
    );
    api.post.mockResolvedValueOnce({ message: 'Thank you: the agreement is confirmed', state: 'confirmed' });
    renderApp('/dashboard', { user, api });

    const section = await screen.findByRole('region', { name: 'Supervision requests' });
    const card = await within(section).findByRole('article', {
      name: 'Confirm supervision of Nora Practitioner',
    });
    expect(card).toHaveTextContent('Admitting (Internal Medicine)');
    expect(await seriousAxeViolations(section)).toEqual([]);

    const typing = userEvent.setup();
    await typing.type(within(card).getByLabelText(/Type your full name to sign/), 'Sam Supervisr{Enter}');
    expect(await within(card).findByText('Type your full name')).toBeInTheDocument();
    await typing.clear(within(card).getByLabelText(/Type your full name to sign/));
    await typing.type(within(card).getByLabelText(/Type your full name to sign/), 'Sam Supervisor');
    await typing.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenLastCalledWith('/supervision/requests/agreement-1/answer', {
        decision: 'confirm',
        signedName: 'Sam Supervisor',
      }),
    );
  });

  it('answers by the emailed link without an account', async () => {
    const api = createMockApi();
    answerGets(api, { '/supervision/link': REQUEST });
    api.post.mockResolvedValueOnce({ message: 'You declined the request', state: 'declined' });
    renderApp('/supervision?token=abc', { api });
    const card = await screen.findByRole('article', { name: 'Confirm supervision of Nora Practitioner' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the request')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/supervision/link/answer', { decision: 'decline', token: 'abc' });
  });

  it('says so when the link was already used', async () => {
    const api = createMockApi();
    const fallback = api.get.getMockImplementation();
    api.get.mockImplementation(async (path: string, params?: unknown) => {
      if (path === '/supervision/link') {
        throw new ApiError({
          statusCode: 410,
          code: 'GONE',
          message: 'This link was already used or replaced',
        });
      }
      return fallback?.(path, params);
    });
    renderApp('/supervision?token=used', { api });
    expect(await screen.findByText('This link was already used or replaced')).toBeInTheDocument();
  });
});

describe('the practitioner’s supervision part', () => {
  it('names a member physician, the relationship and the privileges covered, then shows the state', async () => {
    const api = createMockApi(createUser());
    const named: TSupervisionAgreement = {
      id: 'agreement-1',
      applicationId: APPLICATION_ID,
      physician: SAM,
      relationship: 'supervising',
      privileges: [ADMITTING],
      state: 'pending',
      sentAt: '2026-12-06T10:00:00.000Z',
      answeredAt: null,
      signedName: null,
      answeredVia: null,
    };
    answerGets(api, {
      '/applications/getApplicationByType': createSummary(),
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail(
        {
          privileges: [
            { id: 'pick-1', ...ADMITTING, formId: null, formResponseId: null, answers: {}, form: null },
          ],
        },
        COMPLETE_ANSWERS,
      ),
      '/formsResponse/status': {
        ...createStatusReport(),
        supervision: { required: true, named: false, confirmed: false, uncovered: [] },
      },
      '/references/details': { data: [] },
      '/alternativeCoverage/details': null,
      '/supervision': { required: true, agreement: null },
      '/supervision/physicians': { data: [SAM] },
    });
    api.put.mockResolvedValueOnce(named);
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api });

    const part = await screen.findByRole('region', { name: 'Supervising or collaborating physician' });
    // Submit waits for the physician's confirmation.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(await seriousAxeViolations(part)).toEqual([]);
    const user = userEvent.setup();
    await user.type(within(part).getByRole('combobox', { name: /Physician/ }), 'Sam');
    await user.click(await screen.findByRole('option', { name: /Dr. Sam Supervisor/ }));
    await user.click(within(part).getByRole('radio', { name: 'Supervising physician' }));
    expect(within(part).getByRole('checkbox', { name: 'Admitting (Internal Medicine)' })).toBeChecked();
    await user.click(within(part).getByRole('button', { name: 'Send to the physician' }));
    expect(api.put).toHaveBeenCalledWith('/supervision', {
      applicationId: APPLICATION_ID,
      physicianId: SAM.id,
      relationship: 'supervising',
      privilegeIds: [ADMITTING.privilegeId],
    });
    expect(await within(part).findByText('Waiting for the physician to confirm')).toBeInTheDocument();
    expect(within(part).getByRole('button', { name: 'Send the request again' })).toBeInTheDocument();
  });
});
