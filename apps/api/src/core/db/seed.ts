import { sql } from 'drizzle-orm';
import { DEFAULT_VERIFICATION_SETTINGS, type TRole } from '@docapply/contracts';
import { createRandomToken } from '@/lib/secrets';
import { SHIPPED_SETTINGS } from '@/core/settings';
import { hashPassword } from '@/core/users/passwords';
import type { TDb } from './client';
import { hospitalAdmins, hospitals, systemSettings, users } from '@/core/db/schema';
import { seedHospitalForms } from '@/core/db/seed-data/seed-forms';

export type TSeedCredential = { label: string; email: string; password: string };

const SEED_LOCK_ID = 4_206_180_002;

const DEMO_HOSPITALS = [
  {
    name: 'Riverside General Hospital',
    slug: 'riverside-general',
    city: 'Springfield',
    state: 'IL',
    about:
      'Riverside General Hospital is a 420-bed teaching hospital on the banks of the Sangamon River, serving ' +
      'central Illinois since 1912. Its medical staff of more than 600 physicians covers every major ' +
      'specialty, with a Level I trauma center, a comprehensive stroke program and an internal medicine residency.',
    admin: { email: 'admin@riverside.example.org', firstName: 'Maria', lastName: 'Lopez' },
  },
  {
    name: "St. Anne's Medical Center",
    slug: 'st-annes-medical-center',
    city: 'Portland',
    state: 'OR',
    about:
      "St. Anne's Medical Center is a 310-bed community hospital in Northeast Portland, known for its cardiac " +
      'care, its birthing center and its family medicine residency. Its medical staff office credentials about ' +
      '450 physicians and advanced practice clinicians.',
    admin: { email: 'admin@stannes.example.org', firstName: 'David', lastName: 'Chen' },
  },
  {
    name: 'Lakeview Regional Medical Center',
    slug: 'lakeview-regional',
    city: 'Madison',
    state: 'WI',
    about:
      'Lakeview Regional Medical Center is a 260-bed regional referral center on the shore of Lake Monona, with ' +
      'a cancer institute, an orthopaedic and sports medicine program, and a telehealth network that reaches ' +
      'rural clinics across southern Wisconsin.',
    admin: { email: 'admin@lakeview.example.org', firstName: 'Sarah', lastName: 'Olsen' },
  },
] as const;

const PLATFORM_ADMIN = { email: 'platform@docapply.example.org', firstName: 'Pat', lastName: 'Morgan' };

/**
 * First start only (no users yet): shipped settings, three demo hospitals with their default forms
 * and privilege catalogue, one administrator per hospital and a platform administrator. No demo
 * doctor: a doctor registers. Returns the credentials to print once, or null when the database
 * already had users.
 */
export async function seedIfEmpty(
  db: TDb,
  { demoPassword, withDemo = true }: { demoPassword?: string; withDemo?: boolean } = {},
) {
  if (!withDemo) {
    // Production: the shipped settings only; its first account comes from `accounts:create`.
    await seedShippedSettings(db);
    return null;
  }
  // A restart (users exist) must not pay for hashing four passwords it will not use.
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) {
    return null;
  }
  const password = () => demoPassword ?? createRandomToken(12);
  const accounts = [
    {
      ...PLATFORM_ADMIN,
      label: 'Platform administrator',
      roles: ['platform_admin'] as TRole[],
      password: password(),
    },
    ...DEMO_HOSPITALS.map((h) => ({
      ...h.admin,
      label: h.name,
      roles: ['hospital_admin'] as TRole[],
      password: password(),
    })),
  ];
  // One at a time: each argon2 hash takes 19 MiB, and four at once raised a first start's peak by
  // about 55 MB for no gain in time (a hash takes tens of milliseconds).
  const hashes: string[] = [];
  for (const account of accounts) {
    hashes.push(await hashPassword(account.password));
  }

  return db.transaction(async (tx) => {
    // Several API processes may start on one empty PostgreSQL; only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 0) {
      return null;
    }
    await seedShippedSettings(tx);
    const created = await tx
      .insert(users)
      .values(
        accounts.map((account, index) => ({
          email: account.email,
          passwordHash: hashes[index],
          firstName: account.firstName,
          lastName: account.lastName,
          roles: account.roles,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userIdByEmail = new Map(created.map((row) => [row.email, row.id]));
    for (const hospital of DEMO_HOSPITALS) {
      const { admin, ...fields } = hospital;
      const [row] = await tx
        .insert(hospitals)
        .values({
          ...fields,
          isOpen: true,
          verificationRequiredKinds: DEFAULT_VERIFICATION_SETTINGS.requiredKinds,
        })
        .returning({ id: hospitals.id });
      await tx
        .insert(hospitalAdmins)
        .values({ hospitalId: row.id, userId: userIdByEmail.get(admin.email) ?? '' });
      await seedHospitalForms(tx, { id: row.id, name: hospital.name });
    }
    return accounts.map(({ label, email, password: pw }): TSeedCredential => ({
      label,
      email,
      password: pw,
    }));
  });
}

/** The spec's settings "as shipped", where none is stored yet (a setting an admin changed stays). */
async function seedShippedSettings(db: TDb): Promise<void> {
  for (const [key, value] of Object.entries(SHIPPED_SETTINGS)) {
    await db.insert(systemSettings).values({ key, value }).onConflictDoNothing();
  }
}

/** True once some account may administer the platform: else production says how to make one. */
export async function hasPlatformAdmin(db: TDb): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`'platform_admin' = any(${users.roles})`)
    .limit(1);
  return row !== undefined;
}

/** The block printed once on first start. */
export function formatCredentials(credentials: TSeedCredential[], adminUrl: string): string {
  const width = Math.max(...credentials.map((c) => c.label.length));
  const line = '-'.repeat(72);
  return [
    line,
    'DocApply demo accounts (shown once; store them now)',
    ...credentials.map((c) => `  ${c.label.padEnd(width)}  ${c.email}  ${c.password}`),
    `Sign in at ${adminUrl}`,
    line,
  ].join('\n');
}
