import type { TSsoRefusal } from '@docapply/contracts';
import { isValidEmail, normaliseEmail } from '@docapply/rules';
import type { TProviderRow } from './provider-row';

type TClaims = Record<string, unknown>;

export type TSsoIdentity = { email: string; firstName: string; lastName: string; isAdmin: boolean };

/**
 * The email a provider vouches for: `email`, unless the provider says it is unverified; Entra ID
 * sends it only when configured, so its `preferred_username` (the sign-in name, an address in the
 * tenant's verified domains) stands in. The allowed domains are checked after either way.
 */
function findEmail(claims: TClaims): string | null {
  if (claims.email_verified === false) {
    return null;
  }
  for (const value of [claims.email, claims.preferred_username]) {
    if (typeof value === 'string' && isValidEmail(value.trim())) {
      return normaliseEmail(value);
    }
  }
  return null;
}

/** Whether the claim holds the value: a list of groups or roles, or a single string. */
export function hasClaimValue(claims: TClaims, claim: string, value: string): boolean {
  const held = claims[claim];
  if (Array.isArray(held)) {
    return held.some((entry) => entry === value);
  }
  return held === value;
}

function findNames(claims: TClaims, email: string): { firstName: string; lastName: string } {
  const given = typeof claims.given_name === 'string' ? claims.given_name.trim() : '';
  const family = typeof claims.family_name === 'string' ? claims.family_name.trim() : '';
  if (given || family) {
    return { firstName: given.slice(0, 100), lastName: family.slice(0, 100) };
  }
  const [first = '', ...rest] = (typeof claims.name === 'string' ? claims.name : '').trim().split(/\s+/);
  return { firstName: (first || email.split('@')[0]).slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
}

/** Who the provider says signed in, or why they may not (before any account is touched). */
export function readIdentity(
  provider: Pick<TProviderRow, 'allowedDomains' | 'groupClaim' | 'adminValue'>,
  claims: TClaims,
): TSsoIdentity | { refusal: TSsoRefusal } {
  const email = findEmail(claims);
  if (!email) {
    return { refusal: 'no-email' };
  }
  if (!provider.allowedDomains.includes(email.split('@').pop() ?? '')) {
    return { refusal: 'email-domain' };
  }
  return {
    email,
    ...findNames(claims, email),
    isAdmin: hasClaimValue(claims, provider.groupClaim, provider.adminValue),
  };
}
