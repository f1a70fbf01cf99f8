// Over 300 lines on purpose: one file is OPPE's whole contract (indicators, cycles, imports, values,
// reports, conclusions) and the flag rule the API's SQL and the sites share; splitting it by shape would
// scatter the one rule the thresholds, the report and the practice evidence must agree on.
import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';

export * from './oppe-labels';

/**
 * Ongoing professional practice evaluation (issue 41, ADR 19): each department's indicators with
 * their thresholds; values per practitioner and cycle, imported by CSV or typed in; each
 * practitioner's report against the thresholds and the department's distribution; the chair's
 * signed conclusion. Peer-review material: the values and comments are the office's and the
 * committees', never another practitioner's; the practitioner sees at most the conclusion.
 */

export const OPPE_INDICATOR_KINDS = ['rate', 'count'] as const;
export type TOppeIndicatorKind = (typeof OPPE_INDICATOR_KINDS)[number];
export const OPPE_CYCLE_MONTHS = [6, 12] as const;
export type TOppeCycleMonths = (typeof OPPE_CYCLE_MONTHS)[number];
/** What a practitioner sees of their own OPPE: the conclusions (default), or nothing. */
export const OPPE_PRACTITIONER_SEES = ['conclusion', 'nothing'] as const;
export type TOppePractitionerSees = (typeof OPPE_PRACTITIONER_SEES)[number];
export const OPPE_CYCLE_STATES = ['open', 'closed'] as const;
export type TOppeCycleState = (typeof OPPE_CYCLE_STATES)[number];
export const OPPE_CONCLUSIONS = ['no-concerns', 'focused-review-needed'] as const;
export type TOppeConclusion = (typeof OPPE_CONCLUSIONS)[number];
/** Why a value is flagged: past a threshold, or too few cases to judge (`lowVolumeBelow`). */
export const OPPE_FLAGS = ['above-max', 'below-min', 'low-volume'] as const;
export type TOppeFlag = (typeof OPPE_FLAGS)[number];
export const OPPE_IMPORT_STATES = ['staging', 'imported', 'rejected'] as const;
export type TOppeImportState = (typeof OPPE_IMPORT_STATES)[number];
/** The CSV's columns (a header row names them, in any order, any case). */
export const OPPE_IMPORT_COLUMNS = ['npi', 'indicator', 'period', 'numerator', 'denominator'] as const;
/** Row errors listed in an import's answer (the total is always given). */
export const OPPE_IMPORT_ERRORS_LISTED = 100;
export const OPPE_DEFAULT_SETTINGS = { cycleMonths: 12, practitionerSees: 'conclusion' } as const;

export const OPPE_MESSAGES = {
  hospitalNotFound: 'Hospital not found.',
  indicatorNotFound: 'Indicator not found.',
  cycleNotFound: 'OPPE cycle not found.',
  importNotFound: 'Import not found.',
  practitionerNotFound: 'This practitioner has no OPPE values in this cycle.',
  notAppointed: 'This practitioner is not appointed at this hospital.',
  keyFormat: 'Use lower-case letters, digits and dashes, starting with a letter or digit',
  keyTaken: 'Another indicator of this hospital has this key',
  indicatorHasValues: 'This indicator has values: it cannot be deleted.',
  minAboveMax: 'The minimum cannot be above the maximum',
  cycleOpen: (endsOn: string) => `A cycle is open until ${endsOn}: the next one opens after it ends.`,
  alreadyConcluded: 'This practitioner’s OPPE for this cycle is already concluded.',
  reasonRequired: 'Say why a focused review is needed',
  numberFormat: 'Enter a number of 0 or more',
  numeratorAboveDenominator: 'The numerator cannot be more than the denominator for a rate',
  denominatorRequired: 'A rate needs a denominator of more than 0',
  importRejected: (count: number) =>
    `${count} row${count === 1 ? ' has an error' : 's have errors'}: nothing was imported. Correct the file and upload it again.`,
  // Row errors (the CSV's line, from 2: line 1 is the header).
  csvHeader: (missing: string[]) =>
    `The file's header lacks the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}. Nothing was imported.`,
  csvEmpty: 'The file has no rows. Nothing was imported.',
  csvMalformed: (line: number, reason: string) => `Line ${line}: ${reason}. Nothing was imported.`,
  rowNpi: 'An NPI is 10 digits with a valid check digit',
  rowNpiUnknown: (npi: string) => `NPI ${npi} is not a practitioner appointed at this hospital`,
  rowIndicator: 'Name the indicator by its key',
  rowIndicatorUnknown: (key: string) => `This hospital has no indicator "${key}"`,
  rowPeriod: 'Give the period as the cycle’s first day (YYYY-MM-DD) or its months (YYYY-MM..YYYY-MM)',
  rowPeriodUnknown: (period: string) => `No OPPE cycle of this hospital is the period ${period}`,
  rowDuplicate: (line: number | string) =>
    `Line ${line} already gives this value (same NPI, indicator and period)`,
} as const;

