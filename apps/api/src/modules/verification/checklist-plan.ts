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
} as const;
export const REOPENED_NOTE = "The doctor's answers changed: to be verified.";

export function licenceKey(state: string): string {
  return `licence:${state}`;
}

export function licenceLabel(state: string): string {
  return `State licence ${state}`;
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
): TPlannedItem[] {
  const states = [...new Set(answers.licences.map((licence) => licence.state))];
  return [
    item('npi'),
    ...states.map((state) => ({
      key: licenceKey(state),
      kind: 'licence' as const,
      label: licenceLabel(state),
      notApplicable: null,
    })),
    item('dea', answers.dea.has === false ? NOT_APPLICABLE_NOTES.dea : null),
    item('board', answers.board.status === 'none' ? NOT_APPLICABLE_NOTES.board : null),
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
