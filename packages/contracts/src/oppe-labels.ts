// oppe's constants and labels, apart from its schemas: a page that shows a label does not
// bring the schemas (and zod) with it (scripts/vite-pure-schemas.ts).
import type { TOppeConclusion } from './oppe';

export const OPPE_CONCLUSION_LABELS: Record<TOppeConclusion, string> = {
  'no-concerns': 'No concerns',
  'focused-review-needed': 'Focused review needed',
};
