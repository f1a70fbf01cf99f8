import { Readable, Transform, pipeline } from 'node:stream';
import type { ReadableStream as TWebStream } from 'node:stream/web';
import type { TExclusionImport, TExclusionSource } from '@docapply/contracts';
import { DATE_FORMAT, formatDateTime } from '@docapply/rules';
import type { TAppContext } from '@/core/context';
import { AppError, isAppError } from '@/lib/app-error';
import { EgressRefusedError, createEgressFetch, type TEgressFetch } from '@/lib/egress';
import type { TUserRow } from '@/core/users/users';
import { getListLabel } from './columns';
import { importParsedList } from './import';
import { getExclusionListUrl } from './lists';
import { parseExclusionList, type TParsedList } from './parse';

/** The whole download, body included; the LEIE (about 15 MB) takes seconds. */
const DOWNLOAD_TIMEOUT_MS = 3 * 60_000;
/** Far above either list (LEIE about 15 MB, SAM's individuals about 40 MB): anything bigger is not one. */
export const LIST_MAX_BYTES = 300 * 1024 * 1024;

/** A stream that fails once more than `max` bytes went through it. */
export function limitBytes(max: number, message: string): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      callback(total > max ? new AppError('PAYLOAD_TOO_LARGE', { message }) : null, chunk);
    },
  });
}

function downloadFailed(source: TExclusionSource, url: string, reason: string): AppError {
  // Note: the configured source failing is no fault of the server: a 409 with the reason, never a 500.
  return new AppError('CONFLICT', {
    message: `The ${getListLabel(source)} list could not be downloaded from ${url}: ${reason}. The current list stays in use.`,
  });
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'it did not answer in time';
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause instanceof EgressRefusedError) {
    return cause.message;
  }
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** The URL's last path segment, as the import's file name. */
function toFileName(url: string): string | null {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}

/**
 * Downloads the source's list from its configured URL and imports it (then screens). A failure
 * (unreachable, an error status, a cut body, a file that is not the list) keeps the previous list
 * and is said in the error, which the monthly job records as its last error.
 */
export async function downloadExclusionList(
  ctx: TAppContext,
  { source, now, actor }: { source: TExclusionSource; now: Date; actor: TUserRow | null },
): Promise<TExclusionImport> {
  const url = await getExclusionListUrl(ctx.db, source);
  if (!url) {
    throw new AppError('CONFLICT', {
      message: `No download address is set for the ${getListLabel(source)} list. Set one, or upload the file.`,
    });
  }
  let response: Awaited<ReturnType<TEgressFetch>>;
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  // A platform administrator sets this address: no private or local network unless the operator
  // allows it (the cloud's metadata service, the database, an intranet page).
  const download = createEgressFetch({ allowPrivate: ctx.config.EGRESS_ALLOW_PRIVATE });
  try {
    response = await download(url, { signal });
  } catch (error) {
    throw downloadFailed(source, url, describeFetchError(error));
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw downloadFailed(source, url, `the server answered ${response.status} ${response.statusText}`.trim());
  }
  const startedAt = Date.now();
  const limiter = limitBytes(LIST_MAX_BYTES, `the file is larger than ${LIST_MAX_BYTES / 1024 / 1024} MB`);
  // A cut connection fails the limiter too, so the parse below ends with it.
  pipeline(Readable.fromWeb(response.body as unknown as TWebStream<Uint8Array>), limiter, () => undefined);
  const listDate = formatDateTime(now, DATE_FORMAT);
  let parsed: TParsedList;
  try {
    parsed = await parseExclusionList(source, limiter);
  } catch (error) {
    const reason = isAppError(error)
      ? error.message.replace(/\.? Nothing was imported.*$/, '')
      : describeFetchError(error);
    throw downloadFailed(source, url, reason);
  }
  return importParsedList(ctx, parsed, { listDate, fileName: toFileName(url), url, actor, startedAt });
}
