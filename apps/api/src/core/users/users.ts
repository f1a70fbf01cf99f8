import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLES, type TRole, type TUser } from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { hospitalAdmins, users } from '@/core/db/schema';

export type TUserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: TDb, email: string): Promise<TUserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: TDb, id: string): Promise<TUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export type TCreateUserInput = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  roles: TRole[];
  isEmailVerified?: boolean;
  /** A practitioner_types code; the column's default (physician) when left out. */
  practitionerType?: string;
};

/** Returns null when the email is already taken (unique violation), so callers can answer alike. */
export async function createUser(db: TDb, input: TCreateUserInput): Promise<TUserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: normaliseEmail(input.email),
      passwordHash: input.passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: input.phone ?? null,
      roles: input.roles,
      practitionerType: input.practitionerType,
      emailVerifiedAt: input.isEmailVerified ? new Date() : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

function isRole(value: string): value is TRole {
  return (ROLES as readonly string[]).includes(value);
}

/** The user record the sites store; never the hash or internal timestamps. */
export function toUserView(row: TUserRow): TUser {
  return {
    id: row.id,
    email: row.email,
    name: { first: row.firstName, last: row.lastName },
    phone: row.phone,
    roles: row.roles.filter(isRole),
    isEmailVerified: row.emailVerifiedAt !== null,
  };
}

/** The hospital's administrators' addresses (enabled accounts only). */
export async function listHospitalAdminEmails(db: TDb, hospitalId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(hospitalAdmins)
    .innerJoin(users, eq(users.id, hospitalAdmins.userId))
    .where(and(eq(hospitalAdmins.hospitalId, hospitalId), isNull(users.disabledAt)))
    .orderBy(users.email);
  return rows.map((row) => row.email);
}

/**
 * A practitioner's name as letters and mails give it: "Dr. First Last", but without "Dr." for an
 * advanced practice provider (an NP, a PA…), whom title laws keep from it in a clinical setting.
 * Read in the statement that reads `users`.
 */
export const titledPractitionerName = sql<string>`case when (select pt.category from practitioner_types pt
    where pt.code = ${users.practitionerType}) = 'advanced_practice' then '' else 'Dr. ' end
  || ${users.firstName} || ' ' || ${users.lastName}`;
