import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getRepoRoot } from '@/lib/paths';

export type TCommandRun = { code: number; stdout: string; stderr: string };

/**
 * `npm run accounts:create | accounts:reset | jobs | backup | restore -- <args>` as its package script runs it
 * (scripts/command.mjs: the API's build, made by the test run's global setup), with `env` added to
 * the run's environment and its database address dropped. Resolves however the command ends.
 */
export async function runCommandScript(
  name: 'accounts-create' | 'accounts-reset' | 'jobs' | 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<TCommandRun> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['scripts/command.mjs', name, ...args],
      { cwd: getRepoRoot(), env: { ...inherited, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
