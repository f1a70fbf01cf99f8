import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, ZReadinessResponse, envelope } from '@docapply/contracts';
import { AppError, DATABASE_BUSY_MESSAGE, isAppError } from '@/lib/app-error';
import { withErrors } from '@/plugins/error-responses';
import { checkReadiness, type TReadinessProbes } from './readiness';

const CHECK_NAMES = {
  database: 'the database',
  storage: 'the file storage',
  smtp: 'the mail server',
  redis: 'Redis',
} as const;

/**
 * Liveness (`/health/live`: the process answers, nothing else asked) and readiness (`/health/ready`,
 * and `/health` for the load balancers set up before it: the database, the file storage and, when
 * configured, the mail server and Redis answer). Neither is rate-limited nor refused by the
 * overload guard (plugins/overload.ts), so a busy process is not taken for a dead one.
 */
export function createHealthRoutes(probes: TReadinessProbes): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health/live',
      {
        config: { rateLimit: false },
        schema: { tags: ['system'], response: withErrors({ 200: envelope(ZHealthResponse) }) },
      },
      () => ({ result: { status: 'ok' as const } }),
    );
    const ready = {
      config: { rateLimit: false },
      schema: { tags: ['system'], response: withErrors({ 200: envelope(ZReadinessResponse) }) },
    };
    const answerReadiness = async () => {
      const { checks, failed } = await checkReadiness(probes);
      if (failed.length > 0) {
        for (const { check, error } of failed) {
          app.log.warn({ err: error, check }, `Not ready: ${CHECK_NAMES[check]} did not answer`);
        }
        // The database's back-pressure refusing the check (drizzle wraps it): it answers, but is
        // full (DB_MAX_QUEUE).
        const states = failed.map(({ check, error }) => ({
          check,
          isBusy: [error, (error as { cause?: unknown }).cause].some(
            (candidate) => isAppError(candidate) && candidate.message === DATABASE_BUSY_MESSAGE,
          ),
        }));
        const said = states.map(
          ({ check, isBusy }) => `${CHECK_NAMES[check]} ${isBusy ? 'is busy' : 'does not answer'}`,
        );
        throw new AppError('SERVICE_UNAVAILABLE', {
          message: `Not ready: ${said.join('; ')}.`,
          fields: Object.fromEntries(
            states.map(({ check, isBusy }) => [check, isBusy ? 'Busy' : 'Not answering']),
          ),
        });
      }
      return { result: { status: 'ok' as const, checks } };
    };
    app.get('/health/ready', ready, answerReadiness);
    app.get('/health', ready, answerReadiness);
  };
}
