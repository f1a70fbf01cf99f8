import { and, eq, isNull } from 'drizzle-orm';
import {
  DECISION_LETTER_MESSAGES,
  DOCTOR_LINKS,
  toSiteUrl,
  type TDecisionLetter,
  type TDoctorDecisionLetter,
} from '@docapply/contracts';
import { getAdminApplication } from '@/core/access/admin-application';
import { getOwnApplication } from '@/core/access/applications';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { decisionLetters, users } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { createPdfFilename } from '@/modules/packet';
import { renderDecisionLetterPdf, type TDecisionLetterRow } from './letter-pdf';
import { createDecisionLetterMail } from './mails';

export type TLetterPdf = { filename: string; bytes: Uint8Array };

const notFound = () => new AppError('NOT_FOUND', { message: DECISION_LETTER_MESSAGES.notFound });

async function findLetter(db: TDb, applicationId: string) {
  const [row] = await db
    .select({ letter: decisionLetters, senderFirst: users.firstName, senderLast: users.lastName })
    .from(decisionLetters)
    .leftJoin(users, eq(users.id, decisionLetters.sentBy))
    .where(eq(decisionLetters.applicationId, applicationId));
  return row ?? null;
}

function toLetterView(row: NonNullable<Awaited<ReturnType<typeof findLetter>>>): TDecisionLetter {
  const { letter } = row;
  return {
    applicationId: letter.applicationId,
    decidedOn: letter.decidedOn,
    outcome: letter.decision.outcome,
    isAdverse: letter.hearingRightsNotice !== null,
    dueOn: letter.dueOn,
    sentAt: letter.sentAt?.toISOString() ?? null,
    sentBy:
      letter.sentBy && row.senderFirst !== null
        ? { id: letter.sentBy, name: `${row.senderFirst} ${row.senderLast}` }
        : null,
  };
}

async function toPdf(letter: TDecisionLetterRow): Promise<TLetterPdf> {
  return {
    filename: createPdfFilename('decision-letter', letter.doctorName, letter.decidedOn),
    bytes: await renderDecisionLetterPdf(letter),
  };
}

/** GET /admin/applications/{id}/decision-letter: null until the board has decided. */
export async function getAdminDecisionLetter(
  db: TDb,
  admin: TUserRow,
  applicationId: string,
): Promise<TDecisionLetter | null> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  await getAdminApplication(db, admin, applicationId);
  const row = await findLetter(db, applicationId);
  return row ? toLetterView(row) : null;
}

/** GET /admin/applications/{id}/decision-letter/pdf: the office reads it before and after sending. */
export async function openAdminDecisionLetter(
  db: TDb,
  admin: TUserRow,
  applicationId: string,
): Promise<TLetterPdf> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  await getAdminApplication(db, admin, applicationId);
  const row = await findLetter(db, applicationId);
  if (!row) {
    throw notFound();
  }
  return toPdf(row.letter);
}

/**
 * POST /admin/applications/{id}/decision-letter/send: marks it sent and emails the doctor a link to
 * their application page, where it then is, in one change with its audit row. Sent once (409 after).
 */
export async function sendDecisionLetter(
  ctx: TAppContext,
  admin: TUserRow,
  applicationId: string,
): Promise<TDecisionLetter> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  const { application, hospital } = await getAdminApplication(ctx.db, admin, applicationId);
  await runChange(
    async (change) => {
      const [sent] = await change.tx
        .update(decisionLetters)
        .set({ sentAt: new Date(), sentBy: admin.id })
        .where(and(eq(decisionLetters.applicationId, application.id), isNull(decisionLetters.sentAt)))
        .returning({ id: decisionLetters.id, dueOn: decisionLetters.dueOn });
      if (!sent) {
        throw (await findLetter(change.tx, application.id))
          ? new AppError('CONFLICT', { message: DECISION_LETTER_MESSAGES.alreadySent })
          : notFound();
      }
      const [doctor] = await change.tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, application.doctorId));
      await change.mail({
        to: doctor.email,
        ...createDecisionLetterMail({
          firstName: doctor.firstName,
          hospitalName: hospital.name,
          link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(application.id)),
        }),
      });
      await change.audit({
        actorId: admin.id,
        action: 'decision-letter.sent',
        entity: 'decision-letter',
        entityId: sent.id,
        applicationId: application.id,
        hospitalId: hospital.id,
        data: { sentTo: doctor.email, dueOn: sent.dueOn },
      });
    },
    { db: ctx.db },
  );
  const row = await findLetter(ctx.db, application.id);
  return toLetterView(row!);
}

/** The doctor's own letter once the office has sent it; before that, as if there were none. */
async function findSentLetter(db: TDb, doctorId: string, applicationId: string) {
  // Note: the doctor's own application only (another's is 404), and only a letter already sent.
  const application = await getOwnApplication(db, doctorId, applicationId);
  const row = await findLetter(db, application.id);
  return row?.letter.sentAt ? row.letter : null;
}

/** GET /applications/{id}/decision-letter: null until the letter is sent. */
export async function getDoctorDecisionLetter(
  db: TDb,
  doctorId: string,
  applicationId: string,
): Promise<TDoctorDecisionLetter | null> {
  const letter = await findSentLetter(db, doctorId, applicationId);
  if (!letter?.sentAt) {
    return null;
  }
  return {
    applicationId: letter.applicationId,
    decidedOn: letter.decidedOn,
    outcome: letter.decision.outcome,
    sentAt: letter.sentAt.toISOString(),
  };
}

/** GET /applications/{id}/decision-letter/pdf: 404 until sent. */
export async function openDoctorDecisionLetter(
  db: TDb,
  doctorId: string,
  applicationId: string,
): Promise<TLetterPdf> {
  const letter = await findSentLetter(db, doctorId, applicationId);
  if (!letter) {
    throw notFound();
  }
  return toPdf(letter);
}
