import dayjs from 'dayjs';
import { asc, eq } from 'drizzle-orm';
import { VERIFICATION_KINDS, type TVerificationKind } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { hospitals, verificationItems } from '@/core/db/schema';

/**
 * A hospital's verification rules (issue 15) and what they make of an item: required before
 * finalise, expired (verified longer ago than the hospital's validity), blocking the decision.
 * Computed when read, never stored: a changed setting applies at once to every application.
 */
export type TItemRow = typeof verificationItems.$inferSelect;
export type TCustomItem = { id: string; label: string; required: boolean };
export type TVerificationPolicy = {
  validDays: number;
  requiredKinds: readonly TVerificationKind[];
  customItems: readonly TCustomItem[];
};

export const CUSTOM_KEY_PREFIX = 'custom:';

export function customKey(id: string): string {
  return `${CUSTOM_KEY_PREFIX}${id}`;
}

export async function loadPolicy(db: TDb, hospitalId: string): Promise<TVerificationPolicy> {
  const [row] = await db
    .select({
      validDays: hospitals.verificationValidDays,
      requiredKinds: hospitals.verificationRequiredKinds,
      customItems: hospitals.verificationCustomItems,
    })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId));
  return row ?? { validDays: 180, requiredKinds: [], customItems: [] };
}

/** Custom items are required one by one (a removed one no longer is); the others by their kind. */
export function isRequired(item: Pick<TItemRow, 'kind' | 'key'>, policy: TVerificationPolicy): boolean {
  if (item.kind === 'custom') {
    return policy.customItems.some((custom) => customKey(custom.id) === item.key && custom.required);
  }
  return policy.requiredKinds.includes(item.kind);
}

/** Verified, but longer ago than the hospital's validity: to be verified again before the decision. */
export function isExpired(
  item: Pick<TItemRow, 'state' | 'verifiedAt'>,
  policy: TVerificationPolicy,
  now: Date,
): boolean {
  return (
    item.state === 'verified' &&
    item.verifiedAt !== null &&
    dayjs(item.verifiedAt).isBefore(dayjs(now).subtract(policy.validDays, 'day'))
  );
}

/** A required item that is still pending, found a discrepancy, or whose verification expired. */
export function isBlocking(item: TItemRow, policy: TVerificationPolicy, now: Date): boolean {
  return (
    isRequired(item, policy) &&
    (item.state === 'pending' || item.state === 'discrepancy' || isExpired(item, policy, now))
  );
}

const KIND_ORDER = new Map(VERIFICATION_KINDS.map((kind, index) => [kind, index]));

/** The checklist's order: by kind as the contracts list them, licences by state, custom as the hospital lists them. */
export function sortItems<T extends Pick<TItemRow, 'kind' | 'key'>>(
  items: readonly T[],
  policy: Pick<TVerificationPolicy, 'customItems'>,
): T[] {
  const customOrder = new Map(policy.customItems.map((custom, index) => [customKey(custom.id), index]));
  const rank = (item: T) => customOrder.get(item.key) ?? policy.customItems.length;
  return [...items].sort(
    (a, b) =>
      (KIND_ORDER.get(a.kind) ?? 99) - (KIND_ORDER.get(b.kind) ?? 99) ||
      (a.kind === 'custom' ? rank(a) - rank(b) : 0) ||
      a.key.localeCompare(b.key),
  );
}

/** The application's items, in the checklist's order. */
export async function listItems(
  db: TDb,
  applicationId: string,
  policy: Pick<TVerificationPolicy, 'customItems'>,
): Promise<TItemRow[]> {
  const rows = await db
    .select()
    .from(verificationItems)
    .where(eq(verificationItems.applicationId, applicationId))
    .orderBy(asc(verificationItems.createdAt), asc(verificationItems.key));
  return sortItems(rows, policy);
}
