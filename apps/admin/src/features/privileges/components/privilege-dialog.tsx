import { Box, FormControlLabel, Grid, Switch } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FPPE_DEFAULT_TEMPLATE,
  FPPE_METHODS,
  FPPE_METHOD_LABELS,
  type TAdminPrivilege,
  type TSavePrivilegeRequest,
} from '@docapply/contracts';
import {
  FormDialog,
  FormFieldGrid,
  getErrorMessage,
  useAlert,
  useFormSubmit,
  type TFormFieldRow,
} from '@docapply/ui';
import {
  PractitionerTypesField,
  type TPractitionerTypesWording,
} from '@/components/practitioner-types-field';
import { usePrivilegeForms } from '../api/get-privilege-forms';
import { useSavePrivilege } from '../api/save-privilege';
import { DepartmentField } from './department-field';
import {
  NO_FORM,
  PRIVILEGE_FIELD_NAMES,
  STANDARD_PLAN,
  ZPrivilegeForm,
  toFormValues,
  type TPrivilegeFormValues,
} from './privilege-form-values';

/** Who may ask for the privilege (issue 42): none ticked offers it to every type. */
const OFFERED_TO: TPractitionerTypesWording = {
  legend: 'Offered to',
  every: 'None ticked: offered to every practitioner type',
  some: 'Only these practitioner types can ask for it',
};

type TPrivilegeDialogProps = {
  hospitalId: string;
  /** The privilege to edit (its next version); null adds a new one. */
  privilege: TAdminPrivilege | null;
  departments: readonly string[];
  onClose: () => void;
};

/** The form select's choices: "No form", the published privilege forms, and the one in use. */
function useFormOptions(hospitalId: string, privilege: TAdminPrivilege | null) {
  const forms = usePrivilegeForms(hospitalId);
  const options = [
    { value: NO_FORM, label: 'No form' },
    ...(forms.data ?? []).map((form) => ({ value: form.key, label: form.title })),
  ];
  // Kept selectable while the list loads, or when its form has no published version any more.
  if (privilege?.formKey && !options.some((option) => option.value === privilege.formKey)) {
    options.push({ value: privilege.formKey, label: privilege.formTitle ?? privilege.formKey });
  }
  const helperText = forms.isPending
    ? 'Loading the privilege forms...'
    : forms.isError
      ? getErrorMessage(forms.error)
      : 'What the doctor fills in when picking this privilege';
  return { options, helperText };
}

/** Adds a privilege (version 1) or saves an edit of one as its next version. */
export function PrivilegeDialog({ hospitalId, privilege, departments, onClose }: TPrivilegeDialogProps) {
  const { showAlert } = useAlert();
  const savePrivilege = useSavePrivilege();
  const formOptions = useFormOptions(hospitalId, privilege);
  const form = useForm<TPrivilegeFormValues, unknown, TSavePrivilegeRequest>({
    resolver: zodResolver(ZPrivilegeForm),
    defaultValues: toFormValues(privilege),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: PRIVILEGE_FIELD_NAMES,
    onSubmit: async (body) => {
      const saved = await savePrivilege.mutateAsync({ hospitalId, key: privilege?.key ?? null, body });
      if (!privilege) {
        showAlert({ type: 'success', message: `${saved.name} was added to ${saved.department}.` });
      } else if (saved.version > privilege.version) {
        showAlert({
          type: 'success',
          message: `Saved as version ${saved.version}. Applications that picked an earlier version keep it.`,
        });
      } else {
        showAlert({
          type: 'info',
          message: `Nothing changed: ${saved.name} stays at version ${saved.version}.`,
        });
      }
      onClose();
    },
  });

  const isOwnPlan = useWatch({ control: form.control, name: 'requirements.fppe.method' }) !== STANDARD_PLAN;
  const standard = FPPE_DEFAULT_TEMPLATE;
  const fppeRows: TFormFieldRow<TPrivilegeFormValues>[] = [
    [
      {
        name: 'requirements.fppe.method',
        type: 'select',
        label: 'FPPE after a grant',
        options: [
          {
            value: STANDARD_PLAN,
            label: `Standard plan (${FPPE_METHOD_LABELS[standard.method].toLowerCase()}, ${standard.cases} cases, ${standard.days} days)`,
          },
          ...FPPE_METHODS.map((method) => ({ value: method, label: FPPE_METHOD_LABELS[method] })),
        ],
        helperText: 'The focused evaluation every new grant of this privilege starts',
      },
    ],
    ...(isOwnPlan
      ? ([
          [
            {
              name: 'requirements.fppe.cases',
              type: 'number',
              label: 'Cases',
              helperText: 'Empty for a period alone',
            },
            { name: 'requirements.fppe.days', type: 'number', label: 'Days to complete', required: true },
          ],
          [
            {
              name: 'requirements.fppe.criteria',
              type: 'textarea',
              label: 'FPPE criteria',
              rows: 2,
              required: true,
            },
          ],
        ] satisfies TFormFieldRow<TPrivilegeFormValues>[])
      : []),
  ];
  const rows: TFormFieldRow<TPrivilegeFormValues>[] = [
    [{ name: 'name', type: 'text', label: 'Name', required: true }],
    [
      {
        name: 'criteria',
        type: 'textarea',
        label: 'Criteria',
        rows: 3,
        helperText: 'What the doctor reads about who may hold it',
      },
    ],
    [
      { name: 'requirements.minCases.count', type: 'number', label: 'Minimum cases' },
      {
        name: 'requirements.minCases.months',
        type: 'number',
        label: 'In the last (months)',
        helperText: 'Leave both empty for no minimum',
      },
    ],
    [{ name: 'requirements.boardCertification', type: 'checkbox', label: 'Board certification required' }],
    ...fppeRows,
    [
      {
        name: 'isCore',
        type: 'radio',
        label: 'Core or special',
        options: [
          { value: 'true', label: 'Core' },
          { value: 'false', label: 'Special' },
        ],
      },
    ],
    [{ name: 'formKey', type: 'select', label: 'Privilege form', ...formOptions }],
  ];
  return (
    <FormDialog
      title={privilege ? `Edit ${privilege.name}` : 'Add privilege'}
      intro={
        privilege
          ? `Saving makes version ${privilege.version + 1}. Applications that picked an earlier version keep it.`
          : undefined
      }
      submitLabel={privilege ? 'Save' : 'Add privilege'}
      isPending={savePrivilege.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ pt: 2 }}>
        <DepartmentField control={form.control} departments={departments} />
      </Box>
      <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={rows} sx={{ pt: 4 }}>
        <Grid size={12}>
          <PractitionerTypesField control={form.control} name="practitionerTypes" wording={OFFERED_TO} />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <FormControlLabel
                label="Enabled (doctors can pick it)"
                control={
                  <Switch
                    checked={field.value}
                    onChange={(_event, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                    name={field.name}
                  />
                }
              />
            )}
          />
        </Grid>
      </FormFieldGrid>
    </FormDialog>
  );
}
