import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ResourceLimits } from 'node:worker_threads';
import Piscina from 'piscina';
import { getApiRoot } from '@/lib/paths';

/**
 * A worker's code: its file under src/ (tests, tsx) and its entry in the bundle (build.mjs's
 * `entryPoints` key, written to dist/<bundle>.js). The worker runs the same kind as its caller.
 */
export type TWorkerEntry = { source: string; bundle: string };

export type TWorkerPool<TTask, TResult> = {
  /**
   * Runs `task` on a free thread; `transfer` moves those buffers to it instead of copying them;
   * `signal` gives up on it (a running task's thread is ended).
   */
  run: (task: TTask, transfer?: ArrayBuffer[], signal?: AbortSignal) => Promise<TResult>;
};

/** CPU-heavy work gets every core but one, which stays the event loop's (the requests'). */
export const WORKER_THREADS = Math.max(1, availableParallelism() - 1);

/** A bundle is JavaScript (dist/), the sources TypeScript. */
const isBundle = !import.meta.url.endsWith('.ts');

/**
 * A pool of worker threads (piscina) for work that would hold the event loop for seconds: no
 * thread until the first task, and an idle one ends after a minute (an idle thread never keeps
 * the process alive, so nothing needs closing at shutdown). From the sources, each thread
 * loads TypeScript with tsx (a development dependency) under the API's tsconfig (the `@/` paths).
 */
export function createWorkerPool<TTask, TResult>(
  entry: TWorkerEntry,
  {
    maxThreads = WORKER_THREADS,
    resourceLimits,
  }: { maxThreads?: number; resourceLimits?: ResourceLimits } = {},
): TWorkerPool<TTask, TResult> {
  const root = getApiRoot();
  const pool = new Piscina({
    filename: isBundle ? path.join(root, 'dist', `${entry.bundle}.js`) : path.join(root, 'src', entry.source),
    minThreads: 0,
    maxThreads,
    idleTimeout: 60_000,
    // A thread over its memory ends, and its task fails; the server goes on.
    resourceLimits,
    ...(isBundle
      ? {}
      : {
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') } as Record<
            string,
            string
          >,
        }),
  });
  return {
    run: (task, transfer = [], signal) =>
      pool.run(task, { transferList: transfer, signal }) as Promise<TResult>,
  };
}
