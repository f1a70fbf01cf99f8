import { FormControlLabel, Link, Paper, Stack, Switch, Typography } from '@mui/material';
import type { TContactMessage } from '@docapply/contracts';
import { formatMoment } from '@docapply/ui';
import { EmailText } from '@/components/email-text';

type TContactCardProps = {
  contact: TContactMessage;
  isBusy: boolean;
  onHandledChange: (handled: boolean) => void;
};

/** One Contact Us message: who, how to reach them, what they wrote, and whether it is handled. */
export function ContactCard({ contact, isBusy, onHandledChange }: TContactCardProps) {
  const details = [contact.phone, contact.organisation].filter(Boolean).join(' · ');
  return (
    <Paper component="article" variant="outlined" sx={{ borderRadius: 3, p: { xs: 5, sm: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-start' } }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {contact.name}
          </Typography>
          <Link href={`mailto:${contact.email}`} sx={{ overflowWrap: 'anywhere' }}>
            <EmailText email={contact.email} />
          </Link>
          {details ? (
            <Typography variant="body2" color="text.secondary">
              {details}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            Received {formatMoment(contact.createdAt)}
          </Typography>
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={contact.handledAt !== null}
              disabled={isBusy}
              onChange={(_event, checked) => onHandledChange(checked)}
              slotProps={{ input: { 'aria-label': `Handled: message from ${contact.name}` } }}
            />
          }
          label="Handled"
          sx={{ flexShrink: 0, mr: 0 }}
        />
      </Stack>
      <Typography sx={{ mt: 4, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {contact.message}
      </Typography>
    </Paper>
  );
}
