import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { APPLICATION_STATUSES } from './status';
import { MEMBERSHIP_CATEGORIES, ZConditions } from './committee-files';
import { ZSubmissionChanges } from './submission-changes';
import { ZPrivilegeSuspension } from './privilege-suspensions';

/**
 * Appointments and reappointment (issue 14): an approval appoints the doctor to the hospital's
 * medical staff for the hospital's number of months; before the end the doctor is invited to apply
 * for reappointment, prefilled from the last approved application.
 */

/** 'initial', or 'reappointment': renewing the appointment of the last approved application. */
export const APPLICATION_KINDS = ['initial', 'reappointment'] as const;
export type TApplicationKind = (typeof APPLICATION_KINDS)[number];
export const ZApplicationKind = z.enum(APPLICATION_KINDS);

export const APPOINTMENT_STATES = ['active', 'renewed', 'lapsed', 'ended'] as const;
export type TAppointmentState = (typeof APPOINTMENT_STATES)[number];

/** An appointment: dates are YYYY-MM-DD days, moments ISO strings. */
export const ZAppointment = z.object({
  id: z.string(),
  /** The approved application that recorded it. */
  applicationId: z.string(),
  hospitalId: z.string(),
  hospitalName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  state: z.enum(APPOINTMENT_STATES),
  /** When the doctor was invited to apply for reappointment (null: not yet). */
  invitedAt: z.string().nullable(),
  /** When it ended without an approved reappointment. */
  lapsedAt: z.string().nullable(),
  /** The approved reappointment that renewed it. */
  renewedByApplicationId: z.string().nullable(),
  /** The privileges granted with the approval, each with the conditions the decision put on it. */
  privileges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      department: z.string(),
      conditions: ZConditions.nullable(),
      /** Present while the privilege is suspended (the grant stands; it may not be exercised). */
      suspension: ZPrivilegeSuspension.optional(),
    }),
  ),
  /** The membership category the decision route named; null when approved without one. */
  membershipCategory: z.enum(MEMBERSHIP_CATEGORIES).nullable(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

/**
 * GET /appointments: the doctor's current appointments (active or lapsed), each with the
 * reappointment application started from it, if any.
 */
export const ZDoctorAppointment = ZAppointment.extend({
  reappointment: z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
});
export type TDoctorAppointment = z.infer<typeof ZDoctorAppointment>;
export const ZDoctorAppointmentList = z.object({ data: z.array(ZDoctorAppointment) });
export type TDoctorAppointmentList = z.infer<typeof ZDoctorAppointmentList>;

/** What a reappointment renews: the last approved application, approved on `approvedOn` (YYYY-MM-DD). */
export const ZReappointmentOf = z.object({
  previousApplicationId: z.string(),
  approvedOn: z.string().nullable(),
});
export type TReappointmentOf = z.infer<typeof ZReappointmentOf>;

/**
 * GET /admin/applications/{id}/reappointment-changes: a reappointment's latest submission (or its
 * answers as they stand, before one) against the last submission of the approved application, each
 * change with where it came from (a renewal of the approved application's document carried in reads so).
 */
export const ZReappointmentComparison = ZReappointmentOf.extend({
  changes: ZSubmissionChanges,
});
export type TReappointmentComparison = z.infer<typeof ZReappointmentComparison>;

// ---------------------------------------------------------------- the hospital's cycle settings

export const APPOINTMENT_MONTHS_RANGE = { min: 1, max: 24 } as const;
export const REAPPOINTMENT_LEAD_DAYS_RANGE = { min: 1, max: 365 } as const;
export const REFERENCE_REMINDER_DAY_RANGE = { min: 1, max: 60 } as const;
export const REFERENCE_REMINDER_DAYS_MAX_COUNT = 3;

export const CYCLE_MESSAGES = {
  wholeNumber: 'Enter a whole number',
  between: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
  reminderDays: `Enter 1 to ${REFERENCE_REMINDER_DAYS_MAX_COUNT} whole days from ${REFERENCE_REMINDER_DAY_RANGE.min} to ${REFERENCE_REMINDER_DAY_RANGE.max}, separated by commas`,
  reminderDaysOrder: 'Each day must be later than the one before it',
} as const;

const rangeNumber = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: CYCLE_MESSAGES.wholeNumber })
    .int(CYCLE_MESSAGES.wholeNumber)
    .min(min, CYCLE_MESSAGES.between(min, max))
    .max(max, CYCLE_MESSAGES.between(min, max));

/** A form's number field holds text; read as the same bounded integer the API takes. */
const rangeText = (range: { min: number; max: number }) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^\d+$/, CYCLE_MESSAGES.wholeNumber)
    .transform(Number)
    .pipe(rangeNumber(range));

function isIncreasing(days: readonly number[]): boolean {
  return days.every((day, index) => index === 0 || day > days[index - 1]);
}

/** Days after a reference or coverage request was sent when an unanswered one is reminded. */
export const ZReferenceReminderDays = z
  .array(
    z
      .number({ error: CYCLE_MESSAGES.reminderDays })
      .int(CYCLE_MESSAGES.reminderDays)
      .min(REFERENCE_REMINDER_DAY_RANGE.min, CYCLE_MESSAGES.reminderDays)
      .max(REFERENCE_REMINDER_DAY_RANGE.max, CYCLE_MESSAGES.reminderDays),
    { error: CYCLE_MESSAGES.reminderDays },
  )
  .min(1, CYCLE_MESSAGES.reminderDays)
  .max(REFERENCE_REMINDER_DAYS_MAX_COUNT, CYCLE_MESSAGES.reminderDays)
  .refine(isIncreasing, CYCLE_MESSAGES.reminderDaysOrder);

/** "3, 7, 14" (commas or spaces) as the form field holds it, read into the days. */
export const ZReferenceReminderDaysText = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  // A comma with any spaces, or spaces alone: one way to read each separator (no backtracking).
  .regex(/^\d+(?:\s*,\s*\d+|\s+\d+)*$/, CYCLE_MESSAGES.reminderDays)
  .transform((text) => text.split(/[\s,]+/).map(Number))
  .pipe(ZReferenceReminderDays);

/** The days as the form field shows them. */
export function formatReminderDays(days: readonly number[]): string {
  return days.join(', ');
}

/** The request body's fields (PUT /platform/hospitals/{id}). */
export const HOSPITAL_CYCLE_FIELDS = {
  appointmentMonths: rangeNumber(APPOINTMENT_MONTHS_RANGE),
  reappointmentLeadDays: rangeNumber(REAPPOINTMENT_LEAD_DAYS_RANGE),
  referenceReminderDays: ZReferenceReminderDays,
};

/** The edit dialog's text fields, read into the request's numbers. */
export const HOSPITAL_CYCLE_FORM_FIELDS = {
  appointmentMonths: rangeText(APPOINTMENT_MONTHS_RANGE),
  reappointmentLeadDays: rangeText(REAPPOINTMENT_LEAD_DAYS_RANGE),
  referenceReminderDays: ZReferenceReminderDaysText,
};

/** The settings as a hospital's platform view carries them. */
export const ZHospitalCycleSettings = z.object({
  appointmentMonths: z.number().int(),
  reappointmentLeadDays: z.number().int(),
  referenceReminderDays: z.array(z.number().int()),
});
export type THospitalCycleSettings = z.infer<typeof ZHospitalCycleSettings>;
