import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPractitionerTypeList, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { withErrors } from '@/plugins/error-responses';
import { listPractitionerTypes } from './types';

export function createPractitionerTypeRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['practitioner-types'];

    app.get(
      '/practitioner-types',
      // Note: public; the register page lists the types before anyone is signed in.
      { schema: { tags, response: withErrors({ 200: envelope(ZPractitionerTypeList) }) } },
      async () => ({ result: { data: await listPractitionerTypes(ctx.db) } }),
    );
  };
}
