// practice-evidence's constants and labels, apart from its schemas: a page that shows a label does not
// bring the schemas (and zod) with it (scripts/vite-pure-schemas.ts).
import type { TOppeFlag } from './oppe';

export const LOW_VOLUME_TEXT = 'Low or no volume: current competence not shown';

/** Why an OPPE value stands out, as the review and the packet say it. */
export const OPPE_FLAG_LABELS: Record<TOppeFlag, string> = {
  'above-max': 'Above the threshold',
  'below-min': 'Below the threshold',
  'low-volume': 'Too few cases to judge',
};
