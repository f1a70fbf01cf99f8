import { z } from 'zod';
import type { Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECISION_STEP_KINDS,
  PRIVILEGE_OUTCOMES,
  ZDecisionStepInput,
  type TDecisionRoute,
  type TDecisionRouteInput,
  type TDecisionStepKind,
  type TPrivilegeOutcome,
} from '@docapply/contracts';
import { MESSAGES } from '@docapply/rules';

/** The most steps and members per step the contract takes. */
export const ROUTE_LIMITS = { steps: 8, members: 50 } as const;

/** A member row; `knownEmail` is the address of the account it was loaded with (it keeps its name). */
const ZMemberForm = z.object({
  email: z.string().trim(),
  name: z.string().trim(),
  knownEmail: z.string().optional(),
  isChair: z.boolean(),
});

/**
 * One step as the form holds it: the quorum is the number field's text, and a person step's quorum
 * (one) and chair (none: the person recommends alone) are set here, not typed. Then the contract's
 * own rules (quorum within the members, no one twice, the members' addresses).
 */
const ZStepForm = z
  .object({
    id: z.string().optional(),
    name: z.string(),
    kind: z.enum(DECISION_STEP_KINDS),
    quorum: z.string().trim(),
    allowedOutcomes: z.array(z.enum(PRIVILEGE_OUTCOMES)),
    allowElectronicVote: z.boolean(),
    members: z.array(ZMemberForm),
  })
  .superRefine((step, context) => {
    if (step.kind === 'committee' && !/^\d+$/.test(step.quorum)) {
      const message = step.quorum ? 'Enter a whole number' : MESSAGES.required;
      context.addIssue({ code: 'custom', path: ['quorum'], message });
    }
  })
  .transform((step) => {
    const isPerson = step.kind === 'person';
    return {
      ...(step.id ? { id: step.id } : {}),
      name: step.name,
      kind: step.kind,
      quorum: isPerson ? 1 : Number(step.quorum),
      allowedOutcomes: step.allowedOutcomes,
      allowElectronicVote: isPerson ? false : step.allowElectronicVote,
      members: step.members.map((member) => ({
        email: member.email,
        ...(member.name ? { name: member.name } : {}),
        isChair: isPerson ? false : member.isChair,
      })),
    };
  })
  .pipe(ZDecisionStepInput);

const ZRouteForm = z.object({ steps: z.array(ZStepForm).max(ROUTE_LIMITS.steps) });

export type TRouteFormValues = z.input<typeof ZRouteForm>;
export type TStepFormValues = TRouteFormValues['steps'][number];

export const routeResolver = zodResolver(ZRouteForm) as unknown as Resolver<
  TRouteFormValues,
  unknown,
  TDecisionRouteInput
>;

export function toFormValues(route: TDecisionRoute): TRouteFormValues {
  return {
    steps: route.steps.map((step) => ({
      id: step.id,
      name: step.name,
      kind: step.kind,
      quorum: String(step.quorum),
      allowedOutcomes: [...step.allowedOutcomes],
      allowElectronicVote: step.allowElectronicVote,
      members: step.members.map((member) => ({
        email: member.email,
        name: member.name,
        knownEmail: member.email,
        isChair: member.isChair,
      })),
    })),
  };
}

/** A new step: a committee (most steps are) that may recommend anything, with one member to fill in. */
export function createStep(kind: TDecisionStepKind = 'committee'): TStepFormValues {
  const outcomes: TPrivilegeOutcome[] = [...PRIVILEGE_OUTCOMES];
  return {
    name: '',
    kind,
    quorum: '1',
    allowedOutcomes: outcomes,
    allowElectronicVote: false,
    members: [{ email: '', name: '', isChair: true }],
  };
}

/** The inputs a server's field message can land on (`steps.0.members.1.email`, `steps.1.quorum`). */
export function routeFieldNames(): Path<TRouteFormValues>[] {
  const names: Path<TRouteFormValues>[] = ['steps'];
  for (let step = 0; step < ROUTE_LIMITS.steps; step += 1) {
    names.push(
      `steps.${step}.name`,
      `steps.${step}.quorum`,
      `steps.${step}.allowedOutcomes`,
      `steps.${step}.members`,
    );
    for (let member = 0; member < ROUTE_LIMITS.members; member += 1) {
      names.push(`steps.${step}.members.${member}.email`);
    }
  }
  return names;
}
