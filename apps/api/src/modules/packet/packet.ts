import { buffer } from 'node:stream/consumers';
import { and, asc, eq, isNull } from 'drizzle-orm';
import PQueue from 'p-queue';
import { FILE_MAX_BYTES } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { files } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { buildAdminReview } from '@/modules/admin-applications';
import { getAdminApplication } from '@/core/access/admin-application';
import type { TApplicationRow, TApplicationWithHospital } from '@/core/access/applications';
import { writeAudit } from '@/core/audit';
import type { TFileStorage } from '@/core/storage/storage';
import { loadApplicationFlags } from '@/modules/flags';
import type { TUserRow } from '@/core/users/users';
import { createWorkerPool, WORKER_THREADS, type TWorkerPool } from '@/core/workers/worker-pool';
import { findDocumentsWithinBudget } from './packet-budget';
import type { TPacketDocument, TPacketLimits } from './packet-documents';
import type { TPacketPdf } from './packet-pdf';
import type { TPacketTask } from './packet-worker';
import { getCommitteeGate } from '@/modules/decisions';
import { loadPracticeEvidence } from '@/modules/practice-evidence';

export type TPacketDeps = { db: TDb; storage: TFileStorage; limits?: TPacketLimits };
export type TCommitteePacket = { filename: string; bytes: Uint8Array; pageCount: number };

/** Five full-size uploads, and pages enough for any real file, keep one build's memory bounded. */
export const PACKET_LIMITS: TPacketLimits = { documentBytes: 5 * FILE_MAX_BYTES, pages: 600 };
/**
 * Packets are built as many at a time as the pool has threads (CPU and memory: a build holds its
 * documents' bytes), one on two cores; a few more may wait their turn, holding nothing yet.
 */
const MAX_WAITING = 3;
const builds = new PQueue({ concurrency: WORKER_THREADS });
const PACKET_WORKER = { source: 'modules/packet/packet-worker.ts', bundle: 'packet-worker' };
let pool: TWorkerPool<TPacketTask, TPacketPdf> | null = null;

/** The threads start with the first packet, not with every start of the server. */
function getPacketPool(): TWorkerPool<TPacketTask, TPacketPdf> {
  pool ??= createWorkerPool(PACKET_WORKER);
  return pool;
}

/** A buffer that is the whole of its memory can be moved to another thread (a pooled slice cannot). */
function isWholeBuffer(data: Uint8Array): data is Uint8Array<ArrayBuffer> {
  return (
    data.buffer instanceof ArrayBuffer && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength
  );
}

/**
 * The bytes of the documents within the budget, by file id; one that storage cannot give is left
 * out, and the packet says it could not be read.
 */
async function readPacketDocuments(
  storage: TFileStorage,
  documents: TPacketDocument[],
  limits: TPacketLimits,
): Promise<Map<string, Uint8Array>> {
  const within = findDocumentsWithinBudget(documents, limits);
  const contents = new Map<string, Uint8Array>();
  for (const document of documents.filter(({ id }) => within.has(id))) {
    const data = await storage
      .get(document.storageKey)
      .then((stream) => buffer(stream))
      .catch(() => null);
    if (data) {
      contents.set(document.id, data);
    }
  }
  return contents;
}

/** "packet-zoe-muller-2026-03-01.pdf": what it is, the doctor's name in plain ASCII, and a day. */
export function createPdfFilename(prefix: string, doctorName: string, day: string): string {
  const slug = doctorName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${prefix}-${slug || 'doctor'}-${day}.pdf`;
}

export function createPacketFilename(doctorName: string, today = todayString()): string {
  return createPdfFilename('packet', doctorName, today);
}

/** The application's current documents (not the ones the doctor replaced), oldest first. */
async function listPacketDocuments(db: TDb, application: TApplicationRow): Promise<TPacketDocument[]> {
  return db
    .select({
      id: files.id,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(
      and(
        eq(files.applicationId, application.id),
        eq(files.ownerUserId, application.doctorId),
        isNull(files.supersededAt),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
}

type TPacketRequest = { applicationId: string };

export type TApplicationPacket = TCommitteePacket & { documents: number };

/**
 * One application's committee packet, built on the packet's worker pool in its turn among the
 * others. The caller has decided who may have it (an admin of its hospital; a meeting's members).
 */
export function buildApplicationPacket(
  { db, storage, limits = PACKET_LIMITS }: TPacketDeps,
  row: TApplicationWithHospital,
): Promise<TApplicationPacket> {
  return builds.add(async () => {
    const { loadPacketVerification } = await import('./packet-verification');
    const review = await buildAdminReview(db, row);
    const flags = await loadApplicationFlags(db, row);
    const documents = await listPacketDocuments(db, row.application);
    const verification = await loadPacketVerification(db, {
      applicationId: row.application.id,
      hospitalId: row.hospital.id,
    });
    const gate = await getCommitteeGate(db, { applicationId: row.application.id, on: todayString() });
    const practice = await loadPracticeEvidence(db, row.application);
    const contents = await readPacketDocuments(storage, documents, limits);
    // The PDF itself, seconds of CPU for a large packet, is built on a worker thread: the event
    // loop stays free for every other request meanwhile. The documents' bytes are moved, not copied.
    const pdf = await getPacketPool().run(
      { review, flags, documents, contents, limits, verification, gate, practice },
      [...contents.values()].flatMap((data) => (isWholeBuffer(data) ? [data.buffer] : [])),
    );
    return { ...pdf, filename: createPacketFilename(review.doctor.name), documents: documents.length };
  });
}

/** GET /admin/applications/{id}/packet: the credentials committee's PDF of one application. */
export async function createCommitteePacket(
  deps: TPacketDeps,
  admin: TUserRow,
  { applicationId }: TPacketRequest,
): Promise<TCommitteePacket> {
  // Note: an administrator of the application's hospital only; its doctor and anyone else get 404.
  const row = await getAdminApplication(deps.db, admin, applicationId);
  if (builds.size >= MAX_WAITING) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'Other committee packets are being made. Try again in a moment.',
    });
  }
  const packet = await buildApplicationPacket(deps, row);
  // Note: the packet carries the doctor's whole file out of the product; the trail says who took it.
  await writeAudit(deps.db, {
    actorId: admin.id,
    action: 'application.packet-downloaded',
    entity: 'application',
    entityId: row.application.id,
    applicationId: row.application.id,
    hospitalId: row.hospital.id,
    data: { pages: packet.pageCount, bytes: packet.bytes.length, documents: packet.documents },
  });
  return { filename: packet.filename, bytes: packet.bytes, pageCount: packet.pageCount };
}
