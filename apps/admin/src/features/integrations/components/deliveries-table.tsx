import { Typography } from '@mui/material';
import type { TWebhookDelivery } from '@docapply/contracts';
import { DataTable, formatMoment } from '@docapply/ui';

const STATE_LABELS: Record<TWebhookDelivery['state'], string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Gave up',
};

function describeState(delivery: TWebhookDelivery): string {
  if (delivery.state === 'pending' && delivery.attempts > 0 && delivery.nextAttemptAt) {
    return `Retrying at ${formatMoment(delivery.nextAttemptAt)}`;
  }
  return STATE_LABELS[delivery.state];
}

/** An endpoint's latest deliveries: what was sent, how the receiver answered, what is retried. */
export function DeliveriesTable({ url, deliveries }: { url: string; deliveries: TWebhookDelivery[] }) {
  if (deliveries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing sent yet. Send a test event to check the receiver.
      </Typography>
    );
  }
  return (
    <DataTable
      label={`Recent deliveries to ${url}`}
      rows={deliveries}
      title={{ header: 'Event', render: (delivery) => delivery.type }}
      columns={[
        { header: 'Queued', render: (delivery) => formatMoment(delivery.createdAt) },
        { header: 'State', render: describeState },
        { header: 'Attempts', render: (delivery) => delivery.attempts, hiddenBelow: 'sm' },
        {
          header: 'Answer',
          render: (delivery) =>
            delivery.lastError ?? (delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : '—'),
          cellSx: { maxWidth: 240, overflowWrap: 'anywhere' },
        },
      ]}
    />
  );
}
