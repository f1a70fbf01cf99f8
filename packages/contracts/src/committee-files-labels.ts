// committee-files's constants and labels, apart from its schemas: a page that shows a label does not
// bring the schemas (and zod) with it (scripts/vite-pure-schemas.ts).
import type { TConditionKind, TMembershipCategory } from './committee-files';

export const CONDITION_KIND_LABELS: Record<TConditionKind, string> = {
  proctoring: 'Proctoring',
  fppe: 'FPPE plan',
  limits: 'Limits',
};

export const MEMBERSHIP_CATEGORY_LABELS: Record<TMembershipCategory, string> = {
  active: 'Active',
  associate: 'Associate',
  courtesy: 'Courtesy',
  consulting: 'Consulting',
  affiliate: 'Affiliate',
  telemedicine: 'Telemedicine',
  advanced_practice: 'Advanced practice professional',
};
