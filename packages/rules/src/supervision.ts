/** The application part of an advanced practice provider's physician agreement (issue 42). */
export const SUPERVISION_PART_TITLE = 'Supervising or collaborating physician';

/** What the status report says of the part (`required` false for a physician applicant). */
export type TSupervisionStatus = {
  required: boolean;
  named: boolean;
  confirmed: boolean;
  /** Privileges asked for that the agreement does not cover. */
  uncovered: string[];
};

/** Done when it does not apply, or a confirmed agreement covers every privilege asked for. */
export function isSupervisionDone(status: TSupervisionStatus | undefined): boolean {
  return !status?.required || (status.confirmed && status.uncovered.length === 0);
}

/**
 * The part's effect on the completeness figures, the same in the browser and the API: not
 * submittable until done, named among what is missing, and short of 100%.
 */
export function withSupervision<T extends { canSubmit: boolean; missing: string[]; percent: number }>(
  completeness: T,
  status: TSupervisionStatus | undefined,
): T {
  if (isSupervisionDone(status)) {
    return completeness;
  }
  return {
    ...completeness,
    canSubmit: false,
    missing: [...completeness.missing, SUPERVISION_PART_TITLE],
    percent: Math.min(completeness.percent, 99),
  };
}
