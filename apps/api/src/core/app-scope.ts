import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '@/core/context';

const appScope = new AsyncLocalStorage<TAppContext>();

/**
 * Makes the app's context (mailer, site links) reachable from deep writes that are handed only a
 * database, such as the progress refresh every answer, privilege and request write ends with
 * (applications/progress.ts), so its "ready to submit" email needs no new argument at each of
 * them. Entered again after the body is read, whose stream events run outside the request's
 * context (as db/back-pressure.ts does).
 */
export function registerAppScope(app: FastifyInstance, ctx: TAppContext): void {
  app.addHook('onRequest', (_request, _reply, done) => appScope.run(ctx, done));
  app.addHook('preValidation', (_request, _reply, done) => appScope.run(ctx, done));
}

/** The app's context of the request being served; undefined outside a request (scripts, jobs). */
export function findAppContext(): TAppContext | undefined {
  return appScope.getStore();
}
