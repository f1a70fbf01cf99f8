import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { hospitals, identityProviders, ssoLogins } from '@/core/db/schema';
import { hashSecret } from '@/lib/secrets';
import { linkSsoAccount, refuseSsoSignIn } from './account';
import { readIdentity } from './claims';
import { openProviderClient, type TProviderWithHospital } from './provider-row';
import { SsoRefusedError } from './refusal';
import { getRedirectUri } from './settings';

/** Takes the sign-in this state started, once: a replayed, forged or expired state finds nothing. */
async function takeLogin(ctx: TAppContext, state: string) {
  const [login] = await ctx.db
    .update(ssoLogins)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(ssoLogins.stateHash, hashSecret(ctx.config.TOKEN_KEY, state)),
        isNull(ssoLogins.usedAt),
        gt(ssoLogins.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return login ?? null;
}

async function findProvider(ctx: TAppContext, hospitalId: string): Promise<TProviderWithHospital | null> {
  const [row] = await ctx.db
    .select({ provider: identityProviders, hospital: hospitals })
    .from(identityProviders)
    .innerJoin(hospitals, eq(hospitals.id, identityProviders.hospitalId))
    .where(eq(identityProviders.hospitalId, hospitalId))
    .limit(1);
  return row ?? null;
}

/** The ID token's claims, completed from the userinfo endpoint when the token lacks some. */
async function readClaims(
  configuration: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  groupClaim: string,
): Promise<Record<string, unknown>> {
  const claims = tokens.claims();
  if (!claims) {
    return {};
  }
  const hasAll = claims.email !== undefined && claims[groupClaim] !== undefined;
  if (hasAll || !configuration.serverMetadata().userinfo_endpoint) {
    return claims;
  }
  const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  return { ...info, ...claims, [groupClaim]: claims[groupClaim] ?? info[groupClaim] };
}

/**
 * GET /sso/callback: openid-client checks the code against the PKCE verifier, the state, and the
 * ID token's signature, issuer, audience and nonce; then the email and group decide, and the
 * account is matched or created (account.ts). Answers the ticket for the admin site.
 */
export async function finishSsoSignIn(ctx: TAppContext, query: URLSearchParams): Promise<{ ticket: string }> {
  const state = query.get('state');
  const login = state ? await takeLogin(ctx, state) : null;
  if (!login || !state) {
    await refuseSsoSignIn({ reason: 'expired', hospitalId: login?.hospitalId ?? null });
    throw new SsoRefusedError('expired');
  }
  const row = await findProvider(ctx, login.hospitalId);
  if (!row) {
    throw new SsoRefusedError('not-configured');
  }
  const configuration = await openProviderClient(ctx, row.provider);
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      new URL(`${getRedirectUri(ctx)}?${query.toString()}`),
      {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      },
    );
    claims = await readClaims(configuration, tokens, row.provider.groupClaim);
  } catch (error) {
    ctx.log.warn({ err: error, issuer: row.provider.issuer }, 'single sign-on: the provider did not confirm');
    await refuseSsoSignIn({ reason: 'not-confirmed', hospitalId: row.hospital.id, detail: describe(error) });
    throw new SsoRefusedError('not-confirmed');
  }
  const identity = readIdentity(row.provider, claims);
  if ('refusal' in identity) {
    await refuseSsoSignIn({ reason: identity.refusal, hospitalId: row.hospital.id });
    throw new SsoRefusedError(identity.refusal);
  }
  // The refusal of a removed group commits (the link goes), then answers.
  const outcome = await runChange((change) => linkSsoAccount(change, { identity, provider: row.provider }));
  if ('refusal' in outcome) {
    throw new SsoRefusedError(outcome.refusal);
  }
  return outcome;
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const text = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${text}` : text;
}
