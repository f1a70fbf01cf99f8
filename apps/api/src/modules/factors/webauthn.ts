import { and, eq, gt, sql } from 'drizzle-orm';
import type { TPasskeySite } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { webauthnChallenges } from '@/core/db/schema';

/** What a WebAuthn challenge was made for: adding a passkey, or signing in with one. */
export type TWebAuthnPurpose = 'register' | 'sign-in' | 'step-up';

// Long enough for a person to find their security key; short, as the spec's examples suggest.
const CHALLENGE_MINUTES = 5;

/** The site's relying party: its host name (RP id) and its origin, from DOCTOR_URL or ADMIN_URL. */
export function getRelyingParty(ctx: TAppContext, site: TPasskeySite): { rpID: string; origin: string } {
  const url = new URL(site === 'admin' ? ctx.config.ADMIN_URL : ctx.config.DOCTOR_URL);
  return { rpID: url.hostname, origin: url.origin };
}

/** Keeps a new challenge for the account and purpose; an earlier one not used dies. */
export async function storeChallenge(
  ctx: TAppContext,
  { userId, purpose, challenge }: { userId: string; purpose: TWebAuthnPurpose; challenge: string },
): Promise<void> {
  await ctx.db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.userId, userId), eq(webauthnChallenges.purpose, purpose)));
  await ctx.db.insert(webauthnChallenges).values({
    userId,
    purpose,
    challenge,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
}

/**
 * Uses the challenge the browser signed up, if it is the account's live one for the purpose:
 * one conditional delete, so a challenge passes once (SimpleWebAuthn's expectedChallenge).
 */
export function createChallengeCheck(
  ctx: TAppContext,
  { userId, purpose }: { userId: string; purpose: TWebAuthnPurpose },
): (challenge: string) => Promise<boolean> {
  return async (challenge) => {
    const used = await ctx.db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.userId, userId),
          eq(webauthnChallenges.purpose, purpose),
          eq(webauthnChallenges.challenge, challenge),
          gt(webauthnChallenges.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: webauthnChallenges.id });
    return used.length > 0;
  };
}
