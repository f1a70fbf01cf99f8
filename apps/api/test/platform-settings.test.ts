import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicSettings } from '@docapply/contracts';
import { NIL_UUID } from '@docapply/contracts';
import { contacts } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';

describe('platform administration: settings and Contact Us messages', () => {
  let t: TTestApp;
  let platformToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    platformToken = (await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('changes system settings, which the public settings and sign-in then use', async () => {
    const body = {
      otpMinutes: 10,
      minReferences: 4,
      legal: {
        affirmations: 'https://legal.example.org/affirmations.pdf',
        fraudPolicy: '',
        privacyPolicy: '',
        termsOfUse: '',
      },
    };
    const saved = resultOf(await send(t.app, 'PUT', '/api/platform/settings', platformToken, body));
    expect(saved).toMatchObject(body);
    expect(resultOf(await send(t.app, 'GET', '/api/platform/settings', platformToken))).toMatchObject({
      ...body,
      shippedLegal: { affirmations: '/legal/affirmations.pdf' },
    });
    const visible = resultOf<TPublicSettings>(await send(t.app, 'GET', '/api/systemSettings/all'));
    expect(visible).toEqual({
      otpMinutes: 10,
      minReferences: 4,
      legal: {
        affirmations: 'https://legal.example.org/affirmations.pdf',
        fraudPolicy: '/legal/fraud-policy.pdf',
        privacyPolicy: '/legal/privacy-policy.pdf',
        termsOfUse: '/legal/terms-of-use.pdf',
      },
    });

    const error = expectError(
      await send(t.app, 'PUT', '/api/platform/settings', platformToken, {
        otpMinutes: 31,
        minReferences: 'three',
        legal: { affirmations: 'javascript:alert(1)', fraudPolicy: 'not a url', privacyPolicy: '' },
      }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toMatchObject({
      otpMinutes: 'Enter a number from 1 to 30',
      minReferences: 'Enter a whole number',
      'legal.affirmations': 'Enter a full web address (https://…) or leave it empty',
      'legal.fraudPolicy': 'Enter a full web address (https://…) or leave it empty',
      'legal.termsOfUse': expect.any(String),
    });
    // The refused change left everything as it was.
    expect(resultOf<TPublicSettings>(await send(t.app, 'GET', '/api/systemSettings/all')).otpMinutes).toBe(
      10,
    );
  });

  it('lists Contact Us messages newest first and marks them handled', async () => {
    const names = ['First Sender', 'Second Sender', 'Third Sender'];
    for (const name of names) {
      resultOf(
        await send(t.app, 'POST', '/api/contacts', undefined, {
          name,
          email: 'sender@example.com',
          message: `Hello from ${name}`,
        }),
        201,
      );
    }
    type TPage = { data: { id: string; name: string; handledAt: string | null }[]; total: number };
    const list = (query: string) =>
      send(t.app, 'GET', `/api/platform/contacts${query}`, platformToken).then((r) => resultOf<TPage>(r));
    const page = await list('?status=all&pageSize=2');
    expect(page.data.map((c) => c.name)).toEqual(['Third Sender', 'Second Sender']);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect((await list('?status=all&pageSize=2&page=2')).data[0].name).toBe('First Sender');

    const [second] = (await list('?status=unhandled')).data.filter((c) => c.name === 'Second Sender');
    const handled = resultOf<{ handledAt: string | null }>(
      await send(t.app, 'PUT', `/api/platform/contacts/${second.id}`, platformToken, { handled: true }),
    );
    expect(handled.handledAt).toEqual(expect.any(String));
    expect((await list('?status=unhandled')).data.map((c) => c.id)).not.toContain(second.id);
    expect((await list('?status=handled')).data.map((c) => c.id)).toContain(second.id);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, second.id));
    expect(row.handledAt).toBeInstanceOf(Date);

    resultOf(
      await send(t.app, 'PUT', `/api/platform/contacts/${second.id}`, platformToken, { handled: false }),
    );
    expect((await list('?status=unhandled')).data.map((c) => c.id)).toContain(second.id);

    expectError(
      await send(t.app, 'GET', '/api/platform/contacts?status=read', platformToken),
      400,
      'VALIDATION',
    );
    expectError(
      await send(t.app, 'GET', '/api/platform/contacts?pageSize=1000', platformToken),
      400,
      'VALIDATION',
    );
    const bad = expectError(
      await send(t.app, 'PUT', `/api/platform/contacts/${second.id}`, platformToken, { handled: 'yes' }),
      400,
      'VALIDATION',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['handled']);
    expectError(
      await send(t.app, 'PUT', `/api/platform/contacts/${NIL_UUID}`, platformToken, { handled: true }),
      404,
    );
  });
});
