import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { TContactFilter, TContactMessage, TContactMessagePage } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { contacts } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { writeAudit } from '@/core/audit';
import type { TUserRow } from '@/core/users/users';
import { PLATFORM_API_MESSAGES } from './messages';

type TContactRow = typeof contacts.$inferSelect;

function toContactView(row: TContactRow): TContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organisation: row.organisation,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

function filterFor(status: TContactFilter): SQL | undefined {
  switch (status) {
    case 'handled':
      return isNotNull(contacts.handledAt);
    case 'unhandled':
      return isNull(contacts.handledAt);
    case 'all':
      return undefined;
    default: {
      const never: never = status;
      return never;
    }
  }
}

/** GET /platform/contacts: Contact Us messages, newest first. */
export async function listContacts(
  db: TDb,
  query: { status: TContactFilter; page: number; pageSize: number },
): Promise<TContactMessagePage> {
  const where = filterFor(query.status);
  const rows = await db
    .select()
    .from(contacts)
    .where(where)
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(contacts).where(where);
  return { data: rows.map(toContactView), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** PUT /platform/contacts/{id}: marks a message handled (keeping when it first was) or not. */
export async function setContactHandled(
  ctx: TAppContext,
  options: { actor: TUserRow; id: string; handled: boolean },
): Promise<TContactMessage> {
  const { actor, id, handled } = options;
  const [current] = await ctx.db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  if (!current) {
    throw new AppError('NOT_FOUND', { message: PLATFORM_API_MESSAGES.contactNotFound });
  }
  const [row] = await ctx.db
    .update(contacts)
    .set({ handledAt: handled ? (current.handledAt ?? new Date()) : null })
    .where(eq(contacts.id, id))
    .returning();
  await writeAudit(ctx.db, {
    actorId: actor.id,
    action: 'platform.contact-handled',
    entity: 'contact',
    entityId: id,
    before: { handled: current.handledAt !== null },
    after: { handled },
  });
  return toContactView(row);
}
