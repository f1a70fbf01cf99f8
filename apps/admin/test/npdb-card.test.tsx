import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_STORAGE_KEYS, type TApplicationNpdb, type TNpdbQuery } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { AlertProvider, ApiError } from '@docapply/ui';
import { renderSite, seriousAxeViolations } from '@docapply/ui/test-kit';
import { AppProvider } from '@/app/provider';
import { NpdbCard } from '@/features/npdb';
import { createAdminUser, createMockApi, type TMockApi } from './render-admin';

const APPLICATION_ID = 'app-npdb-1';
const NPDB_PATH = `/admin/applications/${APPLICATION_ID}/npdb`;

function createQuery(overrides: Partial<TNpdbQuery> = {}): TNpdbQuery {
  return {
    id: 'query-1',
    applicationId: APPLICATION_ID,
    kind: 'one-time',
    reason: 'initial-appointment',
    queriedOn: '2026-03-03',
    enrolledOn: null,
    renewalOn: null,
    result: 'no-reports',
    response: { id: 'file-1', name: 'npdb-response.pdf', mime: 'application/pdf', size: 4096 },
    recordedBy: { id: 'admin-1', name: 'Mary Staff' },
    review: null,
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

const MISSING: TApplicationNpdb = {
  queries: [],
  standing: { current: false, message: 'No NPDB query recorded', validUntil: null, lastQueriedOn: null },
  validDays: 180,
};

/** The card alone, as the review page will place it, with the admin site's providers and its alerts. */
function renderAlone(api: TMockApi) {
  return renderSite('/', {
    provider: AppProvider,
    routes: [
      {
        path: '/',
        element: (
          <AlertProvider>
            <NpdbCard applicationId={APPLICATION_ID} />
          </AlertProvider>
        ),
      },
    ],
    storageKeys: ADMIN_STORAGE_KEYS,
    token: 'admin-token',
    user: createAdminUser(),
    api,
  });
}

async function renderCard(npdb: TApplicationNpdb = MISSING) {
  const api = createMockApi({ [NPDB_PATH]: npdb });
  const view = renderAlone(api);
  const card = await screen.findByRole('region', { name: 'NPDB queries' });
  await within(card).findByRole('button', { name: 'Record an NPDB query' });
  return { ...view, api, card, user: userEvent.setup() };
}

/** The multipart request's parts, as the server receives them. */
function sentParts(body: unknown): Record<string, string> {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries(
    [...(body as FormData).entries()].map(([name, value]) => [
      name,
      value instanceof File ? `file ${value.name} ${value.type}` : value,
    ]),
  );
}

describe('the NPDB card', () => {
  it('says what is missing, and lists each query with its result and review', async () => {
    const empty = await renderCard();
    expect(within(empty.card).getByRole('status')).toHaveTextContent(
      'NPDB query neededNo NPDB query recorded. A one-time query counts for 180 days',
    );
    expect(empty.card).toHaveTextContent('No NPDB query recorded for this doctor yet.');
    expect(empty.card).toHaveTextContent('the doctor never does');
    empty.unmount();

    const enrolment = createQuery({
      id: 'query-2',
      kind: 'continuous',
      reason: 'reappointment',
      queriedOn: '2026-04-01',
      enrolledOn: '2026-04-01',
      renewalOn: '2027-04-01',
      result: 'reports-found',
      review: {
        by: { id: 'admin-2', name: 'Sam Lee' },
        at: '2026-04-02T09:00:00.000Z',
        note: 'One old payment.',
      },
    });
    const { card } = await renderCard({
      queries: [enrolment, createQuery()],
      standing: {
        current: true,
        message: 'The Continuous Query enrolment is current until 04/01/2027',
        validUntil: '2027-04-01',
        lastQueriedOn: '2026-04-01',
      },
      validDays: 180,
    });
    expect(within(card).getByRole('status')).toHaveTextContent(
      'NPDB query currentThe Continuous Query enrolment is current until 04/01/2027.',
    );
    const items = within(within(card).getByRole('list', { name: 'NPDB queries' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Continuous Query enrolment of 04/01/2026');
    expect(items[0]).toHaveTextContent('Reports found');
    expect(items[0]).toHaveTextContent('04/01/2026 to 04/01/2027');
    expect(items[0]).toHaveTextContent('04/02/2026 by Sam Lee');
    expect(items[0]).toHaveTextContent('One old payment.');
    expect(within(items[0]).queryByRole('button', { name: /Record review/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('One-time query of 03/03/2026');
    expect(items[1]).toHaveTextContent('Awaiting review');
    expect(
      within(items[1]).getByRole('button', { name: 'Record review: One-time query of 03/03/2026' }),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('records a query with its response PDF in one multipart request, the enrolment days only for a continuous one', async () => {
    const { api, card, user } = await renderCard();
    await user.click(within(card).getByRole('button', { name: 'Record an NPDB query' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an NPDB query' });
    expect(within(dialog).getByRole('radio', { name: 'One-time query' })).toBeChecked();
    expect(within(dialog).queryByRole('group', { name: 'Renewal date' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    // Nothing is sent without the response.
    await user.click(within(dialog).getByRole('button', { name: 'Save query' }));
    expect(await within(dialog).findByText('Attach the NPDB response (PDF)')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    // Nor with a picture in its place (dropped past the chooser's own filter).
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(dialog).getByLabelText('NPDB response file'),
        new File(['png'], 'shot.png', { type: 'image/png' }),
      );
    await user.click(within(dialog).getByRole('button', { name: 'Save query' }));
    expect(await within(dialog).findByText('Upload the NPDB response as a PDF')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'Continuous Query enrolment' }));
    expect(await within(dialog).findByRole('group', { name: 'Renewal date' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Reports found' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove shot.png' }));
    await user.upload(
      within(dialog).getByLabelText('NPDB response file'),
      new File(['%PDF-1.7'], 'response.pdf', { type: 'application/pdf' }),
    );
    const recorded: TApplicationNpdb = {
      queries: [createQuery({ kind: 'continuous', result: 'reports-found' })],
      standing: {
        current: false,
        message: 'The NPDB response of 03/03/2026 awaits review',
        validUntil: null,
        lastQueriedOn: '2026-03-03',
      },
      validDays: 180,
    };
    api.post.mockResolvedValueOnce(recorded);
    await user.click(within(dialog).getByRole('button', { name: 'Save query' }));

    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const [path, body] = api.post.mock.calls[0] as [string, unknown];
    expect(path).toBe(NPDB_PATH);
    const today = todayString();
    expect(sentParts(body)).toEqual({
      kind: 'continuous',
      reason: 'initial-appointment',
      queriedOn: today,
      enrolledOn: today,
      renewalOn: dayjs(today).add(1, 'year').format('YYYY-MM-DD'),
      result: 'reports-found',
      response: 'file response.pdf application/pdf',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(card).findByText('The NPDB response of 03/03/2026 awaits review.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'NPDB query recorded. Review the response to make it count.',
    );
  });

  it('records the review, a note required when reports were found, and shows the server’s refusal on the field', async () => {
    const pending = createQuery({ result: 'reports-found' });
    const { api, card, user } = await renderCard({
      queries: [pending],
      standing: {
        current: false,
        message: 'The NPDB response of 03/03/2026 awaits review',
        validUntil: null,
        lastQueriedOn: '2026-03-03',
      },
      validDays: 180,
    });
    await user.click(
      within(card).getByRole('button', { name: 'Record review: One-time query of 03/03/2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record the review' });
    expect(dialog).toHaveTextContent('reports were found');
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    // A note is required when reports were found.
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Review note' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('textbox', { name: 'Review note' }));
    await user.paste('Two payments in 2018, both disclosed.');
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: { note: 'At most 2000 characters' },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    expect(await within(dialog).findByText('At most 2000 characters')).toBeInTheDocument();

    api.post.mockResolvedValueOnce({
      queries: [
        {
          ...pending,
          review: {
            by: { id: 'admin-1', name: 'Mary Staff' },
            at: '2026-03-04T09:00:00.000Z',
            note: 'Two payments in 2018, both disclosed.',
          },
        },
      ],
      standing: {
        current: true,
        message: 'The NPDB query of 03/03/2026 is current until 08/30/2026',
        validUntil: '2026-08-30',
        lastQueriedOn: '2026-03-03',
      },
      validDays: 180,
    } satisfies TApplicationNpdb);
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    expect(api.post).toHaveBeenLastCalledWith(`${NPDB_PATH}/query-1/review`, {
      note: 'Two payments in 2018, both disclosed.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('status')).toHaveTextContent('current until 08/30/2026');
    expect(within(card).queryByRole('button', { name: /Record review/ })).not.toBeInTheDocument();
    // The button went with the review: focus goes to the query's heading, not the page.
    await waitFor(() =>
      expect(within(card).getByRole('heading', { name: 'One-time query of 03/03/2026' })).toHaveFocus(),
    );
  });

  it('offers to try again when the queries cannot be read', async () => {
    renderAlone(createMockApi());
    const card = await screen.findByRole('region', { name: 'NPDB queries' });
    expect(await within(card).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
