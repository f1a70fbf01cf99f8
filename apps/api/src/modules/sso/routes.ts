import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_LINKS,
  ZErrorBody,
  ZHospitalParams,
  ZSsoConnectionResult,
  ZSsoConnectionTest,
  ZSsoDiscoverRequest,
  ZSsoDiscoverResponse,
  ZSsoSessionResult,
  ZSsoSettings,
  ZSsoSettingsUpdate,
  ZSsoTicketRequest,
  envelope,
  toSiteUrl,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { finishSsoSignIn } from './callback';
import { deleteSsoSettings } from './remove';
import { SsoRefusedError } from './refusal';
import { getSsoSettings, testSsoConnection, updateSsoSettings } from './settings';
import { exchangeSsoTicket } from './session';
import { discoverSsoProvider, startSsoSignIn } from './start';

const ZStartParams = z.strictObject({ slug: z.string().min(1).max(200) });
const ZStartQuery = z.object({ login_hint: z.string().max(254).optional() });
const ZRedirect = { 302: z.null().describe('To the provider, or back to the admin site') };

/** Single sign-on: the hospital's provider settings, and the sign-in through it. */
export function createSsoRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sso'];
    // Note: a doctor is 403 here; each service lets a hospital admin only at their own hospital (else 404).
    const onRequest = guard.requireRole('hospital_admin', 'platform_admin');
    const notFound = { 404: ZErrorBody };
    const settingsPath = '/admin/hospitals/:hospitalId/sso';
    /** A navigation's refusal goes back to the admin site, which shows its text. */
    const toAdminSite = (outcome: { ticket: string } | { error: string }) =>
      toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.singleSignOnDone.getHref(outcome));
    const refusalTarget = (error: unknown) => {
      if (error instanceof SsoRefusedError) {
        return toAdminSite({ error: error.reason });
      }
      throw error;
    };

    // Reading and removing share their shape: the hospital's settings (unset once removed).
    const settingsRoute = {
      onRequest,
      schema: {
        tags,
        params: ZHospitalParams,
        response: withErrors({ 200: envelope(ZSsoSettings), ...notFound }),
      },
    };
    const byHospital = (request: FastifyRequest<{ Params: { hospitalId: string } }>) => ({
      user: getAuth(request).user,
      hospitalId: request.params.hospitalId,
    });

    app.get(settingsPath, settingsRoute, async (request) => ({
      result: await getSsoSettings(ctx, byHospital(request)),
    }));

    app.put(
      settingsPath,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZSsoSettingsUpdate,
          response: withErrors({ 200: envelope(ZSsoSettings), ...notFound }),
        },
      },
      async (request) => ({
        result: await updateSsoSettings(ctx, {
          user: getAuth(request).user,
          hospitalId: request.params.hospitalId,
          settings: request.body,
        }),
      }),
    );

    app.delete(settingsPath, settingsRoute, async (request) => ({
      result: await deleteSsoSettings(ctx, byHospital(request)),
    }));

    app.post(
      `${settingsPath}/test`,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZSsoConnectionTest,
          response: withErrors({ 200: envelope(ZSsoConnectionResult), ...notFound }),
        },
      },
      async (request) => ({
        result: await testSsoConnection(ctx, {
          user: getAuth(request).user,
          hospitalId: request.params.hospitalId,
          issuer: request.body.issuer,
        }),
      }),
    );

    app.post(
      '/sso/discover',
      {
        schema: {
          tags,
          body: ZSsoDiscoverRequest,
          response: withErrors({ 200: envelope(ZSsoDiscoverResponse), ...notFound }),
        },
      },
      async (request) => ({ result: await discoverSsoProvider(ctx, request.body) }),
    );

    app.get(
      '/sso/start/:slug',
      { schema: { tags, params: ZStartParams, querystring: ZStartQuery, response: ZRedirect } },
      async (request, reply) => {
        const target = await startSsoSignIn(ctx, {
          slug: request.params.slug,
          loginHint: request.query.login_hint,
        }).catch(refusalTarget);
        return reply.redirect(target, 302);
      },
    );

    app.get('/sso/callback', { schema: { tags, response: ZRedirect } }, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const target = await finishSsoSignIn(ctx, query).then(toAdminSite, refusalTarget);
      return reply.redirect(target, 302);
    });

    app.post(
      '/sso/session',
      {
        schema: { tags, body: ZSsoTicketRequest, response: withErrors({ 200: envelope(ZSsoSessionResult) }) },
      },
      async (request) => ({ result: await exchangeSsoTicket(ctx, request.body) }),
    );
  };
}
