import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMeeting, TMeetingCandidate, TMeetingSummary } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';
import { restoreScreenWidth, setScreenWidth } from './responsive-lists';

const HOSPITAL = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Riverside General',
  city: 'Springfield',
  state: 'IL',
};
const STEP = { id: 'step-1', name: 'Credentials committee', quorum: 3 };
const MEETING_ID = '22222222-2222-4222-8222-222222222222';
const FILES = ['app-zoe', 'app-yusuf', 'app-xia'];

const SUMMARY: TMeetingSummary = {
  id: MEETING_ID,
  hospitalId: HOSPITAL.id,
  hospitalName: HOSPITAL.name,
  step: STEP,
  startsAt: '2027-01-12T18:00:00.000Z',
  location: 'Board room',
  packetLeadDays: 7,
  state: 'scheduled',
  packetSentAt: null,
  closedAt: null,
  itemCount: 3,
  canManage: true,
};

function createMeeting(overrides: Partial<TMeeting> = {}): TMeeting {
  return {
    ...SUMMARY,
    notes: '',
    items: [
      { applicationId: FILES[0], position: 1, doctorName: 'Zoë Dvořák', outcome: null, votes: [] },
      { applicationId: FILES[1], position: 2, doctorName: 'Yusuf Young', outcome: null, votes: [] },
      { applicationId: FILES[2], position: 3, doctorName: 'Xia Xu', outcome: null, votes: [] },
    ],
    members: [
      { userId: 'u-ada', name: 'Ada Chair', isChair: true, present: true },
      { userId: 'u-ben', name: 'Ben Baker', isChair: false, present: true },
      { userId: 'u-cleo', name: 'Cleo Carter', isChair: false, present: null },
      { userId: 'u-dan', name: 'Dan Diaz', isChair: false, present: false },
      { userId: 'u-eve', name: 'Eve Evans', isChair: false, present: null },
    ],
    quorum: { needed: 3, present: 2, members: 5, isReached: false },
    ...overrides,
  };
}

const GATE = { on: '2027-01-12', ready: true, blocks: [], aging: [], verifications: [] };
const CANDIDATES: TMeetingCandidate[] = [
  {
    applicationId: FILES[0],
    doctorName: 'Zoë Dvořák',
    since: '2026-11-01T10:00:00.000Z',
    routeState: 'voting',
    isOnAgenda: true,
    gate: GATE,
  },
  {
    applicationId: 'app-wim',
    doctorName: 'Wim Wong',
    since: '2026-11-03T10:00:00.000Z',
    routeState: 'waiting',
    isOnAgenda: false,
    gate: GATE,
  },
  {
    applicationId: 'app-val',
    doctorName: 'Val Vega',
    since: '2026-11-04T10:00:00.000Z',
    routeState: 'waiting',
    isOnAgenda: false,
    gate: {
      ...GATE,
      ready: false,
      blocks: [{ kind: 'npdb', message: 'The NPDB query will be too old by then.' }],
    },
  },
];

// jsdom lays nothing out: the agenda's rows get heights, so the keyboard sensor finds the next one.
const realRect = Element.prototype.getBoundingClientRect;
function layOutRows(): void {
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    if (!this.hasAttribute('data-sortable-row')) {
      return realRect.call(this);
    }
    const top = [...document.querySelectorAll('[data-sortable-row]')].indexOf(this) * 40;
    return DOMRect.fromRect({ x: 0, y: top, width: 400, height: 38 });
  };
}
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
  restoreScreenWidth();
});

function renderMeeting(
  meeting: TMeeting,
  roles: ('hospital_admin' | 'committee_member')[] = ['hospital_admin'],
) {
  const api = createMockApi({
    [`/admin/meetings/${MEETING_ID}`]: meeting,
    [`/admin/meetings/${MEETING_ID}/candidates`]: { data: CANDIDATES },
    '/admin/hospitals': { data: roles.includes('hospital_admin') ? [HOSPITAL] : [] },
  });
  api.put.mockImplementation(async () => meeting);
  api.post.mockImplementation(async () => meeting);
  renderAdmin(`/meetings/${MEETING_ID}`, { user: createAdminUser({ roles }), api });
  return { api, user: userEvent.setup() };
}

/** The meetings page's answers: the hospital, its route (a chair, then a committee), one meeting each way. */
function createMeetingsApi() {
  const committee = {
    ...STEP,
    position: 2,
    kind: 'committee' as const,
    allowedOutcomes: [],
    allowElectronicVote: false,
  };
  const chair = {
    ...committee,
    id: 'step-0',
    position: 1,
    name: 'Department chair',
    kind: 'person' as const,
  };
  const fixed = createMockApi({
    '/admin/hospitals': { data: [HOSPITAL] },
    [`/admin/hospitals/${HOSPITAL.id}/decision-route`]: {
      steps: [chair, committee].map((step) => ({ ...step, members: [] })),
    },
  });
  const past = { ...SUMMARY, id: 'past-1', state: 'closed' as const, startsAt: '2026-10-01T18:00:00.000Z' };
  const api = { ...fixed, get: vi.fn() };
  api.get.mockImplementation(async (path: string, params?: { when?: string }) =>
    path === '/admin/meetings' ? { data: params?.when === 'past' ? [past] : [SUMMARY] } : fixed.get(path),
  );
  api.post.mockResolvedValue(createMeeting());
  return api;
}

