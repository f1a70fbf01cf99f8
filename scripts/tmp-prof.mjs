// temp: profile the built server under autocannon load
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
const [url, path, email, seconds = '10'] = process.argv.slice(2);
const TOKEN_KEY = randomBytes(48).toString('base64url');
const dir = '/tmp/prof'; rmSync(dir, { recursive: true, force: true }); mkdirSync(dir);
const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'apps/api/dist/server.js'], {
  env: { ...process.env, DATABASE_URL: url, TOKEN_KEY, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', HOST: '127.0.0.1', PORT: '4999', DATA_DIR: '/tmp/prof-data', JOBS_TICK_MS: '0' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; i < 100; i++) { try { const r = await fetch('http://127.0.0.1:4999/api/health'); if (r.ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const c = new pg.Client({ connectionString: url }); await c.connect();
const { rows } = await c.query('select id, roles, session_version as "sessionVersion" from users where email=$1', [email]); await c.end();
const { issueAccessToken } = await import('../apps/api/dist/tokens-for-prof.mjs').catch(() => ({}));
process.env.__x = '';
