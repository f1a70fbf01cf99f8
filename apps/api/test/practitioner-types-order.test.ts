import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPractitionerType, TPractitionerTypeList } from '@docapply/contracts';
import { auditLog } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';

const LIST = '/api/platform/practitioner-types';
const REORDER = `${LIST}/reorder`;

describe('the platform admin reorders the practitioner types', () => {
  let t: TTestApp;
  let platformToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    platformToken = (await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const listCodes = async (path = LIST, token: string | undefined = platformToken) =>
    resultOf<TPractitionerTypeList>(await send(t.app, 'GET', path, token)).data.map((type) => type.code);

  it('moves a type in one change that every list then follows, retired types kept in place, audited', async () => {
    const retired = `retired_${Date.now().toString(36)}`;
    resultOf<TPractitionerType>(
      await send(t.app, 'POST', LIST, platformToken, {
        code: retired,
        name: 'Retired type',
        category: 'other',
        isActive: false,
      }),
      201,
    );
    const before = await listCodes();
    // Nurse practitioners first, then physicians, the rest as they were.
    const codes = ['np', 'physician', ...before.filter((code) => code !== 'np' && code !== 'physician')];

    const moved = resultOf<TPractitionerTypeList>(
      await send(t.app, 'POST', REORDER, platformToken, { codes }),
    );
    expect(moved.data.map((type) => type.code)).toEqual(codes);
    expect(moved.data.map((type) => type.sortOrder)).toEqual(codes.map((_code, index) => (index + 1) * 10));
    expect(await listCodes()).toEqual(codes);
    // The public list (the register page) follows, without the retired type.
    expect(await listCodes('/api/practitioner-types', undefined)).toEqual(
      codes.filter((code) => code !== retired),
    );

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'practitioner-type.reorder'), eq(auditLog.entity, 'practitioner_type')));
    expect(row).toMatchObject({ before: { order: before }, after: { order: codes } });
  });

  it('refuses a list that is not every type once: missing, unknown or twice', async () => {
    const codes = await listCodes();
    const missing = expectError(
      await send(t.app, 'POST', REORDER, platformToken, { codes: codes.slice(1) }),
      409,
    );
    expect(missing.message).toBe(
      'The list of practitioner types has changed. Reload it and move the type again.',
    );
    expectError(
      await send(t.app, 'POST', REORDER, platformToken, { codes: [...codes.slice(1), 'wizard'] }),
      409,
    );
    const twice = expectError(
      await send(t.app, 'POST', REORDER, platformToken, { codes: [...codes, codes[0]] }),
      400,
    );
    expect(twice.fields).toEqual({ codes: 'Name each practitioner type once' });
    expectError(await send(t.app, 'POST', REORDER, platformToken, { codes: [] }), 400);
    // Nothing moved.
    expect(await listCodes()).toEqual(codes);
  });

  it('is for the platform admin only', async () => {
    const codes = await listCodes();
    for (const roles of [['hospital_admin'], ['doctor']] as const) {
      const { token } = await createUserWithToken(t.db, t.config, { roles: [...roles] });
      expectError(await send(t.app, 'POST', REORDER, token, { codes: [...codes].reverse() }), 403);
    }
    expectError(await send(t.app, 'POST', REORDER, undefined, { codes }), 401);
    expect(await listCodes()).toEqual(codes);
  });
});
