import { useId, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { TSsoSettings, TSsoSettingsUpdate } from '@docapply/contracts';

/** The settings form's pieces: its draft, its text fields, its sections. */

export type TDraft = Omit<TSsoSettingsUpdate, 'allowedDomains'> & { allowedDomains: string };

export function toDraft(settings: TSsoSettings): TDraft {
  return {
    displayName: settings.displayName,
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: '',
    allowedDomains: settings.allowedDomains.join(', '),
    groupClaim: settings.groupClaim,
    adminValue: settings.adminValue,
    isPasswordSignInAllowed: settings.isPasswordSignInAllowed,
  };
}

export const TEXT_FIELDS: {
  name: keyof Omit<TDraft, 'isPasswordSignInAllowed'>;
  label: string;
  help: string;
}[] = [
  { name: 'displayName', label: 'Button name', help: 'Shown as "Sign in with …", e.g. Contoso Entra ID' },
  { name: 'issuer', label: 'Issuer URL', help: 'e.g. https://login.microsoftonline.com/<tenant id>/v2.0' },
  { name: 'clientId', label: 'Client ID', help: 'The application (client) ID your provider gave you' },
  { name: 'clientSecret', label: 'Client secret', help: '' },
  { name: 'allowedDomains', label: 'Allowed email domains', help: 'Separated by commas, e.g. contoso.org' },
  {
    name: 'groupClaim',
    label: 'Group claim',
    help: 'The claim that lists groups or roles: groups, or roles',
  },
  {
    name: 'adminValue',
    label: 'Admin group or role',
    help: 'Members of it administer this hospital in DocApply',
  },
];

/** A titled part of the form, as the verification settings' sections. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={4}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A URL to copy: whole, and wrapped anywhere on a phone. */
export function Url({ children }: { children: string }) {
  return (
    <Box component="strong" sx={{ color: 'text.primary', wordBreak: 'break-all' }}>
      {children}
    </Box>
  );
}
