import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  FACTOR_MESSAGES,
  OTP_MAX_ATTEMPTS,
  STEP_UP_MESSAGES,
  STEP_UP_MINUTES,
  type TPasskeyOptions,
  type TPasskeySite,
  type TStepUp,
  type TStepUpRequest,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { stepUps } from '@/core/db/schema';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import { findSecondFactors, hasStrongFactor } from '@/core/access/second-factors';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { createNumericCode, hashSecret, isSameSecret } from '@/lib/secrets';
import { getSignInCodeKey, isThrottled, rejectSignInAttempt } from '@/modules/auth';
import { createStepUpCodeMail } from './mails';
import { createPasskeySignInOptions, usePasskey } from './passkeys';
import { useRecoveryCodeAndTell } from './proof';
import { useTotpCode } from './totp';

/**
 * A fresh second factor before a signature (the attestation: NCQA takes an electronic signature only
 * if no one but the signer can give it). The proof makes a step_ups row good for STEP_UP_MINUTES;
 * the signature's own change uses it up (useStepUp), so one proof signs once. Wrong proofs count
 * with wrong sign-in codes (SIGN_IN_CODE_RULE): the same block, the same mail.
 */

const minutesFromNow = () => new Date(Date.now() + STEP_UP_MINUTES * 60_000);
const hashStepUpCode = (ctx: TAppContext, id: string, code: string) =>
  hashSecret(ctx.config.TOKEN_KEY, `step-up:${id}:${code}`);

async function assertNotBlocked(ctx: TAppContext, userId: string): Promise<void> {
  if (await isThrottled(ctx.db, [getSignInCodeKey(userId)])) {
    throw new AppError('TOO_MANY_REQUESTS', { message: AUTH_MESSAGES.tooManyAttempts });
  }
}

/** An account with a passkey or an app proves it with one of them (or a recovery code), not by email. */
async function assertEmailCodeAllowed(ctx: TAppContext, user: TUserRow): Promise<void> {
  if (hasStrongFactor(await findSecondFactors(ctx.db, user))) {
    throw new AppError('FORBIDDEN', { message: STEP_UP_MESSAGES.useStrongFactor });
  }
}

/** POST /account/step-up/email: a 6-digit code to the account's address (its row and mail in one change). */
export async function sendStepUpCode(ctx: TAppContext, user: TUserRow): Promise<{ message: string }> {
  await assertNotBlocked(ctx, user.id);
  await assertEmailCodeAllowed(ctx, user);
  const code = createNumericCode();
  const id = randomUUID();
  await runChange(async (change) => {
    // A new code replaces the account's earlier one not yet typed.
    await change.tx
      .delete(stepUps)
      .where(and(eq(stepUps.userId, user.id), eq(stepUps.method, 'email-code'), isNull(stepUps.verifiedAt)));
    await change.tx.insert(stepUps).values({
      id,
      userId: user.id,
      method: 'email-code',
      codeHash: hashStepUpCode(ctx, id, code),
      expiresAt: minutesFromNow(),
    });
    await change.mail({ to: user.email, ...createStepUpCodeMail({ code, minutes: STEP_UP_MINUTES }) });
  });
  return { message: STEP_UP_MESSAGES.codeSent };
}

/** POST /account/step-up/passkey/options: a challenge for one of the account's passkeys. */
export function createStepUpPasskeyOptions(
  ctx: TAppContext,
  user: TUserRow,
  site: TPasskeySite,
): Promise<TPasskeyOptions> {
  return createPasskeySignInOptions(ctx, user, site, 'step-up');
}

/** The emailed code, checked against the account's live one; each try takes one of its attempts. */
async function useStepUpCode(ctx: TAppContext, user: TUserRow, code: string): Promise<boolean> {
  await assertEmailCodeAllowed(ctx, user);
  const [row] = await ctx.db
    .update(stepUps)
    .set({ attempts: sql`${stepUps.attempts} + 1` })
    .where(
      and(
        eq(stepUps.userId, user.id),
        eq(stepUps.method, 'email-code'),
        isNull(stepUps.verifiedAt),
        lt(stepUps.attempts, OTP_MAX_ATTEMPTS),
        gt(stepUps.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row?.codeHash || !isSameSecret(row.codeHash, hashStepUpCode(ctx, row.id, code))) {
    return false;
  }
  const [verified] = await ctx.db
    .update(stepUps)
    .set({ verifiedAt: new Date(), expiresAt: minutesFromNow(), codeHash: null })
    .where(and(eq(stepUps.id, row.id), isNull(stepUps.verifiedAt)))
    .returning({ id: stepUps.id });
  return Boolean(verified);
}

function checkProof(ctx: TAppContext, user: TUserRow, input: TStepUpRequest): Promise<boolean> {
  switch (input.method) {
    case 'totp':
      return useTotpCode(ctx, user.id, input.code, { isSetUp: true });
    case 'recovery-code':
      return useRecoveryCodeAndTell(ctx, user, input.code);
    case 'passkey':
      return usePasskey(ctx, user, input, 'step-up');
    case 'email-code':
      return useStepUpCode(ctx, user, input.code);
  }
}

const FAILED_PROOF = {
  totp: { field: 'code', message: FACTOR_MESSAGES.codeInvalid },
  'recovery-code': { field: 'code', message: FACTOR_MESSAGES.recoveryInvalid },
  'email-code': { field: 'code', message: STEP_UP_MESSAGES.emailCodeInvalid },
  passkey: { field: 'passkey', message: FACTOR_MESSAGES.passkeyFailed },
} as const;

/** POST /account/step-up: the proof; a right one is good for one signature in the next minutes. */
export async function confirmStepUp(
  ctx: TAppContext,
  user: TUserRow,
  input: TStepUpRequest,
): Promise<TStepUp> {
  await assertNotBlocked(ctx, user.id);
  if (!(await checkProof(ctx, user, input))) {
    return rejectSignInAttempt(ctx, user.id, FAILED_PROOF[input.method]);
  }
  const expiresAt = minutesFromNow();
  if (input.method !== 'email-code') {
    await ctx.db
      .insert(stepUps)
      .values({ userId: user.id, method: input.method, verifiedAt: new Date(), expiresAt });
  }
  return { message: STEP_UP_MESSAGES.confirmed, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses up the account's freshest proven step-up, inside the signature's change (rolled back with it),
 * or refuses with STEP_UP_REQUIRED. A conditional update: two signatures at once cannot share one.
 */
export async function useStepUp(tx: TDb, userId: string): Promise<string> {
  const live = and(
    eq(stepUps.userId, userId),
    isNotNull(stepUps.verifiedAt),
    isNull(stepUps.usedAt),
    gt(stepUps.expiresAt, sql`now()`),
  );
  const [candidate] = await tx
    .select({ id: stepUps.id })
    .from(stepUps)
    .where(live)
    .orderBy(desc(stepUps.verifiedAt))
    .limit(1);
  const [used] = candidate
    ? await tx
        .update(stepUps)
        .set({ usedAt: sql`now()` })
        .where(and(eq(stepUps.id, candidate.id), live))
        .returning({ method: stepUps.method })
    : [];
  if (!used) {
    throw new AppError('STEP_UP_REQUIRED', { message: STEP_UP_MESSAGES.required });
  }
  return used.method;
}
