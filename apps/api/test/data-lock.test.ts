import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  getProcessStartTime,
  lockDataDir,
  type TLockRecord,
} from '@/core/db/data-lock';
import { makeTempDir } from './helpers/temp-dir';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const HAS_PROC = existsSync('/proc/self/stat');
const BOOT_ID = HAS_PROC ? readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() : null;
const tempDir = () => makeTempDir('docapply-lock-');
const children: ChildProcess[] = [];

type THolder = { child: ChildProcess; nextLine: () => Promise<string> };

/** Another process on this machine that takes the data-folder lock the way the server does. */
async function startHolder(): Promise<THolder> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/hold-data-lock.ts'], {
    cwd: API_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => String((await lines.next()).value);
  expect(await nextLine()).toBe('ready');
  return { child, nextLine };
}

/** Has the other process take the lock of `dir`; resolves to `locked` or `refused <message>`. */
async function takeInChild(holder: THolder, dir: string): Promise<string> {
  holder.child.stdin!.write(`${dir}\n`);
  return holder.nextLine();
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** A data folder whose lock was left by a server killed with SIGKILL. */
async function leaveCrashedLock(dir: string): Promise<void> {
  const holder = await startHolder();
  expect(await takeInChild(holder, dir)).toBe('locked');
  await kill(holder.child);
}

/** A lock file as a server on this machine writes it, for the holder the test makes up. */
function writeLock(dir: string, holder: Pick<TLockRecord, 'pid' | 'startTime' | 'bootId'>): void {
  const record: TLockRecord = { ...holder, hostname: os.hostname(), nonce: 'made-up-holder' };
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(record));
}

afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => kill(child)));
});

describe('the data-folder lock', () => {
  it('takes a lock left by a killed server at once', async () => {
    const dir = tempDir();
    await leaveCrashedLock(dir);

    const started = performance.now();
    const release = await lockDataDir(dir);
    expect(performance.now() - started).toBeLessThan(1_000);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await release();
  });

  it('refuses a second server while the first runs, however long ago its lock file was touched', async () => {
    const dir = tempDir();
    const holder = await startHolder();
    expect(await takeInChild(holder, dir)).toBe('locked');
    // A holder whose event loop was blocked for a minute is still the holder.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(dir, LOCK_FILE), anHourAgo, anHourAgo);

    await expect(lockDataDir(dir)).rejects.toThrow(new DataDirLockedError(dir).message);
  });

  it.skipIf(!HAS_PROC)('takes a lock whose pid now belongs to another process', async () => {
    const dir = tempDir();
    // A holder that had this process's pid but started at another time: it died, the pid was reused.
    writeLock(dir, { pid: process.pid, startTime: '1', bootId: BOOT_ID });

    const release = await lockDataDir(dir);
    await release();
  });

  it.skipIf(!HAS_PROC)('takes a lock written before the machine restarted', async () => {
    const dir = tempDir();
    // This very process (same pid, same start time) but in an earlier boot.
    writeLock(dir, {
      pid: process.pid,
      startTime: getProcessStartTime(process.pid),
      bootId: 'an-earlier-boot',
    });

    const release = await lockDataDir(dir);
    await release();
  });

  it('lets exactly one of several servers starting together after a crash take the lock', async () => {
    const crashed = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => crashed.once('exit', resolve));
    const contenders = await Promise.all([1, 2, 3, 4].map(() => startHolder()));
    for (let round = 0; round < 100; round++) {
      const dir = tempDir();
      writeLock(dir, { pid: crashed.pid!, startTime: null, bootId: null });

      const outcomes = await Promise.all(contenders.map((contender) => takeInChild(contender, dir)));

      expect(outcomes.filter((line) => line === 'locked')).toHaveLength(1);
      expect(outcomes.filter((line) => line !== 'locked')).toEqual(
        Array(3).fill(`refused ${new DataDirLockedError(dir).message}`),
      );
    }
  });

  it('is free again once released', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const holder = await startHolder();
    expect(await takeInChild(holder, dir)).toBe('locked');
  });
});
