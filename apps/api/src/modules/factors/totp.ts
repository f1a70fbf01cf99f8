import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { FACTOR_MESSAGES, type TTotpSetup } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { totpFactors } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { openSecret, sealSecret } from '@/lib/sealed-secret';

const ISSUER = 'DocApply';
const PERIOD_SECONDS = 30;
// One step either side: a phone's clock a little off, or a code typed as it changed.
const WINDOW = 1;

function createTotp(label: string, secret: Secret): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });
}

/**
 * Starts setting up an authenticator app: a new secret, kept sealed and unconfirmed until a first
 * code is right (confirmTotp). An account has at most one app; a set-up not finished is replaced.
 */
export async function startTotpSetup(ctx: TAppContext, user: TUserRow): Promise<TTotpSetup> {
  const [existing] = await ctx.db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, user.id))
    .limit(1);
  if (existing?.confirmedAt) {
    throw new AppError('CONFLICT', { message: FACTOR_MESSAGES.totpExists });
  }
  const secret = new Secret({ size: 20 });
  const sealed = await sealSecret(ctx.config.TOKEN_KEY, TOTP_SECRET_PURPOSE, secret.base32);
  await ctx.db
    .insert(totpFactors)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret: sealed, lastStep: null } });
  const otpauthUrl = createTotp(user.email, secret).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret: secret.base32,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The time step a code belongs to (within the window), or null when it is no code of this secret now. */
/** What the app's key is sealed for (lib/sealed-secret.ts). */
const TOTP_SECRET_PURPOSE = 'totp-secret';

function findCodeStep(base32: string, code: string): number | null {
  const timestamp = Date.now();
  const delta = createTotp('', Secret.fromBase32(base32)).validate({
    token: code,
    timestamp,
    window: WINDOW,
  });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Checks a code of the account's app (`isSetUp`: a confirmed one; else the set-up waiting for its
 * first code). A right code is used up: the step it belongs to is stored in a conditional update,
 * so the same code (or an older one) cannot pass again, even twice at once.
 */
export async function useTotpCode(
  ctx: TAppContext,
  userId: string,
  code: string,
  { isSetUp }: { isSetUp: boolean },
): Promise<boolean> {
  const [row] = await ctx.db
    .select()
    .from(totpFactors)
    .where(
      and(
        eq(totpFactors.userId, userId),
        isSetUp ? isNotNull(totpFactors.confirmedAt) : isNull(totpFactors.confirmedAt),
      ),
    )
    .limit(1);
  if (!row) {
    return false;
  }
  // A key sealed under an earlier TOKEN_KEY opens no more: no code of that app is right.
  const base32 = await openSecret(ctx.config.TOKEN_KEY, TOTP_SECRET_PURPOSE, row.secret);
  const step = base32 === null ? null : findCodeStep(base32, code);
  if (step === null) {
    return false;
  }
  const [used] = await ctx.db
    .update(totpFactors)
    .set({ lastStep: step, ...(isSetUp ? {} : { confirmedAt: new Date() }) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        eq(totpFactors.secret, row.secret),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return Boolean(used);
}

/** Whether the account has a set-up waiting for its first code. */
export async function hasTotpSetupStarted(ctx: TAppContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

export async function deleteTotp(ctx: TAppContext, userId: string): Promise<boolean> {
  const deleted = await ctx.db
    .delete(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .returning({ userId: totpFactors.userId });
  return deleted.length > 0;
}
