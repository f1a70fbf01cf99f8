import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '@/config';
import type { TDb } from '@/db/client';
import type { TLiveBus } from '@/core/live/bus';
import type { TMailer } from '@/core/outbox/mailer';

/** What every module needs, passed explicitly instead of hanging off the Fastify instance. */
export type TAppContext = {
  config: TConfig;
  db: TDb;
  mailer: TMailer;
  /** Live updates: changes published with NOTIFY, heard by the open event streams. */
  live: TLiveBus;
  log: FastifyBaseLogger;
};
