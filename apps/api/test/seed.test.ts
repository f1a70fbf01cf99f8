import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hospitalAdmins, hospitals, users } from '@/core/db/schema';
import { formatCredentials, seedIfEmpty } from '@/core/db/seed';
import { createTestApp, type TTestApp } from './helpers/test-app';

describe('first-start demo data', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has three open demo hospitals, each with its administrator', async () => {
    const rows = await t.db
      .select({
        name: hospitals.name,
        city: hospitals.city,
        state: hospitals.state,
        isOpen: hospitals.isOpen,
        about: hospitals.about,
        admin: users.email,
        roles: users.roles,
        verified: users.emailVerifiedAt,
      })
      .from(hospitals)
      .innerJoin(hospitalAdmins, eq(hospitalAdmins.hospitalId, hospitals.id))
      .innerJoin(users, eq(users.id, hospitalAdmins.userId));
    expect(rows.map((r) => [r.name, r.city, r.state, r.admin]).sort()).toEqual([
      ['Lakeview Regional Medical Center', 'Madison', 'WI', 'admin@lakeview.example.org'],
      ['Riverside General Hospital', 'Springfield', 'IL', 'admin@riverside.example.org'],
      ["St. Anne's Medical Center", 'Portland', 'OR', 'admin@stannes.example.org'],
    ]);
    for (const row of rows) {
      expect(row.isOpen).toBe(true);
      expect(row.about.length).toBeGreaterThan(100);
      expect(row.roles).toEqual(['hospital_admin']);
      expect(row.verified).not.toBeNull();
    }
  });

  it('has a platform administrator and no demo doctor', async () => {
    const all = await t.db.select({ email: users.email, roles: users.roles }).from(users);
    expect(all).toContainEqual({ email: 'platform@docapply.example.org', roles: ['platform_admin'] });
    expect(all.filter((u) => u.roles.includes('doctor'))).toEqual([]);
  });

  it('runs only on an empty database', async () => {
    expect(await seedIfEmpty(t.db)).toBeNull();
    expect(await t.db.select().from(hospitals)).toHaveLength(3);
  });

  it('prints each account once in a block', () => {
    const block = formatCredentials(
      [
        {
          label: 'Platform administrator',
          email: 'platform@docapply.example.org',
          password: 'pw-1234567890abcd',
        },
      ],
      'http://localhost:3000/admin/',
    );
    expect(block).toContain('Platform administrator  platform@docapply.example.org  pw-1234567890abcd');
    expect(block).toContain('Sign in at http://localhost:3000/admin/');
  });
});
