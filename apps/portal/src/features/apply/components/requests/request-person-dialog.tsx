import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZRequestPerson, type TFieldDescriptor, type TRequestPerson } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useFormSubmit, type TFormFieldRow } from '@docapply/ui';

type TPersonField = keyof TRequestPerson;

const FIELDS = {
  name: { name: 'name', type: 'text', label: 'Full name', required: true },
  specialty: { name: 'specialty', type: 'text', label: 'Specialty', required: true },
  email: { name: 'email', type: 'email', label: 'Email', required: true },
  phone: { name: 'phone', type: 'tel', label: 'Phone', required: true },
  relationship: {
    name: 'relationship',
    type: 'text',
    label: 'Relationship to you',
    placeholder: 'e.g. Department chair, 2019-2024',
    required: true,
  },
} satisfies Record<TPersonField, TFieldDescriptor & { name: TPersonField }>;
const FIELD_NAMES = Object.keys(FIELDS) as TPersonField[];
const ROWS: TFormFieldRow<TRequestPerson>[] = [
  [FIELDS.name, FIELDS.specialty],
  [FIELDS.email, FIELDS.phone],
  [FIELDS.relationship],
];
const EMPTY: TRequestPerson = { name: '', specialty: '', email: '', phone: '', relationship: '' };

type TRequestPersonDialogProps = {
  title: string;
  /** The person's details to change; a new person starts empty. */
  initial?: TRequestPerson;
  intro: string;
  submitLabel: string;
  isOpen: boolean;
  isBusy: boolean;
  onClose: () => void;
  /** Resolves when saved; a rejection's field messages land on the inputs, others show as an alert. */
  onSubmit: (person: TRequestPerson) => Promise<unknown>;
};

/**
 * Who to ask: a peer reference or the covering physician (name, specialty, email, phone,
 * relationship); `initial` fills it with someone's details to change.
 */
export function RequestPersonDialog({
  title,
  initial = EMPTY,
  intro,
  submitLabel,
  isOpen,
  isBusy,
  onClose,
  onSubmit,
}: TRequestPersonDialogProps) {
  const form = useForm<TRequestPerson>({ resolver: zodResolver(ZRequestPerson), defaultValues: initial });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (values) => {
      await onSubmit(values);
      form.reset(initial);
    },
  });

  return (
    <FormDialog
      isOpen={isOpen}
      title={title}
      intro={intro}
      submitLabel={submitLabel}
      isPending={isBusy}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={ROWS} />
    </FormDialog>
  );
}
