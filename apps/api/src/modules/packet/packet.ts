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
import type { TApplicationRow } from '@/core/access/applications';
import { writeAudit } from '@/core/audit';
import type { TFileStorage } from '@/core/storage/storage';
import { loadApplicationFlags } from '@/modules/flags';
import type { TUserRow } from '@/core/users/users';
import type { TPacketDocument, TPacketLimits } from './packet-documents';

export type TPacketDeps = { db: TDb; storage: TFileStorage; limits?: TPacketLimits };
export type TCommitteePacket = { filename: string; bytes: Uint8Array; pageCount: number };

/** Five full-size uploads, and pages enough for any real file, keep one build's memory bounded. */
export const PACKET_LIMITS: TPacketLimits = { documentBytes: 5 * FILE_MAX_BYTES, pages: 600 };
/** Packets are built one at a time per process (CPU and memory); a few more may wait their turn. */
const MAX_WAITING = 3;
const builds = new PQueue({ concurrency: 1 });

/** "packet-zoe-muller-2026-03-01.pdf": the doctor's name in plain ASCII, and today's date. */
export function createPacketFilename(doctorName: string, today = todayString()): string {
  const slug = doctorName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `packet-${slug || 'doctor'}-${today}.pdf`;
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

/** GET /admin/applications/{id}/packet: the credentials committee's PDF of one application. */
export async function createCommitteePacket(
  { db, storage, limits = PACKET_LIMITS }: TPacketDeps,
  admin: TUserRow,
  { applicationId }: TPacketRequest,
): Promise<TCommitteePacket> {
  // Note: an administrator of the application's hospital only; its doctor and anyone else get 404.
  const row = await getAdminApplication(db, admin, applicationId);
  if (builds.size >= MAX_WAITING) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'Other committee packets are being made. Try again in a moment.',
    });
  }
  const packet = await builds.add(async () => {
    // The PDF library and its fonts load with the first packet, not with every start of the server.
    const [{ renderPacketPdf }, { loadPacketVerification }] = await Promise.all([
      import('./packet-pdf'),
      import('./packet-verification'),
    ]);
    const review = await buildAdminReview(db, row);
    const flags = await loadApplicationFlags(db, row);
    const documents = await listPacketDocuments(db, row.application);
    const verification = await loadPacketVerification(db, {
      applicationId: row.application.id,
      hospitalId: row.hospital.id,
    });
    const read = async (document: TPacketDocument) => buffer(await storage.get(document.storageKey));
    const pdf = await renderPacketPdf({ review, flags, documents, read, limits, verification });
    return { ...pdf, filename: createPacketFilename(review.doctor.name), documents: documents.length };
  });
  // Note: the packet carries the doctor's whole file out of the product; the trail says who took it.
  await writeAudit(db, {
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
