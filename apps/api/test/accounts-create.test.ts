import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { openPglite } from '@/core/db/client';
import { auditLog, users } from '@/core/db/schema';
import { seedIfEmpty } from '@/core/db/seed';
import { get, post, signIn } from './helpers/auth';
import { runCommandScript } from './helpers/command-script';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';

const EMAIL = 'it-admin@hospital.example.org';
const PASSWORD = 'Chosen-by-the-admin-42';

// A process-level test on the embedded database: the run's database backend does not matter, so it runs once.
describe.skipIf(process.env.API_TEST_BACKEND === 'pg')(
  'npm run accounts:create -- --platform <email> (production, embedded database)',
  () => {
    let dataDir: string;
    let smtp: TTestSmtp;
    const env = () => ({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      TOKEN_KEY: 'k'.repeat(40),
      API_URL: 'https://apply.example.org/api',
      ADMIN_URL: 'https://apply.example.org/admin/',
      DOCTOR_URL: 'https://apply.example.org/',
    });

    beforeAll(async () => {
      smtp = await startTestSmtp();
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-create-'));
      // What a production server's first start leaves: the schema and the shipped settings, no accounts.
      const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
      await database.migrate();
      expect(await seedIfEmpty(database.db, { withDemo: false })).toBeNull();
      await database.close();
    });
    afterAll(async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await smtp.close();
    });

    it('says how to call it, and refuses what is not an email', async () => {
      const bare = await runCommandScript('accounts-create', [], env());
      expect(bare.code).toBe(1);
      expect(bare.stderr).toContain('Usage: npm run accounts:create -- --platform <email>');
      const wrong = await runCommandScript('accounts-create', ['--platform', 'not-an-email'], env());
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('not-an-email is not an email address');
    });

    it('makes a platform administrator who chooses a password from the email and signs in', async () => {
      const run = await runCommandScript(
        'accounts-create',
        ['--platform', EMAIL, '--first-name', 'Pat', '--last-name', 'Morgan'],
        env(),
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`${EMAIL} is a platform administrator (a new account).`);
      expect(run.stdout).toContain('An email with a link to choose a password (valid 72 hours) was sent.');
      // The mail went out before the command ended.
      const mail = await smtp.waitFor(EMAIL, { subject: 'You are a platform administrator of DocApply' });
      const link = /https:\/\/apply\.example\.org\/admin\/\S+/.exec(mail.text)?.[0] ?? '';
      const token = new URL(link).searchParams.get('token') ?? '';
      expect(token).not.toBe('');
      // Nothing secret on the command's output: the link is for the person only.
      expect(run.stdout + run.stderr).not.toContain(token);

      const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
      // As createTestApp builds it: a machine busy with other tests lags, and the overload refusal
      // (tested in overload.test.ts) would answer this test's sign-in with 503; no job ticks.
      const config = loadConfig({
        env: { ...env(), MAX_EVENT_LOOP_DELAY_MS: '0', JOBS_TICK_MS: '0', LOG_LEVEL: 'silent' },
        cwd: dataDir,
      });
      const app = await buildApp({ config, db: database.db });
      try {
        const [row] = await database.db.select().from(users).where(eq(users.email, EMAIL));
        expect(row).toMatchObject({ firstName: 'Pat', lastName: 'Morgan', roles: ['platform_admin'] });
        const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
        expect(audit.map((entry) => entry.action)).toEqual(['platform.admin-created']);

        const set = await post(app, '/api/auth/setPassword', { token, password: PASSWORD });
        expect(set.statusCode, set.body).toBe(200);
        const session = await signIn(app, smtp, EMAIL, PASSWORD);
        const me = await get(app, '/api/auth/me', { token: session });
        expect(me.json().result.user.roles).toEqual(['platform_admin']);
        // Production seeded no demo hospital: the administrator starts from an empty list.
        const hospitals = await get(app, '/api/platform/hospitals', { token: session });
        expect(hospitals.statusCode).toBe(200);
        expect(hospitals.json().result.data).toEqual([]);
      } finally {
        await app.close();
        await database.close();
      }
    });

    it('refuses an address that is a platform administrator already', async () => {
      const run = await runCommandScript('accounts-create', ['--platform', EMAIL.toUpperCase()], env());
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('is a platform administrator already');
    });
  },
);
