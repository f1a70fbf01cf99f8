import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLetterSettings } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { decisionLetterKeys, getLetterSettingsPath } from './decision-letter-keys';

type TUpdateVariables = { hospitalId: string; body: TLetterSettings };

/** PUT /admin/hospitals/{id}/letter-settings; the answer is the settings as stored. */
export function useUpdateLetterSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hospitalId, body }: TUpdateVariables) =>
      api.put<TLetterSettings, TLetterSettings>(getLetterSettingsPath(hospitalId), body),
    onSuccess: (saved, { hospitalId }) => {
      queryClient.setQueryData(decisionLetterKeys.settings(hospitalId), saved);
    },
  });
}
