import { desc, eq } from 'drizzle-orm';
import type { TInternalNote, TInternalNoteSection } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { internalNotes, users } from '@/core/db/schema';
import { getAdminApplication } from '@/core/access/admin-application';
import { writeAudit } from '@/core/audit';
import type { TUserRow } from '@/core/users/users';

type TNoteRow = typeof internalNotes.$inferSelect;
type TAuthorRow = { id: string; firstName: string; lastName: string };

function toNote(row: TNoteRow, author: TAuthorRow | null): TInternalNote {
  return {
    id: row.id,
    applicationId: row.applicationId,
    section: row.section as TInternalNoteSection | null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    author: author ? { id: author.id, name: `${author.firstName} ${author.lastName}` } : null,
  };
}

/** GET /admin/applications/{id}/notes: every note of the application, newest first, with its author. */
export async function listInternalNotes(
  db: TDb,
  admin: TUserRow,
  applicationId: string,
): Promise<TInternalNote[]> {
  // Note: only an administrator of the application's hospital; its doctor and anyone else 404.
  const { application } = await getAdminApplication(db, admin, applicationId);
  const rows = await db
    .select({
      note: internalNotes,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(internalNotes)
    .leftJoin(users, eq(users.id, internalNotes.authorId))
    .where(eq(internalNotes.applicationId, application.id))
    .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id));
  return rows.map(({ note, author }) => toNote(note, author));
}

export type TCreateInternalNoteInput = {
  applicationId: string;
  section?: TInternalNoteSection | null;
  message: string;
};

/** POST /admin/applications/{id}/notes: a note is written once and never edited or deleted. */
export async function createInternalNote(
  db: TDb,
  admin: TUserRow,
  { applicationId, section = null, message }: TCreateInternalNoteInput,
): Promise<TInternalNote> {
  // Note: only an administrator of the application's hospital; its doctor and anyone else 404.
  const { application } = await getAdminApplication(db, admin, applicationId);
  const note = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(internalNotes)
      .values({ applicationId: application.id, section, authorId: admin.id, message })
      .returning();
    // The text stays out of the trail: the platform's audit page is read by people outside the
    // hospital's office, and the note itself is already kept unchanged.
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'internal-note.created',
      entity: 'internal_note',
      entityId: row.id,
      applicationId: application.id,
      hospitalId: application.hospitalId,
      before: null,
      after: { section },
    });
    return row;
  });
  return toNote(note, admin);
}
