import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Checkbox, FormControlLabel, FormGroup, FormHelperText, Typography } from '@mui/material';
import { VERIFICATION_KINDS, VERIFICATION_KIND_LABELS, type TVerificationKind } from '@docapply/contracts';
import { REQUIRABLE_KINDS, type TSettingsFormValues } from '../lib/settings-form';

/** Toggles one kind, keeping the checklist's own order so the saved list reads the same every time. */
function toggleKind(kinds: readonly TVerificationKind[], kind: TVerificationKind, isOn: boolean) {
  const next = new Set(kinds);
  if (isOn) {
    next.add(kind);
  } else {
    next.delete(kind);
  }
  return VERIFICATION_KINDS.filter((candidate) => next.has(candidate));
}

/** The checklist's kinds, each ticked when it must be verified before the application moves to finalise. */
export function RequiredKinds({ control }: { control: Control<TSettingsFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'requiredKinds' });
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Required before finalise
      </Typography>
      <Typography id={hintId} color="text.secondary" sx={{ mt: 1 }}>
        An application moves to finalise only when these items are verified or marked not applicable.
      </Typography>
      <FormGroup
        role="group"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        sx={{ mt: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}
      >
        {REQUIRABLE_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={VERIFICATION_KIND_LABELS[kind]}
            control={
              <Checkbox
                name={`requiredKinds.${kind}`}
                checked={field.value.includes(kind)}
                onChange={(_event, isOn) => field.onChange(toggleKind(field.value, kind, isOn))}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error?.message ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </section>
  );
}
