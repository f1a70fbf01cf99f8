import { FILE_MESSAGES } from '@docapply/contracts';
import { AppError } from '@/lib/app-error';
import { createWorkerPool, type TWorkerPool } from '@/core/workers/worker-pool';
import { ACTIVE_ACTIONS, ACTIVE_KEYS, type TPdfInspection } from './pdf-active-names';

/** Names long enough never to occur by chance in a file's binary parts (images, fonts). */
const UNAMBIGUOUS = new Set([...ACTIVE_KEYS, ...ACTIVE_ACTIONS].filter((name) => name.length >= 6));

/**
 * The PDF names written out in the file, decoded ("/J#61vaScript" is /JavaScript): every
 * dictionary of a PDF is either written out so, or inside a compressed object stream (ObjStm).
 */
function scanNames(bytes: Uint8Array): { names: Set<string>; hasObjectStreams: boolean } {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const names = new Set<string>();
  for (const [, raw] of text.matchAll(/\/([A-Za-z0-9#]{2,24})/g)) {
    names.add(
      raw.includes('#')
        ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : raw,
    );
  }
  return { names, hasObjectStreams: names.has('ObjStm') };
}

const INSPECT_WORKER = { source: 'core/files/pdf-inspect-worker.ts', bundle: 'pdf-inspect-worker' };
/** A PDF's objects take a fraction of its size in memory; a file that needs more is refused. */
const INSPECT_MEMORY_MB = 256;
const INSPECT_TIMEOUT_MS = 60_000;
let pool: TWorkerPool<Uint8Array, TPdfInspection> | null = null;

function activeContent(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', { message: FILE_MESSAGES.activeContent });
}

/**
 * Refuses a PDF with active content (415). The names written out in the file decide when there is
 * neither a compressed object stream nor a candidate name among them (most small files: no thread
 * needed); otherwise pdf-lib reads every object on a worker thread. A file pdf-lib cannot read is
 * judged by its written-out names, the unambiguous ones only: such a file is accepted as before,
 * and the committee packet says it could not be read.
 */
export async function refuseActivePdf(bytes: Uint8Array): Promise<void> {
  const { names, hasObjectStreams } = scanNames(bytes);
  const candidates = [...names].filter((name) => ACTIVE_KEYS.has(name) || ACTIVE_ACTIONS.has(name));
  if (!hasObjectStreams && candidates.length === 0) {
    return;
  }
  pool ??= createWorkerPool(INSPECT_WORKER, {
    resourceLimits: { maxOldGenerationSizeMb: INSPECT_MEMORY_MB },
  });
  const inspection = await pool.run(bytes, [], AbortSignal.timeout(INSPECT_TIMEOUT_MS)).catch(() => {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: FILE_MESSAGES.notChecked });
  });
  const isActive = inspection.isReadable
    ? inspection.found.length > 0
    : candidates.some((name) => UNAMBIGUOUS.has(name));
  if (isActive) {
    throw activeContent();
  }
}
