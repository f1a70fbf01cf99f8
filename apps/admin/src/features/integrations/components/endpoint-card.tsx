import { useState } from 'react';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { WEBHOOK_EVENT_LABELS, type TWebhookEndpoint } from '@docapply/contracts';
import { ConfirmDialog, useAlert } from '@docapply/ui';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
} from '../api/webhooks-api';
import { DeliveriesTable } from './deliveries-table';
import { EndpointDialog } from './endpoint-dialog';

type TDialog = 'edit' | 'delete' | 'rotate' | null;

/** One endpoint: its address, events, health, actions and recent deliveries. */
export function EndpointCard({
  hospitalId,
  endpoint,
  onSecret,
}: {
  hospitalId: string;
  endpoint: TWebhookEndpoint;
  onSecret: (secret: string) => void;
}) {
  const { showAlert } = useAlert();
  const [dialog, setDialog] = useState<TDialog>(null);
  const update = useUpdateWebhookEndpoint(hospitalId);
  const rotate = useRotateWebhookSecret(hospitalId);
  const sendTest = useSendWebhookTest(hospitalId);
  const remove = useDeleteWebhookEndpoint(hospitalId);
  const close = () => setDialog(null);
  const titleId = `endpoint-${endpoint.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Typography>
            <Chip size="small" label={endpoint.isActive ? 'Active' : 'Paused'} />
            {endpoint.health === 'failing' ? <Chip size="small" color="error" label="Failing" /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Events: {endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(', ')}
          </Typography>
          <DeliveriesTable url={endpoint.url} deliveries={endpoint.deliveries} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 2, px: 4, pb: 4 }}>
        <Button
          variant="outlined"
          disabled={sendTest.isPending}
          onClick={() =>
            void sendTest
              .mutateAsync(endpoint.id)
              .then(() =>
                showAlert({ type: 'success', message: `A test event is on its way to ${endpoint.url}.` }),
              )
          }
        >
          Send a test event
        </Button>
        <Button onClick={() => setDialog('edit')}>Edit</Button>
        <Button onClick={() => setDialog('rotate')}>Rotate secret</Button>
        <Button color="error" onClick={() => setDialog('delete')}>
          Delete
        </Button>
      </CardActions>
      {dialog === 'edit' ? (
        <EndpointDialog
          endpoint={endpoint}
          isPending={update.isPending}
          onSave={(body) => update.mutateAsync({ id: endpoint.id, body })}
          onClose={close}
        />
      ) : null}
      {dialog === 'rotate' ? (
        <ConfirmDialog
          title="Rotate the signing secret?"
          confirmLabel="Rotate secret"
          isBusy={rotate.isPending}
          onConfirm={() =>
            void rotate.mutateAsync(endpoint.id).then((rotated) => {
              onSecret(rotated.secret);
              close();
            })
          }
          onClose={close}
        >
          Events are signed with the new secret from now on: give it to the receiving system at once.
        </ConfirmDialog>
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title="Delete this endpoint?"
          confirmLabel="Delete endpoint"
          isBusy={remove.isPending}
          onConfirm={() => void remove.mutateAsync(endpoint.id).then(close)}
          onClose={close}
        >
          {endpoint.url} receives no more events, and its waiting deliveries are dropped.
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
