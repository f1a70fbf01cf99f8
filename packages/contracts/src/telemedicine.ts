import { z } from 'zod';

export * from './telemedicine-labels';

/**
 * Telemedicine by proxy (issue 40; CMS 42 CFR 482.22(a)(3)-(4)): under a written agreement with a
 * distant-site hospital, the board may grant privileges to a practitioner who provides
 * telemedicine services by relying on the distant site's own credentialing and privileging
 * decision. The office records each hospital's agreements and, per application, the distant site's
 * decision with its document. Office-only: the doctor never sees either.
 */

export const TELEMEDICINE_LIMITS = { siteName: 200 } as const;

/** What both the API and the office's forms say. */
export const TELEMEDICINE_FORM_MESSAGES = {
  siteName: 'Enter the distant-site hospital’s name',
  ccn: 'Enter the 6-character CMS certification number, or leave it empty',
  endsAfterSigned: 'The end date must be after the signing date',
  agreementMissing: 'Attach the signed agreement (PDF)',
  agreementNotPdf: 'Upload the signed agreement as a PDF',
  decisionMissing: 'Attach the distant site’s decision (PDF)',
  decisionNotPdf: 'Upload the distant site’s decision as a PDF',
  chooseAgreement: 'Choose the agreement the decision was made under',
  noneGranted: 'Tick at least one privilege the distant site granted',
} as const;

const enterDate = 'Enter a valid date';
const ZDay = z.iso.date({ error: enterDate });
/** A multipart field the form left empty is no value at all. */
const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);

/** The fields of a new agreement, as a form holds them (multipart, with the `agreement` PDF). */
export const ZTelemedicineAgreementFields = z.strictObject({
  distantSiteName: z
    .string({ error: TELEMEDICINE_FORM_MESSAGES.siteName })
    .trim()
    .min(1, TELEMEDICINE_FORM_MESSAGES.siteName)
    .max(TELEMEDICINE_LIMITS.siteName, `At most ${TELEMEDICINE_LIMITS.siteName} characters`),
  ccn: z.preprocess(
    emptyIsNone,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{6}$/, TELEMEDICINE_FORM_MESSAGES.ccn)
      .transform((value) => value.toUpperCase())
      .optional(),
  ),
  signedOn: ZDay,
  endsOn: z.preprocess(emptyIsNone, ZDay.optional()),
});

/** An agreement's end, when it has one, comes after its signing. */
export function checkAgreementDays(
  value: { signedOn: string; endsOn?: string },
  context: z.RefinementCtx,
): void {
  if (value.endsOn && value.endsOn <= value.signedOn) {
    context.addIssue({
      code: 'custom',
      path: ['endsOn'],
      message: TELEMEDICINE_FORM_MESSAGES.endsAfterSigned,
    });
  }
}

/** POST /admin/hospitals/{hospitalId}/telemedicine-agreements: the fields (the service refuses a future signing day). */
export const ZCreateTelemedicineAgreement = ZTelemedicineAgreementFields.superRefine(checkAgreementDays);
export type TCreateTelemedicineAgreement = z.output<typeof ZCreateTelemedicineAgreement>;

const ZPerson = z.object({ id: z.string(), name: z.string() });
const ZDocument = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() });

export const ZTelemedicineAgreement = z.object({
  id: z.string(),
  hospitalId: z.string(),
  distantSiteName: z.string(),
  /** The distant site's CMS certification number (6 characters), if recorded. */
  ccn: z.string().nullable(),
  /** YYYY-MM-DD */
  signedOn: z.string(),
  endsOn: z.string().nullable(),
  /** When the office ended it (null while it runs to `endsOn`). */
  endedAt: z.string().nullable(),
  /** Signed on or before today, not past its end and not ended. */
  isInForce: z.boolean(),
  /** The signed agreement (null only once its file is gone). */
  document: ZDocument.nullable(),
  recordedBy: ZPerson.nullable(),
  createdAt: z.string(),
});
export type TTelemedicineAgreement = z.infer<typeof ZTelemedicineAgreement>;

/** GET …/telemedicine-agreements: the hospital's agreements, in force first, then the latest signed. */
export const ZTelemedicineAgreementList = z.object({ data: z.array(ZTelemedicineAgreement) });
export type TTelemedicineAgreementList = z.infer<typeof ZTelemedicineAgreementList>;

export const ZTelemedicineAgreementParams = z.strictObject({
  hospitalId: z.string().min(1).max(100),
  agreementId: z.string().min(1).max(64),
});

/**
 * POST /admin/applications/{id}/telemedicine: the distant site's decision (multipart: these fields
 * and the `decision` PDF). `grantedPrivilegeIds` is comma-joined: the requested privileges the
 * distant site granted; the others it did not.
 */
export const ZProxyDecisionFields = z.strictObject({
  agreementId: z
    .string({ error: TELEMEDICINE_FORM_MESSAGES.chooseAgreement })
    .trim()
    .min(1, TELEMEDICINE_FORM_MESSAGES.chooseAgreement),
  decidedOn: ZDay,
  grantedPrivilegeIds: z
    .string()
    .default('')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length > 0, TELEMEDICINE_FORM_MESSAGES.noneGranted),
  appointmentEndsOn: ZDay,
});
export type TProxyDecisionFields = z.output<typeof ZProxyDecisionFields>;

/** The distant site's decision as the board reads it beside the file. */
export const ZCommitteeProxy = z.object({
  agreement: z.object({
    id: z.string(),
    distantSiteName: z.string(),
    ccn: z.string().nullable(),
    signedOn: z.string(),
  }),
  /** YYYY-MM-DD: the distant site's decision and the end of the appointment it made. */
  decidedOn: z.string(),
  appointmentEndsOn: z.string(),
  /** Each requested privilege, granted by the distant site or not. */
  privileges: z.array(
    z.object({ privilegeId: z.string(), name: z.string(), department: z.string(), granted: z.boolean() }),
  ),
});
export type TCommitteeProxy = z.infer<typeof ZCommitteeProxy>;

export const ZProxyDecision = ZCommitteeProxy.extend({
  document: ZDocument.nullable(),
  recordedBy: ZPerson.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProxyDecision = z.infer<typeof ZProxyDecision>;

/** GET /admin/applications/{id}/telemedicine: the proxy record, and what recording one offers. */
export const ZApplicationTelemedicine = z.object({
  proxy: ZProxyDecision.nullable(),
  /** Why the office cannot record (or replace) one now; null when it can. */
  blockedBecause: z.string().nullable(),
  /** The hospital's agreements in force today. */
  agreements: z.array(
    ZTelemedicineAgreement.pick({ id: true, distantSiteName: true, ccn: true, signedOn: true }),
  ),
  requested: z.array(z.object({ privilegeId: z.string(), name: z.string(), department: z.string() })),
});
export type TApplicationTelemedicine = z.infer<typeof ZApplicationTelemedicine>;

/** What the decision letter adds when the board relied on a distant site. */
export function relianceSentence(site: string, signedOn: string): string {
  return `Granted in reliance on the privileging decision of ${site} (telemedicine agreement of ${signedOn}).`;
}
