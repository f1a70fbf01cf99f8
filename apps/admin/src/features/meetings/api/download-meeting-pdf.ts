import { useMutation } from '@tanstack/react-query';
import { saveBlob, useApi } from '@docapply/ui';
import { meetingPath } from './get-meeting';

/**
 * GET /admin/meetings/{id}/packet or /minutes: made on the server (the packet takes seconds for a
 * long agenda), saved under the server's name for it.
 */
export function useDownloadMeetingPdf(id: string, kind: 'packet' | 'minutes') {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await api.getBlob(meetingPath(id, `/${kind}`));
      saveBlob(blob, fileName ?? `meeting-${kind}.pdf`);
    },
  });
}
