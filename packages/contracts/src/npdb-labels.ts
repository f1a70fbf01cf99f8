// npdb's constants and labels, apart from its schemas: a page that shows a label does not
// bring the schemas (and zod) with it (scripts/vite-pure-schemas.ts).
import type { TNpdbQueryKind, TNpdbQueryReason, TNpdbResult } from './npdb';

export const NPDB_QUERY_KIND_LABELS: Record<TNpdbQueryKind, string> = {
  'one-time': 'One-time query',
  continuous: 'Continuous Query enrolment',
};

export const NPDB_QUERY_REASON_LABELS: Record<TNpdbQueryReason, string> = {
  'initial-appointment': 'Initial appointment',
  'privileges-added': 'Privileges added',
  reappointment: 'Reappointment',
  periodic: 'Periodic (every two years)',
};

export const NPDB_RESULT_LABELS: Record<TNpdbResult, string> = {
  'no-reports': 'No reports',
  'reports-found': 'Reports found',
};
