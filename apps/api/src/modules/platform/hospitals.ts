import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import {
  DEFAULT_VERIFICATION_SETTINGS,
  type TCreateHospitalRequest,
  type TPlatformHospital,
  type TUpdateHospitalRequest,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { applications, hospitalAdmins, hospitals, users } from '@/core/db/schema';
import { seedHospitalForms } from '@/core/db/seed-data/seed-forms';
import { refreshHospitalProgress } from '@/modules/application-state';
import { AppError } from '@/lib/app-error';
import { changedValues, writeAudit } from '@/core/audit';
import { toHospitalView } from '@/modules/hospitals';
import { getPublicSettings } from '@/core/settings';
import type { TUserRow } from '@/core/users/users';
import { PLATFORM_API_MESSAGES } from './messages';

const SLUG_MAX_LENGTH = 60;

/** The row's values of the fields a change names. */
function pickKeys(row: Record<string, unknown>, change: object): Record<string, unknown> {
  return Object.fromEntries(Object.keys(change).map((key) => [key, row[key]]));
}

/** Every hospital (closed ones too) with its active admins and submitted applications counted. */
export async function listPlatformHospitals(db: TDb, onlyId?: string): Promise<TPlatformHospital[]> {
  const rows = await db
    .select()
    .from(hospitals)
    .where(onlyId ? eq(hospitals.id, onlyId) : undefined)
    .orderBy(asc(hospitals.name), asc(hospitals.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) {
    return [];
  }
  const admins = await db
    .select({ hospitalId: hospitalAdmins.hospitalId, count: sql<number>`count(*)::int` })
    .from(hospitalAdmins)
    .innerJoin(users, eq(users.id, hospitalAdmins.userId))
    .where(and(inArray(hospitalAdmins.hospitalId, ids), isNull(users.disabledAt)))
    .groupBy(hospitalAdmins.hospitalId);
  const submitted = await db
    .select({ hospitalId: applications.hospitalId, count: sql<number>`count(*)::int` })
    .from(applications)
    // Drafts are the doctors' own until submitted; the hospital has not received them.
    .where(and(inArray(applications.hospitalId, ids), ne(applications.status, 'draft')))
    .groupBy(applications.hospitalId);
  const adminCount = new Map(admins.map((row) => [row.hospitalId, Number(row.count)]));
  const applicationCount = new Map(submitted.map((row) => [row.hospitalId, Number(row.count)]));
  return rows.map((row) => ({
    ...toHospitalView(row),
    appointmentMonths: row.appointmentMonths,
    reappointmentLeadDays: row.reappointmentLeadDays,
    referenceReminderDays: row.referenceReminderDays,
    slug: row.slug,
    requireStrongFactor: row.requireStrongFactor,
    adminCount: adminCount.get(row.id) ?? 0,
    applicationCount: applicationCount.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function getPlatformHospital(db: TDb, id: string): Promise<TPlatformHospital> {
  const [hospital] = await listPlatformHospitals(db, id);
  if (!hospital) {
    throw new AppError('NOT_FOUND', { message: PLATFORM_API_MESSAGES.hospitalNotFound });
  }
  return hospital;
}

/** "St. Anne's Medical Center" -> "st-annes-medical-center". */
export function toSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'hospital';
}

/** The base slug, or base-2, base-3, ... whichever is free. */
async function findFreeSlug(db: TDb, base: string): Promise<string> {
  const rows = await db
    .select({ slug: hospitals.slug })
    .from(hospitals)
    .where(or(eq(hospitals.slug, base), like(hospitals.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) {
    slug = `${base}-${n}`;
  }
  return slug;
}

/**
 * POST /platform/hospitals: the hospital with the default forms and privilege catalogue (the
 * same seeding as the demo hospitals), so doctors can apply at once.
 */
export async function createHospital(
  ctx: TAppContext,
  options: { actor: TUserRow; input: TCreateHospitalRequest },
): Promise<TPlatformHospital> {
  const { actor, input } = options;
  const minReferences =
    input.minReferences ?? (await getPublicSettings(ctx.db, ctx.config.OTP_MINUTES)).minReferences;
  const values = {
    name: input.name,
    city: input.city,
    state: input.state,
    about: input.about ?? '',
    minReferences,
    isOpen: true,
    // A new hospital requires what most medical staff bylaws do before the committee (issue 15).
    verificationRequiredKinds: DEFAULT_VERIFICATION_SETTINGS.requiredKinds,
  };
  const id = await ctx.db.transaction(async (tx) => {
    const base = toSlug(input.name);
    const insert = (slug: string) =>
      tx
        .insert(hospitals)
        .values({ ...values, slug })
        .onConflictDoNothing({ target: hospitals.slug })
        .returning({ id: hospitals.id });
    // Two hospitals of one name created at the same moment: the second takes a random suffix.
    let [row] = await insert(await findFreeSlug(tx, base));
    [row] = row ? [row] : await insert(`${base}-${randomBytes(3).toString('hex')}`);
    if (!row) {
      throw new AppError('CONFLICT', { message: PLATFORM_API_MESSAGES.tryAgain });
    }
    await seedHospitalForms(tx, { id: row.id, name: values.name });
    return row.id;
  });
  await writeAudit(ctx.db, {
    actorId: actor.id,
    action: 'platform.hospital-created',
    entity: 'hospital',
    entityId: id,
    hospitalId: id,
    before: null,
    after: values,
  });
  return getPlatformHospital(ctx.db, id);
}

/** PUT /platform/hospitals/{id}: closing keeps every application; it only stops new ones. */
export async function updateHospital(
  ctx: TAppContext,
  options: { actor: TUserRow; id: string; input: TUpdateHospitalRequest },
): Promise<TPlatformHospital> {
  const { actor, id, input } = options;
  const [previous] = await ctx.db.select().from(hospitals).where(eq(hospitals.id, id)).limit(1);
  const [row] = await ctx.db.update(hospitals).set(input).where(eq(hospitals.id, id)).returning();
  if (!previous || !row) {
    throw new AppError('NOT_FOUND', { message: PLATFORM_API_MESSAGES.hospitalNotFound });
  }
  if (input.minReferences !== undefined) {
    await refreshHospitalProgress(ctx.db, id);
  }
  await writeAudit(ctx.db, {
    actorId: actor.id,
    action: 'platform.hospital-updated',
    entity: 'hospital',
    entityId: id,
    hospitalId: id,
    ...(changedValues(pickKeys(previous, input), pickKeys(row, input)) ?? { before: null, after: null }),
  });
  return getPlatformHospital(ctx.db, id);
}
