import { useMutation } from '@tanstack/react-query';
import { useApi, type TDownloadedFile } from '@docapply/ui';

/** The browser has started the download by the time this passes; then the memory is freed. */
const REVOKE_DELAY_MS = 10_000;

function saveFile({ blob, fileName }: TDownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

export function getPacketPath(applicationId: string): string {
  return `/admin/applications/${applicationId}/packet`;
}

/**
 * GET /admin/applications/{id}/packet: the committee packet, made on the server (a few seconds for
 * a large file), fetched with the admin's token and saved under the server's name for it.
 */
export function useDownloadPacket(applicationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      saveFile(await api.getBlob(getPacketPath(applicationId)), 'committee-packet.pdf');
    },
  });
}
