import type { TReadinessCheck } from '@docapply/contracts';
import { isDatabaseReachable } from '@/core/db/client';
import type { TFileStorage } from '@/core/storage/storage';
import type { TAppContext } from '@/core/context';

/** A dependency readiness asks: resolves when it answers ('not configured' when it is not used). */
type TProbe = () => Promise<'ok' | 'not configured'>;

export type TReadinessProbes = Record<TReadinessCheck, TProbe>;

export type TReadiness = {
  checks: Record<TReadinessCheck, 'ok' | 'not configured'>;
  /** The dependencies that failed or did not answer in time, with why (for the log, not the caller). */
  failed: { check: TReadinessCheck; error: unknown }[];
};

/** A probe that has not answered by then counts as failed: readiness answers in about this long. */
export const PROBE_TIMEOUT_MS = 2_000;
/**
 * The mail server's answer is reused this long: each check opens a connection and logs in, and a
 * load balancer may ask every few seconds from several places.
 */
export const SMTP_PROBE_REUSE_MS = 30_000;

function withinTimeout(probe: TProbe, timeoutMs: number): Promise<'ok' | 'not configured'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([probe(), late]).finally(() => clearTimeout(timer));
}

/** The probe's last outcome, reused for `reuseMs` (a failure too, so an outage is not asked twice as often). */
function reused(probe: TProbe, reuseMs: number): TProbe {
  let last: { at: number; outcome: Promise<'ok' | 'not configured'> } | null = null;
  return () => {
    if (!last || performance.now() - last.at > reuseMs) {
      last = { at: performance.now(), outcome: probe() };
    }
    return last.outcome;
  };
}

export function createReadinessProbes(
  ctx: TAppContext,
  storage: Pick<TFileStorage, 'check'>,
  pingRedis: (() => Promise<void>) | null,
): TReadinessProbes {
  return {
    database: async () => {
      if (!(await isDatabaseReachable(ctx.db))) {
        throw new Error('select 1 failed');
      }
      return 'ok';
    },
    storage: async () => {
      await storage.check();
      return 'ok';
    },
    smtp: reused(() => ctx.mailer.check(), SMTP_PROBE_REUSE_MS),
    redis: async () => {
      if (!pingRedis) {
        return 'not configured';
      }
      await pingRedis();
      return 'ok';
    },
  };
}

/** Asks every dependency at once, each for at most `timeoutMs`. */
export async function checkReadiness(
  probes: TReadinessProbes,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<TReadiness> {
  const names = Object.keys(probes) as TReadinessCheck[];
  const outcomes = await Promise.allSettled(names.map((name) => withinTimeout(probes[name], timeoutMs)));
  const readiness: TReadiness = { checks: {} as TReadiness['checks'], failed: [] };
  outcomes.forEach((outcome, index) => {
    const check = names[index];
    if (outcome.status === 'fulfilled') {
      readiness.checks[check] = outcome.value;
    } else {
      readiness.failed.push({ check, error: outcome.reason });
    }
  });
  return readiness;
}
