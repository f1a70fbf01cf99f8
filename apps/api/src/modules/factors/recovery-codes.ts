import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { recoveryCodes } from '@/core/db/schema';
import { hashSecret } from '@/lib/secrets';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: read off paper and typed back.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** As typed: case, spaces and dashes do not matter. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function hashRecoveryCode(tokenKey: string, code: string): string {
  return hashSecret(tokenKey, `recovery:${normaliseRecoveryCode(code)}`);
}

function createRecoveryCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A new set of recovery codes replaces the account's old ones; only their hashes are kept. */
export async function replaceRecoveryCodes(ctx: TAppContext, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
  await ctx.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await ctx.db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(ctx.config.TOKEN_KEY, code) })));
  return codes;
}

/** Uses one of the account's codes up, in one conditional update: two uses at once cannot both pass. */
export async function useRecoveryCode(ctx: TAppContext, userId: string, code: string): Promise<boolean> {
  const [used] = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(ctx.config.TOKEN_KEY, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}

export async function countRecoveryCodesLeft(db: TDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteRecoveryCodes(db: TDb, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
