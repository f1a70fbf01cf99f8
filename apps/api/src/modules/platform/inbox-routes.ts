import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZContactListQuery,
  ZContactMessage,
  ZContactMessagePage,
  ZIdParams,
  ZOutboxMailDetail,
  ZOutboxPage,
  ZOutboxQuery,
  ZPlatformSettings,
  ZPlatformSettingsView,
  ZUpdateContactRequest,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listContacts, setContactHandled } from './contacts';
import { getOutboxMail, listOutbox, resendOutboxMail } from './outbox';
import { getPlatformSettings, updatePlatformSettings } from './settings';

/** Contact Us messages, the mail outbox and system settings; `onRequest` is the platform-admin guard. */
export function createPlatformInboxRoutes(
  ctx: TAppContext,
  onRequest: preHandlerAsyncHookHandler[],
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['platform'];

    app.get(
      '/platform/contacts',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZContactListQuery,
          response: withErrors({ 200: envelope(ZContactMessagePage) }),
        },
      },
      async (request) => ({ result: await listContacts(ctx.db, request.query) }),
    );

    app.put(
      '/platform/contacts/:id',
      {
        onRequest,
        schema: {
          tags,
          params: ZIdParams,
          body: ZUpdateContactRequest,
          response: withErrors({ 200: envelope(ZContactMessage) }),
        },
      },
      async (request) => ({
        result: await setContactHandled(ctx, {
          actor: getAuth(request).user,
          id: request.params.id,
          handled: request.body.handled,
        }),
      }),
    );

    app.get(
      '/platform/outbox',
      {
        onRequest,
        schema: { tags, querystring: ZOutboxQuery, response: withErrors({ 200: envelope(ZOutboxPage) }) },
      },
      async (request) => ({ result: await listOutbox(ctx.db, request.query) }),
    );

    app.get(
      '/platform/outbox/:id',
      {
        onRequest,
        schema: { tags, params: ZIdParams, response: withErrors({ 200: envelope(ZOutboxMailDetail) }) },
      },
      async (request) => ({
        result: await getOutboxMail(ctx, { actor: getAuth(request).user, id: request.params.id }),
      }),
    );

    app.post(
      '/platform/outbox/:id/resend',
      {
        onRequest,
        schema: { tags, params: ZIdParams, response: withErrors({ 200: envelope(ZOutboxMailDetail) }) },
      },
      async (request) => ({
        result: await resendOutboxMail(ctx, {
          actor: getAuth(request).user,
          id: request.params.id,
        }),
      }),
    );

    app.get(
      '/platform/settings',
      { onRequest, schema: { tags, response: withErrors({ 200: envelope(ZPlatformSettingsView) }) } },
      async () => ({ result: await getPlatformSettings(ctx) }),
    );

    app.put(
      '/platform/settings',
      {
        onRequest,
        schema: {
          tags,
          body: ZPlatformSettings,
          response: withErrors({ 200: envelope(ZPlatformSettingsView) }),
        },
      },
      async (request) => ({
        result: await updatePlatformSettings(ctx, {
          actor: getAuth(request).user,
          input: request.body,
        }),
      }),
    );
  };
}
