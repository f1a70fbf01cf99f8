import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { ZForm, ZFormAnswers } from './forms';
import { ZIdParams } from './params';
import { ZFileInfo } from './files';
import { ZCompleteness } from './form-responses';
import { ZReferenceRequest } from './references';
import { ZApplicationKind, ZAppointment, ZReappointmentOf } from './appointments';
import { APPLICATION_STATUSES } from './status';

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);

/** One application in lists. Dates are ISO strings; `nextAction` is a short sentence for the doctor. */
export const ZApplicationSummary = z.object({
  id: z.string(),
  hospitalId: z.string(),
  hospitalName: z.string(),
  status: ZApplicationStatus,
  percent: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  nextAction: z.string(),
});
export type TApplicationSummary = z.infer<typeof ZApplicationSummary>;

/** POST /applications: creates the draft, or returns the doctor's open application there. */
export const ZCreateApplicationRequest = z.strictObject({
  hospitalId: z.uuid({ error: 'Invalid hospital' }),
});
export type TCreateApplicationRequest = z.infer<typeof ZCreateApplicationRequest>;

/** GET /applications/all/hospitals */
export const ZApplicationList = z.object({ data: z.array(ZApplicationSummary) });
export type TApplicationList = z.infer<typeof ZApplicationList>;

export const APPLICATION_PAGE_SIZE_MAX = 100;

/** GET /applications/search?q=&status=a,b&hospitalId=&page=1&pageSize=10 (q matches the hospital name). */
export const ZApplicationSearchQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  status: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(ZApplicationStatus, { error: 'Unknown status' })),
  hospitalId: z.uuid({ error: 'Invalid hospital' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(APPLICATION_PAGE_SIZE_MAX).default(10),
});
export type TApplicationSearchQuery = z.input<typeof ZApplicationSearchQuery>;

export const ZApplicationSearchResult = z.object({
  data: z.array(ZApplicationSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TApplicationSearchResult = z.infer<typeof ZApplicationSearchResult>;

/** POST /applications/{id}/submit: the attestation, the doctor's full name typed. */
export const ZSubmitApplicationRequest = z.strictObject({
  attestationName: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(200),
});
export type TSubmitApplicationRequest = z.infer<typeof ZSubmitApplicationRequest>;

export const ZAttestation = z.object({ name: z.string(), signedAt: z.string() });
export type TAttestation = z.infer<typeof ZAttestation>;

/** A form of the application with the doctor's answers (null response: not started). */
export const ZApplicationForm = z.object({
  form: ZForm,
  responseId: z.string().nullable(),
  answers: ZFormAnswers,
  completeness: ZCompleteness,
  /**
   * The hospital published a newer version since this one was started: its number while the
   * application can still be edited (the doctor may move to it), otherwise null.
   */
  newerVersion: z.number().int().nullable(),
});
export type TApplicationForm = z.infer<typeof ZApplicationForm>;

export const ZApplicationHistoryEntry = z.object({
  from: ZApplicationStatus.nullable(),
  to: ZApplicationStatus,
  at: z.string(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
});
export type TApplicationHistoryEntry = z.infer<typeof ZApplicationHistoryEntry>;

/** GET /applicationDatas/{id}: the whole application, read-only. */
export const ZApplicationDetail = ZApplicationSummary.extend({
  hospital: z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() }),
  isEditable: z.boolean(),
  attestation: ZAttestation.nullable(),
  forms: z.object({ application: ZApplicationForm.nullable(), survey: ZApplicationForm.nullable() }),
  files: z.array(ZFileInfo),
  privileges: z.array(
    z.object({
      id: z.string(),
      privilegeId: z.string(),
      name: z.string(),
      department: z.string(),
      formId: z.string().nullable(),
      formResponseId: z.string().nullable(),
      answers: ZFormAnswers,
      form: ZForm.nullable(),
    }),
  ),
  /** State only: the doctor never sees a reference's answers. */
  references: z.array(ZReferenceRequest),
  coverage: ZReferenceRequest.nullable(),
  history: z.array(ZApplicationHistoryEntry),
  /** Issue 14 (always sent; optional for older clients' fixtures): initial or reappointment. */
  kind: ZApplicationKind.optional(),
  /** For a reappointment: the approved application it was prefilled from. */
  reappointmentOf: ZReappointmentOf.nullable().optional(),
  /** The appointment this application's approval recorded (dates, privileges granted). */
  appointment: ZAppointment.nullable().optional(),
});
export type TApplicationDetail = z.infer<typeof ZApplicationDetail>;

/** POST /applications/{id}/forms/{kind}/upgrade: moves a started form to the latest version. */
export const ZUpgradeFormParams = z.strictObject({
  id: ZIdParams.shape.id,
  kind: z.enum(['application', 'survey'], { error: 'Not found' }),
});
export type TUpgradeFormParams = z.infer<typeof ZUpgradeFormParams>;
