import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  TPreviousRequestPeople,
  TReferenceRequest,
  TRequestPerson,
  TSentRequests,
} from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  HOSPITAL_ID,
  answerGets,
  createDetail,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

const APPROVED_ID = '44444444-4444-4444-8444-444444444444';

function person(name: string, relationship: string): TRequestPerson {
  const local = name.split(' ').at(-1)?.toLowerCase() ?? 'peer';
  return {
    name,
    specialty: 'Internal Medicine',
    email: `${local}@peers.example.org`,
    phone: '+1 309-555-0123',
    relationship,
  };
}

const HART = person('Dr. Lena Hart', 'Department chair, 2014-2024');
const SAID = person('Dr. Omar Said', 'Colleague at Prairie, 2016-2024');
const WHITLOW = person('Dr. Grace Whitlow', 'Residency director');
const ORTIZ = person('Dr. Rafael Ortiz', 'Practice partner');
const PREVIOUS: TPreviousRequestPeople = { references: [HART, SAID, WHITLOW], coverage: ORTIZ };

function asSent(asked: TRequestPerson, index: number): TReferenceRequest {
  return {
    id: `request-${index}`,
    ...asked,
    state: 'sent',
    createdAt: '2028-12-02T10:00:00.000Z',
    updatedAt: '2028-12-02T10:00:00.000Z',
    remindedAt: [],
  };
}

/** The review step of a reappointment draft, approved last on 03/31/2027. */
async function openReappointmentReview(previous: TPreviousRequestPeople = PREVIOUS) {
  const api = createMockApi(createUser());
  answerGets(api, {
    '/applications/getApplicationByType': createSummary(),
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail({
      kind: 'reappointment',
      reappointmentOf: { previousApplicationId: APPROVED_ID, approvedOn: '2027-03-31' },
    }),
    '/formsResponse/status': createStatusReport({
      references: { required: 3, named: 0, sent: 0 },
      coverage: { named: false, sent: false },
    }),
    '/references/details': { data: [] },
    '/alternativeCoverage/details': null,
    '/references/previous': previous,
  });
  const view = renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api });
  const offer = await screen.findByRole('region', { name: 'Last time’s references and covering physician' });
  return { api, view, offer, user: userEvent.setup() };
}

const rowOf = (offer: HTMLElement, name: string) =>
  within(within(offer).getByRole('list', { name: 'People to ask again' }))
    .getByText(name)
    .closest('li') as HTMLElement;

