import { SUPERVISION_MESSAGES, type TPrivilegeOutcome } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { findAgreement, isSupervisionRequired } from '@/modules/application-state';
import { findFullName } from './views';

type TApplicationRef = { id: string; doctorId: string };

const GRANTS: readonly TPrivilegeOutcome[] = ['grant', 'grant-with-conditions'];

/**
 * What an advanced practice provider's agreement allows, or null when the applicant needs none
 * (nothing is limited). `granted`: only a confirmed agreement allows anything to be granted.
 */
async function findLimit(db: TDb, application: TApplicationRef) {
  if (!(await isSupervisionRequired(db, application.doctorId))) {
    return null;
  }
  const row = await findAgreement(db, application.id);
  const named = new Set(row?.privilegeIds ?? []);
  return {
    isNamed: row !== null,
    named,
    granted: row?.state === 'confirmed' ? named : new Set<string>(),
    message: SUPERVISION_MESSAGES.beyondAgreement(
      row ? `Dr. ${await findFullName(db, row.physicianId)}` : 'a physician',
    ),
  };
}

/**
 * A pick while an agreement is named must be one it covers (400): to ask for more, the
 * practitioner changes the agreement first, which the physician confirms again.
 */
export async function assertPickWithinAgreement(
  db: TDb,
  application: TApplicationRef,
  privilegeId: string,
): Promise<void> {
  const limit = await findLimit(db, application);
  if (limit?.isNamed && !limit.named.has(privilegeId)) {
    throw new AppError('VALIDATION', { message: limit.message, fields: { privilegeId: limit.message } });
  }
}

/** 400 on each privilege a recommendation grants beyond the confirmed agreement. */
export async function assertSupervisionGrants(
  db: TDb,
  application: TApplicationRef,
  items: readonly { privilegeId: string; outcome: TPrivilegeOutcome }[],
): Promise<void> {
  const limit = await findLimit(db, application);
  if (!limit) {
    return;
  }
  const fields: Record<string, string> = {};
  items.forEach((item, index) => {
    if (GRANTS.includes(item.outcome) && !limit.granted.has(item.privilegeId)) {
      fields[`privileges.${index}.outcome`] = limit.message;
    }
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields });
  }
}

/** Temporary privileges (the office's grant before the decision): 400 when any is beyond the agreement. */
export async function assertTemporaryGrantWithinAgreement(
  db: TDb,
  application: TApplicationRef,
  privilegeIds: readonly string[],
): Promise<void> {
  const limit = await findLimit(db, application);
  if (limit && privilegeIds.some((id) => !limit.granted.has(id))) {
    throw new AppError('VALIDATION', { message: limit.message, fields: { privilegeIds: limit.message } });
  }
}
