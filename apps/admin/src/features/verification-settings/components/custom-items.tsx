import { useEffect, useId, useRef } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { Box, Stack, Typography } from '@mui/material';
import { CUSTOM_VERIFICATION_ITEMS_MAX } from '@docapply/contracts';
import { FormField, VisuallyHidden } from '@docapply/ui';
import { FormCheckbox } from '@/components/form-checkboxes';
import { AddRowButton, ListRow, RemoveRowButton } from '@/components/list-row-parts';
import type { TSettingsFormValues } from '../lib/settings-form';

type TCustomItemsProps = {
  control: Control<TSettingsFormValues>;
  onValidityChange: (name: string, message: string | null) => void;
};

/** Where focus goes once the rows have changed: the new row's name, or a neighbour of a removed row. */
type TFocusTarget = { kind: 'label'; index: number } | { kind: 'remove'; index: number } | { kind: 'add' };

/**
 * The hospital's own checklist items (a privileging letter, a health screening…): add, rename,
 * remove, and tick the ones required before finalise. Items keep their ids across edits, so what
 * was recorded against an item stays with it when it is renamed.
 */
export function CustomItems({ control, onValidityChange }: TCustomItemsProps) {
  // keyName: the items' own `id` is data the API needs back; the rows' React keys live elsewhere.
  const { fields, append, remove } = useFieldArray({ control, name: 'customItems', keyName: 'key' });
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<TFocusTarget | null>(null);
  const isFull = fields.length >= CUSTOM_VERIFICATION_ITEMS_MAX;

  // Focus never falls to the page: it follows the row that was added, or stays beside the one removed.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (!target || !box.current) {
      return;
    }
    if (target.kind === 'add') {
      addButton.current?.focus();
      return;
    }
    const selector =
      target.kind === 'label'
        ? `input[name="customItems.${target.index}.label"]`
        : `[data-remove-item="${target.index}"]`;
    box.current.querySelector<HTMLElement>(selector)?.focus();
  }, [fields.length]);

  const add = () => {
    if (isFull) {
      return;
    }
    focusTarget.current = { kind: 'label', index: fields.length };
    append({ label: '', required: true }, { shouldFocus: false });
  };

  const removeAt = (index: number) => {
    const remaining = fields.length - 1;
    focusTarget.current =
      remaining === 0 ? { kind: 'add' } : { kind: 'remove', index: Math.min(index, remaining - 1) };
    remove(index);
  };

  return (
    <Box component="section" aria-labelledby={headingId} ref={box}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        The hospital’s own items
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Added to every application’s checklist, after the standard items. Up to{' '}
        {CUSTOM_VERIFICATION_ITEMS_MAX} items.
      </Typography>
      {fields.length === 0 ? (
        <Typography sx={{ mt: 3 }}>No items of the hospital’s own yet.</Typography>
      ) : (
        <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0, mt: 3 }}>
          {fields.map((item, index) => (
            <ListRow key={item.key}>
              <Box sx={{ flexGrow: 1 }}>
                <FormField
                  control={control}
                  onValidityChange={onValidityChange}
                  field={{
                    name: `customItems.${index}.label`,
                    type: 'text',
                    label: `Item ${index + 1}`,
                    required: true,
                  }}
                />
              </Box>
              <FormCheckbox
                control={control}
                name={`customItems.${index}.required`}
                label="Required before finalise"
                inputLabel={`Item ${index + 1} required before finalise`}
                sx={{ flexShrink: 0, mt: { sm: 2 } }}
              />
              <RemoveRowButton onClick={() => removeAt(index)} data-remove-item={index}>
                Remove <VisuallyHidden>item {index + 1}</VisuallyHidden>
              </RemoveRowButton>
            </ListRow>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={3} sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <AddRowButton ref={addButton} onClick={add} isFull={isFull}>
          Add item
        </AddRowButton>
        {isFull ? (
          <Typography variant="body2" color="text.secondary" role="status">
            The hospital has the most items it can have ({CUSTOM_VERIFICATION_ITEMS_MAX}).
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
