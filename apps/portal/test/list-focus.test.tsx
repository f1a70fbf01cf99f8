import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPickedPrivilege, TReferenceRequest } from '@docapply/contracts';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  HOSPITAL_ID,
  answerGets,
  createDetail,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

function createRequest(id: string, name: string): TReferenceRequest {
  return {
    id,
    name,
    specialty: 'Emergency medicine',
    email: `${id}@example.com`,
    phone: '+1 212-555-0101',
    relationship: 'Department chair',
    state: 'sent',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    remindedAt: [],
  };
}

const RAY = createRequest('ref-ray', 'Dr. Ray Referee');
const SAM = createRequest('ref-sam', 'Dr. Sam Second');

/** The review step; `gets` is read at each request, so a test changes what the server holds by editing it. */
async function openReview() {
  const api = createMockApi(createUser());
  const gets: Record<string, unknown> = {
    '/applications/getApplicationByType': createSummary(),
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail(),
    '/formsResponse/status': createStatusReport(),
    '/references/details': { data: [RAY, SAM] },
    '/alternativeCoverage/details': null,
  };
  answerGets(api, gets);
  renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api });
  await screen.findByRole('heading', { name: 'Attestation' });
  return { api, gets, user: userEvent.setup() };
}

describe('focus after a dialog whose opener goes away', () => {
  it('moves focus to the references heading once a reference is removed', async () => {
    const { api, gets, user } = await openReview();
    await user.click(await screen.findByRole('button', { name: 'Remove Dr. Ray Referee' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this reference?' });

    api.del.mockResolvedValueOnce({ message: 'The request was withdrawn.' });
    gets['/references/details'] = { data: [SAM] };
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Dr. Ray Referee' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /^Peer references/ })).toHaveFocus(),
    );
  });

  it('gives focus back to Remove when the removal is cancelled', async () => {
    const { user } = await openReview();
    const remove = await screen.findByRole('button', { name: 'Remove Dr. Ray Referee' });
    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove this reference?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
  });

  it('moves focus to the covering physician heading once one is named and the button is gone', async () => {
    const { api, gets, user } = await openReview();
    await user.click(await screen.findByRole('button', { name: 'Name your covering physician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name your covering physician' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Dr. Cora Cover');
    await user.type(within(dialog).getByLabelText(/Specialty/), 'Internal medicine');
    await user.type(within(dialog).getByLabelText(/Email/), 'cora@example.com');
    await user.type(within(dialog).getByLabelText(/Phone/), '+1 212-555-0102');
    await user.type(within(dialog).getByLabelText(/Relationship to you/), 'Partner in practice');

    const cora = createRequest('cov-cora', 'Dr. Cora Cover');
    api.post.mockResolvedValueOnce(cora);
    gets['/alternativeCoverage/details'] = cora;
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Name your covering physician' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /^Covering physician/ })).toHaveFocus(),
    );
  });

  it('gives focus back to Replace after a reference is replaced (the row stays)', async () => {
    const { api, gets, user } = await openReview();
    const replace = await screen.findByRole('button', { name: 'Replace Dr. Ray Referee' });
    await user.click(replace);
    const dialog = await screen.findByRole('dialog', { name: /Ask someone else instead of Dr. Ray Referee/ });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Dr. Rhea New');
    await user.type(within(dialog).getByLabelText(/Specialty/), 'Internal medicine');
    await user.type(within(dialog).getByLabelText(/Email/), 'rhea@example.com');
    await user.type(within(dialog).getByLabelText(/Phone/), '+1 212-555-0103');
    await user.type(within(dialog).getByLabelText(/Relationship to you/), 'Former colleague');

    const rhea = { ...RAY, name: 'Dr. Rhea New', email: 'rhea@example.com' };
    api.put.mockResolvedValueOnce(rhea);
    gets['/references/details'] = { data: [rhea, SAM] };
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replace Dr. Rhea New' })).toHaveFocus());
  });
});

const PICKED: TPickedPrivilege = {
  id: 'picked-1',
  privilegeId: 'priv-us',
  name: 'Point-of-care ultrasound',
  department: 'Emergency Medicine',
  formId: null,
  formResponseId: 'response-us',
  percent: 100,
};

describe('focus after removing a requested privilege', () => {
  it('moves focus to the requested privileges heading', async () => {
    const api = createMockApi(createUser());
    const gets: Record<string, unknown> = {
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail(),
      '/privileges/all': { data: [] },
      '/privileges': { data: [PICKED] },
    };
    answerGets(api, gets);
    renderApp(`/privilege?application=${APPLICATION_ID}`, { user: createUser(), api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Point-of-care ultrasound' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this privilege?' });

    api.del.mockResolvedValueOnce({ message: 'Removed' });
    gets['/privileges'] = { data: [] };
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await screen.findByRole('heading', { level: 2, name: 'Your requested privileges (0)' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /^Your requested privileges/ })).toHaveFocus(),
    );
  });
});
