import { count, eq } from 'drizzle-orm';
import {
  MAX_REFERENCES,
  REQUEST_MESSAGES,
  type TRequestKind,
  type TRequestPerson,
} from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import type { TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import {
  findOwnedApplication,
  isEditableStatus,
  type TApplicationRef,
} from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { REQUEST_TABLES, listRequests, type TRequestRow } from '@/modules/application-state';
import { writeRequestAudit } from './request-audit';
import { findRequestContext, type TRequestContext } from './request-context';
import { sendRequestLink } from './send-link';

/** What naming a person checks, and the insert they share: one by one or several at once. */

export async function findApplicationOf(ctx: TAppContext, user: TUserRow, applicationId: string) {
  const application = await findOwnedApplication(ctx.db, applicationId, user.id);
  // Note: the caller's own application only (a delegate's `user` is the doctor worked for).
  if (!application) {
    throw new AppError('NOT_FOUND', { message: 'Application not found.' });
  }
  return application;
}

export function assertEditable(application: TApplicationRef): void {
  // Note: who is asked can change only while the doctor may change the application.
  if (!isEditableStatus(application.status)) {
    throw new AppError('CONFLICT', { message: REQUEST_MESSAGES.notEditable });
  }
}

export async function getContext(ctx: TAppContext, applicationId: string): Promise<TRequestContext> {
  const context = await findRequestContext(ctx.db, applicationId);
  if (!context) {
    throw new AppError('NOT_FOUND', { message: 'Application not found.' });
  }
  return context;
}

/** One person once per application, and never the doctor; `field` names the email in an error. */
export async function assertNewPerson(
  db: TDb,
  kind: TRequestKind,
  {
    applicationId,
    email,
    doctorEmail,
    exceptId,
    field = 'email',
  }: {
    applicationId: string;
    email: string;
    doctorEmail: string;
    exceptId?: string;
    field?: string;
  },
): Promise<void> {
  const wanted = normaliseEmail(email);
  if (wanted === normaliseEmail(doctorEmail)) {
    throw new AppError('VALIDATION', {
      message: REQUEST_MESSAGES.selfEmail,
      fields: { [field]: REQUEST_MESSAGES.selfEmail },
    });
  }
  const rows = await listRequests(db, kind, applicationId);
  if (rows.some((r) => r.id !== exceptId && normaliseEmail(r.email) === wanted)) {
    throw new AppError('VALIDATION', {
      message: REQUEST_MESSAGES.duplicateEmail,
      fields: { [field]: REQUEST_MESSAGES.duplicateEmail },
    });
  }
}

export function toColumns(person: TRequestPerson) {
  return {
    name: person.name,
    specialty: person.specialty,
    email: normaliseEmail(person.email),
    phone: person.phone,
    relationship: person.relationship,
  };
}

type TNewRequest = {
  kind: TRequestKind;
  person: TRequestPerson;
  context: TRequestContext;
  actorId: string;
  /** The email's name in an error (`references.2.email` in a list). */
  field?: string;
};

/**
 * Inside the caller's change, under the application's lock (checked editable): names one person,
 * emails them their link and writes the audit row. The count is read in the change, so several
 * at once cannot pass MAX_REFERENCES or give an application two covering physicians.
 */
export async function insertRequest(
  change: TChange,
  { kind, person, context, actorId, field }: TNewRequest,
): Promise<TRequestRow> {
  const table = REQUEST_TABLES[kind];
  const { applicationId } = context;
  const [{ total }] = await change.tx
    .select({ total: count() })
    .from(table)
    .where(eq(table.applicationId, applicationId));
  if (kind === 'coverage' && total > 0) {
    throw new AppError('CONFLICT', { message: REQUEST_MESSAGES.coverageExists });
  }
  if (total >= MAX_REFERENCES) {
    throw new AppError('CONFLICT', { message: REQUEST_MESSAGES.tooMany });
  }
  await assertNewPerson(change.tx, kind, {
    applicationId,
    email: person.email,
    doctorEmail: context.doctorEmail,
    field,
  });
  const [row] = await change.tx
    .insert(table)
    .values({ applicationId, ...toColumns(person) })
    .returning();
  const sent = await sendRequestLink(change, change.ctx.config, kind, row, context);
  await writeRequestAudit(change.tx, { kind, action: 'requested', actorId, before: null, after: sent });
  return sent;
}
