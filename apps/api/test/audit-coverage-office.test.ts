import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, mailOutbox } from '@/core/db/schema';
import { GOOD_PASSWORD } from './helpers/constants';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, type TTestHospital } from './application-fixtures';
import { createClient, expectOneAuditRow, ofEntity, resultOf } from './audit-fixtures';
import { registerBody } from './helpers/auth';

/** A link's token in the newest email to `email` (`path` is the page it opens). */
async function linkTokenIn(t: TTestApp, email: string, path: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const match = new RegExp(`${path}\\?token=([\\w%.-]+)`).exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  return decodeURIComponent(match?.[1] ?? '');
}

/**
 * The office's set-up (forms, the privilege catalogue), the platform's (hospitals, admins,
 * settings, contact messages) and accounts (register, verify, reset): each change is one row with
 * who, where, and the values before and after.
 */
describe('audit coverage: set-up, platform and accounts', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let admin: TPerson;
  let platform: TPerson;
  let office: ReturnType<typeof createClient>;
  let desk: ReturnType<typeof createClient>;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    admin = await createHospitalAdmin(t, 'Ada', 'Office', h.hospital.id);
    platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    office = createClient(t.app);
    desk = createClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    office.send(method, url, { token: admin.token, body });
  const asPlatform = (method: 'POST' | 'PUT', url: string, body?: unknown) =>
    desk.send(method, url, { token: platform.token, body });
  const byAdmin = (action: string, entityId: string) =>
    expectOneAuditRow(t.db, { action, where: ofEntity(entityId), actorId: admin.id, ip: office.ip });
  const byPlatform = (action: string, entityId?: string) =>
    expectOneAuditRow(t.db, {
      action,
      where: entityId ? ofEntity(entityId) : undefined,
      actorId: platform.id,
      ip: desk.ip,
    });

  it("records a new form and a discarded draft on the hospital's trail", async () => {
    const query = `?hospitalId=${h.hospital.id}`;
    const created = resultOf<{ id: string; key: string; definition: unknown }>(
      await asAdmin('POST', `/api/admin/forms${query}`, { kind: 'privilege', title: 'Sedation' }),
      201,
    );
    const row = await byAdmin('form.create', created.id);
    expect(row).toMatchObject({ hospitalId: h.hospital.id, before: null });
    expect(row.after).toMatchObject({ key: created.key, title: 'Sedation', version: 1 });

    resultOf(await asAdmin('DELETE', `/api/admin/forms/${created.key}/draft${query}`));
    const discarded = await byAdmin('form.discard-draft', created.id);
    expect(discarded.before).toEqual({ draft: { version: 1, title: 'Sedation' } });
    expect(discarded.after).toEqual({ draft: null });
  });

  it('records catalogue privileges added and changed, with the changed values', async () => {
    const query = `?hospitalId=${h.hospital.id}`;
    const body = {
      department: 'Anesthesia',
      name: 'Moderate sedation',
      criteria: 'ACLS',
      requirements: {},
      isCore: false,
      enabled: true,
      formKey: null,
    };
    const created = resultOf<{ key: string }>(
      await asAdmin('POST', `/api/admin/privileges${query}`, body),
      201,
    );
    const added = await byAdmin('privilege.create', created.key);
    expect(added).toMatchObject({ hospitalId: h.hospital.id, before: null });
    expect(added.after).toMatchObject({ name: 'Moderate sedation', criteria: 'ACLS' });

    resultOf(
      await asAdmin('PUT', `/api/admin/privileges/${created.key}${query}`, {
        ...body,
        criteria: 'ACLS, PALS',
      }),
    );
    const changed = await byAdmin('privilege.update', created.key);
    expect([changed.before, changed.after]).toEqual([{ criteria: 'ACLS' }, { criteria: 'ACLS, PALS' }]);
  });

  it('records hospitals created and changed', async () => {
    const hospital = resultOf<{ id: string }>(
      await asPlatform('POST', '/api/platform/hospitals', {
        name: 'Lakeside General',
        city: 'Duluth',
        state: 'MN',
      }),
      201,
    );
    const created = await byPlatform('platform.hospital-created', hospital.id);
    expect(created).toMatchObject({ hospitalId: hospital.id, before: null });
    expect(created.after).toMatchObject({ name: 'Lakeside General', city: 'Duluth', isOpen: true });

    resultOf(
      await asPlatform('PUT', `/api/platform/hospitals/${hospital.id}`, { isOpen: false, city: 'Duluth' }),
    );
    const changed = await byPlatform('platform.hospital-updated', hospital.id);
    expect([changed.before, changed.after]).toEqual([{ isOpen: true }, { isOpen: false }]);
  });

  it('records an administrator invited, then moved and disabled; the invitee setting a password', async () => {
    const email = `office.${Date.now()}@example.com`;
    const invited = resultOf<{ admin: { id: string } }>(
      await asPlatform('POST', '/api/platform/admins/invite', {
        email,
        firstName: 'Ivy',
        lastName: 'Invited',
        hospitalIds: [h.hospital.id],
      }),
    );
    const id = invited.admin.id;
    expect((await byPlatform('platform.admin-invited', id)).after).toEqual({ hospitals: [h.hospital.name] });

    const invitee = createClient(t.app);
    const token = await linkTokenIn(t, email, 'setPassword');
    resultOf(
      await invitee.send('POST', '/api/auth/setPassword', { body: { token, password: GOOD_PASSWORD } }),
    );
    const set = await expectOneAuditRow(t.db, {
      action: 'auth.password-set',
      where: ofEntity(id),
      actorId: id,
      ip: invitee.ip,
    });
    expect(set.after).toMatchObject({ password: 'new password' });
    expect(JSON.stringify(set)).not.toContain(GOOD_PASSWORD);

    resultOf(await asPlatform('PUT', `/api/platform/admins/${id}`, { disabled: true }));
    const disabled = await byPlatform('platform.admin-updated', id);
    expect([disabled.before, disabled.after]).toEqual([{ disabled: false }, { disabled: true }]);
  });

  it('records the settings changed and a contact message handled', async () => {
    const current = resultOf<{ otpMinutes: number; minReferences: number; legal: Record<string, string> }>(
      await desk.send('GET', '/api/platform/settings', { token: platform.token }),
    );
    const otpMinutes = current.otpMinutes === 10 ? 12 : 10;
    resultOf(
      await asPlatform('PUT', '/api/platform/settings', {
        otpMinutes,
        minReferences: current.minReferences,
        legal: current.legal,
      }),
    );
    const settings = await byPlatform('platform.settings-updated');
    expect([settings.before, settings.after]).toEqual([{ otpMinutes: current.otpMinutes }, { otpMinutes }]);

    const [message] = await t.db
      .insert(contacts)
      .values({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello' })
      .returning();
    resultOf(await asPlatform('PUT', `/api/platform/contacts/${message.id}`, { handled: true }));
    const handled = await byPlatform('platform.contact-handled', message.id);
    expect([handled.before, handled.after]).toEqual([{ handled: false }, { handled: true }]);
  });

  it('records an account registered, verified and its password reset, never a password', async () => {
    const visitor = createClient(t.app);
    const body = registerBody({ firstName: 'Rae', lastName: 'Newcomer' });
    const registered = resultOf<{ email: string }>(
      await visitor.send('POST', '/api/auth/register', { body }),
      201,
    );
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.register'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(row).toMatchObject({ ip: visitor.ip, before: null, actorId: row.entityId });
    expect(row.after).toMatchObject({ email: registered.email, firstName: 'Rae', lastName: 'Newcomer' });
    const userId = row.entityId ?? '';

    const verifyToken = await linkTokenIn(t, registered.email, 'emailVerified');
    resultOf(await visitor.send('POST', '/api/auth/emailVerify', { body: { token: verifyToken } }));
    const verified = await expectOneAuditRow(t.db, {
      action: 'auth.email-verified',
      where: ofEntity(userId),
      actorId: userId,
      ip: visitor.ip,
    });
    expect([verified.before, verified.after]).toEqual([{ emailVerified: false }, { emailVerified: true }]);

    resultOf(await visitor.send('POST', '/api/auth/password/forgot', { body: { email: registered.email } }));
    // The lookup and the mail run after the answer (every address is answered alike).
    await expect
      .poll(() => linkTokenIn(t, registered.email, 'resetPassword').catch(() => ''), { timeout: 30_000 })
      .not.toBe('');
    const resetToken = await linkTokenIn(t, registered.email, 'resetPassword');
    const newPassword = `${GOOD_PASSWORD}-new`;
    resultOf(
      await visitor.send('POST', '/api/auth/password/reset', {
        body: { token: resetToken, password: newPassword },
      }),
    );
    const reset = await expectOneAuditRow(t.db, {
      action: 'auth.password-reset',
      where: ofEntity(userId),
      actorId: userId,
      ip: visitor.ip,
    });
    expect([reset.before, reset.after]).toEqual([
      { password: 'previous password' },
      { password: 'new password', sessions: 'all ended' },
    ]);
    const everything = JSON.stringify(await t.db.select().from(auditLog).where(ofEntity(userId)));
    expect(everything).not.toContain(newPassword);
    expect(everything).not.toContain(body.password);
  });
});
