import { Suspense, useRef, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { lazyComponent } from '@docapply/ui';
import { useIsDelegate } from '@/lib/session';
import { usePractitionerType } from '../api/practitioner-type';

// Few open the form (only until the first submission): its select (MUI's select, menu and modal)
// loads when "Change practitioner type" is pressed, not with every dashboard.
const ChangeForm = lazyComponent(
  () => import('./practitioner-type-form'),
  (module) => module.ChangeForm,
);

const LOCKED =
  'It can no longer be changed here: the medical staff office verifies and reviews your submitted application as this type. If it is wrong, contact the medical staff office.';

/**
 * The practitioner's type ("I am a" at registration), which decides what their applications need.
 * The doctor changes it until their first submission; a delegate reads it only (the API refuses
 * them the change too).
 */
export function PractitionerTypeSection() {
  const { data } = usePractitionerType();
  // Note: who the practitioner is: the doctor's to change in person, never a delegate's.
  const isDelegate = useIsDelegate();
  const [isEditing, setIsEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form goes: the focus goes to the heading, which names the type now held.
  const closeForm = () => {
    setIsEditing(false);
    heading.current?.focus();
  };
  if (!data) {
    return null;
  }
  const canChange = data.canChange && !isDelegate;
  const explanation = isDelegate
    ? 'Only the doctor can change their practitioner type.'
    : data.canChange
      ? 'You chose it when you registered. It decides what your applications ask for; you can change it until you submit your first application.'
      : LOCKED;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="practitioner-type-heading"
      sx={{ borderRadius: 3, p: { xs: 4, md: 6 } }}
    >
      <Stack spacing={3}>
        <Typography
          id="practitioner-type-heading"
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700 }}
        >
          Practitioner type: {data.type.name}
        </Typography>
        <Typography color="text.secondary">{explanation}</Typography>
        {canChange && isEditing ? (
          <Suspense fallback={<Typography role="status">Loading the practitioner types…</Typography>}>
            <ChangeForm current={data} onDone={closeForm} />
          </Suspense>
        ) : null}
        {canChange && !isEditing ? (
          <Box>
            <Button
              variant="outlined"
              onClick={() => setIsEditing(true)}
              onPointerEnter={ChangeForm.preload}
              onFocus={ChangeForm.preload}
            >
              Change practitioner type
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
