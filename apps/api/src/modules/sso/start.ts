import { eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { TSsoDiscoverResponse } from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { hospitals, identityProviders, ssoLogins } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { hashSecret } from '@/lib/secrets';
import { openProviderClient, type TProviderWithHospital } from './provider-row';
import { getRedirectUri, getStartUrl } from './settings';
import { SSO_MESSAGES } from './messages';
import { SsoRefusedError } from './refusal';

/** How long a sign-in may stay at the provider before its state is refused. */
const LOGIN_MINUTES = 10;

/** POST /sso/discover: the provider of the hospital whose allowed domains hold the email's domain. */
export async function discoverSsoProvider(
  ctx: TAppContext,
  { email }: { email: string },
): Promise<TSsoDiscoverResponse> {
  const domain = normaliseEmail(email).split('@').pop() ?? '';
  const [row] = await ctx.db
    .select({ displayName: identityProviders.displayName, slug: hospitals.slug })
    .from(identityProviders)
    .innerJoin(hospitals, eq(hospitals.id, identityProviders.hospitalId))
    .where(sql`${identityProviders.allowedDomains} @> ${JSON.stringify([domain])}::jsonb`)
    .orderBy(hospitals.name)
    .limit(1);
  if (!row) {
    throw new AppError('NOT_FOUND', {
      message: SSO_MESSAGES.noProviderForEmail,
      fields: { email: SSO_MESSAGES.noProviderForEmail },
    });
  }
  return { displayName: row.displayName, startUrl: getStartUrl(ctx, row) };
}

async function findProviderBySlug(ctx: TAppContext, slug: string): Promise<TProviderWithHospital | null> {
  const [row] = await ctx.db
    .select({ provider: identityProviders, hospital: hospitals })
    .from(identityProviders)
    .innerJoin(hospitals, eq(hospitals.id, identityProviders.hospitalId))
    .where(eq(hospitals.slug, slug))
    .limit(1);
  return row ?? null;
}

/**
 * GET /sso/start/{slug}: the provider's authorization URL (code flow with PKCE, state and nonce).
 * The state is kept only hashed, the verifier and nonce only here: nothing the browser carries
 * can stand in for them.
 */
export async function startSsoSignIn(
  ctx: TAppContext,
  { slug, loginHint }: { slug: string; loginHint?: string },
): Promise<string> {
  const row = await findProviderBySlug(ctx, slug);
  if (!row) {
    throw new SsoRefusedError('not-configured');
  }
  const configuration = await openProviderClient(ctx, row.provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await runChange(async ({ tx }) => {
    await tx.insert(ssoLogins).values({
      stateHash: hashSecret(ctx.config.TOKEN_KEY, state),
      hospitalId: row.hospital.id,
      codeVerifier,
      nonce,
      expiresAt: new Date(Date.now() + LOGIN_MINUTES * 60_000),
    });
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: getRedirectUri(ctx),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return url.href;
}
