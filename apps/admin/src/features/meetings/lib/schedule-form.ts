import dayjs from 'dayjs';
import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import type { TCreateMeetingInput } from '@docapply/contracts';

/** The schedule dialog's values as typed: the date and time from the browser's own picker. */
export type TScheduleValues = { stepId: string; startsAt: string; location: string; packetLeadDays: string };

export const SCHEDULE_FIELDS = ['stepId', 'startsAt', 'location', 'packetLeadDays'] as const;

/** What the dialog sends: the local date and time as an instant, the lead days as a number. */
export const ZScheduleForm = z
  .object({
    stepId: z.string().min(1, 'Choose the committee'),
    startsAt: z
      .string()
      .min(1, MESSAGES.required)
      .refine((value) => dayjs(value).isValid(), 'Enter a date and time')
      .refine((value) => dayjs(value).isAfter(dayjs()), 'Choose a date and time in the future'),
    location: z.string().trim().min(1, MESSAGES.required).max(200, 'At most 200 characters'),
    packetLeadDays: z
      .string()
      .regex(/^\d{1,2}$/, 'Enter a number of days from 0 to 60')
      .refine((value) => Number(value) <= 60, 'Enter a number of days from 0 to 60'),
  })
  .transform((values): TCreateMeetingInput => ({
    stepId: values.stepId,
    startsAt: dayjs(values.startsAt).toISOString(),
    location: values.location,
    packetLeadDays: Number(values.packetLeadDays),
  }));
