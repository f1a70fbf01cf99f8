import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  ZWebhookUrl,
  type TFieldDescriptor,
  type TWebhookEndpoint,
  type TWebhookEventType,
} from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useFormSubmit, type TFormFieldRow } from '@docapply/ui';

/** The form's values: the address, one box per event, and (editing) whether it is sent to ("true"/"false", as checkboxes keep them). */
type TFormValues = {
  url: string;
  granted: string;
  changed: string;
  expired: string;
  ended: string;
  suspended: string;
  reinstated: string;
  isActive: string;
};
type TEventBox = 'granted' | 'changed' | 'expired' | 'ended' | 'suspended' | 'reinstated';
const BOX_OF: Record<TWebhookEventType, TEventBox> = {
  'privilege.granted': 'granted',
  'privilege.changed': 'changed',
  'privilege.expired': 'expired',
  'privilege.ended': 'ended',
  'privilege.suspended': 'suspended',
  'privilege.reinstated': 'reinstated',
};

export type TEndpointValues = { url: string; events: TWebhookEventType[]; isActive: boolean };

const CHOOSE_ONE = 'Choose at least one event';
const ZBox = z.string().transform((value) => value === 'true');
const box = (isTicked: boolean) => String(isTicked);
const resolver = zodResolver(
  z
    .object({
      url: ZWebhookUrl,
      granted: ZBox,
      changed: ZBox,
      expired: ZBox,
      ended: ZBox,
      suspended: ZBox,
      reinstated: ZBox,
      isActive: ZBox,
    })
    .refine((values) => WEBHOOK_EVENT_TYPES.some((type) => values[BOX_OF[type]]), {
      message: CHOOSE_ONE,
      path: ['granted'],
    })
    .transform((values): TEndpointValues => ({
      url: values.url,
      events: WEBHOOK_EVENT_TYPES.filter((type) => values[BOX_OF[type]]),
      isActive: values.isActive,
    })),
) as unknown as Resolver<TFormValues, unknown, TEndpointValues>;

const URL_FIELD: TFieldDescriptor & { name: 'url' } = {
  name: 'url',
  type: 'text',
  label: 'Address (URL)',
  required: true,
  helperText: 'Where your system receives the events, like https://scheduling.example.org/hooks/docapply',
};
const EVENT_FIELDS = WEBHOOK_EVENT_TYPES.map((type): TFieldDescriptor & { name: TEventBox } => ({
  name: BOX_OF[type],
  type: 'checkbox',
  label: WEBHOOK_EVENT_LABELS[type],
}));
const ACTIVE_FIELD: TFieldDescriptor & { name: 'isActive' } = {
  name: 'isActive',
  type: 'checkbox',
  label: 'Send events to this endpoint',
};

/** Adds an endpoint (every event ticked) or edits one; the server's field messages land on the fields. */
export function EndpointDialog({
  endpoint,
  isPending,
  onSave,
  onClose,
}: {
  endpoint?: TWebhookEndpoint;
  isPending: boolean;
  onSave: (values: TEndpointValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const has = (type: TWebhookEventType) => (endpoint ? endpoint.events.includes(type) : true);
  const form = useForm<TFormValues, unknown, TEndpointValues>({
    resolver,
    defaultValues: {
      url: endpoint?.url ?? '',
      granted: box(has('privilege.granted')),
      changed: box(has('privilege.changed')),
      expired: box(has('privilege.expired')),
      ended: box(has('privilege.ended')),
      suspended: box(has('privilege.suspended')),
      reinstated: box(has('privilege.reinstated')),
      isActive: box(endpoint?.isActive ?? true),
    },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['url', 'granted'],
    onSubmit: async (values) => {
      await onSave(values);
      onClose();
    },
  });
  return (
    <FormDialog
      title={endpoint ? 'Edit webhook endpoint' : 'Add a webhook endpoint'}
      intro="Each event is a signed POST (Standard Webhooks) with the privilege as the feed shows it."
      submitLabel={endpoint ? 'Save endpoint' : 'Add endpoint'}
      isPending={isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid
        control={form.control}
        onValidityChange={onValidityChange}
        rows={[
          [URL_FIELD],
          ...EVENT_FIELDS.map((field): TFormFieldRow<TFormValues> => [field]),
          ...(endpoint ? [[ACTIVE_FIELD] as const] : []),
        ]}
        sx={{ pt: 2 }}
      />
    </FormDialog>
  );
}
