import type { TAppContext } from '@/core/context';
import type { TLinkValuesExtractor } from '@/modules/auth';
import { looksLikeLinkToken } from './link-token';
import { extractRequestLinkValues } from './open-requests';

/** Plugs reference and coverage links into /auth/extractValues (JWT-shaped; verify tokens are not). */
export function createRequestLinkExtractor(ctx: TAppContext): TLinkValuesExtractor {
  return {
    canRead: looksLikeLinkToken,
    extract: (token) => extractRequestLinkValues(ctx, token),
  };
}
