import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactRequest, ZContactResponse, envelope, type TContactRequest } from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import type { TAppContext } from '@/core/context';
import { contacts } from '@/core/db/schema';
import { withErrors } from '@/plugins/error-responses';

export const CONTACT_THANKS = 'Thank you. We will be in touch soon.';

/** Landing-page "Contact Us": stored for the platform administrator to read. */
export async function createContact(ctx: TAppContext, input: TContactRequest) {
  const [row] = await ctx.db
    .insert(contacts)
    .values({
      name: input.name,
      email: normaliseEmail(input.email),
      phone: input.phone ?? null,
      organisation: input.organisation || null,
      message: input.message,
    })
    .returning({ id: contacts.id });
  return { id: row.id, message: CONTACT_THANKS };
}

export function createContactRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contacts',
      {
        schema: {
          tags: ['contacts'],
          body: ZContactRequest,
          response: withErrors({ 201: envelope(ZContactResponse) }),
        },
      },
      async (request, reply) => reply.code(201).send({ result: await createContact(ctx, request.body) }),
    );
  };
}
