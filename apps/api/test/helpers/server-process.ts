import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The server as production runs it: the API's build (`npm start` runs the same file), made or
 * refreshed by the test run's global setup. A process test then starts in about half the time
 * and CPU of the TypeScript source through tsx.
 */
export const BUILT_SERVER = path.join(API_ROOT, 'dist', 'server.js');

export type TServerProcess = ReturnType<typeof startServerProcess>;

/**
 * The real server process (the API's build) on a free port, with `env` added to a bare
 * environment. `ready` settles with its base URL once it says so ("Ready in"), `exited` with its
 * exit code however it ends. `apiRoot`: another checkout's API (a benchmark of an older version),
 * built there first (`npm run build`). `nodeArgs`: Node's own options, before the script.
 */
export function startServerProcess(
  env: Record<string, string>,
  { apiRoot = API_ROOT, nodeArgs = [] as string[] } = {},
) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(apiRoot, 'dist', 'server.js')], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port && output.includes('Ready in')) {
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`Server exited before it was ready:\n${output}`)));
  });
  return { child, ready, exited, getOutput: () => output };
}
