import { asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_PRACTITIONER_TYPE,
  type TMembershipCategory,
  type TPractitionerCategory,
  type TPractitionerType,
  type TPractitionerTypeSummary,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { practitionerTypes, users } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';

const COLUMNS = {
  code: practitionerTypes.code,
  name: practitionerTypes.name,
  category: practitionerTypes.category,
  requiresSupervision: practitionerTypes.requiresSupervision,
  isActive: practitionerTypes.isActive,
  sortOrder: practitionerTypes.sortOrder,
  membershipCategories: practitionerTypes.membershipCategories,
};

type TTypeRow = Omit<TPractitionerType, 'category' | 'membershipCategories'> & {
  category: string;
  membershipCategories: string[];
};

/** The columns are checked by the table's constraint and the platform routes; this narrows their types. */
function toType(row: TTypeRow): TPractitionerType {
  return {
    ...row,
    category: row.category as TPractitionerCategory,
    membershipCategories: row.membershipCategories as TMembershipCategory[],
  };
}

/** Every type in the order the lists show; only the active ones unless asked. */
export async function listPractitionerTypes(
  db: TDb,
  { includeInactive = false }: { includeInactive?: boolean } = {},
): Promise<TPractitionerType[]> {
  const rows = await db
    .select(COLUMNS)
    .from(practitionerTypes)
    .where(includeInactive ? undefined : eq(practitionerTypes.isActive, true))
    .orderBy(asc(practitionerTypes.sortOrder), asc(practitionerTypes.name));
  return rows.map(toType);
}

export async function findPractitionerType(db: TDb, code: string): Promise<TPractitionerType | null> {
  const [row] = await db.select(COLUMNS).from(practitionerTypes).where(eq(practitionerTypes.code, code));
  return row ? toType(row) : null;
}

/**
 * The code a practitioner may choose (registration, their account): an active type, or a 400 on
 * the named form field. No code means the default, physician.
 */
export async function requireSelectablePractitionerType(
  db: TDb,
  { code, field }: { code: string | undefined; field: string },
): Promise<string> {
  const chosen = code ?? DEFAULT_PRACTITIONER_TYPE;
  const type = await findPractitionerType(db, chosen);
  if (!type?.isActive) {
    const message = 'Choose a practitioner type from the list';
    throw new AppError('VALIDATION', { message, fields: { [field]: message } });
  }
  return type.code;
}

/**
 * An account's practitioner type, what forms, catalogues, checklists and rules key on. Staff
 * accounts carry the default too. Unknown account: 404.
 */
export async function getPractitionerType(db: TDb, userId: string): Promise<TPractitionerTypeSummary> {
  const [row] = await db
    .select({
      code: practitionerTypes.code,
      name: practitionerTypes.name,
      category: practitionerTypes.category,
      requiresSupervision: practitionerTypes.requiresSupervision,
    })
    .from(users)
    .innerJoin(practitionerTypes, eq(practitionerTypes.code, users.practitionerType))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'Account not found' });
  }
  return { ...row, category: row.category as TPractitionerCategory };
}

/**
 * The membership categories the account's practitioner type may be appointed in: what a committee's
 * recommendation may name for them, with the type's name for the refusal. Unknown account: 404.
 */
export async function getMembershipCategories(
  db: TDb,
  userId: string,
): Promise<{ typeName: string; categories: TMembershipCategory[] }> {
  const [row] = await db
    .select({ name: practitionerTypes.name, categories: practitionerTypes.membershipCategories })
    .from(users)
    .innerJoin(practitionerTypes, eq(practitionerTypes.code, users.practitionerType))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'Account not found' });
  }
  return { typeName: row.name, categories: row.categories as TMembershipCategory[] };
}

/** Whether every code names a type (active or not): configuration may keep a retired type. */
export async function areKnownPractitionerTypes(db: TDb, codes: string[]): Promise<boolean> {
  if (codes.length === 0) {
    return true;
  }
  const rows = await db
    .select({ code: practitionerTypes.code })
    .from(practitionerTypes)
    .where(inArray(practitionerTypes.code, codes));
  return rows.length === new Set(codes).size;
}

/** Whether configuration for `types` (empty: every type) applies to a practitioner of `code`. */
export function isForPractitionerType(types: readonly string[], code: string): boolean {
  return types.length === 0 || types.includes(code);
}
