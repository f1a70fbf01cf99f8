import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  HOSPITAL_ID,
  COMPLETE_ANSWERS,
  RESPONSE_ID,
  answerGets,
  createDetail,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

const NO_FACTORS = { totp: null, passkeys: [], recoveryCodesLeft: 0, isStrongRequired: false };

function createApplyApi({ latest = null }: { latest?: unknown } = {}) {
  const api = createMockApi(createUser());
  answerGets(api, {
    '/applications/getApplicationByType': latest,
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail(),
    '/formsResponse/status': createStatusReport(),
    '/references/details': { data: [] },
    '/alternativeCoverage/details': null,
  });
  api.post.mockImplementation(async (path: string) => {
    if (path === '/applications') {
      return createSummary();
    }
    throw new Error(`Unexpected POST ${path}`);
  });
  return api;
}

describe('apply', () => {
  it('shows sections A-D as steps, what each still needs, and saves answers as the doctor types', async () => {
    const api = createApplyApi();
    api.put.mockResolvedValueOnce({
      id: RESPONSE_ID,
      updatedAt: '2026-03-05T10:01:00.000Z',
      completeness: { percent: 75, missing: [] },
    });
    renderApp(`/apply?hospital=${HOSPITAL_ID}`, { user: createUser(), api });

    expect(await screen.findByRole('heading', { name: 'Apply to Riverside General' })).toBeInTheDocument();
    // No application there yet: it is created.
    expect(api.post).toHaveBeenCalledWith('/applications', { hospitalId: HOSPITAL_ID });
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    for (const name of [
      /A\. Identity and contact/,
      /B\. Education/,
      /C\. Practice history/,
      /D\. Disclosures/,
      /Review & submit/,
    ]) {
      expect(within(steps).getByRole('tab', { name })).toBeInTheDocument();
    }
    // Section A: the saved last name is shown; the first name is still missing.
    expect(screen.getByLabelText(/Legal last name/)).toHaveValue('Doe');
    expect(screen.getByText(/Still missing in this section: 1 required answer/)).toBeInTheDocument();
    expect(screen.getByText('Legal first name', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your answers save automatically');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Legal first name/), 'Dana');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(await screen.findByText('This section is complete.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    // One request after the pause, with every answer.
    expect(api.put).toHaveBeenCalledTimes(1);
    expect(api.put).toHaveBeenCalledWith(`/formsResponse/${RESPONSE_ID}`, {
      answers: { legalFirstName: 'Dana', legalLastName: 'Doe', medicalSchool: 'Rush Medical College' },
    });
  });

  it('reopens the open draft without creating anything, and starts anew after a decision', async () => {
    const api = createApplyApi({ latest: createSummary() });
    const { unmount } = renderApp(`/apply?hospital=${HOSPITAL_ID}`, { user: createUser(), api });
    expect(await screen.findByRole('heading', { name: 'Apply to Riverside General' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/applications/getApplicationByType', { hospitalId: HOSPITAL_ID });
    expect(api.post).not.toHaveBeenCalled();
    unmount();

    const afterDecision = createApplyApi({ latest: { ...createSummary(), status: 'rejected' } });
    renderApp(`/apply?hospital=${HOSPITAL_ID}`, { user: createUser(), api: afterDecision });
    await screen.findByRole('heading', { name: 'Apply to Riverside General' });
    expect(afterDecision.post).toHaveBeenCalledWith('/applications', { hospitalId: HOSPITAL_ID });
  });

  it('says so when a save fails and tries again', async () => {
    const api = createApplyApi();
    api.put.mockRejectedValueOnce(new Error('network down'));
    api.put.mockResolvedValueOnce({
      id: RESPONSE_ID,
      updatedAt: '2026-03-05T10:01:00.000Z',
      completeness: { percent: 75, missing: [] },
    });
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=B`, { user: createUser(), api });
    const school = await screen.findByLabelText(/Medical school/);
    await userEvent.setup().type(school, 'x');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not save — retrying'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(api.put).toHaveBeenCalledTimes(2);
  });

  it('lists what is missing on the review step and submits only once the attestation is signed', async () => {
    const api = createApplyApi();
    // Every answer given; the review still lists sections by what they need.
    answerGets(api, { [`/applicationDatas/${APPLICATION_ID}`]: createDetail({}, COMPLETE_ANSWERS) });
    const { router } = renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api });
    expect(await screen.findByRole('heading', { name: 'Attestation' })).toBeInTheDocument();
    expect(await screen.findByText('Everything required is complete.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Peer references/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Name your covering physician' })).toBeInTheDocument();
    const forms = screen.getByRole('region', { name: 'Forms' });
    expect(within(forms).getByText('A. Identity and contact').parentElement).toHaveTextContent('Complete');
    expect(screen.getByText('100% complete')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Type your full name to sign/), 'Dana Doe');
    expect(submit).toBeEnabled();

    // From now on the server knows the application as submitted (and says so if asked again).
    answerGets(api, { '/account/security': NO_FACTORS });
    api.post.mockImplementation(async (path: string) => {
      if (path === '/account/step-up/email') {
        return { message: 'We emailed you a 6-digit code.' };
      }
      if (path === '/account/step-up') {
        return { message: 'Thank you. You can sign now.', expiresAt: '2026-03-05T10:05:00.000Z' };
      }
      return createSummary({ status: 'applied' });
    });
    const submitCalls = () => api.post.mock.calls.filter(([path]) => String(path).endsWith('/submit'));
    // Signing asks first to confirm it is the doctor: without an app or a passkey, by an emailed code.
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    expect(api.post).toHaveBeenCalledWith('/account/step-up/email');
    await user.type(await within(dialog).findByLabelText('Code from the email'), '123456');
    expect(submitCalls()).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm and submit' }));
    expect(api.post).toHaveBeenCalledWith('/account/step-up', { method: 'email-code', code: '123456' });
    await waitFor(() => expect(submitCalls()).toHaveLength(1));
    expect(api.post).toHaveBeenCalledWith(`/applications/${APPLICATION_ID}/submit`, {
      attestationName: 'Dana Doe',
    });
    expect(
      await screen.findByText('Your application to Riverside General was submitted.'),
    ).toBeInTheDocument();
    // Done: the button stays disabled while the alert counts down, so no second request goes out.
    expect(submit).toBeDisabled();
    expect(submitCalls()).toHaveLength(1);
    // The success alert then opens the application's page.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my/application/${APPLICATION_ID}`));
  });

  it('asks a doctor with an authenticator app for its code, shows a wrong one on the field, and sends nothing', async () => {
    const api = createApplyApi();
    answerGets(api, {
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({}, COMPLETE_ANSWERS),
      '/account/security': {
        ...NO_FACTORS,
        totp: { addedAt: '2026-03-01T10:00:00.000Z' },
        recoveryCodesLeft: 10,
      },
    });
    api.post.mockImplementation(async (path: string) => {
      if (path === '/account/step-up') {
        throw new ApiError({
          statusCode: 400,
          code: 'OTP_INVALID',
          message: 'This code is not right.',
          fields: { code: 'This code is not right. Enter the code your authenticator app shows now.' },
        });
      }
      return createSummary();
    });
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Type your full name to sign/), 'Dana Doe');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(dialog).queryByRole('button', { name: 'Email me a code' })).not.toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText('Code'), '654321{Enter}');
    expect(api.post).toHaveBeenCalledWith('/account/step-up', { method: 'totp', code: '654321' });
    expect(
      await within(dialog).findByText(
        'This code is not right. Enter the code your authenticator app shows now.',
      ),
    ).toBeInTheDocument();
    expect(api.post.mock.calls.filter(([path]) => String(path).endsWith('/submit'))).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Submit disabled while the server lists something missing', async () => {
    const api = createApplyApi();
    answerGets(api, {
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({}, COMPLETE_ANSWERS),
      '/formsResponse/status': createStatusReport({ references: { required: 3, named: 3, sent: 1 } }),
    });
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api });
    expect(
      await screen.findByText('References: 1 of 3 requests sent (2 declined or expired)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('100% complete')).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText(/Type your full name to sign/), 'Dana Doe');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('lists sections A-D still missing from the answers on screen, even when the server has none', async () => {
    const api = createApplyApi();
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api });
    expect(await screen.findByRole('heading', { name: 'Attestation' })).toBeInTheDocument();
    expect(
      await screen.findByText('Application section A (Identity and contact): Legal first name'),
    ).toBeInTheDocument();
    const forms = screen.getByRole('region', { name: 'Forms' });
    expect(within(forms).getByText('A. Identity and contact').parentElement).toHaveTextContent(
      '1 answer missing',
    );
    expect(within(forms).getByText('B. Education, training and licensure').parentElement).toHaveTextContent(
      'Complete',
    );
    await userEvent.setup().type(screen.getByLabelText(/Type your full name to sign/), 'Dana Doe');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('reads Resubmit when the hospital asked for more information', async () => {
    const api = createApplyApi();
    api.post.mockImplementation(async () => createSummary({ status: 'information-requested' }));
    answerGets(api, {
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({
        status: 'information-requested',
        history: [
          {
            from: 'in-review',
            to: 'information-requested',
            at: '2026-03-08T10:00:00.000Z',
            actorName: 'Pat Admin',
            note: 'Please upload your DEA certificate.',
          },
        ],
      }),
    });
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api });
    expect(await screen.findByText(/Please upload your DEA certificate/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resubmit' })).toBeDisabled();
  });

  it('shows a submitted application read-only, with a link to it', async () => {
    const api = createApplyApi();
    api.post.mockImplementation(async () =>
      createSummary({ status: 'in-review', submittedAt: '2026-03-06T10:00:00.000Z' }),
    );
    renderApp(`/apply?hospital=${HOSPITAL_ID}`, { user: createUser(), api });
    expect(await screen.findByText(/can no longer be changed here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your application' })).toHaveAttribute(
      'href',
      `/my/application/${APPLICATION_ID}`,
    );
  });
});
