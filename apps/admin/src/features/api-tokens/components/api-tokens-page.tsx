import { useState } from 'react';
import { Button, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { TApiToken, TApiTokenCreated } from '@docapply/contracts';
import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { useApiTokens } from '../api/api-tokens';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenItem } from './token-item';
import { TokenShownDialog } from './token-shown-dialog';

function Tokens({ hospitalId, tokens }: { hospitalId: string; tokens: TApiToken[] }) {
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<TApiTokenCreated | null>(null);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 5, sm: 8 } }}>
      <Stack spacing={4}>
        <Typography color="text.secondary">
          The API and its addresses are described in the{' '}
          <Link href="/api/docs" target="_blank" rel="noopener">
            API documentation
          </Link>
          .
        </Typography>
        <div>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            Create an API token
          </Button>
        </div>
        {tokens.length === 0 ? (
          <Typography color="text.secondary">
            No API token yet: no other system reads this hospital's data.
          </Typography>
        ) : (
          <Stack
            component="ul"
            aria-label="API tokens"
            divider={<Divider component="li" aria-hidden />}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {tokens.map((token) => (
              <TokenItem key={token.id} hospitalId={hospitalId} token={token} />
            ))}
          </Stack>
        )}
      </Stack>
      {isCreating ? (
        <CreateTokenDialog
          hospitalId={hospitalId}
          onClose={() => setIsCreating(false)}
          onCreated={(answer) => {
            setIsCreating(false);
            setCreated(answer);
          }}
        />
      ) : null}
      {created ? <TokenShownDialog created={created} onClose={() => setCreated(null)} /> : null}
    </Paper>
  );
}

/** /api-tokens: one of the administrator's hospitals' API tokens, for the systems that read its data. */
export function ApiTokensPage() {
  return (
    <HospitalSettingsPage
      title="API tokens"
      description="Your EHR, OR scheduling or provider directory reads this hospital's medical staff from DocApply (FHIR R4, or the privileges feed) with a token of its own, which you can revoke at any time."
      loadingLabel="Loading API tokens..."
      useSettings={useApiTokens}
      renderForm={(hospital, tokens) => <Tokens hospitalId={hospital.id} tokens={tokens} />}
    />
  );
}
