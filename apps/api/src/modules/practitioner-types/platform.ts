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
import { lockKey } from '@/core/locks';
import { AppError } from '@/lib/app-error';
import { findPractitionerType, listPractitionerTypes } from './types';

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
    // What the body leaves out is kept as it is.
    const values = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as Partial<TPractitionerType>;
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

/**
 * POST /platform/practitioner-types/reorder: every type's place in one change (10, 20, …), so the
 * lists never show a half-moved order. A list that is not the whole set (a type added or seen by
 * another tab meanwhile) is a 409: the page reloads and the admin moves again.
 */
export async function reorderPractitionerTypes(
  ctx: TAppContext,
  { actorId, codes }: { actorId: string; codes: string[] },
): Promise<TPractitionerType[]> {
  return runChange(async ({ tx, audit }) => {
    await lockKey(tx, 'practitioner-types:order');
    const current = await listPractitionerTypes(tx, { includeInactive: true });
    const known = new Set(current.map((type) => type.code));
    if (codes.length !== known.size || codes.some((code) => !known.has(code))) {
      throw new AppError('CONFLICT', {
        message: 'The list of practitioner types has changed. Reload it and move the type again.',
      });
    }
    const before = current.map((type) => type.code);
    for (const [index, code] of codes.entries()) {
      await tx
        .update(practitionerTypes)
        .set({ sortOrder: (index + 1) * 10 })
        .where(eq(practitionerTypes.code, code));
    }
    await audit({
      actorId,
      action: 'practitioner-type.reorder',
      entity: 'practitioner_type',
      before: { order: before },
      after: { order: codes },
    });
    return listPractitionerTypes(tx, { includeInactive: true });
  });
}
