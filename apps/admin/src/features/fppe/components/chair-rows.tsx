import { useEffect, useRef } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { Box, Stack, Typography } from '@mui/material';
import { FormField, VisuallyHidden } from '@docapply/ui';
import { AddRowButton, ListRow, RemoveRowButton } from '@/components/list-row-parts';
import type { TFppeSettingsValues } from '../lib/settings-form';

type TChairRowsProps = {
  control: Control<TFppeSettingsValues>;
  onValidityChange: (name: string, message: string | null) => void;
};

const MAX_CHAIRS = 100;

/** Each department's chair by email: they see and conclude their department's FPPEs. */
export function ChairRows({ control, onValidityChange }: TChairRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'chairs' });
  const box = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    focusIndex.current = null;
    if (index !== null) {
      box.current?.querySelector<HTMLElement>(`input[name="chairs.${index}.department"]`)?.focus();
    }
  }, [fields.length]);
  const isFull = fields.length >= MAX_CHAIRS;
  return (
    <Box component="section" aria-labelledby="chairs-heading" ref={box}>
      <Typography id="chairs-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Department chairs
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        The chair sees their department’s FPPEs, chooses evaluators and concludes them. Hospital staff, by
        their work email; someone without an account is invited under the name you give.
      </Typography>
      {fields.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No chairs: the office manages every FPPE.
        </Typography>
      ) : null}
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((row, index) => (
          <ListRow key={row.id}>
            {(['department', 'email', 'name'] as const).map((key) => (
              <Box key={key} sx={{ flex: { sm: '1 1 10rem' }, minWidth: 0 }}>
                <FormField
                  control={control}
                  onValidityChange={onValidityChange}
                  field={{
                    name: `chairs.${index}.${key}`,
                    type: key === 'email' ? 'email' : 'text',
                    label: `${{ department: 'Department', email: 'Chair email', name: 'Chair name' }[key]} ${index + 1}`,
                    required: key !== 'name',
                    helperText: key === 'name' ? 'For the invitation, if they are new' : undefined,
                  }}
                />
              </Box>
            ))}
            <RemoveRowButton
              onClick={() => {
                focusIndex.current = fields.length > 1 ? Math.min(index, fields.length - 2) : null;
                remove(index);
              }}
            >
              Remove <VisuallyHidden>chair {index + 1}</VisuallyHidden>
            </RemoveRowButton>
          </ListRow>
        ))}
      </Stack>
      <Box sx={{ mt: 2 }}>
        <AddRowButton
          variant="text"
          isFull={isFull}
          onClick={() => {
            if (!isFull) {
              focusIndex.current = fields.length;
              append({ department: '', email: '', name: '' }, { shouldFocus: false });
            }
          }}
        >
          Add chair
        </AddRowButton>
      </Box>
    </Box>
  );
}
