import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFactorAdded,
  ZFactorProof,
  ZIdParams,
  ZMessageResult,
  ZPasskeyAddRequest,
  ZPasskeyOptions,
  ZPasskeyOptionsRequest,
  ZPasskeySignInOptionsRequest,
  ZPasskeySignInRequest,
  ZRecoveryCodes,
  ZSecurityView,
  ZSession,
  ZSignInFactorRequest,
  ZStepUp,
  ZStepUpRequest,
  ZTotpConfirmRequest,
  ZTotpSetup,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { addPasskey, createPasskeyOptions, removePasskey } from './passkeys';
import { confirmTotp, getSecurity, regenerateRecoveryCodes, removeTotp } from './security';
import { createSignInPasskeyOptions, signInWithFactor, signInWithPasskey } from './sign-in-factor';
import { confirmStepUp, createStepUpPasskeyOptions, sendStepUpCode } from './step-up';
import { startTotpSetup } from './totp';

/** Thin handlers: the schema has parsed the body; one service call does the work. */
export function createFactorRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account security'];
    // A session that may only set up a factor reaches these (core/access/guard.ts).
    const enrol = { onRequest: guard.authenticate, config: { allowsEnrolOnly: true } };
    const signedIn = { onRequest: guard.authenticate };

    app.get(
      '/account/security',
      { ...enrol, schema: { tags, response: withErrors({ 200: envelope(ZSecurityView) }) } },
      async (request) => ({ result: await getSecurity(ctx, getAuth(request).user) }),
    );
    app.post(
      '/account/security/totp',
      {
        ...enrol,
        schema: {
          tags,
          summary: 'Starts setting up an authenticator app',
          response: withErrors({ 200: envelope(ZTotpSetup) }),
        },
      },
      async (request) => ({ result: await startTotpSetup(ctx, getAuth(request).user) }),
    );
    app.post(
      '/account/security/totp/confirm',
      {
        ...enrol,
        schema: { tags, body: ZTotpConfirmRequest, response: withErrors({ 200: envelope(ZFactorAdded) }) },
      },
      async (request) => ({ result: await confirmTotp(ctx, getAuth(request), request.body.code) }),
    );
    app.post(
      '/account/security/totp/remove',
      {
        ...signedIn,
        schema: { tags, body: ZFactorProof, response: withErrors({ 200: envelope(ZMessageResult) }) },
      },
      async (request) => ({ result: await removeTotp(ctx, getAuth(request).user, request.body) }),
    );
    app.post(
      '/account/security/recovery-codes',
      {
        ...signedIn,
        schema: { tags, body: ZFactorProof, response: withErrors({ 200: envelope(ZRecoveryCodes) }) },
      },
      async (request) => ({
        result: await regenerateRecoveryCodes(ctx, getAuth(request).user, request.body),
      }),
    );
    app.post(
      '/account/security/passkeys/options',
      {
        ...enrol,
        schema: {
          tags,
          body: ZPasskeyOptionsRequest,
          response: withErrors({ 200: envelope(ZPasskeyOptions) }),
        },
      },
      async (request) => ({
        result: await createPasskeyOptions(ctx, getAuth(request).user, request.body.site),
      }),
    );
    app.post(
      '/account/security/passkeys',
      {
        ...enrol,
        schema: { tags, body: ZPasskeyAddRequest, response: withErrors({ 200: envelope(ZFactorAdded) }) },
      },
      async (request) => ({ result: await addPasskey(ctx, getAuth(request), request.body) }),
    );
    app.post(
      '/account/security/passkeys/:id/remove',
      {
        ...signedIn,
        schema: {
          tags,
          params: ZIdParams,
          body: ZFactorProof,
          response: withErrors({ 200: envelope(ZMessageResult) }),
        },
      },
      async (request) => ({
        result: await removePasskey(ctx, getAuth(request).user, request.params.id, request.body),
      }),
    );

    // A fresh second factor before a signature (the attestation); a full session only.
    app.post(
      '/account/step-up',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Confirms it is the owner, for one signature in the next 5 minutes',
          body: ZStepUpRequest,
          response: withErrors({ 200: envelope(ZStepUp) }),
        },
      },
      async (request) => ({ result: await confirmStepUp(ctx, getAuth(request).user, request.body) }),
    );
    app.post(
      '/account/step-up/email',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Emails a step-up code (accounts without a passkey or an authenticator app)',
          response: withErrors({ 200: envelope(ZMessageResult) }),
        },
      },
      async (request) => ({ result: await sendStepUpCode(ctx, getAuth(request).user) }),
    );
    app.post(
      '/account/step-up/passkey/options',
      {
        ...signedIn,
        schema: {
          tags,
          body: ZPasskeyOptionsRequest,
          response: withErrors({ 200: envelope(ZPasskeyOptions) }),
        },
      },
      async (request) => ({
        result: await createStepUpPasskeyOptions(ctx, getAuth(request).user, request.body.site),
      }),
    );

    const authTags = ['auth'];
    app.post(
      '/auth/factor',
      {
        schema: {
          tags: authTags,
          summary: "Sign-in step 2 with an authenticator app's code or a recovery code",
          body: ZSignInFactorRequest,
          response: withErrors({ 200: envelope(ZSession) }),
        },
      },
      async (request) => ({ result: await signInWithFactor(ctx, request.body) }),
    );
    app.post(
      '/auth/passkey/options',
      {
        schema: {
          tags: authTags,
          body: ZPasskeySignInOptionsRequest,
          response: withErrors({ 200: envelope(ZPasskeyOptions) }),
        },
      },
      async (request) => ({ result: await createSignInPasskeyOptions(ctx, request.body) }),
    );
    app.post(
      '/auth/passkey',
      {
        schema: {
          tags: authTags,
          summary: 'Sign-in step 2 with a passkey',
          body: ZPasskeySignInRequest,
          response: withErrors({ 200: envelope(ZSession) }),
        },
      },
      async (request) => ({ result: await signInWithPasskey(ctx, request.body) }),
    );
  };
}
