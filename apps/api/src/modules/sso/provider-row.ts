import type * as oidc from 'openid-client';
import type { TAppContext } from '@/core/context';
import type { hospitals, identityProviders } from '@/core/db/schema';
import { openSecret } from '@/lib/sealed-secret';
import { discoverProvider, isMisconfigured } from './provider-client';
import { CLIENT_SECRET_PURPOSE } from './settings';
import { SsoRefusedError } from './refusal';

export type TProviderRow = typeof identityProviders.$inferSelect;
export type TProviderWithHospital = { provider: TProviderRow; hospital: typeof hospitals.$inferSelect };

/** The stored provider as an openid-client configuration; unreachable or unreadable is a refusal. */
export async function openProviderClient(
  ctx: TAppContext,
  provider: TProviderRow,
): Promise<oidc.Configuration> {
  const clientSecret = await openSecret(
    ctx.config.TOKEN_KEY,
    CLIENT_SECRET_PURPOSE,
    provider.clientSecretSealed,
  );
  if (clientSecret === null) {
    // Sealed under an earlier token key: the hospital must enter the secret again.
    throw new SsoRefusedError('not-configured');
  }
  try {
    return await discoverProvider(ctx, {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret,
    });
  } catch (error) {
    ctx.log.warn({ err: error, issuer: provider.issuer }, 'single sign-on: provider discovery failed');
    throw new SsoRefusedError(isMisconfigured(error) ? 'misconfigured' : 'unreachable');
  }
}
