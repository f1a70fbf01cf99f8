/** The browser has started the download by the time this passes; then the memory is freed. */
const REVOKE_DELAY_MS = 10_000;

/**
 * Hands a file fetched with the user's token (a plain link could not send it), or made in the
 * page, to the browser as a download named `fileName`.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
