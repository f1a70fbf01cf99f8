import { useId, useLayoutEffect, useRef, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, Menu, MenuItem } from '@mui/material';

type TItemActionsProps = {
  /** The item's name in the buttons' names: `Move First name up`. */
  label: string;
  /** Where the item is now (e.g. `0.3`): when it changes after a Move, focus stays on that button. */
  position: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
  onDuplicate?: () => void;
  onRemove?: () => void;
};

/** Move up / Move down (for keyboard and screen reader users besides dragging) and More: duplicate, remove. */
export function ItemActions(props: TItemActionsProps) {
  const { label, position, canMoveUp, canMoveDown, onMove, onDuplicate, onRemove } = props;
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<-1 | 1 | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  // The row may have been re-inserted elsewhere in the list: put focus back on the button used,
  // or on the other one when the item reached the end.
  useLayoutEffect(() => {
    const step = pendingFocus.current;
    pendingFocus.current = null;
    if (step === null) {
      return;
    }
    const [used, other] = step < 0 ? [upRef.current, downRef.current] : [downRef.current, upRef.current];
    (used && !used.disabled ? used : other)?.focus();
  }, [position]);

  const move = (step: -1 | 1) => {
    pendingFocus.current = step;
    onMove(step);
  };
  const hasMenu = Boolean(onDuplicate ?? onRemove);
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <IconButton
        ref={upRef}
        size="small"
        aria-label={`Move ${label} up`}
        disabled={!canMoveUp}
        onClick={() => move(-1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        ref={downRef}
        size="small"
        aria-label={`Move ${label} down`}
        disabled={!canMoveDown}
        onClick={() => move(1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      {hasMenu ? (
        <IconButton
          size="small"
          aria-label={`More actions for ${label}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      ) : null}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {onDuplicate ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onDuplicate();
            }}
          >
            Duplicate
          </MenuItem>
        ) : null}
        {onRemove ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onRemove();
            }}
          >
            Remove
          </MenuItem>
        ) : null}
      </Menu>
    </Box>
  );
}
