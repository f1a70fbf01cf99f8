import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEmailVerifyRequest,
  ZEmailVerifyResponse,
  ZExtractValuesRequest,
  ZExtractValuesResponse,
  ZForgotPasswordRequest,
  ZMeResponse,
  ZMessageResult,
  ZOtpRequest,
  ZOtpResendRequest,
  ZOtpResendResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZSession,
  ZSetPasswordCheckRequest,
  ZSetPasswordCheckResponse,
  ZSetPasswordRequest,
  ZSetPasswordResponse,
  ZVerifyUserRequest,
  ZVerifyUserResponse,
  envelope,
  type TExtractValuesResponse,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { withErrors } from '@/plugins/error-responses';
import { writeAudit } from '@/core/audit';
import { toUserView } from '@/core/users/users';
import { extractLinkValues, resendVerification, verifyEmail } from './email-verification';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import { requestPasswordReset, resetPassword } from './password-reset';
import { registerDoctor } from './register';
import { checkSetPasswordToken, setPasswordWithToken } from './set-password';
import { resendOtp, verifyCredentials, verifyOtp } from './sign-in';
import { revokeToken } from '@/core/access/tokens';

/**
 * Another module's link tokens (reference and coverage links) that /auth/extractValues also reads;
 * a token no extractor claims is an email-verification token.
 */
export type TLinkValuesExtractor = {
  canRead: (token: string) => boolean;
  extract: (token: string) => Promise<TExtractValuesResponse>;
};

/** Thin handlers: the schema has parsed the body; one service call does the work. */
export function createAuthRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  linkExtractors: TLinkValuesExtractor[] = [],
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];

    app.post(
      '/auth/register',
      {
        schema: { tags, body: ZRegisterRequest, response: withErrors({ 201: envelope(ZRegisterResponse) }) },
      },
      async (request, reply) => reply.code(201).send({ result: await registerDoctor(ctx, request.body) }),
    );

    app.post(
      '/auth/emailVerify',
      {
        schema: {
          tags,
          body: ZEmailVerifyRequest,
          response: withErrors({ 200: envelope(ZEmailVerifyResponse) }),
        },
      },
      async (request) => ({ result: await verifyEmail(ctx, request.body.token) }),
    );

    app.post(
      '/auth/emailVerify/resend',
      {
        schema: {
          tags,
          body: ZResendVerificationRequest,
          response: withErrors({ 200: envelope(ZMessageResult) }),
        },
      },
      async (request) => ({ result: await resendVerification(ctx, request.body.email) }),
    );

    app.post(
      '/auth/setPassword',
      {
        schema: {
          tags,
          body: ZSetPasswordRequest,
          response: withErrors({ 200: envelope(ZSetPasswordResponse) }),
        },
      },
      async (request) => ({ result: await setPasswordWithToken(ctx, request.body) }),
    );

    app.post(
      '/auth/setPassword/check',
      {
        schema: {
          tags,
          body: ZSetPasswordCheckRequest,
          response: withErrors({ 200: envelope(ZSetPasswordCheckResponse) }),
        },
      },
      async (request) => ({ result: await checkSetPasswordToken(ctx, request.body.token) }),
    );

    app.post(
      '/auth/password/forgot',
      {
        schema: {
          tags,
          summary: 'Emails a password-reset link; the same answer whether or not the email has an account',
          body: ZForgotPasswordRequest,
          response: withErrors({ 200: envelope(ZMessageResult) }),
        },
      },
      async (request) => ({ result: await requestPasswordReset(ctx, request.body) }),
    );

    app.post(
      '/auth/password/reset',
      {
        schema: {
          tags,
          summary: 'Sets a new password through the emailed link and ends every session of the account',
          body: ZResetPasswordRequest,
          response: withErrors({ 200: envelope(ZResetPasswordResponse) }),
        },
      },
      async (request) => ({ result: await resetPassword(ctx, request.body) }),
    );

    app.post(
      '/auth/verifyUser',
      {
        schema: {
          tags,
          body: ZVerifyUserRequest,
          response: withErrors({ 200: envelope(ZVerifyUserResponse) }),
        },
      },
      async (request) => ({ result: await verifyCredentials(ctx, request.body) }),
    );

    app.post(
      '/auth/otp',
      { schema: { tags, body: ZOtpRequest, response: withErrors({ 200: envelope(ZSession) }) } },
      async (request) => ({ result: await verifyOtp(ctx, request.body) }),
    );

    app.post(
      '/auth/otp/resend',
      {
        schema: {
          tags,
          body: ZOtpResendRequest,
          response: withErrors({ 200: envelope(ZOtpResendResponse) }),
        },
      },
      async (request) => ({ result: await resendOtp(ctx, request.body.challenge) }),
    );

    app.post(
      '/auth/extractValues',
      {
        schema: {
          tags,
          body: ZExtractValuesRequest,
          response: withErrors({ 200: envelope(ZExtractValuesResponse) }),
        },
      },
      async (request) => {
        const { token } = request.body;
        const extractor = linkExtractors.find((candidate) => candidate.canRead(token));
        return { result: extractor ? await extractor.extract(token) : await extractLinkValues(ctx, token) };
      },
    );

    app.get(
      '/auth/me',
      {
        onRequest: guard.authenticate,
        // A session that may only set up a second factor still knows who it is, and signs out.
        config: { allowsEnrolOnly: true },
        schema: { tags, response: withErrors({ 200: envelope(ZMeResponse) }) },
      },
      async (request) => ({ result: { user: toUserView(getAuth(request).user) } }),
    );

    app.post(
      '/auth/logout',
      {
        onRequest: guard.authenticate,
        config: { allowsEnrolOnly: true },
        schema: { tags, response: withErrors({ 200: envelope(ZMessageResult) }) },
      },
      async (request) => {
        const auth = getAuth(request);
        await revokeToken(ctx.db, auth);
        await writeAudit(ctx.db, {
          actorId: auth.user.id,
          action: 'auth.logout',
          entity: 'user',
          entityId: auth.user.id,
        });
        return { result: { message: AUTH_MESSAGES.loggedOut } };
      },
    );
  };
}
