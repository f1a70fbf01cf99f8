import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type TServerProcess = ReturnType<typeof startServerProcess>;

/**
 * The real server process (src/server.ts through tsx) on a free port, with `env` added to a bare
 * environment. `ready` settles with its base URL once it says so ("Ready in"), `exited` with its
 * exit code however it ends. `apiRoot`: another checkout's API (a benchmark of an older version).
 */
export function startServerProcess(env: Record<string, string>, { apiRoot = API_ROOT } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
