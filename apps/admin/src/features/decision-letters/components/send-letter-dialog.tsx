import { ConfirmDialog } from '@docapply/ui';

type TSendLetterDialogProps = {
  isOpen: boolean;
  isBusy: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** "Send the decision letter?": loaded when "Send to the doctor" is first pressed. */
export function SendLetterDialog(props: TSendLetterDialogProps) {
  return (
    <ConfirmDialog {...props} title="Send the decision letter?" confirmLabel="Send" confirmColor="primary">
      The doctor is emailed a link to download the letter from their application. Once sent, it cannot be
      taken back; download it first if you want to check it.
    </ConfirmDialog>
  );
}
