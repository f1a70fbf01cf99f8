import { useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, Divider, Menu, MenuItem } from '@mui/material';
import type { TFormFieldType } from '@docapply/rules';
import { FIELD_TYPES, FIELD_TYPE_LABELS } from '../field-types';

type TAddItemMenuProps = {
  /** The button's name, e.g. `Add field to Identity and contact`. */
  label: string;
  onAddField: (type: TFormFieldType) => void;
  /** Offers "Repeatable group" too (sections only: groups do not nest). */
  onAddGroup?: () => void;
};

/** "Add field": a menu of every field type by its label, and a repeatable group where one fits. */
export function AddItemMenu({ label, onAddField, onAddGroup }: TAddItemMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add field
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {FIELD_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              close();
              onAddField(type);
            }}
          >
            {FIELD_TYPE_LABELS[type]}
          </MenuItem>
        ))}
        {onAddGroup ? <Divider /> : null}
        {onAddGroup ? (
          <MenuItem
            onClick={() => {
              close();
              onAddGroup();
            }}
          >
            Repeatable group (e.g. licences)
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
