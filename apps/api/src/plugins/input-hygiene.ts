import type { FastifyInstance } from 'fastify';
import { MESSAGES, findForbiddenText, replaceForbiddenCharacters } from '@docapply/rules';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from './error-handler';

/**
 * `{ field: message }` for each place in a request part that holds text no field may hold (see
 * hasForbiddenCharacters), named like validation errors name them: `answers.licences.0.state`, the
 * part's own name when the whole part is a bad string. A bad key is named with its bad characters
 * replaced, so the answer never echoes them.
 */
export function findForbiddenFields(value: unknown, partName: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const path of findForbiddenText(value)) {
    const name = path.length > 0 ? path.map((key) => replaceForbiddenCharacters(key)).join('.') : partName;
    fields[name] = MESSAGES.forbiddenCharacters;
  }
  return fields;
}

export function refuseForbiddenFields(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields });
  }
}

/**
 * Every path parameter, query value and JSON body (keys included, any depth) is checked once, here,
 * before validation and before any service or database sees it. Multipart bodies are read by their
 * route and checked there (core/storage/read-upload.ts).
 *
 * Registered on the root instance before any route plugin: a plugin copies its parent's hooks when
 * it is registered, so a hook added later would miss the routes already in place. A callback hook,
 * not an async one: every request crosses it, and a promise per request costs more than the check.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseForbiddenFields({
        ...findForbiddenFields(request.body, 'body'),
        ...findForbiddenFields(request.query, 'querystring'),
        ...findForbiddenFields(request.params, 'params'),
      });
    } catch (error) {
      done(error as AppError);
      return;
    }
    done();
  });
}
