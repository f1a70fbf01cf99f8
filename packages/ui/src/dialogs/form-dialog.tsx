import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export type TFormDialogProps = {
  /** Default true: most dialogs are rendered only while they are open. */
  isOpen?: boolean;
  title: string;
  /** A line under the title saying what happens on submit. */
  intro?: ReactNode;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  /** While the submit runs: both buttons are disabled and the dialog cannot be closed. */
  isPending?: boolean;
  /** E.g. a field the user is still typing over its limit. */
  isSubmitDisabled?: boolean;
  /** A message about the whole form (the server's refusal), above the fields; field messages sit on the fields. */
  error?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  children?: ReactNode;
};

/**
 * The one dialog with a form: title, optional intro, fields, Cancel and the submit button. The
 * form is a real <form>, so Enter submits. Focus goes back to the opener when the dialog closes
 * or unmounts (MUI's focus trap restores it; keep `disableRestoreFocus` off).
 */
export function FormDialog({
  isOpen = true,
  title,
  intro,
  submitLabel,
  submitColor,
  isPending = false,
  isSubmitDisabled = false,
  error,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  children,
}: TFormDialogProps) {
  const titleId = useId();
  const introId = useId();

  return (
    <Dialog
      open={isOpen}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={intro ? introId : undefined}
      fullWidth
      maxWidth={maxWidth}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {intro ? (
            <Typography id={introId} color="text.secondary" sx={{ mb: 5 }}>
              {intro}
            </Typography>
          ) : null}
          {error ? (
            <Alert severity="error" sx={{ mb: 4 }}>
              {error}
            </Alert>
          ) : null}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={isPending || isSubmitDisabled}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
