import { useMutation } from '@tanstack/react-query';
import { saveBlob, useApi } from '@docapply/ui';

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
      const { blob, fileName } = await api.getBlob(getPacketPath(applicationId));
      saveBlob(blob, fileName ?? 'committee-packet.pdf');
    },
  });
}