describe('the meetings pages', () => {
  it('lists upcoming and past meetings and schedules one for a committee step', async () => {
    const api = createMeetingsApi();
    renderAdmin('/meetings', { user: createAdminUser(), api });
    const upcoming = await screen.findByRole('table', { name: 'Upcoming meetings' });
    expect(within(upcoming).getByRole('link', { name: /01\/12\/2027/ })).toHaveAttribute(
      'href',
      `/meetings/${MEETING_ID}`,
    );
    expect(upcoming).toHaveTextContent('Credentials committee');
    expect(upcoming).toHaveTextContent('3 files');
    expect(await screen.findByRole('table', { name: 'Past meetings' })).toHaveTextContent('Closed');
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule a meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    await user.type(within(dialog).getByLabelText(/Date and time/), '2027-01-12T18:00');
    await user.type(within(dialog).getByLabelText(/Place/), 'Board room');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/admin/meetings', {
        stepId: STEP.id,
        startsAt: new Date('2027-01-12T18:00').toISOString(),
        location: 'Board room',
        packetLeadDays: 7,
      }),
    );
  });

  it('shows the meetings as cards on a phone, each opening its meeting', async () => {
    setScreenWidth('phone');
    renderAdmin('/meetings', { user: createAdminUser(), api: createMeetingsApi() });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming meetings' });
    expect(within(upcoming).getByRole('link', { name: /01\/12\/2027/ })).toHaveAttribute(
      'href',
      `/meetings/${MEETING_ID}`,
    );
    expect(upcoming).toHaveTextContent('Place');
    expect(screen.queryByRole('table', { name: 'Upcoming meetings' })).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('builds the agenda: ready files can be added, the order moves by button and by keyboard drag', async () => {
    layOutRows();
    const { api, user } = renderMeeting(createMeeting());
    const agenda = await screen.findByRole('list', { name: 'Agenda' });
    expect(
      within(agenda)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('1. Zoë Dvořák'),
      expect.stringContaining('2. Yusuf Young'),
      expect.stringContaining('3. Xia Xu'),
    ]);
    const candidates = await screen.findByRole('table', { name: 'Files at this step' });
    expect(within(candidates).getByRole('button', { name: 'Add Val Vega to the agenda' })).toBeDisabled();
    expect(candidates).toHaveTextContent('The NPDB query will be too old by then.');
    await user.click(within(candidates).getByRole('button', { name: 'Add Wim Wong to the agenda' }));
    expect(api.post).toHaveBeenCalledWith(`/admin/meetings/${MEETING_ID}/items`, {
      applicationId: 'app-wim',
    });

    await user.click(within(agenda).getByRole('button', { name: 'Move down: Zoë Dvořák' }));
    expect(api.put).toHaveBeenLastCalledWith(`/admin/meetings/${MEETING_ID}/items`, {
      applicationIds: [FILES[1], FILES[0], FILES[2]],
    });
    within(agenda).getByRole('button', { name: 'Drag Xia Xu' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    await waitFor(() =>
      expect(api.put).toHaveBeenLastCalledWith(`/admin/meetings/${MEETING_ID}/items`, {
        applicationIds: [FILES[0], FILES[2], FILES[1]],
      }),
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('records attendance with the quorum line, and the votes once the quorum is there', async () => {
    const { api, user } = renderMeeting(createMeeting());
    expect(await screen.findByText(/Quorum: 2 of 5 present, 3 needed/)).toBeInTheDocument();
    expect(
      screen.getAllByText('Record attendance first: the meeting needs its quorum to vote.'),
    ).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Cleo Carter' }));
    expect(api.put).toHaveBeenCalledWith(`/admin/meetings/${MEETING_ID}/attendance/u-cleo`, {
      present: true,
    });
  });

  it('asks every present member’s choice before recording the votes', async () => {
    const members = createMeeting().members.map((member) =>
      member.userId === 'u-cleo' ? { ...member, present: true } : member,
    );
    const { api, user } = renderMeeting(
      createMeeting({ members, quorum: { needed: 3, present: 3, members: 5, isReached: true } }),
    );
    const item = await screen.findByRole('article', { name: 'Zoë Dvořák' });
    const record = within(item).getByRole('button', { name: 'Record the votes on Zoë Dvořák' });
    expect(record).toBeDisabled();
    await user.click(
      within(within(item).getByRole('radiogroup', { name: 'Ada Chair' })).getByLabelText('For'),
    );
    await user.click(
      within(within(item).getByRole('radiogroup', { name: 'Ben Baker' })).getByLabelText('Against'),
    );
    expect(record).toBeDisabled();
    await user.click(
      within(within(item).getByRole('radiogroup', { name: 'Cleo Carter' })).getByLabelText('Recused'),
    );
    await user.click(record);
    expect(api.put).toHaveBeenCalledWith(`/admin/meetings/${MEETING_ID}/items/${FILES[0]}/votes`, {
      votes: [
        { userId: 'u-ada', choice: 'for' },
        { userId: 'u-ben', choice: 'against' },
        { userId: 'u-cleo', choice: 'recused' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Close meeting' }));
    expect(api.post).toHaveBeenCalledWith(`/admin/meetings/${MEETING_ID}/close`, {});
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows a member the agenda and the packet, not the coordinator’s controls', async () => {
    const { api, user } = renderMeeting(createMeeting({ canManage: false }), ['committee_member']);
    const getBlob = vi.fn().mockResolvedValue({
      blob: new Blob(['%PDF']),
      fileName: 'meeting-packet.pdf',
      contentType: 'application/pdf',
    });
    Object.assign(api, { getBlob });
    URL.createObjectURL = vi.fn(() => 'blob:packet');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await screen.findByRole('list', { name: 'Agenda' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close meeting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download minutes' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Quorum/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download packet' }));
    await waitFor(() => expect(getBlob).toHaveBeenCalledWith(`/admin/meetings/${MEETING_ID}/packet`));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
