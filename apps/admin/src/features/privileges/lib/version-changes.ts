import type { TAdminPrivilegeVersions } from '@docapply/contracts';
import { summariseRequirements } from './requirement-words';

type TVersion = TAdminPrivilegeVersions['data'][number];

const quote = (text: string) => (text === '' ? 'empty' : `“${text}”`);
const kind = (isCore: boolean) => (isCore ? 'Core' : 'Special');
const formName = (version: TVersion) =>
  version.formKey === null ? 'No form' : quote(version.formTitle ?? version.formKey);

/**
 * What changed from one version to the next, one line per field in the editor's order: name,
 * department, criteria, requirements, core or special, enabled, form.
 */
export function describeVersionChanges(before: TVersion, after: TVersion): string[] {
  const lines: string[] = [];
  const change = (label: string, from: string, to: string) => {
    if (from !== to) {
      lines.push(`${label}: ${from} → ${to}`);
    }
  };
  change('Name', quote(before.name), quote(after.name));
  change('Department', quote(before.department), quote(after.department));
  change('Criteria', quote(before.criteria), quote(after.criteria));
  change(
    'Requirements',
    summariseRequirements(before.requirements),
    summariseRequirements(after.requirements),
  );
  change('Type', kind(before.isCore), kind(after.isCore));
  if (before.enabled !== after.enabled) {
    lines.push(after.enabled ? 'Enabled' : 'Disabled');
  }
  if (before.formKey !== after.formKey) {
    lines.push(`Form: ${formName(before)} → ${formName(after)}`);
  }
  return lines;
}
