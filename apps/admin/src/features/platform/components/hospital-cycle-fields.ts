import {
  APPOINTMENT_MONTHS_RANGE,
  REAPPOINTMENT_LEAD_DAYS_RANGE,
  REFERENCE_REMINDER_DAY_RANGE,
  formatReminderDays,
  type TFieldDescriptor,
  type THospitalEditFormValues,
  type TPlatformHospital,
} from '@docapply/contracts';

/** The appointment cycle's fields (issue 14), edited on an existing hospital. */
export const CYCLE_FIELD_NAMES = [
  'appointmentMonths',
  'reappointmentLeadDays',
  'referenceReminderDays',
] as const satisfies (keyof THospitalEditFormValues)[];

type TCycleField = (typeof CYCLE_FIELD_NAMES)[number];
export type TCycleValues = Pick<THospitalEditFormValues, TCycleField>;
type TDescriptor = TFieldDescriptor & { name: TCycleField };

export const CYCLE_FIELDS = {
  appointmentMonths: {
    name: 'appointmentMonths',
    type: 'number',
    label: 'Appointment length (months)',
    required: true,
    helperText: `From ${APPOINTMENT_MONTHS_RANGE.min} to ${APPOINTMENT_MONTHS_RANGE.max}: how long an approval appoints a doctor`,
  },
  reappointmentLeadDays: {
    name: 'reappointmentLeadDays',
    type: 'number',
    label: 'Reappointment invitation (days)',
    required: true,
    helperText: `From ${REAPPOINTMENT_LEAD_DAYS_RANGE.min} to ${REAPPOINTMENT_LEAD_DAYS_RANGE.max} days before the appointment ends`,
  },
  referenceReminderDays: {
    name: 'referenceReminderDays',
    type: 'text',
    label: 'Reference reminders (days after sending)',
    required: true,
    helperText: `Up to 3 increasing days from ${REFERENCE_REMINDER_DAY_RANGE.min} to ${REFERENCE_REMINDER_DAY_RANGE.max}, such as 3, 7, 14`,
  },
} satisfies Record<TCycleField, TDescriptor>;

/** The dialog's text values of a hospital's cycle settings. */
export function toCycleValues(hospital: TPlatformHospital): TCycleValues {
  return {
    appointmentMonths: String(hospital.appointmentMonths),
    reappointmentLeadDays: String(hospital.reappointmentLeadDays),
    referenceReminderDays: formatReminderDays(hospital.referenceReminderDays),
  };
}
