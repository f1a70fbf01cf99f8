import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import { Box, ButtonBase, Typography } from '@mui/material';
import { VisuallyHidden } from '@docapply/ui';

type TSelectButtonProps = {
  label: string;
  /** A second line: the type and key, e.g. `Short text · firstName · required`. */
  detail: string;
  isSelected: boolean;
  hasIssue: boolean;
  onSelect: () => void;
};

/** An outline entry: selecting it opens its properties. Its problems show as a mark and in its name. */
export function SelectButton({ label, detail, isSelected, hasIssue, onSelect }: TSelectButtonProps) {
  return (
    <ButtonBase
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      sx={{
        flex: 1,
        minWidth: 0,
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 2,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: hasIssue ? 'error.main' : isSelected ? 'primary.main' : 'transparent',
        bgcolor: isSelected ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {label.trim() === '' ? '(no label)' : label}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {detail}
        </Typography>
      </Box>
      {hasIssue ? (
        <>
          <ErrorOutlinedIcon color="error" fontSize="small" aria-hidden />
          <VisuallyHidden>, has problems</VisuallyHidden>
        </>
      ) : null}
    </ButtonBase>
  );
}
