import { useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZHospitalEditForm,
  ZHospitalForm,
  type TCreateHospitalRequest,
  type TFieldDescriptor,
  type THospitalFormValues,
  type TPlatformHospital,
} from '@docapply/contracts';
import { US_STATES } from '@docapply/rules';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { useCreateHospital } from '../api/create-hospital';
import { useUpdateHospital } from '../api/update-hospital';
import { CYCLE_FIELDS, CYCLE_FIELD_NAMES, toCycleValues, type TCycleValues } from './hospital-cycle-fields';

type THospitalField = keyof THospitalFormValues;
// The edit dialog adds the appointment cycle (issue 14); a new hospital starts from its defaults.
type TDialogValues = THospitalFormValues & Partial<TCycleValues> & { requireStrongFactor?: string };
type TDescriptor = TFieldDescriptor & { name: THospitalField };

const FIELDS = {
  name: { name: 'name', type: 'text', label: 'Name', required: true },
  city: { name: 'city', type: 'text', label: 'City', required: true },
  state: { name: 'state', type: 'select', label: 'State', required: true, options: US_STATES },
  about: {
    name: 'about',
    type: 'textarea',
    label: 'About',
    rows: 4,
    helperText: 'Shown to doctors before they apply',
  },
} satisfies Record<Exclude<THospitalField, 'minReferences'>, TDescriptor>;
const STRONG_FACTOR_FIELD: TFieldDescriptor & { name: 'requireStrongFactor' } = {
  name: 'requireStrongFactor',
  type: 'checkbox',
  label: "Require a passkey or authenticator app for this hospital's admins",
  helperText: 'An emailed code then no longer signs them in; one without either sets one up first.',
};
const STRONG_FACTOR_ROW: TFormFieldRow<TDialogValues> = [STRONG_FACTOR_FIELD];
const FIELD_NAMES = [
  'name',
  'city',
  'state',
  'about',
  'minReferences',
  'requireStrongFactor',
  ...CYCLE_FIELD_NAMES,
] as const satisfies (keyof TDialogValues)[];

function minReferencesField(isEdit: boolean): TDescriptor {
  return {
    name: 'minReferences',
    type: 'number',
    label: 'Minimum references',
    required: isEdit,
    helperText: isEdit ? 'From 1 to 10' : 'From 1 to 10; leave empty for the platform default',
  };
}

const CYCLE_ROWS: TFormFieldRow<TDialogValues>[] = [
  [CYCLE_FIELDS.appointmentMonths, CYCLE_FIELDS.reappointmentLeadDays],
  [CYCLE_FIELDS.referenceReminderDays],
];

function toValues(hospital: TPlatformHospital | null): TDialogValues {
  return {
    ...(hospital ? toCycleValues(hospital) : {}),
    name: hospital?.name ?? '',
    city: hospital?.city ?? '',
    state: hospital?.state ?? '',
    about: hospital?.about ?? '',
    minReferences: hospital ? String(hospital.minReferences) : '',
    ...(hospital ? { requireStrongFactor: hospital.requireStrongFactor ? 'true' : 'false' } : {}),
  };
}

type THospitalDialogProps = {
  /** The hospital to edit; null adds a new one. */
  hospital: TPlatformHospital | null;
  onClose: () => void;
};

/** Adds a hospital (it opens to applications at once, with the default forms) or edits one. */
export function HospitalDialog({ hospital, onClose }: THospitalDialogProps) {
  const isEdit = hospital !== null;
  const { showAlert } = useAlert();
  const createHospital = useCreateHospital();
  const updateHospital = useUpdateHospital();
  // Both schemas read the text values into the request body; the edit one needs a number.
  const resolver = zodResolver(isEdit ? ZHospitalEditForm : ZHospitalForm) as unknown as Resolver<
    TDialogValues,
    unknown,
    TCreateHospitalRequest
  >;
  const form = useForm<TDialogValues, unknown, TCreateHospitalRequest>({
    resolver,
    defaultValues: toValues(hospital),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      if (hospital) {
        await updateHospital.mutateAsync({ id: hospital.id, body });
        showAlert({ type: 'success', message: `${body.name} was saved.` });
      } else {
        await createHospital.mutateAsync(body);
        showAlert({ type: 'success', message: `${body.name} was added. Doctors can apply there now.` });
      }
      onClose();
    },
  });

  // FormField reads and writes the text values only; the numbers matter to handleSubmit alone.
  const control = form.control as unknown as Control<TDialogValues>;
  const rows: TFormFieldRow<TDialogValues>[] = [
    [FIELDS.name],
    [FIELDS.city, FIELDS.state],
    [FIELDS.about],
    [minReferencesField(isEdit), null],
    ...(isEdit ? [...CYCLE_ROWS, STRONG_FACTOR_ROW] : []),
  ];
  return (
    <FormDialog
      title={isEdit ? `Edit ${hospital.name}` : 'Add a hospital'}
      submitLabel={isEdit ? 'Save' : 'Add hospital'}
      isPending={createHospital.isPending || updateHospital.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid control={control} onValidityChange={onValidityChange} rows={rows} sx={{ pt: 2 }} />
    </FormDialog>
  );
}
