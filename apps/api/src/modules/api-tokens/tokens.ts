import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type TApiToken,
  type TApiTokenCreate,
  type TApiTokenCreated,
  type TApiTokenInfo,
  type TApiTokenScope,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import { readNow, type TAppContext } from '@/core/context';
import { apiTokens, hospitals, users } from '@/core/db/schema';
import { getManagedHospital } from '@/core/access/managed-hospital';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';

dayjs.extend(utc);

type TApiTokenRow = typeof apiTokens.$inferSelect;

/** The token's SHA-256: what is stored and looked up. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Letters enough to tell tokens apart in a list and in a client's configuration. */
const PREFIX_LENGTH = API_TOKEN_PREFIX.length + 8;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toApiToken(row: TApiTokenRow, createdBy: string | null): TApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as TApiTokenScope[],
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy,
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
  };
}

const audited = (row: TApiTokenRow) => ({
  name: row.name,
  scopes: row.scopes,
  prefix: row.prefix,
  expiresAt: iso(row.expiresAt),
  revokedAt: iso(row.revokedAt),
});

type THospitalScope = { user: TUserRow; hospitalId: string };

/** GET /admin/hospitals/{hospitalId}/api-tokens: the hospital's tokens, newest first, revoked ones too. */
export async function listApiTokens(
  ctx: TAppContext,
  { user, hospitalId }: THospitalScope,
): Promise<TApiToken[]> {
  await getManagedHospital(ctx.db, user, hospitalId);
  const rows = await ctx.db
    .select({ token: apiTokens, firstName: users.firstName, lastName: users.lastName })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdById))
    .where(eq(apiTokens.hospitalId, hospitalId))
    .orderBy(desc(apiTokens.createdAt))
    .limit(500);
  return rows.map(({ token, firstName, lastName }) =>
    toApiToken(token, firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim()),
  );
}

/**
 * POST /admin/hospitals/{hospitalId}/api-tokens: a new random token (256 bits), answered this once;
 * only its hash is kept. Audited without the token.
 */
export async function createApiToken(
  ctx: TAppContext,
  { user, hospitalId, input }: THospitalScope & { input: TApiTokenCreate },
): Promise<TApiTokenCreated> {
  await getManagedHospital(ctx.db, user, hospitalId);
  const now = readNow();
  const expiresAt = input.expiresOn ? dayjs.utc(input.expiresOn).endOf('day').toDate() : null;
  if (expiresAt && expiresAt <= now) {
    throw new AppError('VALIDATION', {
      message: API_TOKEN_MESSAGES.pastExpiry,
      fields: { expiresOn: API_TOKEN_MESSAGES.pastExpiry },
    });
  }
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await runChange(async ({ tx, audit }) => {
    const [created] = await tx
      .insert(apiTokens)
      .values({
        hospitalId,
        name: input.name,
        scopes: [...input.scopes],
        tokenHash: hashApiToken(token),
        prefix: token.slice(0, PREFIX_LENGTH),
        createdById: user.id,
        expiresAt,
      })
      .returning();
    await audit({
      actorId: user.id,
      action: 'hospital.api-token-created',
      entity: 'api_token',
      entityId: created!.id,
      hospitalId,
      after: audited(created!),
    });
    return created!;
  });
  return { token, apiToken: toApiToken(row, `${user.firstName} ${user.lastName}`) };
}

/** GET /api-token: the calling token's hospital, name and scopes (requireApiToken checked it is live). */
export async function getApiTokenInfo(ctx: TAppContext, tokenId: string): Promise<TApiTokenInfo> {
  const [row] = await ctx.db
    .select({ token: apiTokens, hospitalName: hospitals.name })
    .from(apiTokens)
    .innerJoin(hospitals, eq(hospitals.id, apiTokens.hospitalId))
    .where(eq(apiTokens.id, tokenId));
  if (!row) {
    throw new AppError('UNAUTHORIZED', { message: API_TOKEN_MESSAGES.invalid });
  }
  return {
    hospital: { id: row.token.hospitalId, name: row.hospitalName },
    name: row.token.name,
    scopes: row.token.scopes as TApiTokenScope[],
    expiresAt: iso(row.token.expiresAt),
  };
}

/** DELETE /admin/hospitals/{hospitalId}/api-tokens/{tokenId}: the token stops working at once. */
export async function revokeApiToken(
  ctx: TAppContext,
  { user, hospitalId, tokenId }: THospitalScope & { tokenId: string },
): Promise<TApiToken> {
  await getManagedHospital(ctx.db, user, hospitalId);
  if (!isUuid(tokenId)) {
    throw new AppError('NOT_FOUND', { message: API_TOKEN_MESSAGES.notFound });
  }
  const row = await runChange(async ({ tx, audit }) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: readNow(), revokedById: user.id })
      .where(
        and(eq(apiTokens.id, tokenId), eq(apiTokens.hospitalId, hospitalId), isNull(apiTokens.revokedAt)),
      )
      .returning();
    if (!revoked) {
      const [existing] = await tx
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.hospitalId, hospitalId)));
      if (!existing) {
        throw new AppError('NOT_FOUND', { message: API_TOKEN_MESSAGES.notFound });
      }
      // Revoking twice is not an error: the token is revoked either way.
      return existing;
    }
    await audit({
      actorId: user.id,
      action: 'hospital.api-token-revoked',
      entity: 'api_token',
      entityId: revoked.id,
      hospitalId,
      before: { revokedAt: null },
      after: { revokedAt: iso(revoked.revokedAt) },
    });
    return revoked;
  });
  const [creator] = row.createdById
    ? await ctx.db.select().from(users).where(eq(users.id, row.createdById))
    : [];
  return toApiToken(row, creator ? `${creator.firstName} ${creator.lastName}` : null);
}
