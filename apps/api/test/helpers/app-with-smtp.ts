import { afterAll, beforeAll } from 'vitest';
import { startTestSmtp, type TTestSmtp } from './smtp';
import { createTestApp, type TTestApp } from './test-app';

export type TAppWithSmtp = { t: TTestApp; smtp: TTestSmtp };

/**
 * The file's app, mailing through a test SMTP server that reads every mail it sends: both started
 * before the file's tests and closed after them. Read `t` and `smtp` inside the tests.
 */
export function useAppWithSmtp(env: Record<string, string> = {}): TAppWithSmtp {
  const started = {} as TAppWithSmtp;
  beforeAll(async () => {
    started.smtp = await startTestSmtp();
    started.t = await createTestApp({ env: { SMTP_URL: started.smtp.url, ...env } });
  });
  afterAll(async () => {
    await started.t?.close();
    await started.smtp?.close();
  });
  return started;
}