const ZAmount = z.number(MESSAGES.required).min(0, OPPE_MESSAGES.numberFormat).max(1e12);
const ZThreshold = ZAmount.nullable().default(null);

const ZIndicatorFields = z.strictObject({
  department: z.string().trim().min(1, MESSAGES.required).max(200),
  name: z.string().trim().min(1, MESSAGES.required).max(200),
  kind: z.enum(OPPE_INDICATOR_KINDS, MESSAGES.required),
  /** How the value is shown: "%" for a rate (its value is 100 × numerator / denominator), "cases"… */
  unit: z.string().trim().max(40).default(''),
  /** A value above `max` or below `min` is flagged; either may be left out. */
  min: ZThreshold,
  max: ZThreshold,
  /** Too few cases to judge: a count below it, or a rate whose denominator is below it, is flagged. */
  lowVolumeBelow: ZThreshold,
});

const checkRange = (body: { min?: number | null; max?: number | null }, ctx: z.RefinementCtx) => {
  if (
    body.min !== null &&
    body.min !== undefined &&
    body.max !== null &&
    body.max !== undefined &&
    body.min > body.max
  ) {
    ctx.addIssue({ code: 'custom', path: ['min'], message: OPPE_MESSAGES.minAboveMax });
  }
};

/** POST /admin/hospitals/{hospitalId}/oppe/indicators. */
export const ZCreateOppeIndicator = ZIndicatorFields.extend({
  /** The CSV names the indicator by its key, unique in the hospital. */
  key: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(60)
    .regex(/^[a-z0-9][a-z0-9-]*$/, OPPE_MESSAGES.keyFormat),
}).superRefine(checkRange);
export type TCreateOppeIndicator = z.input<typeof ZCreateOppeIndicator>;
/** PUT /admin/hospitals/{hospitalId}/oppe/indicators/{indicatorId}: everything but the key. */
export const ZUpdateOppeIndicator = ZIndicatorFields.superRefine(checkRange);
export type TUpdateOppeIndicator = z.input<typeof ZUpdateOppeIndicator>;

export const ZOppeIndicator = z.object({
  id: z.string(),
  hospitalId: z.string(),
  department: z.string(),
  key: z.string(),
  name: z.string(),
  kind: z.enum(OPPE_INDICATOR_KINDS),
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  lowVolumeBelow: z.number().nullable(),
});
export type TOppeIndicator = z.infer<typeof ZOppeIndicator>;
export const ZOppeIndicatorList = z.object({ data: z.array(ZOppeIndicator) });
export type TOppeIndicatorList = z.infer<typeof ZOppeIndicatorList>;

export const ZOppeSettings = z.strictObject({
  cycleMonths: z.union([z.literal(6), z.literal(12)], 'Choose 6 or 12 months'),
  practitionerSees: z.enum(OPPE_PRACTITIONER_SEES, MESSAGES.required),
});
export type TOppeSettings = z.infer<typeof ZOppeSettings>;

export const ZOppeCycle = z.object({
  id: z.string(),
  /** The first and the last day, both included; a cycle starts on a month's first day. */
  startsOn: z.string(),
  endsOn: z.string(),
  /** Closed once its last day has passed; values and conclusions may still be recorded for it. */
  state: z.enum(OPPE_CYCLE_STATES),
});
export type TOppeCycle = z.infer<typeof ZOppeCycle>;
export const ZOppeCycleList = z.object({ data: z.array(ZOppeCycle) });
export type TOppeCycleList = z.infer<typeof ZOppeCycleList>;

export const ZOppeImportError = z.object({
  line: z.number().int(),
  field: z.string().optional(),
  message: z.string(),
});
export type TOppeImportError = z.infer<typeof ZOppeImportError>;
export const ZOppeImport = z.object({
  id: z.string(),
  fileName: z.string().nullable(),
  state: z.enum(OPPE_IMPORT_STATES),
  rowsRead: z.number().int(),
  rowsImported: z.number().int(),
  errorCount: z.number().int(),
  /** The first OPPE_IMPORT_ERRORS_LISTED errors, by line. */
  errors: z.array(ZOppeImportError),
  importedBy: z.string().nullable(),
  importedAt: z.string(),
  durationMs: z.number().int().nullable(),
});
export type TOppeImport = z.infer<typeof ZOppeImport>;

/** PUT …/oppe/cycles/{cycleId}/practitioners/{doctorId}/values/{indicatorId}: a value typed in. */
export const ZOppeValueInput = z.strictObject({
  numerator: ZAmount,
  /** A rate's denominator (more than 0); a count has none. */
  denominator: ZAmount.nullable().default(null),
});
export type TOppeValueInput = z.input<typeof ZOppeValueInput>;

