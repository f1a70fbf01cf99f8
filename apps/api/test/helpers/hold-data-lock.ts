// A server stand-in for the data-lock tests: prints `ready`, then for each data folder read from
// stdin takes its lock and prints `locked` (held until the process is killed) or `refused …`.
import { createInterface } from 'node:readline';
import { lockDataDir } from '@/core/db/data-lock';

createInterface({ input: process.stdin }).on('line', (dir) => {
  lockDataDir(dir).then(
    () => console.log('locked'),
    (error: unknown) => console.log(`refused ${error instanceof Error ? error.message : String(error)}`),
  );
});
console.log('ready');
