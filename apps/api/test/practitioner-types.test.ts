import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPractitionerType, TPractitionerTypeList } from '@docapply/contracts';
import { auditLog, practitionerTypes } from '@/core/db/schema';
import { getPractitionerType } from '@/modules/practitioner-types';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';

describe('practitioner types', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the shipped types to anyone, physicians first, the APPs marked as supervised', async () => {
    const { data } = resultOf<TPractitionerTypeList>(await send(t.app, 'GET', '/api/practitioner-types'));
    const codes = data.map((type) => type.code);
    expect(codes.slice(0, 3)).toEqual(['physician', 'np', 'pa']);
    expect(codes).toEqual(expect.arrayContaining(['crna', 'cnm', 'psychologist', 'dentist', 'podiatrist']));
    const byCode = new Map(data.map((type) => [type.code, type]));
    expect(byCode.get('physician')).toMatchObject({
      name: 'Physician (MD/DO)',
      category: 'physician',
      requiresSupervision: false,
    });
    expect(byCode.get('np')).toMatchObject({
      name: 'Nurse practitioner (NP)',
      category: 'advanced_practice',
      requiresSupervision: true,
    });
    for (const code of ['pa', 'crna', 'cnm']) {
      expect(byCode.get(code)?.requiresSupervision, code).toBe(true);
    }
    expect(byCode.get('dentist')?.requiresSupervision).toBe(false);
    // Advanced practice professionals are appointed to their own staff category, or by telemedicine.
    for (const code of ['np', 'pa', 'crna', 'cnm']) {
      expect(byCode.get(code)?.membershipCategories, code).toEqual(['advanced_practice', 'telemedicine']);
    }
    for (const code of ['physician', 'dentist', 'podiatrist', 'psychologist']) {
      expect(byCode.get(code)?.membershipCategories, code).toEqual([
        'active',
        'associate',
        'courtesy',
        'consulting',
        'affiliate',
        'telemedicine',
      ]);
    }
  });

  it('leaves an inactive type out of the public list', async () => {
    const code = `retired_${Date.now()}`;
    await t.db
      .insert(practitionerTypes)
      .values({ code, name: 'Retired type', category: 'other', isActive: false, sortOrder: 1 });
    const { data } = resultOf<TPractitionerTypeList>(await send(t.app, 'GET', '/api/practitioner-types'));
    expect(data.map((type) => type.code)).not.toContain(code);
  });

  it("gives an account's type: physician unless chosen otherwise", async () => {
    const { user: physician } = await createUserWithToken(t.db, t.config);
    expect(await getPractitionerType(t.db, physician.id)).toEqual({
      code: 'physician',
      name: 'Physician (MD/DO)',
      category: 'physician',
      requiresSupervision: false,
    });
    const { user: pa } = await createUserWithToken(t.db, t.config, { practitionerType: 'pa' });
    expect(await getPractitionerType(t.db, pa.id)).toMatchObject({
      code: 'pa',
      category: 'advanced_practice',
      requiresSupervision: true,
    });
    const [row] = await t.db.select().from(practitionerTypes).where(eq(practitionerTypes.code, 'pa'));
    expect(row.name).toBe('Physician assistant (PA)');
  });
});

