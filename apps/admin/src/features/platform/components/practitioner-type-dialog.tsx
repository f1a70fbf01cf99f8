import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  DEFAULT_MEMBERSHIP_CATEGORIES,
  MEMBERSHIP_CATEGORIES,
  MEMBERSHIP_CATEGORY_LABELS,
  PRACTITIONER_CATEGORIES,
  PRACTITIONER_CATEGORY_LABELS,
  ZCreatePractitionerTypeRequest,
  type TFieldDescriptor,
  type TMembershipCategory,
  type TPractitionerType,
} from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { CheckboxGroup } from '@/components/checkbox-group';
import { useCreatePractitionerType, useUpdatePractitionerType } from '../api/save-practitioner-type';

type TTypeValues = {
  code: string;
  name: string;
  category: string;
  requiresSupervision: string;
  membershipCategories: TMembershipCategory[];
};
type TTypeOutput = Omit<z.infer<typeof ZTypeForm>, 'code'> & { code?: string };

const ZTypeForm = z.object({
  code: ZCreatePractitionerTypeRequest.shape.code,
  name: ZCreatePractitionerTypeRequest.shape.name,
  category: z.enum(PRACTITIONER_CATEGORIES, { error: 'Required' }),
  requiresSupervision: z.enum(['true', 'false']).transform((value) => value === 'true'),
  // At least one, with the contracts' message.
  membershipCategories: ZCreatePractitionerTypeRequest.shape.membershipCategories.unwrap(),
});
// The code never changes: an edit neither shows nor sends it (the empty value is dropped).
const ZTypeEditForm = ZTypeForm.omit({ code: true });

const FIELD_NAMES = ['code', 'name', 'category', 'requiresSupervision', 'membershipCategories'] as const;

const MEMBERSHIP_OPTIONS = MEMBERSHIP_CATEGORIES.map((value) => ({
  value,
  label: MEMBERSHIP_CATEGORY_LABELS[value],
}));

/** The ticked categories in the order every list shows them. */
function inListOrder(categories: readonly TMembershipCategory[]): TMembershipCategory[] {
  return MEMBERSHIP_CATEGORIES.filter((category) => categories.includes(category));
}

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
} satisfies Record<
  Exclude<keyof TTypeValues, 'membershipCategories'>,
  TFieldDescriptor & { name: keyof TTypeValues }
>;

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
      membershipCategories: type ? inListOrder(type.membershipCategories) : [],
    },
  });
  // A new type: choosing its category ticks the group's usual ones until the admin ticks their own.
  const category = useWatch({ control: form.control, name: 'category' });
  const isCategoriesTouched = useRef(false);
  useEffect(() => {
    const chosen = ZTypeForm.shape.category.safeParse(category);
    if (type || isCategoriesTouched.current || !chosen.success) {
      return;
    }
    const usual = DEFAULT_MEMBERSHIP_CATEGORIES[chosen.data];
    form.setValue('membershipCategories', [...usual], { shouldValidate: form.formState.isSubmitted });
  }, [type, category, form]);
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async ({ code, membershipCategories, ...rest }) => {
      const values = { ...rest, membershipCategories: inListOrder(membershipCategories) };
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
      <Controller
        control={form.control}
        name="membershipCategories"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Membership categories"
            helperText="The staff categories a practitioner of this type may be appointed in"
            options={MEMBERSHIP_OPTIONS}
            value={field.value}
            onChange={(categories) => {
              isCategoriesTouched.current = true;
              field.onChange(categories);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
    </FormDialog>
  );
}
