// temporary-privileges's constants and labels, apart from its schemas: a page that shows a label does not
// bring the schemas (and zod) with it (scripts/vite-pure-schemas.ts).
import type { TTemporaryPrivilegeBasis } from './temporary-privileges';

export const TEMPORARY_PRIVILEGE_BASIS_LABELS: Record<TTemporaryPrivilegeBasis, string> = {
  'patient-care-need': 'Urgent patient-care need',
  'pending-application': 'Complete application awaiting the committee',
};
