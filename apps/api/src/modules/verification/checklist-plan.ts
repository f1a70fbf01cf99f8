import { VERIFICATION_KIND_LABELS, type TVerificationKind } from '@docapply/contracts';
import type { TVerificationAnswers } from './answers';
import { customKey, type TCustomItem } from './policy';

/**
 * Which items an application's checklist holds, from its answers and the hospital's own items
 * (pure). The system marks an item not applicable only where the doctor's own answer says there is
 * nothing to verify: no DEA registration, or neither board certified nor eligible (a board-eligible
 * doctor is verified with the board like a certified one).
 */
export type TPlannedItem = {
  key: string;
  kind: TVerificationKind;
  label: string;
  /** Set: the system records the item as not applicable, with this note. */
  notApplicable: string | null;
};

export const SYSTEM_SOURCE = 'The application';
export const SYSTEM_VERIFIER = "DocApply: the doctor's answers";
export const NOT_APPLICABLE_NOTES = {
  dea: 'The doctor holds no DEA registration.',
  board: 'The doctor is neither board certified nor board eligible.',
  prescriptive: 'The practitioner holds no DEA registration and no state controlled-substance registration.',
} as const;
export const REOPENED_NOTE = "The doctor's answers changed: to be verified.";

export function licenceKey(state: string): string {
  return `licence:${state}`;
}

/**
 * What differs in the checklist of a practitioner type (issue 42): advanced practice professionals
 * are verified with their national certifying body instead of a medical specialty board, hold a
 * state APRN or PA licence, and NPs and CNMs prescribe under an authority of their own; a CRNA's
 * is verified when they hold one (a DEA or state controlled-substance registration), since many
 * administer anesthesia without prescribing. Any other type is verified as a physician is.
 */
type TTypeChecklist = {
  licenceLabel: (state: string) => string;
  /** Replaces board certification. */
  certification: string | null;
  prescriptive: string | null;
  /** The prescriptive authority is not applicable when the practitioner holds none. */
  prescriptiveWhenHeld?: boolean;
};
const aprnLicence = (state: string) => `State APRN licence ${state}`;
const PRESCRIPTIVE = 'Prescriptive authority (DEA/state)';
const PHYSICIAN_CHECKLIST: TTypeChecklist = {
  licenceLabel: (state) => `State licence ${state}`,
  certification: null,
  prescriptive: null,
};
const TYPE_CHECKLISTS: Record<string, TTypeChecklist> = {
  np: {
    licenceLabel: aprnLicence,
    certification: 'National certification (AANP or ANCC)',
    prescriptive: PRESCRIPTIVE,
  },
  pa: {
    licenceLabel: (state) => `State PA licence ${state}`,
    certification: 'NCCPA certification',
    prescriptive: null,
  },
  crna: {
    licenceLabel: aprnLicence,
    certification: 'NBCRNA certification',
    prescriptive: PRESCRIPTIVE,
    prescriptiveWhenHeld: true,
  },
  cnm: {
    licenceLabel: aprnLicence,
    certification: 'AMCB certification',
    prescriptive: PRESCRIPTIVE,
  },
};

/** Neither a DEA nor a state controlled-substance registration, by the practitioner's own answers. */
function holdsNoPrescriptiveAuthority(answers: TVerificationAnswers): boolean {
  return answers.dea.has === false && answers.stateCsr.has !== true;
}

function checklistOf(practitionerType: string): TTypeChecklist {
  return TYPE_CHECKLISTS[practitionerType] ?? PHYSICIAN_CHECKLIST;
}

export function licenceLabel(state: string, practitionerType = 'physician'): string {
  return checklistOf(practitionerType).licenceLabel(state);
}

const item = (
  kind: Exclude<TVerificationKind, 'licence' | 'custom'>,
  notApplicable: string | null = null,
) => ({
  key: kind,
  kind,
  label: VERIFICATION_KIND_LABELS[kind],
  notApplicable,
});

export function planChecklist(
  answers: TVerificationAnswers,
  customItems: readonly TCustomItem[],
  practitionerType = 'physician',
): TPlannedItem[] {
  const states = [...new Set(answers.licences.map((licence) => licence.state))];
  const typed = checklistOf(practitionerType);
  const labelled = (
    kind: 'certification' | 'prescriptive',
    label: string,
    notApplicable: string | null = null,
  ) => ({
    key: kind,
    kind,
    label,
    notApplicable,
  });
  const prescriptiveNote =
    typed.prescriptiveWhenHeld && holdsNoPrescriptiveAuthority(answers)
      ? NOT_APPLICABLE_NOTES.prescriptive
      : null;
  return [
    item('npi'),
    ...states.map((state) => ({
      key: licenceKey(state),
      kind: 'licence' as const,
      label: typed.licenceLabel(state),
      notApplicable: null,
    })),
    item('dea', answers.dea.has === false ? NOT_APPLICABLE_NOTES.dea : null),
    typed.certification
      ? labelled('certification', typed.certification)
      : item('board', answers.board.status === 'none' ? NOT_APPLICABLE_NOTES.board : null),
    ...(typed.prescriptive ? [labelled('prescriptive', typed.prescriptive, prescriptiveNote)] : []),
    item('education'),
    item('malpractice'),
    item('oig'),
    item('sam'),
    ...customItems.map((custom) => ({
      key: customKey(custom.id),
      kind: 'custom' as const,
      label: custom.label,
      notApplicable: null,
    })),
  ];
}