describe('reappointment: last time’s references and covering physician', () => {
  it('offers them as they were, to edit, remove or add to, and sends every request with one press', async () => {
    const { api, view, offer, user } = await openReappointmentReview();
    expect(
      within(offer).getByText(/Your application approved on 03\/31\/2027 named these people/),
    ).toBeInTheDocument();
    for (const [asked, role] of [
      [HART, 'Reference'],
      [SAID, 'Reference'],
      [WHITLOW, 'Reference'],
      [ORTIZ, 'Covering physician'],
    ] as const) {
      const row = rowOf(offer, asked.name);
      expect(row).toHaveTextContent(asked.email);
      expect(row).toHaveTextContent(asked.relationship);
      expect(row).toHaveTextContent(role);
    }
    expect(await seriousAxeViolations(view.container)).toEqual([]);

    // Dr. Said moved: a new address.
    await user.click(within(offer).getByRole('button', { name: 'Edit Dr. Omar Said' }));
    const edit = await screen.findByRole('dialog', { name: 'Change Dr. Omar Said’s details' });
    expect(within(edit).getByLabelText(/Relationship to you/)).toHaveValue(SAID.relationship);
    const email = within(edit).getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'omar.said@prairie.example.org');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(offer, SAID.name)).toHaveTextContent('omar.said@prairie.example.org');

    // Dr. Whitlow retired: removed; focus goes to the list's heading, not to the page.
    await user.click(within(offer).getByRole('button', { name: 'Remove Dr. Grace Whitlow' }));
    expect(within(offer).queryByText(WHITLOW.name)).not.toBeInTheDocument();
    expect(
      within(offer).getByRole('heading', { name: 'Last time’s references and covering physician' }),
    ).toHaveFocus();

    // And a new colleague.
    await user.click(within(offer).getByRole('button', { name: 'Add another reference' }));
    const add = await screen.findByRole('dialog', { name: 'Add a reference to the list' });
    await user.type(within(add).getByLabelText(/Full name/), 'Dr. Mei Tanaka');
    await user.type(within(add).getByLabelText(/Specialty/), 'Nephrology');
    await user.type(within(add).getByLabelText(/Email/), 'tanaka@peers.example.org');
    await user.type(within(add).getByLabelText(/Phone/), '3095550188');
    await user.type(within(add).getByLabelText(/Relationship to you/), 'Consultant colleague');
    await user.click(within(add).getByRole('button', { name: 'Add to the list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const tanaka = {
      name: 'Dr. Mei Tanaka',
      specialty: 'Nephrology',
      email: 'tanaka@peers.example.org',
      phone: '+1 309-555-0188',
      relationship: 'Consultant colleague',
    };
    const references = [HART, { ...SAID, email: 'omar.said@prairie.example.org' }, tanaka];
    const sent: TSentRequests = { references: references.map(asSent), coverage: asSent(ORTIZ, 9) };
    api.post.mockResolvedValueOnce(sent);
    // The status report is read again after the sending; on a real network that takes a while.
    let answerReport: (report: unknown) => void = () => undefined;
    answerGets(api, { '/formsResponse/status': new Promise((resolve) => (answerReport = resolve)) });

    await user.click(within(offer).getByRole('button', { name: 'Send requests to these 4 people' }));
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/references/batch', {
      applicationId: APPLICATION_ID,
      references,
      coverage: ORTIZ,
    });
    await within(screen.getByRole('list', { name: 'Peer references' })).findByText('Dr. Mei Tanaka');
    answerReport(createStatusReport());
    expect(
      await within(offer).findByText('Requests sent to 4 people. You can follow each one below.'),
    ).toBeInTheDocument();
    expect(
      within(offer).getByRole('heading', { name: 'Last time’s references and covering physician' }),
    ).toHaveFocus();
    // The panels below list them, each sent.
    const listed = screen.getByRole('list', { name: 'Peer references' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Dr. Lena Hart'),
      expect.stringContaining('Dr. Omar Said'),
      expect.stringContaining('Dr. Mei Tanaka'),
    ]);
    expect(screen.getByRole('list', { name: 'Covering physician' })).toHaveTextContent('Dr. Rafael Ortiz');
    expect(within(offer).queryByRole('button', { name: /^Send requests/ })).not.toBeInTheDocument();
  });

  it('shows a refusal next to the person it is about; nobody was asked, so all stay listed', async () => {
    const { api, offer, user } = await openReappointmentReview();
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'This person has already been asked for this application.',
        fields: { 'references.1.email': 'This person has already been asked for this application.' },
      }),
    );
    await user.click(within(offer).getByRole('button', { name: 'Send requests to these 4 people' }));
    expect(
      await within(rowOf(offer, SAID.name)).findByText(
        'This person has already been asked for this application.',
      ),
    ).toBeInTheDocument();
    expect(within(offer).getAllByRole('listitem')).toHaveLength(4);
  });

  it('asks to complete a person whose details last time lacked a phone before sending', async () => {
    const { offer, user } = await openReappointmentReview({
      references: [HART, { ...SAID, phone: '' }],
      coverage: null,
    });
    expect(within(rowOf(offer, SAID.name)).getByText('Edit to add their phone.')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Send requests to these 2 people' })).toBeDisabled();
    await user.click(within(offer).getByRole('button', { name: 'Edit Dr. Omar Said' }));
    const edit = await screen.findByRole('dialog', { name: 'Change Dr. Omar Said’s details' });
    await user.type(within(edit).getByLabelText(/Phone/), '3095550177');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(offer).getByRole('button', { name: 'Send requests to these 2 people' })).toBeEnabled();
  });

  it('offers nothing on a first application', async () => {
    const api = createMockApi(createUser());
    answerGets(api, {
      '/applications/getApplicationByType': createSummary(),
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail(),
      '/formsResponse/status': createStatusReport(),
      '/references/details': { data: [] },
      '/alternativeCoverage/details': null,
    });
    renderApp(`/apply?hospital=${HOSPITAL_ID}&step=review`, { user: createUser(), api });
    await screen.findByRole('heading', { name: 'Attestation' });
    expect(api.get).not.toHaveBeenCalledWith('/references/previous', expect.anything());
    expect(screen.queryByRole('region', { name: /Last time’s/ })).not.toBeInTheDocument();
  });
});
