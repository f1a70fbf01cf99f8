import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TAppContext } from '@/core/context';
import { emailTokens } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { createRandomToken, hashSecret } from '@/lib/secrets';

/** What an emailed link is for; one table holds them all, told apart by purpose. */
export type TEmailTokenPurpose = 'email-verify' | 'set-password' | 'reset-password';

/** The texts a purpose answers with when its link cannot be used. */
export type TEmailTokenMessages = { invalid: string; expired: string };

export type TEmailTokenRow = typeof emailTokens.$inferSelect;

/**
 * Stores a new single-use token (only its keyed hash) and returns the token for the link.
 * `replacePrevious` retires the user's unused tokens of that purpose, so only the newest link works.
 */
export async function createEmailToken(
  ctx: TAppContext,
  options: { userId: string; purpose: TEmailTokenPurpose; ttlHours: number; replacePrevious?: boolean },
): Promise<string> {
  if (options.replacePrevious) {
    await ctx.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.userId, options.userId),
          eq(emailTokens.purpose, options.purpose),
          isNull(emailTokens.usedAt),
        ),
      );
  }
  const token = createRandomToken();
  await ctx.db.insert(emailTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: hashSecret(ctx.config.TOKEN_KEY, token),
    expiresAt: new Date(Date.now() + options.ttlHours * 3_600_000),
  });
  return token;
}

/** The row behind a link token, checked for purpose, use and age (unknown and used read the same). */
export async function findUsableEmailToken(
  ctx: TAppContext,
  token: string,
  purpose: TEmailTokenPurpose,
  messages: TEmailTokenMessages,
): Promise<TEmailTokenRow> {
  const [row] = await ctx.db
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashSecret(ctx.config.TOKEN_KEY, token)),
        eq(emailTokens.purpose, purpose),
      ),
    )
    .limit(1);
  if (!row || row.usedAt) {
    throw new AppError('TOKEN_INVALID', { message: messages.invalid });
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('TOKEN_EXPIRED', { message: messages.expired });
  }
  return row;
}

/**
 * Uses the token up. Consuming is one conditional update, so two clicks at once cannot both
 * succeed; the loser gets the "invalid or used" answer. Returns the token's user id.
 */
export async function consumeEmailToken(
  ctx: TAppContext,
  row: TEmailTokenRow,
  messages: TEmailTokenMessages,
): Promise<string> {
  const [consumed] = await ctx.db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ userId: emailTokens.userId });
  if (!consumed) {
    throw new AppError('TOKEN_INVALID', { message: messages.invalid });
  }
  return consumed.userId;
}
