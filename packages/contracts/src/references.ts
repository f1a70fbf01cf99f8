import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MESSAGES, isStoredPhone, isValidEmail, normaliseEmail } from '@docapply/rules';
import { ZForm, ZFormAnswers } from './forms';

/** Peer references and the covering physician: people asked by an emailed link (no account). */
export const REQUEST_STATES = ['sent', 'opened', 'completed', 'declined', 'expired'] as const;
export type TRequestState = (typeof REQUEST_STATES)[number];
export const REQUEST_KINDS = ['reference', 'coverage'] as const;
export type TRequestKind = (typeof REQUEST_KINDS)[number];
/** A request link (signed token and short URL) lives this long. */
export const REQUEST_LINK_TTL_DAYS = 14;

export const REQUEST_MESSAGES = {
  linkExpired: 'This link has expired.',
  linkUsed: 'This link has already been used.',
  linkInvalid: 'This link is not valid.',
  linkReplaced: 'This link is no longer valid. Please use the most recent email you received.',
  shortLinkUnknown: 'This link is not valid or has expired.',
  notEditable: 'References can only be changed while the application is a draft or information is requested.',
  alreadyClosed: 'This request has already been answered.',
  coverageExists: 'This application already has a covering physician. Replace them instead.',
  submitted: 'Thank you. Your answers have been sent.',
  declined: 'Thank you for letting us know. The request has been declined.',
  resent: 'The request was sent again.',
  tooManyResends: 'This request was sent several times recently. Try again later.',
  tooMany: 'This application already has the most references allowed.',
  duplicateEmail: 'This person has already been asked for this application.',
  selfEmail: 'Ask someone other than yourself.',
  noForm: 'This hospital has not published this form yet. Please contact the hospital.',
  deleted: 'The request was removed.',
  listedTwice: 'This person is on the list twice.',
  nobody: 'Name at least one person.',
} as const;

/** More than any hospital asks for; a bound on the emails one application can send. */
export const MAX_REFERENCES = 10;

const ZText = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max);

/** Who is asked: the same body for references and the covering physician. */
export const ZRequestPerson = z.strictObject({
  name: ZText(200),
  specialty: ZText(200),
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
    .refine(isValidEmail, MESSAGES.invalidEmail),
  phone: z.string({ error: MESSAGES.required }).refine(isStoredPhone, MESSAGES.invalidPhone),
  relationship: ZText(200),
});
export type TRequestPerson = z.infer<typeof ZRequestPerson>;

export const ZCreateRequestBody = ZRequestPerson.extend({ applicationId: z.uuid() });
export type TCreateRequestBody = z.infer<typeof ZCreateRequestBody>;

/** A person as an earlier application named them (its specialty or phone may be empty). */
const ZRequestPersonView = z.object({
  name: z.string(),
  specialty: z.string(),
  email: z.string(),
  phone: z.string(),
  relationship: z.string(),
});

/**
 * GET /references/previous: on a reappointment, the references and covering physician of the
 * approved application it renews who have not declined and are not asked yet (issue 43).
 */
export const ZPreviousRequestPeople = z.object({
  references: z.array(ZRequestPersonView),
  coverage: ZRequestPersonView.nullable(),
});
export type TPreviousRequestPeople = z.infer<typeof ZPreviousRequestPeople>;

/** POST /references/batch: several references and the covering physician, asked at once. */
export const ZSendRequestsBody = z
  .strictObject({
    applicationId: z.uuid(),
    references: z.array(ZRequestPerson).max(MAX_REFERENCES),
    coverage: ZRequestPerson.nullable(),
  })
  .superRefine((body, issues) => {
    if (body.references.length === 0 && !body.coverage) {
      issues.addIssue({ code: 'custom', path: ['references'], message: REQUEST_MESSAGES.nobody });
    }
    const seen = new Set<string>();
    body.references.forEach((person, index) => {
      const email = normaliseEmail(person.email);
      if (seen.has(email)) {
        issues.addIssue({
          code: 'custom',
          path: ['references', index, 'email'],
          message: REQUEST_MESSAGES.listedTwice,
        });
      }
      seen.add(email);
    });
  });
export type TSendRequestsBody = z.infer<typeof ZSendRequestsBody>;

/** Any id is accepted here; the service answers 404 for one that is not a request's (uuid or not). */
export const ZRequestIdParams = z.object({ id: z.string().min(1).max(64) });
export const ZApplicationIdQuery = z.object({ applicationId: z.uuid() });

/** What the doctor sees of a request: never the answers. */
export const ZReferenceRequest = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  email: z.string(),
  phone: z.string(),
  relationship: z.string(),
  state: z.enum(REQUEST_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When each automatic reminder went to this person (ISO times, oldest first). */
  remindedAt: z.array(z.string()),
});
export type TReferenceRequest = z.infer<typeof ZReferenceRequest>;
export const ZReferenceRequestList = z.object({ data: z.array(ZReferenceRequest) });
export type TReferenceRequestList = z.infer<typeof ZReferenceRequestList>;
/** What POST /references/batch asked: each request as it is now. */
export const ZSentRequests = z.object({
  references: z.array(ZReferenceRequest),
  coverage: ZReferenceRequest.nullable(),
});
export type TSentRequests = z.infer<typeof ZSentRequests>;

/** POST /references/respond and /alternativeCoverage/respond: answers, or a decline (not both). */
export const ZRespondRequest = z
  .strictObject({
    token: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(2048),
    answers: ZFormAnswers.optional(),
    decline: z.literal(true).optional(),
  })
  .refine((body) => (body.answers === undefined) !== (body.decline === undefined), {
    path: ['answers'],
    message: 'Send the answers, or decline',
  });
export type TRespondRequest = z.infer<typeof ZRespondRequest>;
export const ZRespondResponse = z.object({ message: z.string(), state: z.enum(REQUEST_STATES) });
export type TRespondResponse = z.infer<typeof ZRespondResponse>;

/** GET /urls/{code} */
export const ZShortUrlParams = z.object({ code: z.string().min(1).max(64) });
export const ZShortUrlResponse = z.object({ target: z.string() });
export type TShortUrlResponse = z.infer<typeof ZShortUrlResponse>;

const ZLinkPeople = z.object({
  purpose: z.enum(REQUEST_KINDS),
  hospital: z.object({ id: z.string(), name: z.string() }),
  doctorName: z.string(),
  personName: z.string(),
});
/** A live link: the form to answer (reading it marks the request opened). */
export const ZOpenRequestLinkValues = ZLinkPeople.extend({ state: z.literal('opened'), form: ZForm });
export type TOpenRequestLinkValues = z.infer<typeof ZOpenRequestLinkValues>;
/** The link of a request already answered or declined, opened again: when, instead of a form. */
export const ZAnsweredRequestLinkValues = ZLinkPeople.extend({
  state: z.enum(['completed', 'declined']),
  answeredAt: z.string(),
});
export type TAnsweredRequestLinkValues = z.infer<typeof ZAnsweredRequestLinkValues>;
/** What /auth/extractValues gives the open reference/coverage page. */
export const ZRequestLinkValues = z.union([ZOpenRequestLinkValues, ZAnsweredRequestLinkValues]);
export type TRequestLinkValues = z.infer<typeof ZRequestLinkValues>;
