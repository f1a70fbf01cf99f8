import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPractitionerTypeList } from '@docapply/contracts';
import { practitionerTypes } from '@/core/db/schema';
import { getPractitionerType } from '@/modules/practitioner-types';
import { createUserWithToken } from './helpers/auth';
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
