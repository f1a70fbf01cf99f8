import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  PRACTITIONER_CATEGORIES,
  PRACTITIONER_CATEGORY_LABELS,
  ZCreatePractitionerTypeRequest,
  type TFieldDescriptor,
  type TPractitionerType,
} from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { useCreatePractitionerType, useUpdatePractitionerType } from '../api/save-practitioner-type';

type TTypeValues = { code: string; name: string; category: string; requiresSupervision: string };
type TTypeOutput = Omit<z.infer<typeof ZTypeForm>, 'code'> & { code?: string };

const ZTypeForm = z.object({
  code: ZCreatePractitionerTypeRequest.shape.code,
  name: ZCreatePractitionerTypeRequest.shape.name,
  category: z.enum(PRACTITIONER_CATEGORIES, { error: 'Required' }),
  requiresSupervision: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
// The code never changes: an edit neither shows nor sends it (the empty value is dropped).
const ZTypeEditForm = ZTypeForm.omit({ code: true });

const FIELD_NAMES = ['code', 'name', 'category', 'requiresSupervision'] as const;

const FIELDS = {
  code: {
    name: 'code',
    type: 'text',
    label: 'Code',
    required: true,
    helperText: 'Lower-case letters, digits and _, e.g. "rd". It never changes.',
  },
  name: { name: 'name', type: 'text', label: 'Name', required: true, helperText: 'What practitioners read' },
  category: {
    name: 'category',
    type: 'select',
    label: 'Category',
    required: true,
    options: PRACTITIONER_CATEGORIES.map((value) => ({ value, label: PRACTITIONER_CATEGORY_LABELS[value] })),
  },
  requiresSupervision: {
    name: 'requiresSupervision',
    type: 'checkbox',
    label: 'Needs a supervising or collaborating physician',
  },
} satisfies Record<keyof TTypeValues, TFieldDescriptor & { name: keyof TTypeValues }>;

type TPractitionerTypeDialogProps = {
  /** The type to edit; null adds one. */
  type: TPractitionerType | null;
  /** Where a new type goes: after the last one. */
  nextSortOrder: number;
  onClose: () => void;
};

/** Adds a practitioner type, or renames and regroups one (its code stays). */
export function PractitionerTypeDialog({ type, nextSortOrder, onClose }: TPractitionerTypeDialogProps) {
  const { showAlert } = useAlert();
  const createType = useCreatePractitionerType();
  const updateType = useUpdatePractitionerType();
  const form = useForm<TTypeValues, unknown, TTypeOutput>({
    resolver: zodResolver(type ? ZTypeEditForm : ZTypeForm) as unknown as Resolver<
      TTypeValues,
      unknown,
      TTypeOutput
    >,
    defaultValues: {
      code: '',
      name: type?.name ?? '',
      category: type?.category ?? '',
      requiresSupervision: type?.requiresSupervision ? 'true' : 'false',
    },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async ({ code, ...values }) => {
      if (type) {
        // The whole type: what the dialog does not show keeps its value.
        const body = { ...values, isActive: type.isActive, sortOrder: type.sortOrder };
        await updateType.mutateAsync({ code: type.code, body });
        showAlert({ type: 'success', message: `${values.name} was saved.` });
      } else {
        const body = { ...values, code: code ?? '', isActive: true, sortOrder: nextSortOrder };
        await createType.mutateAsync(body);
        showAlert({
          type: 'success',
          message: `${values.name} was added. Practitioners can choose it when they register.`,
        });
      }
      onClose();
    },
  });
  const rows: TFormFieldRow<TTypeValues>[] = [
    ...(type ? [] : [[FIELDS.code] as const]),
    [FIELDS.name],
    [FIELDS.category],
    [FIELDS.requiresSupervision],
  ];
  return (
    <FormDialog
      title={type ? `Edit ${type.name}` : 'Add a practitioner type'}
      intro={
        type ? `Code: ${type.code}. Accounts, forms and privileges keep naming it by its code.` : undefined
      }
      submitLabel={type ? 'Save' : 'Add type'}
      isPending={createType.isPending || updateType.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={rows} sx={{ pt: 2 }} />
    </FormDialog>
  );
}