export const ZOppeValue = z.object({
  numerator: z.number(),
  denominator: z.number().nullable(),
  /** A rate: 100 × numerator / denominator; a count: the numerator. */
  value: z.number(),
});
export type TOppeValue = z.infer<typeof ZOppeValue>;

export const ZOppeReview = z.object({
  id: z.string(),
  conclusion: z.enum(OPPE_CONCLUSIONS),
  comment: z.string(),
  attestedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  attestedAt: z.string(),
});
export type TOppeReview = z.infer<typeof ZOppeReview>;

export const ZOppePractitioner = z.object({
  doctorId: z.string(),
  name: z.string(),
  npi: z.string().nullable(),
});

/** GET …/oppe/cycles/{cycleId}/practitioners: who has values, who is flagged, who is concluded. */
export const ZOppePractitionerList = z.object({
  cycle: ZOppeCycle,
  data: z.array(
    ZOppePractitioner.extend({
      valueCount: z.number().int(),
      flaggedCount: z.number().int(),
      conclusion: z.enum(OPPE_CONCLUSIONS).nullable(),
    }),
  ),
});
export type TOppePractitionerList = z.infer<typeof ZOppePractitionerList>;

/** GET …/oppe/cycles/{cycleId}/practitioners/{doctorId}: the report, the chart's data included. */
export const ZOppeReport = z.object({
  cycle: ZOppeCycle,
  practitioner: ZOppePractitioner,
  indicators: z.array(
    z.object({
      indicator: ZOppeIndicator,
      value: ZOppeValue,
      flag: z.enum(OPPE_FLAGS).nullable(),
      /** Every practitioner's value for the indicator in the cycle, ascending, without names. */
      distribution: z.object({ values: z.array(z.number()), median: z.number() }),
    }),
  ),
  review: ZOppeReview.nullable(),
});
export type TOppeReport = z.infer<typeof ZOppeReport>;

/** POST …/oppe/cycles/{cycleId}/practitioners/{doctorId}/review: signed with a fresh step-up. */
export const ZConcludeOppeReview = z
  .strictObject({
    conclusion: z.enum(OPPE_CONCLUSIONS, MESSAGES.required),
    comment: z.string().trim().max(4000, 'At most 4000 characters').default(''),
  })
  .superRefine((body, ctx) => {
    if (body.conclusion === 'focused-review-needed' && body.comment === '') {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: OPPE_MESSAGES.reasonRequired });
    }
  });
export type TConcludeOppeReview = z.input<typeof ZConcludeOppeReview>;

/** GET /oppe/conclusions: the doctor's own, where the hospital releases them; never the comment. */
export const ZDoctorOppeConclusions = z.object({
  data: z.array(
    z.object({
      hospitalId: z.string(),
      hospitalName: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      conclusion: z.enum(OPPE_CONCLUSIONS),
      attestedAt: z.string(),
    }),
  ),
});
export type TDoctorOppeConclusions = z.infer<typeof ZDoctorOppeConclusions>;

export const ZOppeCycleParams = z.strictObject({
  hospitalId: z.string().min(1).max(100),
  cycleId: z.string().min(1).max(100),
});
export const ZOppeIndicatorParams = z.strictObject({
  hospitalId: z.string().min(1).max(100),
  indicatorId: z.string().min(1).max(100),
});
export const ZOppeImportParams = z.strictObject({
  hospitalId: z.string().min(1).max(100),
  importId: z.string().min(1).max(100),
});
export const ZOppePractitionerParams = ZOppeCycleParams.extend({ doctorId: z.string().min(1).max(100) });
export const ZOppeValueParams = ZOppePractitionerParams.extend({ indicatorId: z.string().min(1).max(100) });

type TThresholds = Pick<TOppeIndicator, 'kind' | 'min' | 'max' | 'lowVolumeBelow'>;

/** A rate's value is a percentage; a count's is its numerator. */
export function computeOppeValue(
  kind: TOppeIndicatorKind,
  numerator: number,
  denominator: number | null,
): number {
  return kind === 'rate' ? (100 * numerator) / (denominator ?? 1) : numerator;
}

/**
 * Why a value is flagged, or null: too few cases first (a count below `lowVolumeBelow`, a rate whose
 * denominator is), then above `max` or below `min`. The list's SQL (modules/oppe) says the same.
 */
export function getOppeFlag(indicator: TThresholds, value: TOppeValue): TOppeFlag | null {
  const volume = indicator.kind === 'rate' ? (value.denominator ?? 0) : value.value;
  if (indicator.lowVolumeBelow !== null && volume < indicator.lowVolumeBelow) {
    return 'low-volume';
  }
  if (indicator.max !== null && value.value > indicator.max) {
    return 'above-max';
  }
  if (indicator.min !== null && value.value < indicator.min) {
    return 'below-min';
  }
  return null;
}

/** The middle value of an ascending list (the mean of the two middle ones when even). */
export function getMedian(sorted: readonly number[]): number {
  if (sorted.length === 0) {
    return 0;
  }
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
