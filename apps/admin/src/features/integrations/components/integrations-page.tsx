import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { TWebhookEndpointList } from '@docapply/contracts';
import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { useCreateWebhookEndpoint, useWebhookEndpoints } from '../api/webhooks-api';
import { EndpointCard } from './endpoint-card';
import { EndpointDialog } from './endpoint-dialog';
import { SecretNotice } from './secret-notice';

function WebhookEndpoints({ hospitalId, list }: { hospitalId: string; list: TWebhookEndpointList }) {
  const [isAdding, setIsAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateWebhookEndpoint(hospitalId);
  return (
    <Stack spacing={4} component="section" aria-labelledby="webhooks-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography id="webhooks-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Webhook endpoints
        </Typography>
        <Button variant="contained" onClick={() => setIsAdding(true)}>
          Add endpoint
        </Button>
      </Stack>
      {secret ? <SecretNotice secret={secret} onDismiss={() => setSecret(null)} /> : null}
      {list.data.length === 0 ? (
        <Typography color="text.secondary">
          No endpoints yet. Add one to tell your OR scheduling or EHR of each grant and lapse.
        </Typography>
      ) : null}
      {list.data.map((endpoint) => (
        <EndpointCard key={endpoint.id} hospitalId={hospitalId} endpoint={endpoint} onSecret={setSecret} />
      ))}
      {isAdding ? (
        <EndpointDialog
          isPending={create.isPending}
          onSave={async (values) => {
            const created = await create.mutateAsync({ url: values.url, events: values.events });
            setSecret(created.secret);
          }}
          onClose={() => setIsAdding(false)}
        />
      ) : null}
    </Stack>
  );
}

/** /integrations: one hospital's webhook endpoints (`?hospital=`), for its admins and platform admins. */
export function IntegrationsPage() {
  return (
    <HospitalSettingsPage
      title="Integrations"
      description="Systems that do not speak FHIR (OR scheduling, an EHR) learn each privilege granted, changed, expired or ended, within a minute."
      loadingLabel="Loading integrations..."
      useSettings={useWebhookEndpoints}
      renderForm={(hospital, list) => <WebhookEndpoints hospitalId={hospital.id} list={list} />}
    />
  );
}
