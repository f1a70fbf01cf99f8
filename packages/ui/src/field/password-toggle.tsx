import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export type TPasswordToggleProps = { isVisible: boolean; onToggle: () => void; disabled?: boolean };

/** The show/hide button at the end of a password input. */
export function PasswordToggle({ isVisible, onToggle, disabled }: TPasswordToggleProps) {
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        onClick={onToggle}
        // Keep the caret in the input when the button is clicked with a mouse.
        onMouseDown={(event) => event.preventDefault()}
        disabled={disabled}
        edge="end"
      >
        {isVisible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
