import { and, asc, eq } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  FACTOR_MESSAGES,
  type TFactorAdded,
  type TFactorProof,
  type TPasskeyAddRequest,
  type TPasskeyOptions,
  type TPasskeySite,
} from '@docapply/contracts';
import type { TAuth } from '@/core/access/guard';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { passkeys } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { finishFactorAdded, removeFactor } from './security';
import { createChallengeCheck, getRelyingParty, storeChallenge, type TWebAuthnPurpose } from './webauthn';

const RP_NAME = 'DocApply';

type TPasskeyRow = typeof passkeys.$inferSelect;

function toDescriptor(row: TPasskeyRow) {
  return { id: row.credentialId, transports: row.transports as AuthenticatorTransport[] };
}

export function listPasskeys(ctx: TAppContext, userId: string): Promise<TPasskeyRow[]> {
  return ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

function passkeyFailed(): AppError {
  return new AppError('BAD_REQUEST', { message: FACTOR_MESSAGES.passkeyFailed });
}

/** POST /account/security/passkeys/options: what the browser needs to make a passkey for this site. */
export async function createPasskeyOptions(
  ctx: TAppContext,
  user: TUserRow,
  site: TPasskeySite,
): Promise<TPasskeyOptions> {
  const existing = await listPasskeys(ctx, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: getRelyingParty(ctx, site).rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map(toDescriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storeChallenge(ctx, { userId: user.id, purpose: 'register', challenge: options.challenge });
  return { options: { ...options } };
}

/** POST /account/security/passkeys: the browser's new credential, checked and kept under its name. */
export async function addPasskey(
  ctx: TAppContext,
  auth: TAuth,
  input: TPasskeyAddRequest,
): Promise<TFactorAdded> {
  const { rpID, origin } = getRelyingParty(ctx, input.site);
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: createChallengeCheck(ctx, { userId: auth.user.id, purpose: 'register' }),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) {
    throw passkeyFailed();
  }
  const { credential } = verification.registrationInfo;
  return runChange(async (change) => {
    const [added] = await change.tx
      .insert(passkeys)
      .values({
        userId: auth.user.id,
        name: input.name,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning({ id: passkeys.id });
    if (!added) {
      throw passkeyFailed();
    }
    return finishFactorAdded(change, auth, { factor: 'passkey', message: FACTOR_MESSAGES.passkeyAdded });
  });
}

/** POST /account/security/passkeys/{id}/remove (Note: only the caller's own passkey is found). */
export function removePasskey(ctx: TAppContext, user: TUserRow, id: string, proof: TFactorProof) {
  return removeFactor(ctx, user, {
    factor: 'passkey',
    proof,
    remove: async (change) => {
      const removed = await change.tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
        .returning({ id: passkeys.id });
      return removed.length > 0;
    },
    notFound: FACTOR_MESSAGES.passkeyNotFound,
    message: FACTOR_MESSAGES.passkeyRemoved,
  });
}

/** Options to sign in (or confirm a signature: 'step-up') with one of the account's passkeys on this site. */
export async function createPasskeySignInOptions(
  ctx: TAppContext,
  user: TUserRow,
  site: TPasskeySite,
  purpose: TWebAuthnPurpose = 'sign-in',
): Promise<TPasskeyOptions> {
  const keys = await listPasskeys(ctx, user.id);
  const options = await generateAuthenticationOptions({
    rpID: getRelyingParty(ctx, site).rpID,
    allowCredentials: keys.map(toDescriptor),
    userVerification: 'preferred',
  });
  await storeChallenge(ctx, { userId: user.id, purpose, challenge: options.challenge });
  return { options: { ...options } };
}

/**
 * Whether the browser's answer is a signature of the account's live sign-in challenge by one of its
 * passkeys; the passkey's counter and last use are kept.
 */
export async function usePasskey(
  ctx: TAppContext,
  user: TUserRow,
  { site, response }: { site: TPasskeySite; response: Record<string, unknown> },
  purpose: TWebAuthnPurpose = 'sign-in',
): Promise<boolean> {
  const answer = response as unknown as AuthenticationResponseJSON;
  const [key] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, user.id), eq(passkeys.credentialId, String(answer.id))))
    .limit(1);
  if (!key) {
    return false;
  }
  const { rpID, origin } = getRelyingParty(ctx, site);
  const verification = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: createChallengeCheck(ctx, { userId: user.id, purpose }),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: key.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) {
    return false;
  }
  await ctx.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, key.id));
  return true;
}
