import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicSettings, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { withErrors } from '@/plugins/error-responses';
import { getPublicSettings } from '@/core/settings';

export function createSettingsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/systemSettings/all',
      { schema: { tags: ['settings'], response: withErrors({ 200: envelope(ZPublicSettings) }) } },
      async () => ({ result: await getPublicSettings(ctx.db, ctx.config.OTP_MINUTES) }),
    );
  };
}
