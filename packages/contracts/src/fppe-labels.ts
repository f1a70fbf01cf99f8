// fppe's constants and labels, apart from its schemas: a page that shows a label does not
// bring the schemas (and zod) with it (scripts/vite-pure-schemas.ts).
import type { TFppeConclusion, TFppeMethod, TFppeState, TFppeTrigger } from './fppe';

export const FPPE_METHOD_LABELS: Record<TFppeMethod, string> = {
  'prospective-proctoring': 'Prospective proctoring',
  'concurrent-observation': 'Concurrent observation',
  'retrospective-review': 'Retrospective chart review',
  simulation: 'Simulation',
  'external-review': 'External peer review',
};

export const FPPE_TRIGGER_LABELS: Record<TFppeTrigger, string> = {
  initial: 'New privilege',
  temporary: 'Temporary privilege',
  'for-cause': 'For cause',
  extension: 'Extended',
};

export const FPPE_STATE_LABELS: Record<TFppeState, string> = {
  open: 'Open',
  completed: 'Completed',
  referred: 'Referred to the committee',
};

export const FPPE_CONCLUSION_LABELS: Record<TFppeConclusion, string> = {
  confirmed: 'Privilege confirmed',
  extended: 'Extended with a new plan',
  conditions: 'Confirmed with conditions',
  restriction: 'Restriction recommended',
  removal: 'Removal recommended',
};
