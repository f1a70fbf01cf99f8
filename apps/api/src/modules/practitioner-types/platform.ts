import { eq } from 'drizzle-orm';
import {
  DEFAULT_MEMBERSHIP_CATEGORIES,
  type TCreatePractitionerTypeRequest,
  type TPractitionerType,
  type TUpdatePractitionerTypeRequest,
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
    const values = {
      ...input,
      membershipCategories: input.membershipCategories ?? [...DEFAULT_MEMBERSHIP_CATEGORIES[input.category]],
    };
    const [row] = await tx.insert(practitionerTypes).values(values).onConflictDoNothing().returning();
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
      after: values,
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
    // Categories left out are kept as they are.
    const { membershipCategories = before.membershipCategories, ...rest } = input;
    const values = { ...rest, membershipCategories };
    await tx.update(practitionerTypes).set(values).where(eq(practitionerTypes.code, code));
    const after = { ...before, ...values };
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
