import { createHash, randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Over 150 lines: the lock and the process identity it rests on only make sense together.

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `Another DocApply server is already using ${dir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE = 'server.lock';
/** Only for a holder on another host (its pid means nothing here) or a lock of the older format. */
const HEARTBEAT_MS = 5_000;
const STALE_MS = 15_000;
const MAX_ATTEMPTS = 200;

/** Who holds the lock: a pid alone can be reused, a pid with its start time and boot cannot. */
export type TLockRecord = {
  pid: number;
  startTime: string | null;
  bootId: string | null;
  hostname: string;
  /** Makes every record unique, so a record judged dead names exactly one lock file. */
  nonce: string;
};

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const BOOT_ID = readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** Field 22 of /proc/<pid>/stat (clock ticks after boot); null without /proc or without the process. */
export function getProcessStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count from its closing one.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[19] ?? null;
}

function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseRecord(text: string | null): TLockRecord | null {
  try {
    const record = JSON.parse(text ?? '') as TLockRecord;
    return Number.isInteger(record.pid) && typeof record.hostname === 'string' ? record : null;
  } catch {
    return null;
  }
}

/** Whether the process a record names still runs; `file` is the record's file, for its age. */
function isHolderAlive(record: TLockRecord, file: string): boolean {
  if (record.hostname !== os.hostname()) {
    // Another machine (or container) whose pids we cannot see: trust its heartbeat.
    return isFresh(file);
  }
  if (record.bootId && BOOT_ID && record.bootId !== BOOT_ID) {
    return false;
  }
  if (record.startTime !== null && BOOT_ID !== null) {
    return getProcessStartTime(record.pid) === record.startTime;
  }
  return isPidAlive(record.pid);
}

function isFresh(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < STALE_MS;
  } catch {
    return false;
  }
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Removes a lock whose holder is dead, unless another process is removing the same one. Removal
 * is claimed by hard-linking our own record under a name derived from the dead record: exactly one
 * process can create that name, so two processes starting together cannot both remove a lock and
 * then each other's. A claimer killed in between is itself judged by liveness, and the next level
 * is claimed. Synchronous on purpose: nothing else runs while the claim is held.
 */
function removeDeadLock(lockPath: string, deadText: string, ownFile: string): 'removed' | 'wait' {
  const base = `${lockPath}.${createHash('sha256').update(deadText).digest('hex').slice(0, 16)}`;
  const claims: string[] = [];
  for (let level = 0; level < 10; level++) {
    const claim = `${base}.${level}.claim`;
    try {
      linkSync(ownFile, claim);
    } catch (error) {
      if (!hasCode(error, 'EEXIST')) {
        throw error;
      }
      const claimer = parseRecord(readText(claim));
      if (!claimer || isHolderAlive(claimer, claim)) {
        return 'wait';
      }
      claims.push(claim);
      continue;
    }
    claims.push(claim);
    // Only claimers of this record may remove it, and every one before us is dead.
    if (readText(lockPath) === deadText) {
      removeQuietly(lockPath);
    }
    claims.forEach(removeQuietly);
    return 'removed';
  }
  return 'wait';
}

/** The lock of the previous format (proper-lockfile): a folder its holder touched every 5 s. */
function removeOldFormatLock(lockPath: string): 'removed' | 'held' {
  if (isFresh(lockPath)) {
    return 'held';
  }
  try {
    rmdirSync(lockPath);
  } catch {
    // Taken by someone else meanwhile: the next attempt reads it.
  }
  return 'removed';
}

/** Record and claim files of processes killed while taking the lock: only clutter, once we hold it. */
function removeDeadLeftovers(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name.startsWith(`${LOCK_FILE}.`) && (name.endsWith('.tmp') || name.endsWith('.claim'))) {
      // One being written reads as nothing yet: left alone.
      const owner = parseRecord(readText(file));
      if (owner && !isHolderAlive(owner, file)) {
        removeQuietly(file);
      }
    }
  }
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. The lock file names
 * its holder (pid, process start time, boot id, host); a new process takes it when the holder is
 * dead, at once, and is refused while the holder runs, however long that is.
 */
export async function lockDataDir(
  dir: string,
  onCompromised: (error: Error) => void = () => undefined,
): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  const record: TLockRecord = {
    pid: process.pid,
    startTime: BOOT_ID ? getProcessStartTime(process.pid) : null,
    bootId: BOOT_ID,
    hostname: os.hostname(),
    nonce: randomBytes(8).toString('hex'),
  };
  const text = JSON.stringify(record);
  // Written whole first, then linked into place: the lock never exists half-written.
  const ownFile = `${lockPath}.${record.nonce}.tmp`;
  writeFileSync(ownFile, text);
  try {
    await takeLock(dir, lockPath, ownFile);
  } finally {
    removeQuietly(ownFile);
  }
  removeDeadLeftovers(dir);

  const isOurs = () => readText(lockPath) === text;
  const removeIfOurs = () => {
    if (isOurs()) {
      removeQuietly(lockPath);
    }
  };
  const heartbeat = setInterval(() => {
    if (!isOurs()) {
      clearInterval(heartbeat);
      onCompromised(new Error(`${lockPath} was removed or taken by another process`));
      return;
    }
    const now = new Date();
    utimesSync(lockPath, now, now);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // A start that fails after locking leaves no lock behind (a crash does, and it is taken at once).
  process.on('exit', removeIfOurs);
  return async () => {
    clearInterval(heartbeat);
    process.off('exit', removeIfOurs);
    removeIfOurs();
  };
}

async function takeLock(dir: string, lockPath: string, ownFile: string): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      linkSync(ownFile, lockPath);
      return;
    } catch (error) {
      if (!hasCode(error, 'EEXIST')) {
        throw error;
      }
    }
    let outcome: 'removed' | 'wait' | 'held';
    if (statSync(lockPath, { throwIfNoEntry: false })?.isDirectory()) {
      outcome = removeOldFormatLock(lockPath);
    } else {
      const holderText = readText(lockPath);
      const holder = parseRecord(holderText);
      if (holderText === null) {
        outcome = 'removed';
      } else if (holder && isHolderAlive(holder, lockPath)) {
        outcome = 'held';
      } else {
        // Dead, or unreadable (a lock file emptied by a power cut): no live process wrote it.
        outcome = removeDeadLock(lockPath, holderText, ownFile);
      }
    }
    if (outcome === 'held') {
      throw new DataDirLockedError(dir);
    }
    if (outcome === 'wait') {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  throw new DataDirLockedError(dir);
}
