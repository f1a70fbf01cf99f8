import { useEffect, useRef } from 'react';
import { Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { TRequestLinkValues } from '@docapply/contracts';
import { OpenLinkFrame } from './open-link-frame';

type TThankYouProps = { values: TRequestLinkValues; isDeclined: boolean; message: string };

/** After answering or declining; focus moves to the heading so screen readers announce it. */
export function ThankYou({ values, isDeclined, message }: TThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <OpenLinkFrame
      title={isDeclined ? 'Request declined' : 'Thank you'}
      eyebrow={values.hospital.name}
      maxWidth="sm"
      headingRef={headingRef}
    >
      <Stack spacing={4} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography>{message}</Typography>
        <Typography color="text.secondary">
          {isDeclined
            ? `${values.doctorName} can ask someone else. You can close this page.`
            : `${values.hospital.name} has received your answers. You can close this page.`}
        </Typography>
      </Stack>
    </OpenLinkFrame>
  );
}
