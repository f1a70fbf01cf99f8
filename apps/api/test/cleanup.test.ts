import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '@/core/db/client';
import {
  authThrottle,
  hospitals,
  revokedTokens,
  sessions,
  ssoLogins,
  ssoTickets,
  stepUps,
  users,
} from '@/core/db/schema';
import { deleteExpiredAuthRows } from '@/modules/auth/cleanup';
import { openTestDatabase } from './helpers/test-db';

describe('cleanup of expired auth rows', () => {
  let t: TDatabase;

  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('forgets revoked ids of expired tokens and old throttle windows, and keeps live ones', async () => {
    await t.db.insert(revokedTokens).values([
      { jti: 'expired-jti', expiresAt: sql`now() - interval '1 minute'` },
      { jti: 'live-jti', expiresAt: sql`now() + interval '1 hour'` },
    ]);
    await t.db.insert(authThrottle).values([
      { key: 'old-window', count: 3, windowStart: sql`now() - interval '2 days'` },
      {
        key: 'old-but-locked',
        count: 9,
        windowStart: sql`now() - interval '2 days'`,
        lockedUntil: sql`now() + interval '1 hour'`,
      },
      { key: 'fresh-window', count: 1 },
    ]);

    await deleteExpiredAuthRows(t.db);

    const jtis = await t.db
      .select()
      .from(revokedTokens)
      .where(inArray(revokedTokens.jti, ['expired-jti', 'live-jti']));
    expect(jtis.map((r) => r.jti)).toEqual(['live-jti']);
    const keys = await t.db
      .select()
      .from(authThrottle)
      .where(inArray(authThrottle.key, ['old-window', 'old-but-locked', 'fresh-window']));
    expect(keys.map((r) => r.key).sort()).toEqual(['fresh-window', 'old-but-locked']);
  });

  it('forgets sign-in activity after 90 days', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    const session = (jti: string, days: number) => ({
      jti,
      userId: user.id,
      method: 'password',
      sessionVersion: 0,
      createdAt: sql`now() - make_interval(days => ${days})`,
      expiresAt: sql`now() - make_interval(days => ${days - 1})`,
    });
    await t.db.insert(sessions).values([session('session-91-days', 91), session('session-89-days', 89)]);

    await deleteExpiredAuthRows(t.db);

    const kept = await t.db
      .select({ jti: sessions.jti })
      .from(sessions)
      .where(inArray(sessions.jti, ['session-91-days', 'session-89-days']));
    expect(kept).toEqual([{ jti: 'session-89-days' }]);
  });

  it('forgets expired single sign-on states and tickets, and keeps those still running', async () => {
    const tag = randomBytes(4).toString('hex');
    const [hospital] = await t.db
      .insert(hospitals)
      .values({ name: `Cleanup ${tag}`, slug: `cleanup-${tag}`, city: 'Albany', state: 'NY' })
      .returning();
    const [user] = await t.db
      .insert(users)
      .values({ email: `sso-${tag}@example.org`, passwordHash: 'x', firstName: 'Sam', lastName: 'Staff' })
      .returning();
    const login = (name: string, expiresAt: ReturnType<typeof sql>) => ({
      stateHash: `${name}-${tag}`,
      hospitalId: hospital.id,
      codeVerifier: 'verifier',
      nonce: 'nonce',
      expiresAt,
    });
    await t.db
      .insert(ssoLogins)
      .values([
        login('expired-state', sql`now() - interval '1 minute'`),
        login('live-state', sql`now() + interval '10 minutes'`),
      ]);
    await t.db.insert(ssoTickets).values([
      { ticketHash: `expired-ticket-${tag}`, userId: user.id, expiresAt: sql`now() - interval '1 minute'` },
      { ticketHash: `live-ticket-${tag}`, userId: user.id, expiresAt: sql`now() + interval '2 minutes'` },
    ]);

    await deleteExpiredAuthRows(t.db);

    const states = await t.db.select().from(ssoLogins).where(eq(ssoLogins.hospitalId, hospital.id));
    expect(states.map((r) => r.stateHash)).toEqual([`live-state-${tag}`]);
    const tickets = await t.db.select().from(ssoTickets).where(eq(ssoTickets.userId, user.id));
    expect(tickets.map((r) => r.ticketHash)).toEqual([`live-ticket-${tag}`]);
  });

  it('forgets step-ups a day after they expired, and keeps newer ones', async () => {
    const tag = randomBytes(4).toString('hex');
    const [user] = await t.db
      .insert(users)
      .values({ email: `step-up-${tag}@example.org`, passwordHash: 'x', firstName: 'Dana', lastName: 'Doe' })
      .returning();
    await t.db.insert(stepUps).values([
      { userId: user.id, method: 'old', expiresAt: sql`now() - interval '2 days'` },
      { userId: user.id, method: 'recent', expiresAt: sql`now() - interval '1 hour'` },
    ]);

    await deleteExpiredAuthRows(t.db);

    const kept = await t.db.select().from(stepUps).where(eq(stepUps.userId, user.id));
    expect(kept.map((r) => r.method)).toEqual(['recent']);
  });
});