describe('the platform admin keeps the list of practitioner types', () => {
  let t: TTestApp;
  let platformToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    platformToken = (await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a type, which registration then offers, and retires it again, audited', async () => {
    const code = `rd_${Date.now().toString(36)}`;
    const created = resultOf<TPractitionerType>(
      await send(t.app, 'POST', '/api/platform/practitioner-types', platformToken, {
        code,
        name: 'Registered dietitian',
        category: 'other',
      }),
      201,
    );
    expect(created).toEqual({
      code,
      name: 'Registered dietitian',
      category: 'other',
      requiresSupervision: false,
      isActive: true,
      sortOrder: 100,
      // None named: its group's usual categories.
      membershipCategories: ['active', 'associate', 'courtesy', 'consulting', 'affiliate', 'telemedicine'],
    });
    const publicList = async () =>
      resultOf<TPractitionerTypeList>(await send(t.app, 'GET', '/api/practitioner-types')).data.map(
        (type) => type.code,
      );
    expect(await publicList()).toContain(code);

    const taken = expectError(
      await send(t.app, 'POST', '/api/platform/practitioner-types', platformToken, {
        code,
        name: 'Again',
        category: 'other',
      }),
      409,
    );
    expect(taken.fields).toEqual({ code: 'A practitioner type with this code exists' });

    const retired = resultOf<TPractitionerType>(
      await send(t.app, 'PUT', `/api/platform/practitioner-types/${code}`, platformToken, {
        name: 'Registered dietitian (RD)',
        category: 'other',
        isActive: false,
      }),
    );
    expect(retired).toMatchObject({ name: 'Registered dietitian (RD)', isActive: false });
    expect(await publicList()).not.toContain(code);
    const all = resultOf<TPractitionerTypeList>(
      await send(t.app, 'GET', '/api/platform/practitioner-types', platformToken),
    );
    expect(all.data.find((type) => type.code === code)?.isActive).toBe(false);

    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, code));
    expect(trail.map((row) => row.action).sort()).toEqual([
      'practitioner-type.create',
      'practitioner-type.update',
    ]);
    expect(trail.find((row) => row.action === 'practitioner-type.update')).toMatchObject({
      before: { name: 'Registered dietitian', isActive: true },
      after: { name: 'Registered dietitian (RD)', isActive: false },
    });
  });

  it("edits a type's membership categories: known ones, at least one; left out, they are kept", async () => {
    const path = '/api/platform/practitioner-types/np';
    const np = { name: 'Nurse practitioner (NP)', category: 'advanced_practice', requiresSupervision: true };
    const edited = resultOf<TPractitionerType>(
      await send(t.app, 'PUT', path, platformToken, {
        ...np,
        membershipCategories: ['advanced_practice', 'affiliate', 'advanced_practice'],
      }),
    );
    expect(edited.membershipCategories).toEqual(['advanced_practice', 'affiliate']);
    const renamed = resultOf<TPractitionerType>(
      await send(t.app, 'PUT', path, platformToken, { ...np, sortOrder: 20 }),
    );
    expect(renamed.membershipCategories).toEqual(['advanced_practice', 'affiliate']);
    // Any field left out is kept: a rename alone keeps a retired type retired, in its place.
    await send(t.app, 'PUT', path, platformToken, { isActive: false });
    const retired = resultOf<TPractitionerType>(
      await send(t.app, 'PUT', path, platformToken, { name: 'Nurse practitioner (APRN-NP)' }),
    );
    expect(retired).toMatchObject({
      name: 'Nurse practitioner (APRN-NP)',
      category: 'advanced_practice',
      isActive: false,
      sortOrder: 20,
      membershipCategories: ['advanced_practice', 'affiliate'],
    });
    await send(t.app, 'PUT', path, platformToken, { ...np, isActive: true });
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, 'np'));
    expect(trail.find((row) => row.action === 'practitioner-type.update')).toMatchObject({
      before: { membershipCategories: ['advanced_practice', 'telemedicine'] },
      after: { membershipCategories: ['advanced_practice', 'affiliate'] },
    });

    const none = expectError(
      await send(t.app, 'PUT', path, platformToken, { ...np, membershipCategories: [] }),
      400,
    );
    expect(none.fields).toEqual({ membershipCategories: 'Choose at least one membership category' });
    const unknown = expectError(
      await send(t.app, 'POST', '/api/platform/practitioner-types', platformToken, {
        code: 'rn_first_assist',
        name: 'RN first assistant',
        category: 'advanced_practice',
        membershipCategories: ['active', 'honorary'],
      }),
      400,
    );
    expect(Object.keys(unknown.fields ?? {})).toEqual(['membershipCategories.1']);
    const app = resultOf<TPractitionerType>(
      await send(t.app, 'POST', '/api/platform/practitioner-types', platformToken, {
        code: 'rn_first_assist',
        name: 'RN first assistant',
        category: 'advanced_practice',
      }),
      201,
    );
    expect(app.membershipCategories).toEqual(['advanced_practice', 'telemedicine']);
  });

  it('refuses a bad code and an unknown type', async () => {
    const bad = expectError(
      await send(t.app, 'POST', '/api/platform/practitioner-types', platformToken, {
        code: 'Bad Code',
        name: 'x',
        category: 'nurse',
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['category', 'code']);
    expectError(
      await send(t.app, 'PUT', '/api/platform/practitioner-types/nosuch', platformToken, {
        name: 'x',
        category: 'other',
      }),
      404,
    );
  });

  it('is for the platform admin only', async () => {
    for (const roles of [['hospital_admin'], ['doctor']] as const) {
      const { token } = await createUserWithToken(t.db, t.config, { roles: [...roles] });
      expectError(await send(t.app, 'GET', '/api/platform/practitioner-types', token), 403);
      expectError(
        await send(t.app, 'POST', '/api/platform/practitioner-types', token, {
          code: 'zz',
          name: 'x',
          category: 'other',
        }),
        403,
      );
      expectError(
        await send(t.app, 'PUT', '/api/platform/practitioner-types/np', token, {
          name: 'x',
          category: 'other',
          membershipCategories: ['active'],
        }),
        403,
      );
    }
  });
});
