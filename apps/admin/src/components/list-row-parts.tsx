import type { ReactNode, Ref } from 'react';
import { Box, Button, Stack, type ButtonProps } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';

/** One row of a list a form edits (a checklist item, a member): its fields side by side, stacked on a phone. */
export function ListRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 3 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {children}
    </Stack>
  );
}

type TAddRowButtonProps = {
  ref?: Ref<HTMLButtonElement>;
  onClick: () => void;
  /** The list holds the most rows it may: the button stays focusable but does nothing. */
  isFull: boolean;
  variant?: ButtonProps['variant'];
  children: ReactNode;
};

/** Adds a row to a list a form edits. */
export function AddRowButton({ ref, onClick, isFull, variant = 'outlined', children }: TAddRowButtonProps) {
  return (
    <Button
      ref={ref}
      variant={variant}
      startIcon={<AddIcon />}
      onClick={onClick}
      // Not `disabled`: a disabled button drops the focus the keyboard user had on it.
      aria-disabled={isFull}
      sx={{ '&[aria-disabled="true"]': { color: 'text.disabled', borderColor: 'action.disabled' } }}
    >
      {children}
    </Button>
  );
}

/** Removes a row; its text names the row for a screen reader ("Remove <hidden>item 2</hidden>"). */
export function RemoveRowButton({
  onClick,
  children,
  ...rest
}: { onClick: () => void; children: ReactNode } & Record<`data-${string}`, string | number>) {
  return (
    <Box sx={{ flexShrink: 0, mt: { sm: 2.5 } }}>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onClick} {...rest}>
        {children}
      </Button>
    </Box>
  );
}
