import { eq } from 'drizzle-orm';
import PQueue from 'p-queue';
import { MEETING_MESSAGES } from '@docapply/contracts';
import { formatDateTime } from '@docapply/rules';
import { writeAudit } from '@/core/audit';
import type { TApplicationWithHospital } from '@/core/access/applications';
import type { TDb } from '@/core/db/client';
import { applications, hospitals } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { createWorkerPool, WORKER_THREADS, type TWorkerPool } from '@/core/workers/worker-pool';
import { AppError } from '@/lib/app-error';
import { buildApplicationPacket, type TPacketDeps } from '@/modules/packet';
import { getMeetingAccess, type TMeetingAccess } from './access';
import type { TMeetingPacketInput, TMeetingPacketPdf } from './meeting-packet-pdf';
import { listAgenda } from './queries';

export type TMeetingPdf = { filename: string; bytes: Uint8Array; pageCount: number };

const WORKER = { source: 'modules/meetings/meeting-packet-worker.ts', bundle: 'meeting-packet-worker' };
let pool: TWorkerPool<TMeetingPacketInput, TMeetingPacketPdf> | null = null;
/** One meeting packet at a time per process (it holds every file's packet), one more waiting. */
const builds = new PQueue({ concurrency: 1 });
const MAX_WAITING = 1;

export const meetingTitle = ({ step, meeting }: Pick<TMeetingAccess, 'step' | 'meeting'>) =>
  `${step.name} meeting, ${formatDateTime(meeting.startsAt, 'MM/DD/YYYY')}`;

export const meetingFilename = (kind: string, { meeting }: Pick<TMeetingAccess, 'meeting'>) =>
  `${kind}-${formatDateTime(meeting.startsAt, 'YYYY-MM-DD')}.pdf`;

async function loadApplication(db: TDb, applicationId: string): Promise<TApplicationWithHospital> {
  const [row] = await db
    .select({ application: applications, hospital: hospitals })
    .from(applications)
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(eq(applications.id, applicationId));
  return row;
}

/**
 * Every file's packet, built on the packet's pool in agenda order (as many at once as it has
 * threads), then put together on a thread of this pool.
 */
async function buildMeetingPacket(deps: TPacketDeps, access: TMeetingAccess): Promise<TMeetingPdf> {
  const agenda = await listAgenda(deps.db, access.meeting.id);
  if (agenda.length === 0) {
    throw new AppError('CONFLICT', { message: MEETING_MESSAGES.emptyAgenda });
  }
  const files = new PQueue({ concurrency: WORKER_THREADS });
  const packets = await Promise.all(
    agenda.map((item) =>
      files.add(async () => buildApplicationPacket(deps, await loadApplication(deps.db, item.applicationId))),
    ),
  );
  pool ??= createWorkerPool(WORKER);
  const items = agenda.map((item, index) => ({
    doctorName: item.doctorName,
    bytes: packets[index].bytes,
    pageCount: packets[index].pageCount,
  }));
  const pdf = await pool.run(
    {
      title: meetingTitle(access),
      hospitalName: access.hospitalName,
      when: formatDateTime(access.meeting.startsAt, 'MM/DD/YYYY [at] HH:mm'),
      location: access.meeting.location,
      items,
    },
    items.flatMap(({ bytes }) =>
      bytes.byteOffset === 0 &&
      bytes.byteLength === bytes.buffer.byteLength &&
      bytes.buffer instanceof ArrayBuffer
        ? [bytes.buffer]
        : [],
    ),
  );
  return { ...pdf, filename: meetingFilename('meeting-packet', access) };
}

/**
 * GET /admin/meetings/{id}/packet: the meeting's one PDF, for its coordinator and the members of
 * its step (who cannot read the files' own packets one by one).
 */
export async function createMeetingPacket(
  deps: TPacketDeps,
  user: TUserRow,
  meetingId: string,
): Promise<TMeetingPdf> {
  // Note: the hospital's administrators and the step's members; anyone else 404.
  const access = await getMeetingAccess(deps.db, user, meetingId, { manage: false });
  if (builds.size >= MAX_WAITING) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'Another meeting packet is being made. Try again in a moment.',
    });
  }
  const packet = await builds.add(() => buildMeetingPacket(deps, access));
  // Note: the packet carries every file on the agenda out of the product; the trail says who took it.
  await writeAudit(deps.db, {
    actorId: user.id,
    action: 'meeting.packet-downloaded',
    entity: 'meeting',
    entityId: access.meeting.id,
    hospitalId: access.meeting.hospitalId,
    data: { pages: packet.pageCount, bytes: packet.bytes.length },
  });
  return packet;
}
