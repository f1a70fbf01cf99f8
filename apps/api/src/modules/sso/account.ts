import { and, eq, sql } from 'drizzle-orm';
import { hasAnyRole, type TRole, type TSsoRefusal } from '@docapply/contracts';
import { runChange, type TChange } from '@/core/change';
import { hospitalAdmins, ssoTickets, users } from '@/core/db/schema';
import { hashPassword } from '@/core/users/passwords';
import { createUser, findUserByEmail, type TUserRow } from '@/core/users/users';
import { createRandomToken, hashSecret } from '@/lib/secrets';
import type { TSsoIdentity } from './claims';
import type { TProviderRow } from './provider-row';

/** How long the admin site has to exchange the ticket it was sent with. */
const TICKET_SECONDS = 120;

/** The roles an account may hold and still be an administrator signed in by a hospital's provider. */
const ADMIN_ROLES: TRole[] = ['hospital_admin', 'platform_admin'];

/** A refused sign-in's audit row, with the reason (never a token or a claim's secret). */
export async function refuseSsoSignIn(
  entry: { reason: TSsoRefusal; hospitalId: string | null; userId?: string | null; detail?: string },
  change?: TChange,
): Promise<void> {
  const write = (target: TChange) =>
    target.audit({
      actorId: null,
      action: 'auth.sso-refused',
      entity: entry.userId ? 'user' : 'hospital',
      entityId: entry.userId ?? entry.hospitalId,
      hospitalId: entry.hospitalId,
      data: { reason: entry.reason, ...(entry.detail ? { detail: entry.detail.slice(0, 300) } : {}) },
    });
  await (change ? write(change) : runChange(write));
}

/**
 * A leaver: the provider no longer puts them in the admin group. The hospital link goes and
 * every session of theirs ends (the session version rises), within the refusal's change.
 */
async function removeLink(change: TChange, user: TUserRow, hospitalId: string): Promise<void> {
  const removed = await change.tx
    .delete(hospitalAdmins)
    .where(and(eq(hospitalAdmins.userId, user.id), eq(hospitalAdmins.hospitalId, hospitalId)))
    .returning({ id: hospitalAdmins.id });
  if (removed.length > 0) {
    await change.tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, user.id));
  }
}

async function findOrCreateAdmin(
  change: TChange,
  identity: TSsoIdentity,
): Promise<{ user: TUserRow; isNew: boolean }> {
  const existing = await findUserByEmail(change.tx, identity.email);
  if (existing) {
    return { user: existing, isNew: false };
  }
  // Nobody knows this password: the account signs in through the provider (or a reset link).
  const created = await createUser(change.tx, {
    email: identity.email,
    passwordHash: await hashPassword(createRandomToken()),
    firstName: identity.firstName,
    lastName: identity.lastName,
    roles: ['hospital_admin'],
    isEmailVerified: true,
  });
  if (!created) {
    throw new Error('The account was created at the same moment by another sign-in');
  }
  return { user: created, isNew: true };
}

/**
 * The account of a person the provider vouched for: matched by email (never a doctor's, delegate's
 * or disabled account) or created, linked to the hospital, and a ticket for the admin site.
 * Note: the group claim decides access to this hospital on every sign-in.
 */
export async function linkSsoAccount(
  change: TChange,
  { identity, provider }: { identity: TSsoIdentity; provider: TProviderRow },
): Promise<{ ticket: string } | { refusal: TSsoRefusal }> {
  const hospitalId = provider.hospitalId;
  const refuse = async (reason: TSsoRefusal, user: TUserRow | null) => {
    await refuseSsoSignIn({ reason, hospitalId, userId: user?.id ?? null }, change);
    return { refusal: reason };
  };
  const existing = await findUserByEmail(change.tx, identity.email);
  if (!identity.isAdmin) {
    if (existing) {
      await removeLink(change, existing, hospitalId);
    }
    return refuse('not-admin', existing);
  }
  if (existing && existing.roles.some((role) => !ADMIN_ROLES.includes(role as TRole))) {
    return refuse('not-admin-account', existing);
  }
  if (existing?.disabledAt) {
    return refuse('disabled', existing);
  }
  const { user, isNew } = await findOrCreateAdmin(change, identity);
  if (!hasAnyRole(user.roles, ADMIN_ROLES)) {
    await change.tx
      .update(users)
      .set({ roles: [...user.roles, 'hospital_admin'] })
      .where(eq(users.id, user.id));
  }
  const linked = await change.tx
    .insert(hospitalAdmins)
    .values({ userId: user.id, hospitalId })
    .onConflictDoNothing()
    .returning({ id: hospitalAdmins.id });
  await change.audit({
    actorId: user.id,
    action: 'auth.sso-sign-in',
    entity: 'user',
    entityId: user.id,
    hospitalId,
    data: { provider: provider.displayName, isNewAccount: isNew, isNewLink: linked.length > 0 },
  });
  const ticket = createRandomToken();
  await change.tx.insert(ssoTickets).values({
    ticketHash: hashSecret(change.ctx.config.TOKEN_KEY, ticket),
    userId: user.id,
    expiresAt: new Date(Date.now() + TICKET_SECONDS * 1000),
  });
  return { ticket };
}
