import { eq } from 'drizzle-orm';
import { ADMIN_LINKS, DOCTOR_LINKS, toSiteUrl } from '@docapply/contracts';
import type { TCommentSection } from '@docapply/contracts';
import type { TConfig } from '@/config';
import type { TChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { hospitals, users } from '@/core/db/schema';
import type { TApplicationRow, TParticipantRole } from '@/core/access/applications';
import { listHospitalAdminEmails } from '@/core/users/users';
import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

type TPerson = { id: string; email: string; firstName: string; lastName: string };
type TRecipient = { email: string; side: TParticipantRole };

export type TCommentMail = {
  kind: 'comment' | 'reply';
  application: TApplicationRow;
  section: TCommentSection;
  message: string;
  writer: TPerson;
  /** For a reply: the comment it answers, its author and their side of the application. */
  repliedTo?: { author: TPerson & { disabledAt: Date | null }; side: TParticipantRole };
};

function fullName(person: Pick<TPerson, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`;
}

function otherSide(side: TParticipantRole): TParticipantRole {
  return side === 'doctor' ? 'hospital_admin' : 'doctor';
}

/**
 * Who is told about a comment or reply. Note: the server decides the recipients from the
 * application alone; the `email` a client sends never adds anyone, so nobody can use a comment to
 * mail an arbitrary address.
 */
async function listRecipients(
  db: TDb,
  mail: TCommentMail,
  doctorEmail: string,
  writerSide: TParticipantRole,
): Promise<TRecipient[]> {
  const everyoneOn = async (side: TParticipantRole): Promise<TRecipient[]> => {
    if (side === 'doctor') {
      return [{ email: doctorEmail, side }];
    }
    // Note: a draft is the doctor's alone; its admins could not open the link, so they are not told.
    if (mail.application.status === 'draft') {
      return [];
    }
    const emails = await listHospitalAdminEmails(db, mail.application.hospitalId);
    return emails.map((email) => ({ email, side }));
  };
  const { repliedTo } = mail;
  let recipients: TRecipient[];
  if (!repliedTo || repliedTo.author.id === mail.writer.id) {
    // A comment, or a reply to one's own comment, goes to the other side of the application.
    recipients = await everyoneOn(otherSide(writerSide));
  } else if (repliedTo.side === 'hospital_admin' && repliedTo.author.disabledAt) {
    // The admin who asked has left; their colleagues pick the answer up.
    recipients = await everyoneOn('hospital_admin');
  } else {
    recipients = [{ email: repliedTo.author.email, side: repliedTo.side }];
  }
  // Nobody is mailed about their own words, and nobody twice.
  const unique = new Map<string, TRecipient>();
  for (const recipient of recipients) {
    if (recipient.email !== mail.writer.email && !unique.has(recipient.email)) {
      unique.set(recipient.email, recipient);
    }
  }
  return [...unique.values()];
}

function quote(message: string): string {
  return message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

export function createCommentMail({
  kind,
  writerName,
  doctorName,
  hospitalName,
  section,
  message,
  link,
  isToDoctor,
}: {
  kind: TCommentMail['kind'];
  writerName: string;
  doctorName: string;
  hospitalName: string;
  section: TCommentSection;
  message: string;
  link: string;
  isToDoctor: boolean;
}): TMailContent {
  const noun = kind === 'comment' ? 'comment' : 'reply';
  const whose = isToDoctor
    ? `your application to ${hospitalName}`
    : `${doctorName}'s application to ${hospitalName}`;
  const action = kind === 'comment' ? 'commented on' : 'replied to a comment on';
  return {
    subject: isToDoctor
      ? `New ${noun} on your application to ${hospitalName}`
      : `New ${noun} on ${doctorName}'s application`,
    text:
      'Hello,\n\n' +
      `${writerName} ${action} Section - ${section} of ${whose}:\n\n` +
      `${quote(message)}\n\n` +
      `Read and answer it at ${link}` +
      SIGNATURE,
  };
}

/**
 * Queues the notification of a new comment or reply (plain text, so nothing needs escaping) in the
 * comment's own change.
 */
export async function sendCommentMails(
  change: TChange,
  config: Pick<TConfig, 'DOCTOR_URL' | 'ADMIN_URL'>,
  mail: TCommentMail,
  writerSide: TParticipantRole,
): Promise<void> {
  const { application } = mail;
  const [row] = await change.tx
    .select({ hospitalName: hospitals.name, doctor: users })
    .from(hospitals)
    .innerJoin(users, eq(users.id, application.doctorId))
    .where(eq(hospitals.id, application.hospitalId))
    .limit(1);
  if (!row) {
    return;
  }
  const links: Record<TParticipantRole, string> = {
    doctor: toSiteUrl(config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(application.id)),
    hospital_admin: toSiteUrl(config.ADMIN_URL, ADMIN_LINKS.application.getHref(application.id)),
  };
  for (const recipient of await listRecipients(change.tx, mail, row.doctor.email, writerSide)) {
    await change.mail({
      to: recipient.email,
      ...createCommentMail({
        kind: mail.kind,
        writerName: fullName(mail.writer),
        doctorName: fullName(row.doctor),
        hospitalName: row.hospitalName,
        section: mail.section,
        message: mail.message,
        link: links[recipient.side],
        isToDoctor: recipient.side === 'doctor',
      }),
    });
  }
}
