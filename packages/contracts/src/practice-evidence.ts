import { z } from 'zod';
import { FPPE_CONCLUSIONS, FPPE_METHODS, FPPE_STATES, FPPE_TRIGGERS } from './fppe';
import { OPPE_CONCLUSIONS, OPPE_FLAGS, OPPE_INDICATOR_KINDS } from './oppe';

export * from './practice-evidence-labels';

/**
 * What a reappointment is decided on besides the doctor's answers (issue 41): the FPPEs and the
 * OPPE cycles of the appointment being renewed, and each privilege asked for again whose current
 * competence that period does not show.
 */

export const ZPracticeEvidence = z.object({
  /** The appointment being renewed; null when the application is not a reappointment. */
  period: z.object({ startsOn: z.string(), endsOn: z.string() }).nullable(),
  fppes: z.array(
    z.object({
      id: z.string(),
      privilegeName: z.string(),
      trigger: z.enum(FPPE_TRIGGERS),
      method: z.enum(FPPE_METHODS),
      cases: z.number().int().nullable(),
      evaluations: z.number().int(),
      concerns: z.number().int(),
      startsOn: z.string(),
      dueOn: z.string(),
      state: z.enum(FPPE_STATES),
      conclusion: z.enum(FPPE_CONCLUSIONS).nullable(),
      conditions: z.string().nullable(),
    }),
  ),
  oppe: z.array(
    z.object({
      cycleId: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      indicators: z.array(
        z.object({
          name: z.string(),
          department: z.string(),
          kind: z.enum(OPPE_INDICATOR_KINDS),
          unit: z.string(),
          value: z.number(),
          numerator: z.number(),
          denominator: z.number().nullable(),
          min: z.number().nullable(),
          max: z.number().nullable(),
          flag: z.enum(OPPE_FLAGS).nullable(),
        }),
      ),
      conclusion: z.enum(OPPE_CONCLUSIONS).nullable(),
      attestedAt: z.string().nullable(),
    }),
  ),
  /** Every privilege asked for again, with whether the period shows activity in it. */
  privileges: z.array(
    z.object({ id: z.string(), name: z.string(), department: z.string(), lowVolume: z.boolean() }),
  ),
});
export type TPracticeEvidence = z.infer<typeof ZPracticeEvidence>;
