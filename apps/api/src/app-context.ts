import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '@/config';
import type { TDb } from '@/db/client';
import type { TMailer } from '@/modules/mail/mailer';

/** What every module needs, passed explicitly instead of hanging off the Fastify instance. */
export type TAppContext = {
  config: TConfig;
  db: TDb;
  mailer: TMailer;
  log: FastifyBaseLogger;
};
