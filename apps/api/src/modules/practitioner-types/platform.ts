import { eq } from 'drizzle-orm';
import type {
  TCreatePractitionerTypeRequest,
  TPractitionerType,
  TUpdatePractitionerTypeRequest,
} from '@docapply/contracts';
import { changedValues } from '@/core/audit';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { practitionerTypes } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { findPractitionerType } from './types';

/** POST /platform/practitioner-types: a new type; a taken code is a 409 on the field. */
export async function createPractitionerType(
  ctx: TAppContext,
  { actorId, input }: { actorId: string; input: TCreatePractitionerTypeRequest },
): Promise<TPractitionerType> {
  return runChange(async ({ tx, audit }) => {
    const [row] = await tx.insert(practitionerTypes).values(input).onConflictDoNothing().returning();
    if (!row) {
      const message = 'A practitioner type with this code exists';
      throw new AppError('CONFLICT', { message, fields: { code: message } });
    }
    await audit({
      actorId,
      action: 'practitioner-type.create',
      entity: 'practitioner_type',
      entityId: input.code,
      before: null,
      after: input,
    });
    return (await findPractitionerType(tx, input.code)) as TPractitionerType;
  });
}

/** PUT /platform/practitioner-types/:code: audited with the changed values only. */
export async function updatePractitionerType(
  ctx: TAppContext,
  { actorId, code, input }: { actorId: string; code: string; input: TUpdatePractitionerTypeRequest },
): Promise<TPractitionerType> {
  return runChange(async ({ tx, audit }) => {
    const before = await findPractitionerType(tx, code);
    if (!before) {
      throw new AppError('NOT_FOUND', { message: 'Practitioner type not found' });
    }
    await tx.update(practitionerTypes).set(input).where(eq(practitionerTypes.code, code));
    const after = { ...before, ...input };
    const changed = changedValues(before, after);
    if (changed) {
      await audit({
        actorId,
        action: 'practitioner-type.update',
        entity: 'practitioner_type',
        entityId: code,
        ...changed,
      });
    }
    return after;
  });
}
