import { Alert, Stack, Typography } from '@mui/material';
import type { TAnsweredRequestLinkValues } from '@docapply/contracts';
import { formatDay } from '@docapply/ui';
import { KIND_TEXTS } from '../request-kinds';
import { OpenLinkFrame } from './open-link-frame';

/**
 * A link opened again after its request was answered or declined: says when, rather than asking
 * for a new request (there is nothing left to do).
 */
export function AlreadyAnswered({ values }: { values: TAnsweredRequestLinkValues }) {
  const date = formatDay(values.answeredAt);
  const isDeclined = values.state === 'declined';
  return (
    <OpenLinkFrame
      title={KIND_TEXTS[values.purpose].title(values)}
      eyebrow={values.hospital.name}
      maxWidth="sm"
    >
      <Stack spacing={4}>
        <Alert severity={isDeclined ? 'info' : 'success'}>
          {isDeclined ? `You declined this request on ${date}.` : `We received your answer on ${date}.`}
        </Alert>
        <Typography color="text.secondary">
          {isDeclined
            ? `${values.doctorName} can ask someone else. There is nothing more to do; you can close this page.`
            : `${values.hospital.name} has your answers. There is nothing more to do; you can close this page.`}
        </Typography>
      </Stack>
    </OpenLinkFrame>
  );
}
