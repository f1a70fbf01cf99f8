// The built server as a process supervisor runs it for bench:crash: spawned, watched until
// /api/health answers, started again after RESPAWN_DELAY_MS when a start exits (say, refused by
// the data-folder lock).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HEALTH_TIMEOUT_MS = 60_000;
const RESPAWN_DELAY_MS = 100;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One server process; `exited` settles when it is gone, however it went. */
function spawnServer(bundle: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [bundle], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-2_000)));
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // The server's own account of its start ("Ready in … ms (database … ms, …)"), for --verbose.
  const getReadyLine = () => /^Ready in .*$/m.exec(stdout)?.[0] ?? '';
  return { child, exited, getStderr: () => stderr, getReadyLine };
}

export type TServer = ReturnType<typeof spawnServer>;

/** Starts the server until it answers /api/health (restarting a start that exits); returns it. */
export async function startHealthy(
  bundle: string,
  env: Record<string, string>,
  base: string,
): Promise<TServer> {
  const deadline = performance.now() + HEALTH_TIMEOUT_MS;
  let server = spawnServer(bundle, env);
  let hasExited = false;
  let lastStderr = '';
  void server.exited.then(() => (hasExited = true));
  while (performance.now() < deadline) {
    if (hasExited) {
      lastStderr = server.getStderr();
      await sleep(RESPAWN_DELAY_MS);
      server = spawnServer(bundle, env);
      hasExited = false;
      void server.exited.then(() => (hasExited = true));
    }
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) {
        return server;
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  server.child.kill('SIGKILL');
  throw new Error(
    `The server was not healthy within ${HEALTH_TIMEOUT_MS} ms:\n${server.getStderr() || lastStderr}`,
  );
}
