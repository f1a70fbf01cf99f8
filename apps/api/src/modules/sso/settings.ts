import { eq } from 'drizzle-orm';
import { SSO_DEFAULT_GROUP_CLAIM, type TSsoSettings, type TSsoSettingsUpdate } from '@docapply/contracts';
import { runChange } from '@/core/change';
import { changedValues } from '@/core/audit';
import type { TAppContext } from '@/core/context';
import { identityProviders } from '@/core/db/schema';
import { getManagedHospital, type THospitalRow } from '@/core/access/managed-hospital';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { sealSecret } from '@/lib/sealed-secret';
import { describeProviderError, discoverProvider } from './provider-client';
import { SSO_MESSAGES } from './messages';

/** The purpose the client secret is sealed under (lib/sealed-secret.ts). */
export const CLIENT_SECRET_PURPOSE = 'sso-client-secret';

type TProviderRow = typeof identityProviders.$inferSelect;

/** The redirect URI every provider is given: one for all hospitals (the state names the hospital). */
export function getRedirectUri(ctx: TAppContext): string {
  return `${ctx.config.API_URL}/sso/callback`;
}

export function getStartUrl(ctx: TAppContext, hospital: Pick<THospitalRow, 'slug'>): string {
  return `${ctx.config.API_URL}/sso/start/${encodeURIComponent(hospital.slug)}`;
}

export function toSettings(
  ctx: TAppContext,
  hospital: THospitalRow,
  row: TProviderRow | undefined,
): TSsoSettings {
  return {
    isConfigured: Boolean(row),
    displayName: row?.displayName ?? '',
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    hasClientSecret: Boolean(row),
    allowedDomains: row?.allowedDomains ?? [],
    groupClaim: row?.groupClaim ?? SSO_DEFAULT_GROUP_CLAIM,
    adminValue: row?.adminValue ?? '',
    isPasswordSignInAllowed: row?.isPasswordSignInAllowed ?? true,
    redirectUri: getRedirectUri(ctx),
    startUrl: getStartUrl(ctx, hospital),
  };
}

/** The audited view of a setting: everything but the secret. */
export function toAudited(row: Partial<TProviderRow> | undefined): Record<string, unknown> {
  if (!row) {
    return {};
  }
  const { clientSecretSealed: _secret, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest;
}

/** GET /admin/hospitals/{hospitalId}/sso. Note: getManagedHospital lets in the hospital's own admins and platform admins; any other hospital is 404. */
export async function getSsoSettings(
  ctx: TAppContext,
  { user, hospitalId }: { user: TUserRow; hospitalId: string },
): Promise<TSsoSettings> {
  const hospital = await getManagedHospital(ctx.db, user, hospitalId);
  const [row] = await ctx.db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.hospitalId, hospitalId));
  return toSettings(ctx, hospital, row);
}

/** PUT /admin/hospitals/{hospitalId}/sso: saved with an audit row that never holds the secret. */
export async function updateSsoSettings(
  ctx: TAppContext,
  { user, hospitalId, settings }: { user: TUserRow; hospitalId: string; settings: TSsoSettingsUpdate },
): Promise<TSsoSettings> {
  const hospital = await getManagedHospital(ctx.db, user, hospitalId);
  const sealed = settings.clientSecret
    ? await sealSecret(ctx.config.TOKEN_KEY, CLIENT_SECRET_PURPOSE, settings.clientSecret)
    : null;
  const saved = await runChange(async ({ tx, audit }) => {
    const [current] = await tx
      .select()
      .from(identityProviders)
      .where(eq(identityProviders.hospitalId, hospitalId))
      .for('update');
    const clientSecretSealed = sealed ?? current?.clientSecretSealed;
    if (!clientSecretSealed) {
      throw new AppError('VALIDATION', {
        message: SSO_MESSAGES.secretRequired,
        fields: { clientSecret: SSO_MESSAGES.secretRequired },
      });
    }
    const values = {
      displayName: settings.displayName,
      issuer: settings.issuer,
      clientId: settings.clientId,
      clientSecretSealed,
      allowedDomains: [...new Set(settings.allowedDomains)],
      groupClaim: settings.groupClaim ?? SSO_DEFAULT_GROUP_CLAIM,
      adminValue: settings.adminValue,
      isPasswordSignInAllowed: settings.isPasswordSignInAllowed,
    };
    const [row] = await tx
      .insert(identityProviders)
      .values({ hospitalId, ...values })
      .onConflictDoUpdate({ target: identityProviders.hospitalId, set: values })
      .returning();
    const changed = changedValues(toAudited(current), toAudited(row));
    await audit({
      actorId: user.id,
      action: 'hospital.sso-settings-updated',
      entity: 'hospital',
      entityId: hospitalId,
      hospitalId,
      data: { isClientSecretReplaced: sealed !== null },
      ...changed,
    });
    return row;
  });
  return toSettings(ctx, hospital, saved);
}

/** POST /admin/hospitals/{hospitalId}/sso/test: the issuer's discovery document, or why not (400). */
export async function testSsoConnection(
  ctx: TAppContext,
  { user, hospitalId, issuer }: { user: TUserRow; hospitalId: string; issuer: string },
): Promise<{ message: string }> {
  await getManagedHospital(ctx.db, user, hospitalId);
  try {
    // No client is needed to read the discovery document; a made-up id is never sent.
    await discoverProvider(ctx, { issuer, clientId: 'connection-test', clientSecret: '' });
  } catch (error) {
    const message = describeProviderError(error, issuer);
    throw new AppError('BAD_REQUEST', { message, fields: { issuer: message } });
  }
  return { message: SSO_MESSAGES.connected(issuer) };
}
