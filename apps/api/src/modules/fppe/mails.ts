import {
  FPPE_CONCLUSION_LABELS,
  FPPE_METHOD_LABELS,
  type TFppeConclusion,
  type TFppeMethod,
} from '@docapply/contracts';
import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

type TPlanLines = {
  practitionerName: string;
  privilegeName: string;
  hospitalName: string;
  method: TFppeMethod;
  cases: number | null;
  /** MM/DD/YYYY */
  dueOn: string;
};

function describePlan({ method, cases, dueOn }: Pick<TPlanLines, 'method' | 'cases' | 'dueOn'>): string {
  const casesLine = cases === null ? '' : `${cases} case${cases === 1 ? '' : 's'}, `;
  return `${FPPE_METHOD_LABELS[method]}: ${casesLine}by ${dueOn}`;
}

/** The evaluator's invitation: who, which privilege, what is expected, and their own link. */
export function createEvaluatorMail(
  input: TPlanLines & { evaluatorName: string; link: string },
): TMailContent {
  return {
    subject: `FPPE evaluation requested: ${input.practitionerName}, ${input.privilegeName}`,
    text:
      `Hello ${input.evaluatorName},\n\n` +
      `${input.hospitalName} asks you to evaluate ${input.practitionerName}'s practice of a newly granted or reviewed privilege, ${input.privilegeName}, as part of a focused professional practice evaluation (FPPE).\n\n` +
      `${describePlan(input)}.\n\n` +
      `Record each case you evaluate at ${input.link}\n\n` +
      'The link is yours: it works until the evaluation is concluded. What you record is confidential peer-review material; the practitioner does not read it.' +
      SIGNATURE,
  };
}

/** A reminder before the due date, to an evaluator (with a fresh link) or the chair (the FPPE's page). */
export function createFppeReminderMail(
  input: TPlanLines & { name: string; recorded: number; link: string; isChair: boolean },
): TMailContent {
  const ask = input.isChair
    ? `Conclude it, or adjust its plan, at ${input.link}`
    : `Record the cases you evaluate at ${input.link}`;
  return {
    subject: `FPPE due ${input.dueOn}: ${input.practitionerName}, ${input.privilegeName}`,
    text:
      `Hello ${input.name},\n\n` +
      `The focused professional practice evaluation of ${input.practitionerName} for ${input.privilegeName} at ${input.hospitalName} is due on ${input.dueOn}.\n\n` +
      `${describePlan(input)}. Evaluations recorded so far: ${input.recorded}.\n\n` +
      ask +
      SIGNATURE,
  };
}

/** The practitioner learns the conclusion (no evaluator's words, no reasons beyond the conditions). */
export function createConcludedMail(input: {
  firstName: string;
  privilegeName: string;
  hospitalName: string;
  conclusion: TFppeConclusion;
  link: string;
}): TMailContent {
  return {
    subject: `Your FPPE for ${input.privilegeName} at ${input.hospitalName}`,
    text:
      `Hello ${input.firstName},\n\n` +
      `The focused professional practice evaluation of your privilege ${input.privilegeName} at ${input.hospitalName} is concluded: ${FPPE_CONCLUSION_LABELS[input.conclusion].toLowerCase()}.\n\n` +
      `See it on your dashboard at ${input.link}` +
      SIGNATURE,
  };
}

/** The committee route's first step hears of a recommendation to restrict or remove a privilege. */
export function createReferralMail(input: {
  practitionerName: string;
  privilegeName: string;
  hospitalName: string;
  conclusion: TFppeConclusion;
  link: string;
}): TMailContent {
  return {
    subject: `FPPE referral: ${input.practitionerName}, ${input.privilegeName}`,
    text:
      'Hello,\n\n' +
      `The focused professional practice evaluation of ${input.practitionerName} for ${input.privilegeName} at ${input.hospitalName} concluded: ${FPPE_CONCLUSION_LABELS[input.conclusion].toLowerCase()}. It is referred to the committee.\n\n` +
      `Read the evaluation at ${input.link}` +
      SIGNATURE,
  };
}

/** The practitioner learns the committee's decision on a recommended restriction or removal. */
export function createReferralDecidedMail(input: {
  firstName: string;
  privilegeName: string;
  hospitalName: string;
  outcome: 'removed' | 'restricted' | 'kept';
  note: string;
  link: string;
}): TMailContent {
  const what = {
    removed: `your privilege ${input.privilegeName} is removed`,
    restricted: `your privilege ${input.privilegeName} is restricted`,
    kept: `your privilege ${input.privilegeName} is kept as granted`,
  }[input.outcome];
  return {
    subject: `Decision on your privilege ${input.privilegeName} at ${input.hospitalName}`,
    text:
      `Hello ${input.firstName},\n\n` +
      `After a focused professional practice evaluation, ${input.hospitalName}'s medical staff decided that ${what}.\n\n` +
      (input.outcome === 'kept'
        ? ''
        : `${input.note}\n\nThe medical staff bylaws set out your right to a hearing and how to ask for it.\n\n`) +
      `See your privileges at ${input.link}` +
      SIGNATURE,
  };
}
