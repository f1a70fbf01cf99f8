import { Alert, Button } from '@mui/material';
import type { TUpgradeFormParams } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { useUpgradeForm } from './api/upgrade-form';

type TNewerFormAlertProps = {
  applicationId: string;
  kind: TUpgradeFormParams['kind'];
  hospitalName: string;
  newerVersion: number;
  /** Sends the answers still waiting to be saved, so the new version starts from them. */
  onBeforeUpgrade?: () => Promise<void>;
};

/** The hospital published a newer version of a form this draft started on: the doctor may move to it. */
export function NewerFormAlert({
  applicationId,
  kind,
  hospitalName,
  newerVersion,
  onBeforeUpgrade,
}: TNewerFormAlertProps) {
  const upgrade = useUpgradeForm(applicationId, kind);
  const { showApiError } = useAlert();
  const moveToNewVersion = async () => {
    await onBeforeUpgrade?.();
    upgrade.mutate(undefined, { onError: (error) => showApiError(error) });
  };
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void moveToNewVersion()}
          disabled={upgrade.isPending}
        >
          Use the new version
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {hospitalName} updated this form (version {newerVersion}). Your answers are kept where the questions are
      the same.
    </Alert>
  );
}
